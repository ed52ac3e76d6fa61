/**
 * The window of bars an analyst works on, and the bars in adjusted terms.
 *
 * `adjClose` may be expressed in the terms of any later day (a provider adjusts to its latest
 * bar, which can be after asOf). Only its ratios are used: adjusted prices are re-anchored so the
 * last bar of the window equals its raw close. That keeps levels (moving averages, support) in
 * the prices a trader sees today and makes the result independent of data after asOf.
 */
import type { DailyBars } from './types.ts';
import { windowStart } from './stats.ts';

export interface BarWindow {
  /** Index of the window's first bar in the bundle's bars. */
  start: number;
  n: number;
  dates: readonly string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  adjClose: Float64Array;
  /** Value traded (NT$), or close × volume when the bars carry none. */
  value: Float64Array;
}

/** The last `maxBars` bars (all when omitted), as views. */
export function barWindow(bars: DailyBars, maxBars = Infinity): BarWindow {
  const total = bars.dates.length;
  const start = Number.isFinite(maxBars) ? windowStart(total, maxBars) : 0;
  const close = bars.close.subarray(start);
  const volume = bars.volume.subarray(start);
  let value: Float64Array;
  if (bars.value) value = bars.value.subarray(start);
  else {
    value = new Float64Array(close.length);
    for (let i = 0; i < close.length; i++) value[i] = close[i]! * volume[i]!;
  }
  return {
    start,
    n: total - start,
    dates: start === 0 ? bars.dates : bars.dates.slice(start),
    open: bars.open.subarray(start),
    high: bars.high.subarray(start),
    low: bars.low.subarray(start),
    close,
    volume,
    adjClose: bars.adjClose.subarray(start),
    value,
  };
}

export interface AdjustedPrices {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
}

/**
 * Open, high, low and close adjusted for dividends and splits, anchored on the window's last raw
 * close: price_i × (adj_i / close_i) × (close_last / adj_last).
 */
export function adjustedPrices(w: BarWindow): AdjustedPrices {
  const n = w.n;
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const close = new Float64Array(n);
  if (n === 0) return { open, high, low, close };
  const anchor = w.close[n - 1]! / w.adjClose[n - 1]!;
  for (let i = 0; i < n; i++) {
    const factor = (w.adjClose[i]! / w.close[i]!) * anchor;
    open[i] = w.open[i]! * factor;
    high[i] = w.high[i]! * factor;
    low[i] = w.low[i]! * factor;
    close[i] = w.close[i]! * factor;
  }
  close[n - 1] = w.close[n - 1]!;
  return { open, high, low, close };
}
