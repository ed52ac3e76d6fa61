import { describe, expect, it } from 'vitest';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, closes, pp, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: a custom range (both dates inclusive) with a purchase inside it (fees zero).
describe('a custom range', () => {
  const series = valuePortfolio({
    transactions: [buy('2024-01-02', '3008', 1000, 50, 0), buy('2024-03-15', '3008', 1000, 60, 0)],
    prices: {
      '3008': closes({
        '2024-01-02': 50,
        '2024-02-29': 55,
        '2024-03-15': 60,
        '2024-04-30': 57,
        '2024-05-31': 63,
      }),
    },
    until: '2024-05-31',
  });

  it('starts from the close before `from` and counts the purchase inside the range', () => {
    const range = periodReturn(series, 'custom', { from: '2024-03-01', to: '2024-04-30' });
    expect(range.startDate).toBe('2024-02-29');
    expect(range.endDate).toBe('2024-04-30');
    expect(range.startValue).toBe(55_000);
    expect(range.inflows).toBe(60_000);
    const hand = [
      { date: '2024-03-15', value: 120_000, inflow: 60_000, outflow: 0 },
      { date: '2024-04-30', value: 114_000, inflow: 0, outflow: 0 },
    ];
    // 120,000/(55,000 + 60,000) × 114,000/120,000 − 1 = −0.869565 %
    expect(pp(range.timeWeightedReturn)).toBeCloseTo(-0.869565, 4);
    expect(pp(range.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand, 55_000)), 2);
    // Gain 114,000 − 55,000 − 60,000 = −1,000 on 115,000.
    expect(range.gain).toBe(-1_000);
    const independent = bisectionXirr([
      { date: '2024-02-29', amount: -55_000 },
      { date: '2024-03-15', amount: -60_000 },
      { date: '2024-04-30', amount: 114_000 },
    ]);
    expect(pp(range.xirr)).toBeCloseTo(pp(independent), 2);
  });

  it('starts from nothing when the range begins before the first purchase', () => {
    const range = periodReturn(series, 'custom', { from: '2023-12-01', to: '2024-01-02' });
    expect(range.startDate).toBeNull();
    expect(range.startValue).toBe(0);
    expect(range.inflows).toBe(50_000);
    expect(range.timeWeightedReturn).toBe(0);
  });
});
