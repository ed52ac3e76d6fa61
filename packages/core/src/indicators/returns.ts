import { checkPeriod, notFinite, output, toFloat64, type Series } from './series.ts';

/**
 * The usual number of trading sessions in a year for annualising (the international convention).
 * TWSE has about 245–250 sessions a year; pass the exact count when it matters.
 */
export const TRADING_DAYS_PER_YEAR = 252;

function checkPrice(name: string, i: number, v: number): void {
  if (!Number.isFinite(v)) throw notFinite(name, i, v);
  if (v <= 0) throw new RangeError(`${name}[${i}] is ${v}; returns need positive prices`);
}

/**
 * Simple returns between consecutive prices: `r[i] = p[i+1] / p[i] − 1`.
 * The result is one shorter than the prices and dense (no NaN), ready for `beta`, `correlation`
 * and `historicalVar`. Prices must be positive.
 */
export function simpleReturns(prices: Series): Float64Array {
  const p = toFloat64(prices);
  const out = new Float64Array(Math.max(0, p.length - 1));
  if (p.length > 0) checkPrice('prices', 0, p[0]!);
  for (let i = 1; i < p.length; i++) {
    const v = p[i]!;
    checkPrice('prices', i, v);
    out[i - 1] = v / p[i - 1]! - 1;
  }
  return out;
}

/** Log returns between consecutive prices: `r[i] = ln(p[i+1] / p[i])`; one shorter, dense. */
export function logReturns(prices: Series): Float64Array {
  const p = toFloat64(prices);
  const out = new Float64Array(Math.max(0, p.length - 1));
  if (p.length > 0) checkPrice('prices', 0, p[0]!);
  for (let i = 1; i < p.length; i++) {
    const v = p[i]!;
    checkPrice('prices', i, v);
    out[i - 1] = Math.log(v / p[i - 1]!);
  }
  return out;
}

/**
 * Rolling sample standard deviation of daily log returns (not annualised).
 *
 *     r[i]   = ln(C[i] / C[i−1])
 *     out[i] = √( Σ_{j=i−p+1..i} (r[j] − r̄)² / (p − 1) )     first value at i = p (p returns need p+1 closes)
 *
 * `period` counts returns and must be ≥ 2. The variance is slid with Welford's fixed-window update
 * and recomputed exactly every 1024 steps (see `bollinger`); a ring buffer of `period` returns is the
 * only scratch memory.
 */
export function logReturnStdDev(closes: Series, period = 20): Float64Array {
  return rollingLogReturnSd(closes, period, 1);
}

/**
 * `logReturnStdDev` annualised: multiplied by √periodsPerYear (default 252). A 20-day window of a
 * stock moving 1 % a day reads ≈ 0.159 (15.9 % a year).
 */
export function annualizedVolatility(
  closes: Series,
  period = 20,
  periodsPerYear = TRADING_DAYS_PER_YEAR,
): Float64Array {
  if (!(periodsPerYear > 0 && Number.isFinite(periodsPerYear)))
    throw new RangeError(`periodsPerYear must be positive, got ${periodsPerYear}`);
  return rollingLogReturnSd(closes, period, Math.sqrt(periodsPerYear));
}

function rollingLogReturnSd(closes: Series, period: number, scale: number): Float64Array {
  checkPeriod(period, 'period', 2);
  const c = toFloat64(closes);
  const n = c.length;
  const out = output(n, period);
  if (n === 0) return out;
  checkPrice('closes', 0, c[0]!);
  const ring = new Float64Array(period);
  const divisor = period - 1;
  let mean = 0;
  let m2 = 0;
  let slot = 0;
  for (let i = 1; i < n; i++) {
    const v = c[i]!;
    checkPrice('closes', i, v);
    const r = Math.log(v / c[i - 1]!);
    if (i <= period) {
      // Filling the first window: Welford's running update.
      const delta = r - mean;
      mean += delta / i;
      m2 += delta * (r - mean);
      ring[i - 1] = r;
      if (i < period) continue;
    } else {
      const old = ring[slot]!;
      ring[slot] = r;
      slot = slot + 1 === period ? 0 : slot + 1;
      if ((i & 1023) === 0) {
        mean = 0;
        for (let j = 0; j < period; j++) mean += ring[j]!;
        mean /= period;
        m2 = 0;
        for (let j = 0; j < period; j++) m2 += (ring[j]! - mean) * (ring[j]! - mean);
      } else {
        const next = mean + (r - old) / period;
        m2 += (r - old) * (r - next + old - mean);
        if (m2 < 0) m2 = 0;
        mean = next;
      }
    }
    out[i] = Math.sqrt(m2 / divisor) * scale;
  }
  return out;
}
