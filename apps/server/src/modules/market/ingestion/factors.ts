import { cumulativeFactors, deriveAdjustmentEvents } from '@alphadesk/core';
import type { StoredBar } from '../store/bars-repository.ts';
import type { Bar } from './providers/types.ts';

/** Cumulative factors for a series fetched as a whole (no stored bars before it). */
export function withFactors(series: readonly (Bar & { adjFactor?: number })[]): StoredBar[] {
  if (series.some((bar) => bar.adjFactor !== undefined && bar.adjFactor !== 1)) {
    return series.map((bar) => ({ ...bar, adjFactor: bar.adjFactor ?? 1 }));
  }
  const factors = cumulativeFactors(
    series.map((bar) => bar.date),
    deriveAdjustmentEvents(series),
  );
  return series.map((bar, i) => ({ ...bar, adjFactor: factors[i]! }));
}
