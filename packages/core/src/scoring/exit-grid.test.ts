import { describe, expect, it } from 'vitest';
import { chooseExit, exitCell, exitExcess, type ExitBar, type ExitCell, type ExitPath } from './exit-grid.ts';

const bar = (day: number, o: number, h: number, l: number, c: number, benchmark = 100): ExitBar => ({
  ...{ date: `2010-01-${String(day).padStart(2, '0')}`, open: o, high: h, low: l, close: c },
  benchmark,
});

// A buy at 100: day 1 dips to 95, day 2 opens 93 and reaches 91, closes 96; benchmark flat.
const buy: ExitPath = {
  signal: 'buy',
  entry: 100,
  benchmarkEntry: 100,
  after: [bar(5, 99, 100, 95, 97), bar(6, 93, 97, 91, 96)],
};

describe('exitExcess (hand-computed, Taiwan costs)', () => {
  it('a buy stopped at 8 % exits at the stop, 92: (92 · 0.995575 − 100.1425) / 100.1425', () => {
    expect(exitExcess(buy, 2, 0.08)).toBeCloseTo(-0.0853743, 6);
  });

  it('without a stop, or with 12 %, it exits at the horizon close 96', () => {
    expect(exitExcess(buy, 2, null)).toBeCloseTo(-0.045608, 6);
    expect(exitExcess(buy, 2, 0.12)).toBeCloseTo(-0.045608, 6);
  });

  it('subtracts the benchmark over the days held and needs the whole horizon', () => {
    const up = { ...buy, after: [buy.after[0]!, { ...buy.after[1]!, benchmark: 102 }] };
    expect(exitExcess(up, 2, null)).toBeCloseTo(-0.065608, 6);
    expect(exitExcess(buy, 3, null)).toBeNull();
  });

  it('a sell is stopped when the high reaches entry · 1.08, at the open when it gaps over', () => {
    const sell: ExitPath = {
      signal: 'sell',
      entry: 100,
      benchmarkEntry: 100,
      after: [bar(5, 101, 103, 99, 102), bar(6, 110, 111, 108, 109)],
    };
    // Day 2 opens at 110 above the stop 108: short 100 → 110 = −0.1064636.
    expect(exitExcess(sell, 2, 0.08)).toBeCloseTo(-0.1064636, 6);
    const falling = { ...sell, after: [bar(5, 99, 100, 95, 97), bar(6, 93, 94, 89, 90)] };
    expect(exitExcess(falling, 2, 0.08)).toBeCloseTo(0.0947116, 6);
  });
});

describe('exitCell and chooseExit', () => {
  it('summarises the excess: hit rate, mean, Sharpe annualised by √(252 / horizon)', () => {
    const falling: ExitPath = { ...buy, signal: 'sell' };
    // The same path as a buy (−0.045608) and as a sell (short 100 → 96): one hit of two.
    const cell = exitCell([buy, falling], 2, null);
    const xs = [exitExcess(buy, 2, null)!, exitExcess(falling, 2, null)!];
    const mean = (xs[0]! + xs[1]!) / 2;
    const sd = Math.abs(xs[0]! - xs[1]!) / Math.SQRT2;
    expect(cell).toMatchObject({ calls: 2, hitRate: 0.5 });
    expect(cell.meanExcess).toBeCloseTo(mean, 12);
    expect(cell.sharpe).toBeCloseTo((mean / sd) * Math.sqrt(126), 10);
  });

  it('picks the highest Sharpe among cells with enough calls', () => {
    const cell = (horizon: number, calls: number, sharpe: number): ExitCell => ({
      ...{ horizon, stop: null, calls, hitRate: 0.5, meanExcess: 0 },
      sharpe,
    });
    expect(chooseExit([cell(10, 500, 0.2), cell(20, 50, 2), cell(40, 500, 0.4)])?.horizon).toBe(40);
    expect(chooseExit([cell(10, 10, 0.2)])).toBeNull();
  });
});
