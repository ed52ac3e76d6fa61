/**
 * Weights the coordinator gives each analyst, measured from its benchmark-relative record:
 *
 * - edge = hit rate − the hit rate of its own signals shuffled (across stocks per date for a stock
 *   picker, across dates for a market-level caller). No edge (≤ 0): weight 0, the analyst is not
 *   heard; it has not shown it knows anything its shuffle does not.
 * - skill weight = 1 + edge / EDGE_UNIT (an edge of 5 points doubles the weight), at most MAX_WEIGHT.
 * - shrunk toward equal (1) by the sample: w = λ·skill + (1 − λ)·1 with λ = n / (n + PRIOR_CALLS),
 *   n the calls for a stock picker and the distinct call dates for a market-level caller (its calls on
 *   one date are one call repeated, not independent evidence).
 * - No record: weight 1 (equal weights, as before any backtest).
 */
export const EDGE_UNIT = 0.05;
export const MAX_WEIGHT = 3;
export const PRIOR_CALLS = 200;

/** Callers whose signal is the same for every stock on a date. */
export const marketLevelCallers: ReadonlySet<string> = new Set([
  'macro',
  'international',
  'market-sentiment',
]);

export interface WeightRecord {
  hitRate: number | null;
  shuffledHitRate: number | null;
  calls: number;
  dates: number;
}

export interface MeasuredWeight {
  weight: number;
  /** Why: `no-record`, `no-edge` (does not beat its shuffle) or `measured`. */
  basis: 'no-record' | 'no-edge' | 'measured';
  edge: number | null;
  sample: number;
}

export function measuredWeight(id: string, record: WeightRecord | undefined): MeasuredWeight {
  if (!record || record.hitRate === null || record.shuffledHitRate === null)
    return { weight: 1, basis: 'no-record', edge: null, sample: 0 };
  const sample = marketLevelCallers.has(id) ? record.dates : record.calls;
  const edge = record.hitRate - record.shuffledHitRate;
  if (!(edge > 0)) return { weight: 0, basis: 'no-edge', edge, sample };
  const skill = Math.min(MAX_WEIGHT, 1 + edge / EDGE_UNIT);
  const lambda = sample / (sample + PRIOR_CALLS);
  return { weight: lambda * skill + (1 - lambda), basis: 'measured', edge, sample };
}

export function measuredWeights(
  ids: readonly string[],
  records: Readonly<Record<string, WeightRecord>>,
): Record<string, MeasuredWeight> {
  return Object.fromEntries(ids.map((id) => [id, measuredWeight(id, records[id])]));
}
