import { addDays } from '../market-data/calendar.ts';
import { dayIndexOnOrBefore, type ValuationSeries } from './valuation.ts';
import { xirr, type DatedFlow } from './xirr.ts';

/**
 * Three returns over one period (a, b] — from the close of day a to the close of day b — each
 * answering a different question, all from the same daily series:
 *
 *  - simple return   = gain / (V_a + money put in), gain = V_b − V_a − in + out: what the money
 *                      put to work earned, in NT$ and as a share of it;
 *  - time-weighted   = Π (1 + r_k) − 1 over the days k in (a, b], with
 *                      r_k = (V_k + out_k) / (V_{k−1} + in_k) − 1 (money in counts from the start of
 *                      its day, money out from its end): the return of the choices, whatever the
 *                      timing and size of deposits and withdrawals;
 *  - XIRR            = the annual rate that prices −V_a at a, −in_k and +out_k on their days and
 *                      +V_b at b to zero: the member's own money-weighted return, annualised.
 */
export type PeriodKey = 'today' | 'mtd' | 'ytd' | '1y' | 'all' | 'custom';
export const periodKeys: readonly PeriodKey[] = ['today', 'mtd', 'ytd', '1y', 'all', 'custom'];

export interface PeriodReturn {
  period: PeriodKey;
  /** The close the period starts from (null when it starts before the portfolio's first day). */
  startDate: string | null;
  endDate: string | null;
  startValue: number;
  endValue: number;
  inflows: number;
  outflows: number;
  /** NT$. */
  gain: number;
  /** Fractions (0.05 = 5 %); null when there is nothing to measure. */
  simpleReturn: number | null;
  timeWeightedReturn: number | null;
  /** Annualised. */
  xirr: number | null;
}

/** The day a period starts after (exclusive), for a series ending `asOf`. */
export function periodStartAfter(
  period: Exclude<PeriodKey, 'today' | 'custom' | 'all'>,
  asOf: string,
): string {
  const [year, month] = asOf.split('-');
  if (period === 'mtd') return addDays(`${year}-${month}-01`, -1);
  if (period === 'ytd') return `${Number(year) - 1}-12-31`;
  // One year back; 29 February falls back to the 28th.
  const lastYear = `${Number(year) - 1}${asOf.slice(4)}`;
  return Number.isNaN(Date.parse(`${lastYear}T00:00:00Z`)) || !sameDay(lastYear)
    ? `${Number(year) - 1}-02-28`
    : lastYear;
}

function sameDay(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
}

/** Daily time-weighted returns r_k (0 on a day with nothing invested). */
export function dailyReturns(series: ValuationSeries): Float64Array {
  const returns = new Float64Array(series.dates.length);
  let previous = 0;
  for (let k = 0; k < series.dates.length; k++) {
    const base = previous + series.inflows[k]!;
    returns[k] = base > 1e-9 ? (series.values[k]! + series.outflows[k]!) / base - 1 : 0;
    previous = series.values[k]!;
  }
  return returns;
}

/** Returns over (a, b] by day indices; a = −1 starts before the first day. */
export function returnsBetween(
  series: ValuationSeries,
  a: number,
  b: number,
  period: PeriodKey,
  daily: Float64Array = dailyReturns(series),
): PeriodReturn {
  a = Math.max(a, -1);
  const startValue = a >= 0 ? series.values[a]! : 0;
  const endValue = b >= 0 ? series.values[b]! : 0;
  let inflows = 0;
  let outflows = 0;
  let growth = 1;
  // XIRR discounts by the day, so money in and out on one day is netted into one flow.
  const flows: DatedFlow[] = [];
  if (a >= 0 && startValue > 0) flows.push({ date: series.dates[a]!, amount: -startValue });
  for (let k = a + 1; k <= b; k++) {
    inflows += series.inflows[k]!;
    outflows += series.outflows[k]!;
    growth *= 1 + daily[k]!;
    const net = series.outflows[k]! - series.inflows[k]! + (k === b ? endValue : 0);
    if (net !== 0) flows.push({ date: series.dates[k]!, amount: net });
  }
  if (b === a && b >= 0 && endValue > 0) flows.push({ date: series.dates[b]!, amount: endValue });
  const gain = endValue - startValue - inflows + outflows;
  const base = startValue + inflows;
  const invested = base > 1e-9;
  return {
    period,
    startDate: a >= 0 ? series.dates[a]! : null,
    endDate: b >= 0 ? series.dates[b]! : null,
    startValue,
    endValue,
    inflows,
    outflows,
    gain,
    simpleReturn: invested ? gain / base : null,
    timeWeightedReturn: invested && b > a ? growth - 1 : null,
    xirr: invested ? xirr(flows) : null,
  };
}

/**
 * Returns for a named period ending at the series' last day, or for a custom range (both dates
 * inclusive: the period starts from the close before `from`).
 */
export function periodReturn(
  series: ValuationSeries,
  period: PeriodKey,
  custom?: { from: string; to: string },
  daily: Float64Array = dailyReturns(series),
): PeriodReturn {
  const last = series.dates.length - 1;
  if (period === 'custom') {
    if (!custom) throw new Error('a custom period needs from and to');
    const b = dayIndexOnOrBefore(series.dates, custom.to);
    const a = Math.min(dayIndexOnOrBefore(series.dates, addDays(custom.from, -1)), b);
    return returnsBetween(series, a, b, period, daily);
  }
  if (period === 'all') return returnsBetween(series, -1, last, period, daily);
  if (period === 'today') return returnsBetween(series, last - 1, last, period, daily);
  const asOf = series.dates[last] ?? '1970-01-01';
  const a = dayIndexOnOrBefore(series.dates, periodStartAfter(period, asOf));
  return returnsBetween(series, a, last, period, daily);
}

/** Every standard period at once (custom when a range is given). */
export function allPeriodReturns(
  series: ValuationSeries,
  custom?: { from: string; to: string },
): PeriodReturn[] {
  const daily = dailyReturns(series);
  const keys: PeriodKey[] = ['today', 'mtd', 'ytd', '1y', 'all'];
  const results = keys.map((key) => periodReturn(series, key, undefined, daily));
  if (custom) results.push(periodReturn(series, 'custom', custom, daily));
  return results;
}
