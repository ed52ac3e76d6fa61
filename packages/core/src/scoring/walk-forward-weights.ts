/**
 * Walk-forward weights for a backtest's own team verdict: the weight of each analyst on date D is
 * `measuredWeight` (weights.ts) of its record over the fitting-set calls whose horizon had closed
 * before D, and nothing else. Before any such call an analyst keeps weight 1 (equal weights).
 */
import { shuffleSignalsAcrossDates, shuffleSignalsByDate } from './baselines.ts';
import { scoreRelative } from './benchmark.ts';
import type { ReplayedCall } from './protocol.ts';
import { marketLevelCallers, measuredWeight, type WeightRecord } from './weights.ts';

function recordOf(id: string, calls: readonly ReplayedCall[]): WeightRecord {
  if (calls.length === 0) return { hitRate: null, shuffledHitRate: null, calls: 0, dates: 0 };
  const shuffled = marketLevelCallers.has(id)
    ? shuffleSignalsAcrossDates(calls, 1)
    : shuffleSignalsByDate(calls, 1);
  let hits = 0;
  let shuffledHits = 0;
  calls.forEach((call, i) => {
    if (scoreRelative(call).hit) hits++;
    if (scoreRelative({ ...call, signal: shuffled[i]! }).hit) shuffledHits++;
  });
  return {
    hitRate: hits / calls.length,
    shuffledHitRate: shuffledHits / calls.length,
    calls: calls.length,
    dates: new Set(calls.map((call) => call.date)).size,
  };
}

/**
 * A function of the date giving each analyst's weight from `fitting` (the fitting set's analyst
 * calls) resolved strictly before that date. Cached per date; the risk manager, a guard, keeps 1.
 */
export function walkForwardWeights(
  fitting: readonly ReplayedCall[],
  ids: readonly string[],
  guards: ReadonlySet<string> = new Set(['risk']),
): (date: string) => Record<string, number> {
  const known = [...fitting].sort((a, b) => a.resolved.localeCompare(b.resolved));
  const cache = new Map<string, Record<string, number>>();
  return (date) => {
    const cached = cache.get(date);
    if (cached) return cached;
    const before = known.filter((call) => call.resolved < date);
    const weights: Record<string, number> = {};
    for (const id of ids) {
      weights[id] = guards.has(id)
        ? 1
        : measuredWeight(
            id,
            recordOf(
              id,
              before.filter((call) => call.analystId === id),
            ),
          ).weight;
    }
    cache.set(date, weights);
    return weights;
  };
}
