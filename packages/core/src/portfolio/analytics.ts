import { addDays } from '../market-data/calendar.ts';
import type { HoldingSummary } from './holdings.ts';
import { dailyReturns } from './returns.ts';
import { totalReturnIndex } from './total-return.ts';
import type { CorporateAction, PricePoint } from './types.ts';
import { dayIndexOnOrBefore, type ValuationSeries } from './valuation.ts';

/**
 * The analytics tab's series: value over time against a benchmark, drawdown, allocation and each
 * holding's contribution to the gain. All are computed from the same valuation series as the
 * returns, so the chart and the numbers agree.
 */
export interface ValuePoint {
  date: string;
  value: number;
  /** Money put in minus money taken out, cumulative. */
  netInvested: number;
  /** Time-weighted growth of 1 since the first day. */
  portfolioIndex: number;
  /** The benchmark's total-return growth of 1 over the same days (null without its prices). */
  benchmarkIndex: number | null;
  /** Below the running peak of the portfolio index (0 or negative). */
  drawdown: number;
}

export interface DrawdownSummary {
  maxDrawdown: number;
  peakDate: string | null;
  troughDate: string | null;
  current: number;
}

export interface Slice {
  key: string;
  value: number;
  weight: number;
}

export interface Contribution {
  symbol: string;
  /** NT$ gained or lost by the holding in the period: value change minus money put in. */
  gain: number;
  /** Its share of the portfolio's gain in the period (null when that is zero). */
  share: number | null;
}

/** Keeps at most `limit` points, always the first and the last, evenly spaced between. */
export function thin<T>(points: readonly T[], limit: number): T[] {
  if (points.length <= limit || limit < 2) return [...points];
  const step = (points.length - 1) / (limit - 1);
  const kept: T[] = [];
  for (let i = 0; i < limit; i++) kept.push(points[Math.round(i * step)]!);
  return kept;
}

export function valueSeries(
  series: ValuationSeries,
  benchmark?: { prices: readonly PricePoint[]; actions: readonly CorporateAction[] },
): ValuePoint[] {
  const daily = dailyReturns(series);
  const bench =
    benchmark && benchmark.prices.length > 0
      ? totalReturnIndex(benchmark.prices, benchmark.actions, series.dates)
      : null;
  const points: ValuePoint[] = [];
  let index = 1;
  let peak = 1;
  let invested = 0;
  for (let k = 0; k < series.dates.length; k++) {
    index *= 1 + daily[k]!;
    peak = Math.max(peak, index);
    invested += series.inflows[k]! - series.outflows[k]!;
    points.push({
      date: series.dates[k]!,
      value: series.values[k]!,
      netInvested: invested,
      portfolioIndex: index,
      benchmarkIndex: bench ? bench[k]! : null,
      drawdown: index / peak - 1,
    });
  }
  return points;
}

export function drawdownSummary(points: readonly ValuePoint[]): DrawdownSummary {
  let peakIndex = -Infinity;
  let peakDate: string | null = null;
  let worst = 0;
  let worstPeak: string | null = null;
  let worstTrough: string | null = null;
  for (const point of points) {
    if (point.portfolioIndex > peakIndex) {
      peakIndex = point.portfolioIndex;
      peakDate = point.date;
    }
    if (point.drawdown < worst) {
      worst = point.drawdown;
      worstPeak = peakDate;
      worstTrough = point.date;
    }
  }
  return {
    maxDrawdown: worst,
    peakDate: worstPeak,
    troughDate: worstTrough,
    current: points.at(-1)?.drawdown ?? 0,
  };
}

/** Value by a key of each holding (sector, market), plus cash when the portfolio holds some. */
export function allocation(
  holdings: readonly HoldingSummary[],
  keyOf: (holding: HoldingSummary) => string,
  cash = 0,
): Slice[] {
  const totals = new Map<string, number>();
  for (const holding of holdings)
    totals.set(keyOf(holding), (totals.get(keyOf(holding)) ?? 0) + holding.totalValue);
  if (cash > 0) totals.set('cash', (totals.get('cash') ?? 0) + cash);
  const total = [...totals.values()].reduce((sum, value) => sum + value, 0);
  return [...totals]
    .map(([key, value]) => ({ key, value, weight: total > 0 ? value / total : 0 }))
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1));
}

/**
 * Each security's gain between the close before `from` and the close of `to` (the whole history
 * when `from` is null): value change minus net money put in. The contributions add up to the
 * portfolio's gain less portfolio-level fees. Needs a series valued with `perSymbol`.
 */
export function contributions(series: ValuationSeries, from: string | null, to: string): Contribution[] {
  const b = dayIndexOnOrBefore(series.dates, to);
  const start = from === null ? -1 : Math.min(dayIndexOnOrBefore(series.dates, addDays(from, -1)), b);
  const gains: Array<{ symbol: string; gain: number }> = [];
  for (const [symbol, own] of series.symbols) {
    if (b < 0) break;
    const valueBefore = start >= 0 ? own.values[start]! : 0;
    const investedBefore = start >= 0 ? own.netInvested[start]! : 0;
    const gain = own.values[b]! - valueBefore - (own.netInvested[b]! - investedBefore);
    if (Math.abs(gain) > 1e-9 || own.values[b]! > 0) gains.push({ symbol, gain });
  }
  const total = gains.reduce((sum, entry) => sum + entry.gain, 0);
  return gains
    .map((entry) => ({ ...entry, share: Math.abs(total) > 1e-9 ? entry.gain / total : null }))
    .sort((x, y) => y.gain - x.gain || (x.symbol < y.symbol ? -1 : 1));
}
