/**
 * The quantitative strategist's rules and their walk-forward test on one stock's adjusted bars.
 *
 * Rules, evaluated on day t with data up to t only:
 * - momentum: 60-day return > 0 and close above its 120-day moving average;
 * - mean reversion: RSI(14) below 30 the day before and a higher close today (a bounce);
 * - breakout: close above the highest high of the previous 55 days.
 *
 * Each signal is a long trade held 20 trading days; its outcome (forward return, hit = return > 0)
 * is known at t + 20. Trades of one rule do not overlap (after a trade at t the next can start at
 * t + 20), so the samples are independent holding periods. The walk-forward test replays the
 * history in order: at each signal, the rule's hit rate over the trades completed before it
 * decides whether it would have been taken (≥ 5 trades and a hit rate above 50 %); the hit rate of
 * those taken trades is an out-of-sample measure. Only trades completed by the last bar count.
 */
import { rollingMax, rsi, sma } from '../../indicators/index.ts';
import { above } from '../stats.ts';

export const QUANT_HORIZON = 20;

export const MIN_TRADES = 5;
export const ruleIds = ['momentum', 'meanReversion', 'breakout'] as const;
export type RuleId = (typeof ruleIds)[number];

export interface RuleStats {
  rule: RuleId;
  /** Whether the rule fires on the last bar. */
  firing: boolean;
  /** Completed, non-overlapping trades. */
  trades: number;
  hits: number;
  /** Mean forward return of the trades (fraction); NaN without trades. */
  avgReturn: number;
  /** Trades the walk-forward replay would have taken, and how many of them hit. */
  walkForwardTrades: number;
  walkForwardHits: number;
  /** Index of the first trade (−1 without trades). */
  firstTrade: number;
}

export interface QuantScan {
  rules: RuleStats[];
  /** Every non-overlapping 20-day holding period from the first day a rule can fire: the base rate. */
  baseTrades: number;
  baseHits: number;
  /** First bar a rule can be evaluated on. */
  start: number;
}

/** Scans `close` (adjusted) and `high` (adjusted) once per rule. */
export function scanRules(close: Float64Array, high: Float64Array, horizon = QUANT_HORIZON): QuantScan {
  const n = close.length;
  const ma120 = sma(close, 120);
  const rsi14 = rsi(close, 14);
  const high55 = rollingMax(high, 55);
  const start = 120;
  const fires: Record<RuleId, (t: number) => boolean> = {
    momentum: (t) => above(close[t]!, close[t - 60]!) && above(close[t]!, ma120[t]!),
    meanReversion: (t) => rsi14[t - 1]! < 30 && above(close[t]!, close[t - 1]!),
    breakout: (t) => above(close[t]!, high55[t - 1]!),
  };
  const rules = ruleIds.map((rule): RuleStats => {
    const fire = fires[rule];
    const stats: RuleStats = {
      rule,
      firing: n > start && fire(n - 1),
      trades: 0,
      hits: 0,
      avgReturn: NaN,
      walkForwardTrades: 0,
      walkForwardHits: 0,
      firstTrade: -1,
    };
    let sum = 0;
    for (let t = start; t + horizon < n; t++) {
      if (!fire(t)) continue;
      const forward = close[t + horizon]! / close[t]! - 1;
      const hit = above(close[t + horizon]!, close[t]!);
      // Walk-forward: decide with the trades completed before t (all earlier ones: they do not overlap).
      if (stats.trades >= MIN_TRADES && stats.hits / stats.trades > 0.5) {
        stats.walkForwardTrades++;
        if (hit) stats.walkForwardHits++;
      }
      if (stats.firstTrade < 0) stats.firstTrade = t;
      stats.trades++;
      if (hit) stats.hits++;
      sum += forward;
      t += horizon - 1;
    }
    stats.avgReturn = stats.trades > 0 ? sum / stats.trades : NaN;
    return stats;
  });
  let baseTrades = 0;
  let baseHits = 0;
  for (let t = start; t + horizon < n; t += horizon) {
    baseTrades++;
    if (above(close[t + horizon]!, close[t]!)) baseHits++;
  }
  return { rules, baseTrades, baseHits, start };
}
