import { checkPeriod, notFinite, output, toFloat64, type Series } from './series.ts';

/**
 * Relative Strength Index with Wilder's smoothing.
 *
 *     gain[i] = max(x[i] − x[i−1], 0)      loss[i] = max(x[i−1] − x[i], 0)
 *     avgGain[p] = (gain[1] + … + gain[p]) / p                  (the same for losses)
 *     avgGain[i] = (avgGain[i−1] · (p − 1) + gain[i]) / p       for i > p
 *     RSI[i]     = 100 − 100 / (1 + avgGain[i] / avgLoss[i])    first value at i = p
 *
 * Degenerate windows: no losses → 100, no gains → 0, and no movement at all (a flat series, both
 * averages 0) → 50, neutral. technicalindicators returns 100 for the flat case; that is the one
 * intentional difference. It also rounds RSI to 2 decimals; this returns full precision.
 */
export function rsi(closes: Series, period = 14): Float64Array {
  checkPeriod(period);
  const x = toFloat64(closes);
  const n = x.length;
  const out = output(n, period);
  if (n === 0) return out;
  const first = x[0]!;
  if (!Number.isFinite(first)) throw notFinite('closes', 0, first);
  const head = Math.min(n, period + 1);
  let gainSum = 0;
  let lossSum = 0;
  for (let i = 1; i < head; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('closes', i, v);
    const change = v - x[i - 1]!;
    if (change > 0) gainSum += change;
    else if (change < 0) lossSum -= change;
  }
  if (n <= period) return out;
  let avgGain = gainSum / period;
  let avgLoss = lossSum / period;
  out[period] = rsiOf(avgGain, avgLoss);
  const keep = period - 1;
  for (let i = period + 1; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('closes', i, v);
    const change = v - x[i - 1]!;
    avgGain = (avgGain * keep + Math.max(change, 0)) / period;
    avgLoss = (avgLoss * keep + Math.max(-change, 0)) / period;
    out[i] = rsiOf(avgGain, avgLoss);
  }
  return out;
}

function rsiOf(avgGain: number, avgLoss: number): number {
  if (avgLoss === 0) return avgGain === 0 ? 50 : 100;
  if (avgGain === 0) return 0;
  return 100 - 100 / (1 + avgGain / avgLoss);
}

export interface MacdOptions {
  /** Fast EMA period (default 12). */
  fast?: number;
  /** Slow EMA period (default 26); must exceed `fast`. */
  slow?: number;
  /** Signal EMA period over the MACD line (default 9). */
  signal?: number;
}

export interface MacdResult {
  /** EMA(fast) − EMA(slow); first value at i = slow − 1. */
  macd: Float64Array;
  /** EMA(signal) of the MACD line, seeded with the SMA of its first `signal` values; first at slow + signal − 2. */
  signal: Float64Array;
  /** macd − signal. */
  histogram: Float64Array;
}

/**
 * Moving Average Convergence/Divergence, in one pass.
 *
 *     fastEMA, slowEMA = EMA(closes, fast), EMA(closes, slow)   (each seeded with its own SMA)
 *     MACD[i]      = fastEMA[i] − slowEMA[i]                     from i = slow − 1
 *     signal[i]    = EMA(MACD, signal)[i]                        seeded with the SMA of MACD[slow−1 ..]
 *     histogram[i] = MACD[i] − signal[i]
 *
 * Matches technicalindicators' `MACD` with `SimpleMAOscillator: false, SimpleMASignal: false`.
 * Taiwanese platforms name the three lines DIF, MACD and OSC; some feed the demand index
 * DI = (H + L + 2·C) / 4 instead of the close, which callers can pass as `closes`.
 */
export function macd(closes: Series, options: MacdOptions = {}): MacdResult {
  const { fast = 12, slow = 26, signal = 9 } = options;
  checkPeriod(fast, 'fast');
  checkPeriod(slow, 'slow');
  checkPeriod(signal, 'signal');
  if (fast >= slow) throw new RangeError(`fast (${fast}) must be shorter than slow (${slow})`);
  const x = toFloat64(closes);
  const n = x.length;
  const lineStart = slow - 1;
  const signalStart = lineStart + signal - 1;
  const line = output(n, lineStart);
  const sig = output(n, signalStart);
  const histogram = output(n, signalStart);
  const fastAlpha = 2 / (fast + 1);
  const slowAlpha = 2 / (slow + 1);
  const signalAlpha = 2 / (signal + 1);
  let fastSum = 0;
  let slowSum = 0;
  let signalSum = 0;
  let fastEma = 0;
  let slowEma = 0;
  let signalEma = 0;
  for (let i = 0; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('closes', i, v);
    if (i < fast) {
      fastSum += v;
      if (i === fast - 1) fastEma = fastSum / fast;
    } else fastEma = (v - fastEma) * fastAlpha + fastEma;
    if (i < slow) {
      slowSum += v;
      if (i < lineStart) continue;
      slowEma = slowSum / slow;
    } else slowEma = (v - slowEma) * slowAlpha + slowEma;
    const m = fastEma - slowEma;
    line[i] = m;
    if (i < signalStart) {
      signalSum += m;
      continue;
    }
    if (i === signalStart) signalEma = (signalSum + m) / signal;
    else signalEma = (m - signalEma) * signalAlpha + signalEma;
    sig[i] = signalEma;
    histogram[i] = m - signalEma;
  }
  return { macd: line, signal: sig, histogram };
}
