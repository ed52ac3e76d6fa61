/**
 * Shared conventions of the indicator kernels.
 *
 * - Input: a `Float64Array` is read as is; a `number[]` is copied once into a `Float64Array` so every
 *   kernel runs on one array type (keeps V8's property access monomorphic and fast).
 * - Output: one `Float64Array` per output line, allocated once, as long as the input, so output
 *   index = input index. Positions before an indicator has enough data (the warm-up) hold `NaN`.
 *   A period longer than the data is not an error: the whole output is warm-up (all `NaN`).
 * - Invalid values: every input value must be a finite number. A `NaN` or `±Infinity` is rejected
 *   with a `RangeError` naming the series and the index, because running sums would otherwise carry
 *   it into every later output. Callers drop non-trading days (`--` rows) before calling.
 * - Periods are integers ≥ 1 (some kernels need ≥ 2, and say so); anything else is a `RangeError`.
 */

/** A numeric input series. */
export type Series = Float64Array | readonly number[];

/** The series as a `Float64Array` (the same object when it already is one). */
export function toFloat64(values: Series): Float64Array {
  return values instanceof Float64Array ? values : new Float64Array(values);
}

/** The error thrown for a non-finite input value. */
export function notFinite(name: string, index: number, value: number): RangeError {
  return new RangeError(`${name}[${index}] is ${value}; indicator inputs must be finite numbers`);
}

/** Throws unless `period` is an integer ≥ `min`. */
export function checkPeriod(period: number, name = 'period', min = 1): void {
  if (!Number.isInteger(period) || period < min) {
    throw new RangeError(`${name} must be an integer ≥ ${min}, got ${period}`);
  }
}

/** Throws unless every series has the length of the first. */
export function checkSameLength(names: readonly string[], series: readonly Float64Array[]): number {
  const n = series[0]?.length ?? 0;
  for (let s = 1; s < series.length; s++) {
    if (series[s]!.length !== n) {
      throw new RangeError(
        `${names[s]} has ${series[s]!.length} values but ${names[0]} has ${n}; they must align`,
      );
    }
  }
  return n;
}

/** A new output array of length `n` whose first `warmUp` positions are `NaN`. */
export function output(n: number, warmUp: number): Float64Array {
  const out = new Float64Array(n);
  if (warmUp > 0) out.fill(NaN, 0, Math.min(n, warmUp));
  return out;
}
