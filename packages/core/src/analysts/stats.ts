/**
 * Small numeric functions the analysts share: windows, quantiles, ranks and date alignment.
 * Indicator maths (moving averages, RSI, volatility, beta, VaR, …) lives in ../indicators and is
 * only called from here, never re-implemented.
 */

/** Trading sessions in the look-back windows the analysts name in words. */
export const WEEK = 5;
export const MONTH = 20;
export const QUARTER = 60;
export const HALF_YEAR = 120;
export const YEAR = 250;

/**
 * a clearly above (below) b: ties are not signals. Adjusted prices carry rounding of the order of
 * 1e-16, so a tie in traded prices (a close equal to an earlier high) must not flip with it.
 */
export const above = (a: number, b: number) => a > b + 1e-9 * Math.abs(b);
export const below = (a: number, b: number) => a < b - 1e-9 * Math.abs(b);

export const clamp = (x: number, lo = -1, hi = 1) => (x < lo ? lo : x > hi ? hi : x);

/** First index of the last `length` items of a list of `n` (0 when the list is shorter). */
export const windowStart = (n: number, length: number) => (n > length ? n - length : 0);

/** Σ x[from..to) skipping NaN. */
export function sumRange(x: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let i = Math.max(0, from); i < to; i++) {
    const v = x[i]!;
    if (v === v) sum += v;
  }
  return sum;
}

/** Mean of the finite values of x[from..to); NaN when there are none. */
export function meanRange(x: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  let count = 0;
  for (let i = Math.max(0, from); i < to; i++) {
    const v = x[i]!;
    if (Number.isFinite(v)) {
      sum += v;
      count++;
    }
  }
  return count > 0 ? sum / count : NaN;
}

/** The finite values of x[from..to), sorted ascending. */
export function sortedFinite(x: ArrayLike<number>, from = 0, to = x.length): Float64Array {
  const out = new Float64Array(Math.max(0, to - from));
  let count = 0;
  for (let i = Math.max(0, from); i < to; i++) {
    const v = x[i]!;
    if (Number.isFinite(v)) out[count++] = v;
  }
  return out.subarray(0, count).sort();
}

/**
 * The q-quantile of ascending values, interpolating between order statistics (Hyndman & Fan type 7,
 * as NumPy's default and `historicalVar`). NaN for an empty list.
 */
export function quantile(sorted: Float64Array, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const below = sorted[lo]!;
  return lo + 1 < n ? below + (h - lo) * (sorted[lo + 1]! - below) : below;
}

/** Percentile rank of x among ascending values: (values below + half the ties) / n, in [0, 1]. */
export function percentRank(sorted: Float64Array, x: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  let below = 0;
  let equal = 0;
  for (let i = 0; i < n; i++) {
    const v = sorted[i]!;
    if (v < x) below++;
    else if (v === x) equal++;
    else break;
  }
  return (below + equal / 2) / n;
}

/** Index of the last finite value of x at or before `end` (−1 when none). */
export function lastFiniteIndex(x: ArrayLike<number>, end = x.length - 1): number {
  for (let i = Math.min(end, x.length - 1); i >= 0; i--) if (Number.isFinite(x[i]!)) return i;
  return -1;
}

/**
 * Values of another series aligned to `dates`: out[i] is the series' value on the last of its dates
 * before dates[i] (`lagged`, for sessions that close after Taipei's) or on/before it (same day).
 * NaN until the series starts. One merge pass; both date lists ascending.
 */
export function alignTo(
  dates: readonly string[],
  seriesDates: readonly string[],
  values: Float64Array,
  lagged = false,
): Float64Array {
  const out = new Float64Array(dates.length).fill(NaN);
  let j = -1;
  for (let i = 0; i < dates.length; i++) {
    const d = dates[i]!;
    while (j + 1 < seriesDates.length && (lagged ? seriesDates[j + 1]! < d : seriesDates[j + 1]! <= d)) j++;
    if (j >= 0) out[i] = values[j]!;
  }
  return out;
}

/**
 * Daily log returns of two aligned price series over their last `length` returns where both are
 * known; the start index tells which dates the returns cover.
 */
export function pairedReturns(
  a: Float64Array,
  b: Float64Array,
  length: number,
): { a: Float64Array; b: Float64Array; start: number } {
  const n = a.length;
  let start = windowStart(n, length + 1);
  while (start < n && !(b[start]! > 0)) start++;
  const count = Math.max(0, n - start - 1);
  const ra = new Float64Array(count);
  const rb = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    const i = start + k + 1;
    ra[k] = Math.log(a[i]! / a[i - 1]!);
    rb[k] = Math.log(b[i]! / b[i - 1]!);
  }
  return { a: ra, b: rb, start };
}

/** The value `lookback` rows before the last, or NaN when the series is too short. */
export function changeOver(x: ArrayLike<number>, lookback: number): number {
  const n = x.length;
  if (n <= lookback) return NaN;
  return x[n - 1]! / x[n - 1 - lookback]! - 1;
}

/** The ISO date `days` calendar days after (or, negative, before) `date`. */
export { addDays } from '../market-data/calendar.ts';

/** Sample standard deviation of the finite values of x[from..to); NaN with fewer than two. */
export function sdRange(x: ArrayLike<number>, from: number, to: number): number {
  const mean = meanRange(x, from, to);
  let sum = 0;
  let count = 0;
  for (let i = Math.max(0, from); i < to; i++) {
    const v = x[i]!;
    if (Number.isFinite(v)) {
      sum += (v - mean) * (v - mean);
      count++;
    }
  }
  return count > 1 ? Math.sqrt(sum / (count - 1)) : NaN;
}
