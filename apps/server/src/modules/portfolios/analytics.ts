import {
  addDays,
  allocation,
  allPeriodReturns,
  contributions,
  createLedger,
  dayIndexOnOrBefore,
  drawdownSummary,
  periodStartAfter,
  thin,
  valueSeries,
  type ValuationSeries,
} from '@alphadesk/core';
import type { AnalyticsResponse, PortfolioQuery, PortfolioStatsResponse } from '@alphadesk/contracts';
import type { PortfolioMarket } from './market-port.ts';
import { money, percent } from './present.ts';
import { toTransaction } from './records.ts';
import type { PortfolioRepository } from './repository.ts';
import { customRange, type Caller, type PortfolioService } from './service.ts';
import { evaluatePortfolio } from './evaluate.ts';

/** The benchmark of the value chart: 元大台灣50, with its dividends reinvested. */
export const benchmark = { symbol: '0050', name: '元大台灣50' } as const;
const chartPoints = 400;

/** The period's first and last day, or null for the whole history. */
function rangeOf(series: ValuationSeries, query: PortfolioQuery): { from: string | null; to: string | null } {
  const last = series.dates.at(-1) ?? null;
  const period = query.period ?? 'all';
  if (!last || period === 'all') return { from: series.dates[0] ?? null, to: last };
  if (period === 'custom') return customRange(query)!;
  if (period === 'today') return { from: last, to: last };
  return { from: addDays(periodStartAfter(period, last), 1), to: last };
}

/** Restricts a series to the days of a period, keeping the day before as its starting value. */
function slice(series: ValuationSeries, from: string, to: string): ValuationSeries {
  const start = Math.max(0, dayIndexOnOrBefore(series.dates, addDays(from, -1)));
  const end = dayIndexOnOrBefore(series.dates, to) + 1;
  return {
    ...series,
    dates: series.dates.slice(start, end),
    values: series.values.slice(start, end),
    inflows: series.inflows.slice(start, end),
    outflows: series.outflows.slice(start, end),
    cash: series.cash.slice(start, end),
  };
}

