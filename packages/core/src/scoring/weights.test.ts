import { describe, expect, it } from 'vitest';
import { shuffleSignalsAcrossDates } from './baselines.ts';
import { measuredWeight, measuredWeights } from './weights.ts';

describe('measured weights', () => {
  it('gives 0 to an analyst that does not beat its own shuffle', () => {
    expect(
      measuredWeight('technical', { hitRate: 0.5, shuffledHitRate: 0.52, calls: 5000, dates: 160 }),
    ).toEqual({
      weight: 0,
      basis: 'no-edge',
      edge: expect.closeTo(-0.02, 12),
      sample: 5000,
    });
  });

  it('shrinks a measured edge toward equal weight on a small sample, by hand', () => {
    // edge 0.05 → skill 2; 200 calls: λ = 0.5 → 1.5. 1,800 calls: λ = 0.9 → 1.9.
    expect(
      measuredWeight('quant', { hitRate: 0.6, shuffledHitRate: 0.55, calls: 200, dates: 10 }).weight,
    ).toBeCloseTo(1.5, 12);
    expect(
      measuredWeight('quant', { hitRate: 0.6, shuffledHitRate: 0.55, calls: 1800, dates: 10 }).weight,
    ).toBeCloseTo(1.9, 12);
  });

  it('counts a market-level caller by its dates, not stocks × dates', () => {
    // 8,041 calls on 163 dates: λ = 163 / 363, skill 2 → 1 + 163/363.
    const macro = measuredWeight('macro', { hitRate: 0.6, shuffledHitRate: 0.55, calls: 8041, dates: 163 });
    expect(macro.sample).toBe(163);
    expect(macro.weight).toBeCloseTo(1 + 163 / 363, 12);
  });

  it('keeps equal weights without a record', () => {
    expect(measuredWeights(['news'], {})).toEqual({
      news: { weight: 1, basis: 'no-record', edge: null, sample: 0 },
    });
  });

  it('shuffles a market-level caller across dates, one signal per date', () => {
    const calls = ['a', 'b', 'c'].flatMap((date, i) =>
      ['x', 'y'].map(() => ({ date, signal: (['buy', 'hold', 'sell'] as const)[i]! })),
    );
    const shuffled = shuffleSignalsAcrossDates(calls, 5);
    expect(shuffled[0]).toBe(shuffled[1]);
    expect(shuffled[2]).toBe(shuffled[3]);
    expect([shuffled[0], shuffled[2], shuffled[4]].sort()).toEqual(['buy', 'hold', 'sell']);
  });
});
