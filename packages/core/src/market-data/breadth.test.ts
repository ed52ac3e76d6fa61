import { describe, expect, it } from 'vitest';
import { breadthOf, topMovers, type BreadthQuote } from './breadth.ts';

const quote = (symbol: string, price: number, previousClose: number | null, volume = 1000): BreadthQuote => ({
  symbol,
  price,
  previousClose,
  change: null,
  changePercent: null,
  volume,
  limitUp: null,
  limitDown: null,
});

// Eight quotes counted by hand: 100 → 110 is limit-up (+10 %), 50 → 45 limit-down (−10 %),
// 20 → 20 flat, 10.05 → 10.05 flat, 30 → 31 up, 40 → 39 down, 60 → 66 limit-up (66 = 60 × 1.1),
// and one without a previous close (無比價, left out).
const quotes = [
  quote('A', 110, 100, 2_000),
  quote('B', 45, 50, 10_000),
  quote('C', 20, 20, 500),
  quote('D', 10.05, 10.05, 0),
  quote('E', 31, 30, 3_000),
  quote('F', 39, 40, 1_000),
  quote('G', 66, 60, 100),
  quote('H', 70, null, 99_999),
];

describe('market breadth from quotes', () => {
  it('counts ups, downs, flats and limit moves as counted by hand', () => {
    expect(breadthOf(quotes)).toEqual({ advancers: 3, decliners: 2, unchanged: 2, limitUp: 2, limitDown: 1 });
  });

  it('uses the quote’s own change and limits when it carries them', () => {
    const own = { ...quote('X', 12, 11), change: -0.5, limitUp: 12.1, limitDown: 9.9 };
    expect(breadthOf([own])).toEqual({ advancers: 0, decliners: 1, unchanged: 0, limitUp: 0, limitDown: 0 });
  });
});

describe('top movers', () => {
  it('ranks gainers, losers and value traded, as counted by hand', () => {
    const movers = topMovers(quotes, 2);
    // Gainers by percent: A +10 %, G +10 % (tie → lower symbol first), then E +3.33 %.
    expect(movers.gainers.map((row) => row.quote.symbol)).toEqual(['A', 'G']);
    expect(movers.gainers[0]).toMatchObject({ change: 10, changePercent: 10, value: 220_000 });
    // Losers: B −10 %, F −2.5 %.
    expect(movers.losers.map((row) => [row.quote.symbol, row.changePercent])).toEqual([
      ['B', -10],
      ['F', -2.5],
    ]);
    // Value = price × volume: B 450,000; A 220,000; E 93,000; F 39,000 … (H has no reference).
    expect(movers.byValue.map((row) => [row.quote.symbol, row.value])).toEqual([
      ['B', 450_000],
      ['A', 220_000],
    ]);
  });

  it('keeps flat and untraded quotes out of the lists', () => {
    const movers = topMovers([quote('C', 20, 20, 0)], 5);
    expect(movers).toEqual({ gainers: [], losers: [], byValue: [] });
  });
});
