import { checkSameLength, notFinite, toFloat64, type Series } from './series.ts';

export interface MaxDrawdown {
  /** The largest peak-to-trough fall as a fraction: −0.5 is −50 %; 0 when the series never falls. */
  value: number;
  /** Index of the peak that fall started from (−1 for an empty series). */
  peakIndex: number;
  /** Index of the trough (−1 for an empty series). */
  troughIndex: number;
}

/**
 * Maximum drawdown of a price or equity curve, in one pass:
 *
 *     drawdown[i] = x[i] / max(x[0..i]) − 1          maxDrawdown = min_i drawdown[i]
 *
 * e.g. [100, 120, 90, 130, 65] → −0.5 (130 → 65). Values must be positive. When several falls tie,
 * the first is reported. An empty series gives value 0 and indices −1.
 */
export function maxDrawdown(values: Series): MaxDrawdown {
  const x = toFloat64(values);
  let peak = -Infinity;
  let peakAt = -1;
  const worst: MaxDrawdown = {
    value: 0,
    peakIndex: x.length > 0 ? 0 : -1,
    troughIndex: x.length > 0 ? 0 : -1,
  };
  for (let i = 0; i < x.length; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    if (v <= 0) throw new RangeError(`values[${i}] is ${v}; drawdowns need positive values`);
    if (v > peak) {
      peak = v;
      peakAt = i;
    } else {
      const drawdown = v / peak - 1;
      if (drawdown < worst.value) {
        worst.value = drawdown;
        worst.peakIndex = peakAt;
        worst.troughIndex = i;
      }
    }
  }
  return worst;
}

interface CoMoments {
  n: number;
  /** Σ (a − ā)² */
  saa: number;
  /** Σ (b − b̄)² */
  sbb: number;
  /** Σ (a − ā)(b − b̄) */
  sab: number;
}

/** Sums of squared and cross deviations in one pass (Welford's co-moment update, no cancellation). */
function coMoments(a: Series, b: Series, names: [string, string]): CoMoments {
  const x = toFloat64(a);
  const y = toFloat64(b);
  const n = checkSameLength(names, [x, y]);
  let mx = 0;
  let my = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let i = 0; i < n; i++) {
    const u = x[i]!;
    const v = y[i]!;
    if (!Number.isFinite(u)) throw notFinite(names[0], i, u);
    if (!Number.isFinite(v)) throw notFinite(names[1], i, v);
    const du = u - mx;
    const dv = v - my;
    mx += du / (i + 1);
    my += dv / (i + 1);
    saa += du * (u - mx);
    sbb += dv * (v - my);
    sab += du * (v - my);
  }
  return { n, saa, sbb, sab };
}

/**
 * Beta of an asset's returns against a benchmark's (same dates, same length):
 *
 *     β = Cov(asset, benchmark) / Var(benchmark)
 *
 * NaN with fewer than 2 observations or a benchmark that never moves.
 */
export function beta(assetReturns: Series, benchmarkReturns: Series): number {
  const m = coMoments(assetReturns, benchmarkReturns, ['assetReturns', 'benchmarkReturns']);
  if (m.n < 2 || m.sbb === 0) return NaN;
  return m.sab / m.sbb;
}

/**
 * Pearson correlation of two return series (same length):
 *
 *     ρ = Cov(a, b) / (σ_a · σ_b)        clamped to [−1, 1] against rounding
 *
 * NaN with fewer than 2 observations or when either series never moves.
 */
export function correlation(a: Series, b: Series): number {
  const m = coMoments(a, b, ['a', 'b']);
  if (m.n < 2 || m.saa === 0 || m.sbb === 0) return NaN;
  const rho = m.sab / Math.sqrt(m.saa * m.sbb);
  return rho > 1 ? 1 : rho < -1 ? -1 : rho;
}

/**
 * Historical (empirical) value at risk: the loss not exceeded with probability `confidence`,
 * read from the returns themselves, reported as a positive fraction (0.031 = a 3.1 % loss).
 *
 *     VaR = −Q(1 − confidence)
 *
 * Q is the sample quantile with linear interpolation between order statistics (Hyndman & Fan
 * type 7, the default of NumPy, R and Excel's PERCENTILE.INC): with the returns sorted ascending
 * s[0] ≤ … ≤ s[n−1], h = (n − 1)·q, Q = s[⌊h⌋] + (h − ⌊h⌋)·(s[⌊h⌋+1] − s[⌊h⌋]).
 * A negative result means even that quantile is a gain. NaN for an empty series.
 * Sorts a copy: O(n log n), the input is left untouched.
 */
export function historicalVar(returns: Series, confidence = 0.95): number {
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`confidence must be between 0 and 1 (exclusive), got ${confidence}`);
  }
  const sorted = Float64Array.from(returns);
  const n = sorted.length;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(sorted[i]!)) throw notFinite('returns', i, sorted[i]!);
  }
  if (n === 0) return NaN;
  sorted.sort();
  let h = (n - 1) * (1 - confidence);
  // 1 − 0.95 is 0.05000000000000004 in binary; snap h to an order statistic it is within 1e-9 of.
  const nearest = Math.round(h);
  if (Math.abs(h - nearest) < 1e-9) h = nearest;
  const lo = Math.floor(h);
  const below = sorted[lo]!;
  const q = lo + 1 < n ? below + (h - lo) * (sorted[lo + 1]! - below) : below;
  return -q;
}
