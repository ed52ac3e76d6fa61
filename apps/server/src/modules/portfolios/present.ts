import type {
  HoldingSummary,
  PeriodReturn as CorePeriodReturn,
  PortfolioSummary,
  ScoreCard as CoreScoreCard,
} from '@alphadesk/core';
import type { CostSettings, Holding, PeriodReturn, Portfolio, ScoreCard } from '@alphadesk/contracts';
import type { PortfolioRow } from './repository.ts';

/** Money to the cent; fractions as percent to four decimals (the pages show two). */
export const money = (value: number) => Math.round(value * 100) / 100;
export const percent = (fraction: number | null) =>
  fraction === null || !Number.isFinite(fraction) ? null : Math.round(fraction * 1_000_000) / 10_000;
const score = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function costsOf(row: PortfolioRow): CostSettings {
  return { feeDiscount: row.feeDiscount, minimumFee: row.minimumFee, oddLotMinimumFee: row.oddLotMinimumFee };
}

export function presentHolding(holding: HoldingSummary, portfolioId: string, lastUpdated: string): Holding {
  return {
    id: `${portfolioId}:${holding.symbol}`,
    symbol: holding.symbol,
    companyName: holding.name,
    quantity: holding.quantity,
    averagePrice: money(holding.averagePrice),
    currentPrice: money(holding.currentPrice),
    totalValue: money(holding.totalValue),
    totalCost: money(holding.totalCost),
    unrealizedGain: money(holding.unrealizedGain),
    unrealizedGainPercent: percent(holding.unrealizedGainPercent),
    dayChange: money(holding.dayChange),
    dayChangePercent: percent(holding.dayChangePercent),
    weight: percent(holding.weight) ?? 0,
    sector: holding.sector,
    market: holding.market,
    lastUpdated,
    exchange: holding.exchange,
    kind: holding.kind,
    lots: holding.lots,
    oddShares: holding.oddShares,
    fifoAveragePrice: money(holding.fifoAveragePrice),
    fifoCost: money(holding.fifoCost),
    fifoUnrealizedGain: money(holding.fifoUnrealizedGain),
    fifoUnrealizedGainPercent: percent(holding.fifoUnrealizedGainPercent),
    realizedGain: money(holding.realizedGain),
    fifoRealizedGain: money(holding.fifoRealizedGain),
    dividends: money(holding.dividends),
    fees: money(holding.fees),
    taxes: money(holding.taxes),
    openedOn: holding.openedOn,
  };
}

export function presentPortfolio(
  row: PortfolioRow,
  summary: PortfolioSummary,
  extra: {
    riskScore: number | null;
    diversificationScore: number | null;
    transactionCount: number;
    simulated: boolean;
    lastUpdated: string;
  },
): Portfolio {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    totalValue: money(summary.totalValue),
    totalCost: money(summary.totalCost),
    totalGain: money(summary.totalGain),
    totalGainPercent: percent(summary.totalGainPercent),
    dayChange: money(summary.dayChange),
    dayChangePercent: percent(summary.dayChangePercent),
    holdings: summary.holdings.map((holding) => presentHolding(holding, row.id, extra.lastUpdated)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    riskScore: score(extra.riskScore),
    diversificationScore: score(extra.diversificationScore),
    trackCash: row.trackCash,
    cash: money(summary.cash),
    costs: costsOf(row),
    realizedGain: money(summary.realizedGain),
    fifoRealizedGain: money(summary.fifoRealizedGain),
    dividends: money(summary.dividends),
    fees: money(summary.fees),
    taxes: money(summary.taxes),
    transactionCount: extra.transactionCount,
    asOf: summary.asOf,
    simulated: extra.simulated,
  };
}

export function presentReturn(entry: CorePeriodReturn): PeriodReturn {
  return {
    period: entry.period,
    startDate: entry.startDate,
    endDate: entry.endDate,
    startValue: money(entry.startValue),
    endValue: money(entry.endValue),
    inflows: money(entry.inflows),
    outflows: money(entry.outflows),
    gain: money(entry.gain),
    simpleReturn: percent(entry.simpleReturn),
    timeWeightedReturn: percent(entry.timeWeightedReturn),
    xirr: percent(entry.xirr),
  };
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Fractions become percent; counts and beta stay as they are. */
export function presentScoreCard(card: CoreScoreCard): ScoreCard {
  return {
    score: score(card.score),
    rules: card.rules.map((rule) => {
      const scale = rule.unit === 'fraction' ? 100 : 1;
      return {
        id: rule.id,
        value: rule.value === null ? null : round(rule.value * scale, 4),
        unit: rule.unit === 'fraction' ? 'percent' : rule.unit,
        threshold: round(rule.threshold * scale, 4),
        full: round(rule.full * scale, 4),
        maxPoints: rule.maxPoints,
        contribution: round(rule.contribution, 4),
        applies: rule.applies,
        subject: rule.subject,
      };
    }),
  };
}
