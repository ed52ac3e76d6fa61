/**
 * Quantitative strategist (量化策略師): three rules walk-forward tested on this stock's own history
 * (quant-rules.ts), and a view from the rules firing today, weighted by their measured hit rates.
 *
 * - Each firing rule with ≥ 5 completed trades votes 2·hitRate − 1 (a rule that loses more often
 *   than it wins argues against buying), with weight hitRate × min(1, trades / 20).
 * - No rule firing: hold, score 0, target = close.
 * - Target (20 trading days): close × (1 + the same weighted mean of the firing rules' average
 *   forward returns), on the nearest tick.
 */
import { adjustedPrices, barWindow } from '../bars.ts';
import { assertAsOf } from '../bundle.ts';
import { Notebook } from '../evidence.ts';
import { combine, finish, insufficient, nearestTick, type Vote } from '../opinion.ts';
import { YEAR } from '../stats.ts';
import type { AnalystOptions, EvidenceBundle, Opinion } from '../types.ts';
import { MIN_TRADES, QUANT_HORIZON, scanRules } from './quant-rules.ts';

export const QUANT_MIN_BARS = YEAR;
const FULL_WEIGHT_TRADES = 20;

export function quantAnalyst(bundle: EvidenceBundle, options: AnalystOptions = {}): Opinion {
  assertAsOf(bundle);
  const nb = new Notebook('quant', bundle);
  const w = barWindow(bundle.bars, options.maxBars);
  const cite = nb.windowBars(w);
  if (w.n < QUANT_MIN_BARS)
    return insufficient(nb, ['bars'], QUANT_HORIZON, { need: QUANT_MIN_BARS, have: w.n });
  const p = adjustedPrices(w);
  const scan = scanRules(p.close, p.high);
  const last = w.n - 1;
  const close = p.close[last]!;
  cite('close', close, 'TWD', last);
  const horizon = nb.method('holdingDays', QUANT_HORIZON, 'days');
  const base = {
    trades: cite('baseTrades', scan.baseTrades, 'count', last, scan.start),
    hitRate: cite(
      'baseHitRate',
      scan.baseTrades > 0 ? scan.baseHits / scan.baseTrades : 0,
      'fraction',
      last,
      scan.start,
    ),
    horizon,
  };
  nb.key('quant.baseRate', base);

  const votes: Vote[] = [];
  let weightedReturn = 0;
  let weightSum = 0;
  for (const rule of scan.rules) {
    const text = { rule: rule.rule };
    if (rule.trades === 0) {
      if (rule.firing) nb.key('quant.ruleUntested', {}, text);
      continue;
    }
    const from = rule.firstTrade;
    const hitRate = rule.hits / rule.trades;
    const refs: Record<string, string> = {
      trades: cite(`${rule.rule}Trades`, rule.trades, 'count', last, from),
      hitRate: cite(`${rule.rule}HitRate`, hitRate, 'fraction', last, from),
      avgReturn: cite(`${rule.rule}AvgReturn`, rule.avgReturn, 'fraction', last, from),
    };
    if (rule.walkForwardTrades > 0) {
      refs.wfTrades = cite(`${rule.rule}WalkForwardTrades`, rule.walkForwardTrades, 'count', last, from);
      refs.wfHitRate = cite(
        `${rule.rule}WalkForwardHitRate`,
        rule.walkForwardHits / rule.walkForwardTrades,
        'fraction',
        last,
        from,
      );
    }
    if (!rule.firing) {
      nb.key(rule.walkForwardTrades > 0 ? 'quant.ruleIdleTested' : 'quant.ruleIdle', refs, text);
      continue;
    }
    if (rule.trades < MIN_TRADES) {
      nb.key('quant.ruleFewTrades', refs, text);
      continue;
    }
    const weight = hitRate * Math.min(1, rule.trades / FULL_WEIGHT_TRADES);
    votes.push({ weight, value: 2 * hitRate - 1 });
    weightedReturn += weight * rule.avgReturn;
    weightSum += weight;
    if (hitRate > 0.5) nb.opportunity('quant.ruleFiring', refs, text);
    else nb.risk('quant.ruleFiringWeak', refs, text);
  }

  if (votes.length === 0) {
    nb.key('quant.noSignal');
    return finish(nb, {
      combined: { score: 0, coverage: 1, agreement: 0 },
      targetPrice: nearestTick(close, bundle.security.kind),
      horizonDays: QUANT_HORIZON,
    });
  }
  const combined = combine(votes);
  const expected = weightSum > 0 ? weightedReturn / weightSum : 0;
  nb.derived('expectedReturn', expected, 'fraction');
  const target = nearestTick(close * (1 + expected), bundle.security.kind);
  return finish(nb, { combined, targetPrice: target, horizonDays: QUANT_HORIZON });
}
