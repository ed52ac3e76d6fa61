import { checkSameLength, notFinite, toFloat64, type Series } from './series.ts';

/**
 * On-Balance Volume: a running total that adds the day's volume when the close rises, subtracts it
 * when the close falls, and leaves it when the close is unchanged.
 *
 *     OBV[0] = 0
 *     OBV[i] = OBV[i−1] + sign(C[i] − C[i−1]) · V[i]
 *
 * Only its changes carry meaning, so it starts at 0 with no warm-up. technicalindicators starts its
 * output one bar later (its first value is our OBV[1]); the numbers are otherwise the same.
 */
export function obv(close: Series, volume: Series): Float64Array {
  const c = toFloat64(close);
  const v = toFloat64(volume);
  const n = checkSameLength(['close', 'volume'], [c, v]);
  const out = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const cl = c[i]!;
    const vol = v[i]!;
    if (!Number.isFinite(cl)) throw notFinite('close', i, cl);
    if (!Number.isFinite(vol)) throw notFinite('volume', i, vol);
    if (i > 0) {
      const before = c[i - 1]!;
      if (cl > before) total += vol;
      else if (cl < before) total -= vol;
    }
    out[i] = total;
  }
  return out;
}
