import { describe, expect, it } from 'vitest';
import { bookRisk } from './book-risk.ts';

// Ten days of −1 % then ten of +2 %; the market moved exactly half as much each day.
const book = [...Array<number>(10).fill(-0.01), ...Array<number>(10).fill(0.02)];
const market = book.map((r) => r / 2);
const positions = [
  { owner: 'u1', symbol: '2330.TW', value: 600_000 },
  { owner: 'u1', symbol: '0050.TW', value: 100_000 },
  { owner: 'u2', symbol: '2330.TW', value: 300_000 },
];

describe('risk of a known book', () => {
  const risk = bookRisk({ positions, bookReturns: book, marketReturns: market, riskFreeRate: 0.01 });

  it('exposure and 95 % VaR', () => {
    expect(risk.totalExposure).toBe(1_000_000);
    // Sorted returns: the ⌊0.05 × 20⌋ = 1st (0-based) is −1 %: NT$10,000 of NT$1,000,000.
    expect(risk.var95).toBeCloseTo(10_000, 6);
  });

  it('max drawdown, volatility, Sharpe and beta', () => {
    expect(risk.maxDrawdown).toBeCloseTo(0.99 ** 10 - 1, 12);
    // Mean 0.005; every deviation ±0.015; sample variance 20 × 0.015² / 19.
    const volatility = Math.sqrt(((20 * 0.015 ** 2) / 19) * 252);
    expect(risk.volatility).toBeCloseTo(volatility, 12);
    expect(risk.sharpeRatio).toBeCloseTo((0.005 * 252 - 0.01) / volatility, 10);
    expect(risk.beta).toBeCloseTo(2, 12);
  });

  it('largest concentrations by symbol and by member', () => {
    expect(risk.bySymbol).toEqual([
      { key: '2330.TW', value: 900_000, weight: 0.9 },
      { key: '0050.TW', value: 100_000, weight: 0.1 },
    ]);
    expect(risk.byMember.map((c) => [c.key, c.weight])).toEqual([
      ['u1', 0.7],
      ['u2', 0.3],
    ]);
  });

  it('too little history: no return-based figure is made up', () => {
    const short = bookRisk({
      positions,
      bookReturns: book.slice(0, 19),
      marketReturns: market,
      riskFreeRate: 0,
    });
    expect(short).toMatchObject({
      totalExposure: 1_000_000,
      var95: null,
      maxDrawdown: null,
      volatility: null,
      beta: null,
      sharpeRatio: null,
    });
  });
});
