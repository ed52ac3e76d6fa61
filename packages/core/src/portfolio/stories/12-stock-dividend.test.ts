import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { dailyReturns } from '../returns.ts';
import { buy, closes, pp, sell } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: 除權息 with both parts — NT$1.5 cash and NT$1 of stock (0.1 bonus share per share) — on
// one lot of 2882, then 100 shares sold. The bonus shares cost nothing: the average cost per share
// falls, and FIFO keeps them as a separate zero-cost lot.
describe('a stock dividend with a cash dividend', () => {
  const transactions = [
    // 44,000 × 0.1425 % = 62.7 → 62; cost 44,062.
    buy('2024-06-03', '2882', 1000, 44, 62),
    // 100 × 45 = 4,500: fee 6.4125 → 6, tax 13.5 → 13; net 4,481.
    sell('2024-07-10', '2882', 100, 45, 6, 13),
  ];
  const actions = [{ symbol: '2882', exDate: '2024-07-05', cashDividend: 1.5, stockDividend: 0.1 }];
  const prices = {
    '2882': closes({ '2024-06-03': 44, '2024-07-04': 50, '2024-07-05': 44.1, '2024-07-10': 45 }),
  };
  const until = (date: string) =>
    valuePortfolio({ transactions, actions, prices, until: date, perSymbol: true });

  it('adds 100 bonus shares and pays 1,500 on the ex-date, with no premium (base 2,500)', () => {
    const series = until('2024-07-05');
    expect(series.ledger.generated).toMatchObject([
      { type: 'stock-dividend', shares: 100 },
      { type: 'cash-dividend', amount: 1_500, premium: 0 },
    ]);
    const holding = summarisePortfolio(series, new Map()).holdings[0]!;
    expect(holding.quantity).toBe(1100);
    // 44,062 / 1,100 = 40.056364 a share under both methods (same total cost, more shares).
    expect(holding.averagePrice).toBeCloseTo(40.056364, 5);
    expect(holding.fifoAveragePrice).toBeCloseTo(40.056364, 5);
  });

  it('shows the ex-date as the real move only: (1,100 × 44.1 + 1,500) / 50,000 − 1 = 0.02 %', () => {
    const series = until('2024-07-05');
    const day = dailyReturns(series)[series.dates.indexOf('2024-07-05')]!;
    expect(pp(day)).toBeCloseTo(0.02, 8);
  });

  it('sells 100 shares: average cost takes 1/11 of the cost, FIFO the oldest lot first', () => {
    const holding = summarisePortfolio(until('2024-07-10'), new Map()).holdings[0]!;
    // Average: 44,062 × 100 / 1,100 = 4,005.636…; 4,481 − 4,005.636 = 475.363636.
    expect(holding.realizedGain).toBeCloseTo(475.363636, 5);
    // FIFO: 100 shares of the bought lot, 4,406.2; 4,481 − 4,406.2 = 74.8.
    expect(holding.fifoRealizedGain).toBeCloseTo(74.8, 8);
    expect(holding.quantity).toBe(1000);
  });
});
