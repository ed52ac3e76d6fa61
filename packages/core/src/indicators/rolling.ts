import { checkPeriod, notFinite, output, toFloat64, type Series } from './series.ts';

/**
 * Rolling extremes with a monotonic deque.
 *
 * For a rolling maximum the deque holds the indices of the window whose values are strictly
 * decreasing from front to back: when a value arrives, every entry at the back that is ≤ it can
 * never be the maximum again and is dropped (ties: the newer one stays); the front is dropped once
 * it is `period` indices old; the front is then the window's maximum. Each index enters and leaves
 * once, so a whole series costs O(n) whatever the period. The minimum mirrors the comparisons.
 *
 * The deque is a ring buffer (an index and a value array) whose size is the power of two above
 * `period` — a window never holds more than `period` entries — addressed with a mask; head and tail
 * only grow. The loop is written out in each kernel that needs it (here, `kd`, `stochastic`) rather
 * than behind a method: keeping head and tail in local variables makes it about twice as fast.
 */

/** Size of a deque ring for windows of `period`: the power of two above it. */
export function ringSize(period: number): number {
  let size = 2;
  while (size <= period) size *= 2;
  return size;
}

/** Rolling maximum: `out[i] = max(x[i−p+1..i])`, first value at i = p − 1. O(n) (monotonic deque). */
export function rollingMax(values: Series, period: number): Float64Array {
  checkPeriod(period);
  const x = toFloat64(values);
  const n = x.length;
  const out = output(n, period - 1);
  const mask = ringSize(period) - 1;
  const at = new Int32Array(mask + 1);
  const value = new Float64Array(mask + 1);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    if (tail > head && at[head & mask]! <= i - period) head++;
    while (tail > head && value[(tail - 1) & mask]! <= v) tail--;
    at[tail & mask] = i;
    value[tail++ & mask] = v;
    if (i >= period - 1) out[i] = value[head & mask]!;
  }
  return out;
}

/** Rolling minimum: `out[i] = min(x[i−p+1..i])`, first value at i = p − 1. O(n) (monotonic deque). */
export function rollingMin(values: Series, period: number): Float64Array {
  checkPeriod(period);
  const x = toFloat64(values);
  const n = x.length;
  const out = output(n, period - 1);
  const mask = ringSize(period) - 1;
  const at = new Int32Array(mask + 1);
  const value = new Float64Array(mask + 1);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const v = x[i]!;
    if (!Number.isFinite(v)) throw notFinite('values', i, v);
    if (tail > head && at[head & mask]! <= i - period) head++;
    while (tail > head && value[(tail - 1) & mask]! >= v) tail--;
    at[tail & mask] = i;
    value[tail++ & mask] = v;
    if (i >= period - 1) out[i] = value[head & mask]!;
  }
  return out;
}