export function createAnalytics(deps: {
  service: PortfolioService;
  repository: PortfolioRepository;
  market: PortfolioMarket;
  now: () => Date;
}) {
  const { owned, today } = deps.service.internals;

  return {
    async analytics(caller: Caller, id: string, query: PortfolioQuery): Promise<AnalyticsResponse> {
      const row = await owned(caller, id);
      const rows = await deps.repository.transactions([row.id]);
      const evaluation = await evaluatePortfolio(deps.market, {
        transactions: rows.map(toTransaction),
        trackCash: row.trackCash,
        today: today(),
      });
      const { series, summary } = evaluation;
      const range = rangeOf(series, query);
      const names = new Map([...evaluation.securities].map(([symbol, security]) => [symbol, security.name]));
      let points: AnalyticsResponse['series'] = [];
      let available = false;
      let simulated = evaluation.simulated;
      let drawdown = {
        maxDrawdown: 0,
        peakDate: null as string | null,
        troughDate: null as string | null,
        current: 0,
      };
      if (range.from && range.to && series.dates.length > 0) {
        const window = slice(series, range.from, range.to);
        const [history, actions] = await Promise.all([
          deps.market.closes([benchmark.symbol], window.dates[0]!, range.to),
          deps.market.corporateActions([benchmark.symbol], window.dates[0]!, range.to),
        ]);
        const prices = history.prices[benchmark.symbol] ?? [];
        available = prices.length > 0;
        simulated ||= available && history.simulated;
        const values = valueSeries(window, available ? { prices, actions } : undefined);
        const summaryOf = drawdownSummary(values);
        drawdown = {
          maxDrawdown: percent(summaryOf.maxDrawdown) ?? 0,
          peakDate: summaryOf.peakDate,
          troughDate: summaryOf.troughDate,
          current: percent(summaryOf.current) ?? 0,
        };
        points = thin(values, chartPoints).map((point) => ({
          date: point.date,
          value: money(point.value),
          netInvested: money(point.netInvested),
          portfolioReturn: percent(point.portfolioIndex - 1) ?? 0,
          benchmarkReturn: point.benchmarkIndex === null ? null : percent(point.benchmarkIndex - 1),
          drawdown: percent(point.drawdown) ?? 0,
        }));
      }
      const slices = (key: (holding: (typeof summary.holdings)[number]) => string) =>
        allocation(summary.holdings, key, summary.cash).map((entry) => ({
          key: entry.key,
          value: money(entry.value),
          weight: percent(entry.weight) ?? 0,
        }));
      return {
        success: true,
        period: query.period ?? 'all',
        from: range.from,
        to: range.to,
        benchmark: { ...benchmark, available },
        series: points,
        drawdown,
        allocation: {
          bySector: slices((holding) => holding.sector ?? (holding.kind === 'etf' ? 'etf' : 'other')),
          byExchange: slices((holding) => holding.exchange),
        },
        contributions: range.to
          ? contributions(series, query.period === 'all' || !query.period ? null : range.from, range.to).map(
              (entry) => ({
                symbol: entry.symbol,
                companyName: names.get(entry.symbol) ?? entry.symbol,
                gain: money(entry.gain),
                share: percent(entry.share),
              }),
            )
          : [],
        simulated,
      };
    },

    /**
     * The dashboard's portfolio stats from every portfolio of the member: values and flows add up
     * day by day, so the returns are those of all the money together.
     */
    async stats(caller: Caller): Promise<PortfolioStatsResponse['stats']> {
      deps.service.internals.requireFeature(caller);
      const rows = await deps.repository.listByUser(caller.userId);
      const transactions = await deps.repository.transactions(rows.map((row) => row.id));
      const evaluations = await Promise.all(
        rows.map((row) =>
          evaluatePortfolio(deps.market, {
            transactions: transactions.filter((tx) => tx.portfolioId === row.id).map(toTransaction),
            trackCash: row.trackCash,
            today: today(),
          }),
        ),
      );
      const combined = combineSeries(evaluations.map((evaluation) => evaluation.series));
      const returns = Object.fromEntries(allPeriodReturns(combined).map((entry) => [entry.period, entry]));
      let winners = 0;
      let positions = 0;
      for (const evaluation of evaluations) {
        for (const position of evaluation.series.ledger.positions.values()) {
          const open = evaluation.summary.holdings.find((holding) => holding.symbol === position.symbol);
          const gain = position.realisedAverage + position.dividends + (open ? open.unrealizedGain : 0);
          positions += 1;
          if (gain > 0) winners += 1;
        }
      }
      return {
        totalValue: money(evaluations.reduce((sum, evaluation) => sum + evaluation.summary.totalValue, 0)),
        totalReturn: percent(returns.all?.timeWeightedReturn ?? null),
        monthlyReturn: percent(returns.mtd?.timeWeightedReturn ?? null),
        winRate: positions > 0 ? percent(winners / positions) : null,
        positions: evaluations.reduce((sum, evaluation) => sum + evaluation.summary.holdings.length, 0),
        portfolios: rows.length,
        lastUpdated: rows.length > 0 ? deps.now().toISOString() : null,
      };
    },
  };
}
export type Analytics = ReturnType<typeof createAnalytics>;

/** Several portfolios as one: on the union of their days, values carried forward, flows summed. */
export function combineSeries(list: readonly ValuationSeries[]): ValuationSeries {
  const dates = [...new Set(list.flatMap((series) => series.dates))].sort();
  const values = new Float64Array(dates.length);
  const inflows = new Float64Array(dates.length);
  const outflows = new Float64Array(dates.length);
  const cash = new Float64Array(dates.length);
  for (const series of list) {
    let k = 0;
    for (let day = 0; day < dates.length; day++) {
      const date = dates[day]!;
      if (k < series.dates.length && series.dates[k] === date) {
        inflows[day]! += series.inflows[k]!;
        outflows[day]! += series.outflows[k]!;
        k++;
      }
      if (k > 0) {
        values[day]! += series.values[k - 1]!;
        cash[day]! += series.cash[k - 1]!;
      }
    }
  }
  // The combined series carries values and flows only; there is no single ledger behind it.
  return {
    dates,
    values,
    inflows,
    outflows,
    cash,
    symbols: new Map(),
    marks: new Map(),
    ledger: createLedger(false),
  };
}
