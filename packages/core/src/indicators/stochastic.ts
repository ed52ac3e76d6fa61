import { ringSize } from './rolling.ts';
import { checkPeriod, checkSameLength, notFinite, output, toFloat64, type Series } from './series.ts';

export interface KdResult {
  /** Smoothed %K, 0–100. */
  k: Float64Array;
  /** Smoothed %D, 0–100. */
  d: Float64Array;
}

export interface KdOptions {
  /** Smoothing of K: K = ((s − 1)·K₋₁ + RSV) / s; default 3 (the 2/3, 1/3 weights). */
  kSmoothing?: number;
  /** Smoothing of D: D = ((s − 1)·D₋₁ + K) / s; default 3. */
  dSmoothing?: number;
  /** K₋₁ and D₋₁ before the first RSV; default 50. */
  initial?: number;
}

/**
 * The KD indicator as Taiwanese brokers and charting software compute it (隨機指標 KD, 9 days by
 * default): the stochastic RSV smoothed recursively, starting from 50, rather than with SMAs.
 *
 *     RSV[i] = (C[i] − L_n) / (H_n − L_n) · 100      L_n, H_n: lowest low, highest high of days i−n+1..i
 *     K[i]   = 2/3 · K[i−1] + 1/3 · RSV[i]            K[n−2] = 50
 *     D[i]   = 2/3 · D[i−1] + 1/3 · K[i]              D[n−2] = 50
 *
 * The first K and D are at i = n − 1 (the first full window), e.g. K = (2·50 + RSV)/3 there.
 * Computed as K = (2·K₋₁ + RSV) / 3 (one rounding fewer than adding two thirds).
 * A window whose high equals its low has no range; its RSV is taken as 50 (neutral).
 */
export function kd(high: Series, low: Series, close: Series, period = 9, options: KdOptions = {}): KdResult {
  const { kSmoothing = 3, dSmoothing = 3, initial = 50 } = options;
  checkPeriod(period);
  checkPeriod(kSmoothing, 'kSmoothing');
  checkPeriod(dSmoothing, 'dSmoothing');
  return oscillator(high, low, close, period, { kSmoothing, dSmoothing, initial, signalPeriod: 0 });
}

/**
 * The classic (fast) stochastic oscillator, as technicalindicators implements it:
 *
 *     %K[i] = (C[i] − L_n) / (H_n − L_n) · 100     first value at i = n − 1
 *     %D[i] = SMA(%K, signalPeriod)[i]              first value at i = n + signalPeriod − 2
 *
 * A window with no range (H_n = L_n) gives %K = 50. technicalindicators gives 0 there (its division
 * by zero falls back to 0, which reads as "closed at the low"); that is the one intentional difference.
 */
export function stochastic(
  high: Series,
  low: Series,
  close: Series,
  period = 14,
  signalPeriod = 3,
): KdResult {
  checkPeriod(period);
  checkPeriod(signalPeriod, 'signalPeriod');
  return oscillator(high, low, close, period, { kSmoothing: 0, dSmoothing: 0, initial: 0, signalPeriod });
}

interface Smoothing {
  /** 0 for the classic stochastic (K = RSV). */
  kSmoothing: number;
  dSmoothing: number;
  initial: number;
  /** The SMA period of the classic %D; 0 for the Taiwan KD. */
  signalPeriod: number;
}

/**
 * One pass over the bars for both oscillators: the highest high and lowest low of the window come
 * from two monotonic deques kept inline (see rolling.ts), then the RSV is smoothed the Taiwanese
 * way (recursively) or the classic way (%D = running SMA of %K, read back from `k`).
 */
function oscillator(
  high: Series,
  low: Series,
  close: Series,
  period: number,
  smoothing: Smoothing,
): KdResult {
  const { kSmoothing, dSmoothing, initial, signalPeriod } = smoothing;
  const taiwan = signalPeriod === 0;
  const h = toFloat64(high);
  const l = toFloat64(low);
  const c = toFloat64(close);
  const n = checkSameLength(['high', 'low', 'close'], [h, l, c]);
  const dStart = taiwan ? period - 1 : period + signalPeriod - 2;
  const k = output(n, period - 1);
  const d = output(n, dStart);
  const mask = ringSize(period) - 1;
  const highAt = new Int32Array(mask + 1);
  const highs = new Float64Array(mask + 1);
  const lowAt = new Int32Array(mask + 1);
  const lows = new Float64Array(mask + 1);
  let highHead = 0;
  let highTail = 0;
  let lowHead = 0;
  let lowTail = 0;
  const kKeep = kSmoothing - 1;
  const dKeep = dSmoothing - 1;
  let kPrev = initial;
  let dPrev = initial;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const hi = h[i]!;
    const lo = l[i]!;
    const cl = c[i]!;
    if (!Number.isFinite(hi)) throw notFinite('high', i, hi);
    if (!Number.isFinite(lo)) throw notFinite('low', i, lo);
    if (!Number.isFinite(cl)) throw notFinite('close', i, cl);
    if (highTail > highHead && highAt[highHead & mask]! <= i - period) highHead++;
    while (highTail > highHead && highs[(highTail - 1) & mask]! <= hi) highTail--;
    highAt[highTail & mask] = i;
    highs[highTail++ & mask] = hi;
    if (lowTail > lowHead && lowAt[lowHead & mask]! <= i - period) lowHead++;
    while (lowTail > lowHead && lows[(lowTail - 1) & mask]! >= lo) lowTail--;
    lowAt[lowTail & mask] = i;
    lows[lowTail++ & mask] = lo;
    if (i < period - 1) continue;
    const hh = highs[highHead & mask]!;
    const ll = lows[lowHead & mask]!;
    const range = hh - ll;
    const rsv = range > 0 ? ((cl - ll) / range) * 100 : 50;
    if (taiwan) {
      kPrev = (kKeep * kPrev + rsv) / kSmoothing;
      dPrev = (dKeep * dPrev + kPrev) / dSmoothing;
      k[i] = kPrev;
      d[i] = dPrev;
      continue;
    }
    k[i] = rsv;
    if (i < dStart) {
      sum += rsv;
      continue;
    }
    sum = i === dStart ? sum + rsv : sum - k[i - signalPeriod]! + rsv;
    d[i] = sum / signalPeriod;
  }
  return { k, d };
}
