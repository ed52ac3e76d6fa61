import { checkPeriod, checkSameLength, notFinite, output, toFloat64, type Series } from './series.ts';

export interface BollingerResult {
  /** SMA(closes, period). */
  middle: Float64Array;
  /** middle + multiplier · σ. */
  upper: Float64Array;
  /** middle − multiplier · σ. */
  lower: Float64Array;
}

/**
 * Bollinger Bands: the SMA ± `multiplier` population standard deviations of the same window.
 *
 *     middle[i] = SMA[i]        σ[i] = √( Σ (x − SMA[i])² / p )        upper/lower = middle ± k·σ
 *
 * The variance is kept without the cancellation-prone Σx² − (Σx)²/p: M2, the sum of squared
 * deviations from the window mean, is computed exactly for the first window and then slid in O(1)
 * with Welford's update for a fixed-size window,
 *
 *     M2 ← M2 + (x_in − x_out) · (x_in − mean_new + x_out − mean_old)
 *
 * The update is exact only while the running mean is, so every 1024 steps both the window sum and
 * M2 are recomputed from the window (two passes): rounding cannot drift, at O(p / 1024) extra per
 * value. The middle band therefore equals `sma()` to within rounding (≈1e-13 relative), not bit for
 * bit: `sma()` never re-sums, exactly like technicalindicators.
 */
export function bollinger(closes: Series, period = 20, multiplier = 2): BollingerResult {
  checkPeriod(period);
  if (!Number.isFinite(multiplier)) throw new RangeError(`multiplier must be finite, got ${multiplier}`);
  const x = toFloat64(closes);
  const n = x.length;
  const middle = output(n, period - 1);
  const upper = output(n, period - 1);
  const lower = output(n, period - 1);
  const head = Math.min(n, period);
  let sum = 0;
  for (let i = 0; i < head; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('closes', i, v);
    sum += v;
  }
  if (n < period) return { middle, upper, lower };
  let mean = sum / period;
  let m2 = windowM2(x, period - 1, period, mean);
  for (let i = period - 1; i < n; i++) {
    if (i >= period) {
      const v = x[i]!;
      if (!Number.isFinite(v)) throw notFinite('closes', i, v);
      if ((i & RESYNC_MASK) === 0) {
        sum = windowSum(x, i, period);
        mean = sum / period;
        m2 = windowM2(x, i, period, mean);
      } else {
        const old = x[i - period]!;
        sum = sum - old + v;
        const next = sum / period;
        m2 += (v - old) * (v - next + old - mean);
        if (m2 < 0) m2 = 0;
        mean = next;
      }
    }
    const sd = Math.sqrt(m2 / period);
    middle[i] = mean;
    upper[i] = mean + sd * multiplier;
    lower[i] = mean - sd * multiplier;
  }
  return { middle, upper, lower };
}

/** Exact re-computations happen at indices that are multiples of 1024. */
const RESYNC_MASK = 1023;

/** Σ x[j] over the window ending at `end` (inclusive). */
function windowSum(x: Float64Array, end: number, period: number): number {
  let sum = 0;
  for (let j = end - period + 1; j <= end; j++) sum += x[j]!;
  return sum;
}

/** Σ (x[j] − mean)² over the window ending at `end` (inclusive). */
function windowM2(x: Float64Array, end: number, period: number, mean: number): number {
  let m2 = 0;
  for (let j = end - period + 1; j <= end; j++) {
    const dev = x[j]! - mean;
    m2 += dev * dev;
  }
  return m2;
}

/**
 * Average True Range with Wilder's smoothing (α = 1/p).
 *
 *     TR[i]  = max(H[i] − L[i], |H[i] − C[i−1]|, |L[i] − C[i−1]|)      from i = 1 (needs C[i−1])
 *     ATR[p] = (TR[1] + … + TR[p]) / p
 *     ATR[i] = (TR[i] − ATR[i−1]) · (1/p) + ATR[i−1]                     first value at i = p
 *            (= ((p − 1)·ATR[i−1] + TR[i]) / p, written as technicalindicators does, bit for bit)
 *
 * Like technicalindicators (and Wilder), the first bar has no true range; some platforms use
 * H[0] − L[0] there and start one bar earlier.
 */
export function atr(high: Series, low: Series, close: Series, period = 14): Float64Array {
  checkPeriod(period);
  const h = toFloat64(high);
  const l = toFloat64(low);
  const c = toFloat64(close);
  const n = checkSameLength(['high', 'low', 'close'], [h, l, c]);
  const out = output(n, period);
  const alpha = 1 / period;
  let sum = 0;
  let prev = 0;
  for (let i = 0; i < n; i++) {
    const hi = h[i]!;
    const lo = l[i]!;
    const cl = c[i]!;
    if (!Number.isFinite(hi)) throw notFinite('high', i, hi);
    if (!Number.isFinite(lo)) throw notFinite('low', i, lo);
    if (!Number.isFinite(cl)) throw notFinite('close', i, cl);
    if (i === 0) continue;
    const before = c[i - 1]!;
    const tr = Math.max(hi - lo, Math.abs(hi - before), Math.abs(lo - before));
    if (i < period) sum += tr;
    else if (i === period) {
      prev = (sum + tr) / period;
      out[i] = prev;
    } else {
      prev = (tr - prev) * alpha + prev;
      out[i] = prev;
    }
  }
  return out;
}
