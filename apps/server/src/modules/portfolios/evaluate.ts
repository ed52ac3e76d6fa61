import {
  addDays,
  assessRisk,
  heldPortfolioReturns,
  summarisePortfolio,
  valuePortfolio,
  type CorporateAction,
  type HeldSecurity,
  type PortfolioSummary,
  type PricePoint,
  type RiskReport,
  type Transaction,
  type ValuationSeries,
} from '@alphadesk/core';
import type { PortfolioMarket } from './market-port.ts';

/** Sessions of history behind volatility and beta: about a year. */
const riskSessions = 250;
const riskLookbackDays = 400;

export interface Evaluation {
  today: string;
  series: ValuationSeries;
  summary: PortfolioSummary;
  securities: Map<string, HeldSecurity>;
  actions: CorporateAction[];
  prices: Record<string, PricePoint[]>;
  simulated: boolean;
}

function symbolsOf(transactions: readonly Transaction[]): string[] {
  const symbols = new Set<string>();
  for (const tx of transactions) if ('symbol' in tx && tx.symbol) symbols.add(tx.symbol);
  return [...symbols].sort();
}

/**
 * Values a portfolio from its transactions and the market: raw closes from the first transaction
 * (or a year back, for the risk rules) to today, today's price where it is newer than the last
 * close, and the published corporate actions of the period.
 */
export async function evaluatePortfolio(
  market: PortfolioMarket,
  input: { transactions: readonly Transaction[]; trackCash: boolean; today: string },
): Promise<Evaluation> {
  const { transactions, today } = input;
  const symbols = symbolsOf(transactions);
  const first = transactions.reduce((min, tx) => (tx.date < min ? tx.date : min), today);
  const from = first < addDays(today, -riskLookbackDays) ? first : addDays(today, -riskLookbackDays);
  const [securities, history, quotes, actions] = await Promise.all([
    market.securities(symbols),
    market.closes(symbols, from, today),
    market.quotes(symbols),
    market.corporateActions(symbols, from, today),
  ]);
  const prices: Record<string, PricePoint[]> = {};
  let simulated = history.simulated;
  for (const symbol of symbols) {
    const points = [...(history.prices[symbol] ?? [])];
    const quote = quotes.get(symbol);
    // A quote newer than the last stored close is today's running price; on the same day the
    // stored close (the exchange's official one) stands.
    const last = points.at(-1);
    if (quote && quote.date <= today && (!last || last.date < quote.date)) {
      points.push({ date: quote.date, close: quote.price });
      simulated ||= quote.simulated;
    }
    prices[symbol] = points;
  }
  const series = valuePortfolio({
    transactions,
    actions,
    prices,
    trackCash: input.trackCash,
    until: today,
    perSymbol: true,
  });
  return {
    today,
    series,
    summary: summarisePortfolio(series, securities),
    securities,
    actions,
    prices,
    simulated,
  };
}

/** Risk and diversification of the portfolio as held now (constant weights over the last year). */
export async function assessPortfolioRisk(
  market: PortfolioMarket,
  evaluation: Evaluation,
  trackCash: boolean,
): Promise<RiskReport> {
  const { summary } = evaluation;
  const total = summary.totalValue;
  const weights = new Map(
    summary.holdings.map((holding) => [holding.symbol, total > 0 ? holding.totalValue / total : 0]),
  );
  let portfolioReturns: number[] | undefined;
  let marketReturns: number[] | undefined;
  if (summary.holdings.length > 0) {
    const index = await market.marketIndex(addDays(evaluation.today, -riskLookbackDays), evaluation.today);
    const points = index.prices['^TWII'] ?? [];
    if (points.length > 1) {
      const returns = heldPortfolioReturns({
        weights,
        prices: evaluation.prices,
        actions: evaluation.actions,
        market: points,
        days: riskSessions,
      });
      portfolioReturns = returns.portfolio;
      marketReturns = returns.market;
    }
  }
  return assessRisk({
    holdings: summary.holdings.map((holding) => ({
      symbol: holding.symbol,
      value: holding.totalValue,
      sector: holding.sector,
    })),
    cash: summary.cash,
    trackCash,
    portfolioReturns,
    marketReturns,
  });
}
