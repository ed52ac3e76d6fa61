/** Quantitative strategist: golden values on real history, and the walk-forward test by hand. */
import { describe, expect, it } from 'vitest';
import { sliceBundle } from './bundle.ts';
import { cited, headline, keys } from './fixtures/opinions.ts';
import { realBundle } from './fixtures/real-history.ts';
import { bundleFromCloses, syntheticBundle } from '../samples/synthetic-bundle.ts';
import { quantAnalyst } from './team/quant.ts';
import { scanRules } from './team/quant-rules.ts';

const run = (code: string, asOf: string) =>
  quantAnalyst(sliceBundle(realBundle(code, asOf)), { maxBars: 2520 });

describe('quantitative strategist on real history', () => {
  it('2330 on 2017-06-30: momentum fires, 65.59 % of its 93 trades rose → buy', () => {
    const o = run('2330', '2017-06-30');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'buy',
      score: 0.3118,
      confidence: 0.6742,
      targetPrice: 211.5,
      horizonDays: 20,
    });
    // Hand check: score = 2 × 61/93 − 1 = 0.31183 (one firing rule); target = 208.5 × (1 + 1.459 %)
    // = 211.54 → 211.5 on the 0.5 tick.
    expect(cited(o, 'momentumTrades')).toBe(93);
    expect(cited(o, 'momentumHitRate')).toBe(0.655914);
    expect(cited(o, 'momentumAvgReturn')).toBe(0.01459);
    expect(cited(o, 'momentumWalkForwardTrades')).toBe(86);
    expect(cited(o, 'momentumWalkForwardHitRate')).toBe(0.662791);
    expect(cited(o, 'breakoutTrades')).toBe(44);
    expect(cited(o, 'breakoutHitRate')).toBe(0.545455);
    expect(cited(o, 'breakoutWalkForwardHitRate')).toBe(0.486486);
    expect(cited(o, 'meanReversionTrades')).toBe(5);
    expect(cited(o, 'baseTrades')).toBe(119);
    expect(cited(o, 'baseHitRate')).toBe(0.630252);
    expect(keys(o)).toEqual(['quant.baseRate', 'quant.ruleIdle', 'quant.ruleIdleTested', 'quant.ruleFiring']);
  });

  it('2330 on 2015-12-31: momentum fires with a 61.11 % hit rate → buy', () => {
    const o = run('2330', '2015-12-31');
    expect(headline(o)).toMatchObject({
      signal: 'buy',
      score: 0.2222,
      confidence: 0.5667,
      targetPrice: 144.5,
    });
    // Hand check: 2 × 0.611111 − 1 = 0.2222.
    expect(cited(o, 'momentumHitRate')).toBe(0.611111);
    expect(cited(o, 'meanReversionWalkForwardTrades')).toBe(1);
  });

  it('2317 on 2015-12-31: nothing fires → hold at the close', () => {
    const o = run('2317', '2015-12-31');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'hold',
      score: 0,
      confidence: 0.3,
      targetPrice: 80.8,
      horizonDays: 20,
    });
    expect(cited(o, 'breakoutHitRate')).toBe(0.633333);
    expect(cited(o, 'meanReversionAvgReturn')).toBe(-0.018256);
    expect(keys(o)).toContain('quant.noSignal');
  });

  it('2317 on 2017-06-30: momentum fires at 59.21 % over 76 trades → a weak buy, held', () => {
    const o = run('2317', '2017-06-30');
    expect(headline(o)).toMatchObject({
      signal: 'hold',
      score: 0.1842,
      confidence: 0.5211,
      targetPrice: 117.5,
    });
    expect(cited(o, 'momentumTrades')).toBe(76);
    expect(cited(o, 'momentumHitRate')).toBe(0.592105);
  });
});

describe('quantitative strategist on built data', () => {
  // A steady 0.1 % daily rise over 300 bars: momentum fires every day from bar 120; trades start at
  // 120, 140, …, 260 (the last one whose 20-day outcome is known by bar 299): 8 trades, all up by
  // 1.001^20 − 1 = 2.0190 %. Walk-forward takes trades 6–8 (after five completed, all hits).
  // Highs are close × 1.01, so no close ever clears the prior 55-day high; RSI never falls below 30.
  const closes = Array.from({ length: 300 }, (_, i) => 100 * 1.001 ** i);

  it('scans each rule without overlap and replays it walk-forward', () => {
    const bundle = bundleFromCloses(closes);
    const scan = scanRules(bundle.bars.close, bundle.bars.high);
    const momentum = scan.rules.find((r) => r.rule === 'momentum')!;
    expect(momentum).toMatchObject({
      firing: true,
      trades: 8,
      hits: 8,
      walkForwardTrades: 3,
      walkForwardHits: 3,
    });
    expect(momentum.avgReturn).toBeCloseTo(1.001 ** 20 - 1, 12);
    expect(scan.rules.find((r) => r.rule === 'breakout')!.trades).toBe(0);
    expect(scan.rules.find((r) => r.rule === 'meanReversion')!.trades).toBe(0);
    expect(scan).toMatchObject({ baseTrades: 8, baseHits: 8 });
  });

  it('buys on a firing rule that always worked, targeting its average return', () => {
    const o = quantAnalyst(bundleFromCloses(closes));
    // One vote 2 × 1 − 1 = 1 → score 1, confidence 0.3 + 0.6 = 0.9.
    expect(o.score).toBe(1);
    expect(o.confidence).toBe(0.9);
    // 100 × 1.001^299 = 134.83; × 1.020190 = 137.55 → 137.5 on the 0.5 tick of NT$100–500.
    expect(o.targetPrice).toBe(137.5);
  });

  it('says so with less than a year of bars', () => {
    const o = quantAnalyst(syntheticBundle(200));
    expect(o.status).toBe('insufficient');
    expect(cited(o, 'barsNeeded')).toBe(250);
  });
});
