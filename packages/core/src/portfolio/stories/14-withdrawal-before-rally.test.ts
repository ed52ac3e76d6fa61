import { describe, expect, it } from 'vitest';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, cashIn, cashOut, closes, pp, sell, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story (cash out): NT$100,000 deposited and invested at 100; the stock halves; the member sells
// half and withdraws the NT$25,000; the stock recovers to 100. The stock ends where it started
// (TWR 0 %) but the member sold at the bottom (XIRR about −31.95 %). Fees and tax are zero here.
describe('a withdrawal at the bottom: TWR against XIRR', () => {
  const transactions = [
    cashIn('2024-01-02', 100_000),
    buy('2024-01-02', '2454', 1000, 100, 0),
    sell('2024-03-01', '2454', 500, 50, 0, 0),
    cashOut('2024-03-01', 25_000),
  ];
  const prices = { '2454': closes({ '2024-01-02': 100, '2024-03-01': 50, '2024-12-31': 100 }) };
  const series = valuePortfolio({ transactions, prices, trackCash: true, until: '2024-12-31' });
  const hand = [
    { date: '2024-01-02', value: 100_000, inflow: 100_000, outflow: 0 },
    { date: '2024-03-01', value: 25_000, inflow: 0, outflow: 25_000 },
    { date: '2024-12-31', value: 50_000, inflow: 0, outflow: 0 },
  ];

  it('counts the withdrawal at the end of its day', () => {
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    expect([...series.outflows]).toEqual(hand.map((day) => day.outflow));
  });

  it('TWR = (25,000 + 25,000)/100,000 × 50,000/25,000 − 1 = 0 %', () => {
    const all = periodReturn(series, 'all');
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(0, 8);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
  });

  it('XIRR ≈ −31.947 %: −100,000 in, +25,000 after 59 days, +50,000 after 364 days', () => {
    const all = periodReturn(series, 'all');
    const independent = bisectionXirr([
      { date: '2024-01-02', amount: -100_000 },
      { date: '2024-03-01', amount: 25_000 },
      { date: '2024-12-31', amount: 50_000 },
    ]);
    expect(pp(independent)).toBeCloseTo(-31.947, 2);
    expect(pp(all.xirr)).toBeCloseTo(pp(independent), 2);
    // Simple: 50,000 + 25,000 − 100,000 = −25,000 on 100,000 = −25 %.
    expect(pp(all.simpleReturn)).toBeCloseTo(-25, 8);
  });
});
