import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { dailyReturns } from '../returns.ts';
import { buy, cashIn, closes } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: in a portfolio that tracks cash, a dividend stays inside as cash: no flow, and the
// ex-date drop in price is exactly offset by the cash credited that day.
describe('a dividend credited to the cash balance', () => {
  const series = valuePortfolio({
    transactions: [cashIn('2024-06-03', 60_000), buy('2024-06-03', '0056', 1000, 36, 0)],
    actions: [{ symbol: '0056', exDate: '2024-06-17', cashDividend: 1 }],
    prices: { '0056': closes({ '2024-06-03': 36, '2024-06-14': 36.5, '2024-06-17': 35.5 }) },
    trackCash: true,
    until: '2024-06-17',
    perSymbol: true,
  });

  it('keeps the value at 60,500 across the ex-date: 36,500 + 24,000 then 35,500 + 25,000', () => {
    expect([...series.values]).toEqual([60_000, 60_500, 60_500]);
    expect([...series.outflows]).toEqual([0, 0, 0]);
    expect(dailyReturns(series).at(-1)).toBe(0);
  });

  it('shows the cash and counts it in the weights', () => {
    const summary = summarisePortfolio(series, new Map());
    expect(summary.cash).toBe(25_000);
    expect(summary.dividends).toBe(1_000);
    // 35,500 / 60,500
    expect(summary.holdings[0]!.weight).toBeCloseTo(35_500 / 60_500, 12);
  });
});
