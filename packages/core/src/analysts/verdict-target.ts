/**
 * The verdict's target price, consistent with the verdict it is shown with:
 *
 * - buy: the weighted blend (weight × confidence) of the targets above the close only; none above
 *   the close, or a blend that rounds onto the close, means no target.
 * - sell: the same with the targets below the close.
 * - hold: the blend of every target, kept inside the hold band (close × (1 ± HOLD_BAND)), the band
 *   within which a hold call is scored right: a 持有 with a target 11 % away would contradict itself.
 *
 * Targets land on a valid tick, rounded towards the close so rounding never leaves the band.
 */
import { ceilToTick, floorToTick, tickSize } from '../market/tick-size.ts';
import { HOLD_BAND } from '../scoring/benchmark.ts';
import type { EvidenceBundle, Signal } from './types.ts';

export interface WeightedTarget {
  target: number;
  weight: number;
}

function blend(items: readonly WeightedTarget[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { target, weight } of items) {
    sum += target * weight;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

export function verdictTarget(
  signal: Signal,
  close: number | null,
  targets: readonly WeightedTarget[],
  kind: EvidenceBundle['security']['kind'],
): number | null {
  if (close === null || !(close > 0)) return null;
  if (signal === 'buy') {
    const raw = blend(targets.filter((item) => item.target > close));
    if (raw === null) return null;
    const tick = floorToTick(raw, kind);
    return tick > close ? tick : null;
  }
  if (signal === 'sell') {
    const raw = blend(targets.filter((item) => item.target < close));
    if (raw === null) return null;
    const tick = ceilToTick(raw, kind);
    return tick < close ? tick : null;
  }
  const raw = blend(targets);
  if (raw === null) return null;
  const upper = close * (1 + HOLD_BAND);
  const lower = close * (1 - HOLD_BAND);
  const inside = Math.min(upper, Math.max(lower, raw));
  // Ticks are whole cents: a band edge between two cents can round outside, so step back in.
  let tick = inside >= close ? floorToTick(inside, kind) : ceilToTick(inside, kind);
  const cents = (price: number) => Math.round(price * 100) / 100;
  while (tick > upper) tick = cents(tick - tickSize(tick - 0.001, kind));
  while (tick < lower) tick = cents(tick + tickSize(tick, kind));
  return tick;
}
