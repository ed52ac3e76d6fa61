/**
 * The sell gate: an analyst's sell is kept only where its own past sells measurably predicted
 * underperformance. Its record is the excess of its sell calls (short the stock, hold the
 * benchmark, after Taiwan costs; benchmark.ts) resolved strictly before the call date, on the
 * fitting set only. The sell stands when
 *
 * - n ≥ MIN_SELL_SAMPLE (calls for a stock picker; distinct dates for a market-level caller, whose
 *   sells on one date are one call repeated: its excess is first averaged per date), and
 * - the one-sided 95 % lower bound of the mean excess is above 0:
 *   mean − 1.645 · sd / √n > 0 (sd the sample standard deviation).
 *
 * Otherwise the sell becomes a hold: the analyst has not shown that its sells pay after costs.
 */
import { scoreRelative } from './benchmark.ts';
import type { ReplayedCall } from './protocol.ts';
import { marketLevelCallers } from './weights.ts';

export const MIN_SELL_SAMPLE = 30;
/** One-sided 95 % normal quantile. */
export const SELL_GATE_Z = 1.645;

export interface SellGate {
  keep: boolean;
  /** `too-few` (n below the minimum), `not-shown` (lower bound ≤ 0) or `measured`. */
  basis: 'too-few' | 'not-shown' | 'measured';
  n: number;
  meanExcess: number | null;
  lowerBound: number | null;
}

/** The gate from the excess of past sells (one value per call, or per date for a market-level caller). */
export function sellGate(excess: readonly number[]): SellGate {
  const n = excess.length;
  if (n < 2) return { keep: false, basis: 'too-few', n, meanExcess: n ? excess[0]! : null, lowerBound: null };
  const mean = excess.reduce((sum, x) => sum + x, 0) / n;
  const variance = excess.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1);
  const lowerBound = mean - (SELL_GATE_Z * Math.sqrt(variance)) / Math.sqrt(n);
  if (n < MIN_SELL_SAMPLE) return { keep: false, basis: 'too-few', n, meanExcess: mean, lowerBound };
  return {
    keep: lowerBound > 0,
    basis: lowerBound > 0 ? 'measured' : 'not-shown',
    n,
    meanExcess: mean,
    lowerBound,
  };
}

/** A caller's sell record: the excess of each sell, averaged per date for a market-level caller. */
export function sellRecord(id: string, calls: readonly ReplayedCall[]): number[] {
  const sells = calls.filter((call) => call.analystId === id && call.signal === 'sell');
  const excess = sells.map((call) => scoreRelative(call).excess);
  if (!marketLevelCallers.has(id)) return excess;
  const byDate = new Map<string, number[]>();
  sells.forEach((call, i) => byDate.set(call.date, [...(byDate.get(call.date) ?? []), excess[i]!]));
  return [...byDate.values()].map((xs) => xs.reduce((sum, x) => sum + x, 0) / xs.length);
}

/**
 * A function of the date giving each analyst's sell gate from `fitting` (the fitting set's analyst
 * calls) resolved strictly before that date. Cached per date.
 */
export function walkForwardSellGates(
  fitting: readonly ReplayedCall[],
  ids: readonly string[],
): (date: string) => Record<string, SellGate> {
  const known = fitting.filter((call) => call.signal === 'sell');
  const cache = new Map<string, Record<string, SellGate>>();
  return (date) => {
    const cached = cache.get(date);
    if (cached) return cached;
    const before = known.filter((call) => call.resolved < date);
    const gates = Object.fromEntries(ids.map((id) => [id, sellGate(sellRecord(id, before))]));
    cache.set(date, gates);
    return gates;
  };
}

/** An opinion-like value with its sell turned into a neutral hold when its gate is closed. */
export function gateSell<T extends { analyst: string; signal: string; score: number }>(
  opinion: T,
  gates: Readonly<Record<string, SellGate>>,
): T {
  if (opinion.signal !== 'sell') return opinion;
  const gate = gates[opinion.analyst];
  if (!gate || gate.keep) return opinion;
  return { ...opinion, signal: 'hold', score: 0 };
}
