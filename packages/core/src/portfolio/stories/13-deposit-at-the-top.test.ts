import { describe, expect, it } from 'vitest';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, cashIn, closes, pp, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story (cash in): a cash-tracking portfolio. NT$100,000 deposited and invested at 100; the stock
// doubles; NT$200,000 more deposited and invested at the top (200); the stock ends the year at 150.
// The stock choice earned +50 % (time-weighted); the member's money earned nothing (XIRR 0 %).
// Fees are zero in this story (a fee-free promotion) so the numbers stay round.
describe('a deposit at the top: TWR against XIRR', () => {
  const transactions = [
    cashIn('2024-01-02', 100_000),
    buy('2024-01-02', '2330', 1000, 100, 0),
    cashIn('2024-07-01', 200_000),
    buy('2024-07-01', '2330', 1000, 200, 0),
  ];
  const prices = {
    '2330': closes({ '2024-01-02': 100, '2024-06-28': 200, '2024-07-01': 200, '2024-12-31': 150 }),
  };
  const series = valuePortfolio({ transactions, prices, trackCash: true, until: '2024-12-31' });
  const hand = [
    { date: '2024-01-02', value: 100_000, inflow: 100_000, outflow: 0 },
    { date: '2024-06-28', value: 200_000, inflow: 0, outflow: 0 },
    { date: '2024-07-01', value: 400_000, inflow: 200_000, outflow: 0 },
    { date: '2024-12-31', value: 300_000, inflow: 0, outflow: 0 },
  ];

  it('counts only the deposits as flows (the purchases move cash inside the portfolio)', () => {
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    expect([...series.inflows]).toEqual(hand.map((day) => day.inflow));
    expect(series.ledger.cash).toBe(0);
  });

  it('TWR = 1 × 2 × 1 × 0.75 − 1 = +50 %', () => {
    const all = periodReturn(series, 'all');
    // 100k/100k × 200k/100k × 400k/(200k + 200k) × 300k/400k − 1 = 0.5
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(50, 8);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
  });

  it('XIRR = 0 %: −100,000 and −200,000 in, 300,000 at the end', () => {
    const all = periodReturn(series, 'all');
    expect(pp(all.xirr)).toBeCloseTo(0, 6);
    expect(
      pp(
        bisectionXirr([
          { date: '2024-01-02', amount: -100_000 },
          { date: '2024-07-01', amount: -200_000 },
          { date: '2024-12-31', amount: 300_000 },
        ]),
      ),
    ).toBeCloseTo(0, 2);
    // Simple: 300,000 − 300,000 = 0 gained on 300,000 put in.
    expect(all.simpleReturn).toBe(0);
  });
});
