import { checkPeriod, notFinite, output, toFloat64, type Series } from './series.ts';

/**
 * Simple moving average.
 *
 *     SMA[i] = (x[i−p+1] + … + x[i]) / p            first value at i = p − 1
 *
 * One pass with a running sum (add the new value, subtract the one leaving the window), in the same
 * order of operations as technicalindicators, so both give bit-identical results. The running sum's
 * rounding stays below 1e-12 relative over a million values (measured on the generated walk).
 */
export function sma(values: Series, period: number): Float64Array {
  checkPeriod(period);
  const x = toFloat64(values);
  const n = x.length;
  const out = output(n, period - 1);
  const head = Math.min(n, period);
  let sum = 0;
  for (let i = 0; i < head; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    sum += v;
  }
  if (n < period) return out;
  out[period - 1] = sum / period;
  for (let i = period; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    sum = sum - x[i - period]! + v;
    out[i] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average with smoothing α = 2 / (p + 1), seeded with the SMA of the first `p`
 * values (as technicalindicators and most charting packages do):
 *
 *     EMA[p−1] = SMA(x[0..p−1])
 *     EMA[i]   = (x[i] − EMA[i−1]) · α + EMA[i−1]     (= α·x[i] + (1 − α)·EMA[i−1])
 */
export function ema(values: Series, period: number): Float64Array {
  checkPeriod(period);
  const x = toFloat64(values);
  const n = x.length;
  const out = output(n, period - 1);
  const alpha = 2 / (period + 1);
  const head = Math.min(n, period);
  let sum = 0;
  for (let i = 0; i < head; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    sum += v;
  }
  if (n < period) return out;
  let prev = sum / period;
  out[period - 1] = prev;
  for (let i = period; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    prev = (v - prev) * alpha + prev;
    out[i] = prev;
  }
  return out;
}

/**
 * Linearly weighted moving average: the newest value weighs p, the oldest 1.
 *
 *     WMA[i] = Σ_{k=1..p} k · x[i−p+k] / (p(p+1)/2)   first value at i = p − 1
 *
 * O(n) whatever the period: with S the plain window sum and W the weighted sum, sliding the window
 * one step is W ← W − S + p·x[i], then S ← S − x[i−p] + x[i]. Both are re-summed from the window
 * every 1024 values (O(p / 1024) extra per value) so rounding cannot accumulate.
 */
export function wma(values: Series, period: number): Float64Array {
  checkPeriod(period);
  const x = toFloat64(values);
  const n = x.length;
  const out = output(n, period - 1);
  const denominator = (period * (period + 1)) / 2;
  const head = Math.min(n, period);
  let sum = 0;
  let weighted = 0;
  for (let i = 0; i < head; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    sum += v;
    weighted += (i + 1) * v;
  }
  if (n < period) return out;
  out[period - 1] = weighted / denominator;
  for (let i = period; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    if ((i & 1023) === 0) {
      // Re-sum exactly now and then: the weighted running sum would otherwise drift (≈1e-12 in 1e4 steps).
      sum = 0;
      weighted = 0;
      for (let j = i - period + 1, w = 1; j <= i; j++, w++) {
        sum += x[j]!;
        weighted += w * x[j]!;
      }
    } else {
      weighted = weighted - sum + period * v;
      sum = sum - x[i - period]! + v;
    }
    out[i] = weighted / denominator;
  }
  return out;
}
