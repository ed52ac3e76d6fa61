import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { buy, closes, pp, reverseSplit } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story (the reverse split that shows a 200 % gain elsewhere): 1,000 shares at NT$10 go through a
// 4→1 reverse split; the raw price jumps to about 40 while the shares fall to 250.
describe('a 4→1 reverse split', () => {
  // 10,000 × 0.1425 % = 14.25 → 14 → board-lot minimum 20; cost 10,020.
  const transactions = [buy('2024-09-02', '2888', 1000, 10, 20), reverseSplit('2024-10-14', '2888', 4)];
  const prices = { '2888': closes({ '2024-09-02': 10, '2024-10-11': 10.05, '2024-10-14': 40.4 }) };
  const series = valuePortfolio({ transactions, prices, until: '2024-10-14', perSymbol: true });

  it('holds 250 shares at 10,020 / 250 = 40.08 a share', () => {
    const holding = summarisePortfolio(series, new Map()).holdings[0]!;
    expect(holding.quantity).toBe(250);
    expect(holding.averagePrice).toBeCloseTo(40.08, 10);
    // 250 × 40.4 = 10,100 − 10,020 = 80 (0.798403 %), not +200 %.
    expect(holding.unrealizedGain).toBeCloseTo(80, 6);
  });

  it('reports a return of 0.80 %', () => {
    // TWR: (10,000/10,020)(10,050/10,000)(10,100/10,050) − 1 = 10,100/10,020 − 1 = 0.798403 %
    const all = periodReturn(series, 'all');
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(0.798403, 4);
    expect(pp(all.simpleReturn)).toBeCloseTo(0.798403, 4);
  });
});
