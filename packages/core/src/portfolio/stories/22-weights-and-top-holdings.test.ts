import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { buy, cashIn, closes } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: five holdings and NT$250,000 of cash. Weights are shares of the whole portfolio (cash
// included) and the holdings come largest first, so the overview's top 4 are the first four.
describe('weights and the largest holdings', () => {
  const day = '2024-09-02';
  const series = valuePortfolio({
    transactions: [
      cashIn(day, 1_250_000),
      buy(day, '2884', 500, 20, 0), // 10,000
      buy(day, '0050', 200, 200, 0), // 40,000
      buy(day, '2412', 1200, 125, 0), // 150,000
      buy(day, '2317', 2000, 150, 0), // 300,000
      buy(day, '2330', 500, 1000, 0), // 500,000
    ],
    prices: {
      '2884': closes({ [day]: 20 }),
      '0050': closes({ [day]: 200 }),
      '2412': closes({ [day]: 125 }),
      '2317': closes({ [day]: 150 }),
      '2330': closes({ [day]: 1000 }),
    },
    trackCash: true,
    until: day,
    perSymbol: true,
  });
  const summary = summarisePortfolio(series, new Map());

  it('orders by value and weighs against 1,250,000', () => {
    expect(summary.totalValue).toBe(1_250_000);
    expect(summary.cash).toBe(250_000);
    expect(summary.holdings.map((holding) => [holding.symbol, holding.weight])).toEqual([
      ['2330', 0.4],
      ['2317', 0.24],
      ['2412', 0.12],
      ['0050', 0.032],
      ['2884', 0.008],
    ]);
    expect(summary.holdings.slice(0, 4).map((holding) => holding.symbol)).toEqual([
      '2330',
      '2317',
      '2412',
      '0050',
    ]);
  });

  it('has holdings and cash weights that add up to 1', () => {
    const total =
      summary.holdings.reduce((sum, holding) => sum + holding.weight, 0) + summary.cash / summary.totalValue;
    expect(total).toBeCloseTo(1, 12);
  });
});
