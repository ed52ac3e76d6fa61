import { describe, expect, it } from 'vitest';
import { periodReturn } from '../returns.ts';
import { buy, closes, pp } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';
import { xirr } from '../xirr.ts';

// Story: XIRR over whole years equals the plain annual rate (fees zero for round numbers).
describe('XIRR over whole years', () => {
  it('is 10 % for 100,000 growing to 110,000 in 365 days', () => {
    const series = valuePortfolio({
      transactions: [buy('2023-01-02', '1216', 1000, 100, 0)],
      prices: { '1216': closes({ '2023-01-02': 100, '2024-01-02': 110 }) },
      until: '2024-01-02',
    });
    const all = periodReturn(series, 'all');
    expect(pp(all.xirr)).toBeCloseTo(10, 6);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(10, 8);
    expect(pp(all.simpleReturn)).toBeCloseTo(10, 8);
  });

  it('is 10 % a year for 100,000 growing to 121,000 in 730 days (2022-01-03 → 2024-01-03)', () => {
    // 1.1² = 1.21; 730 / 365 = 2 years.
    const rate = xirr([
      { date: '2022-01-03', amount: -100_000 },
      { date: '2024-01-03', amount: 121_000 },
    ]);
    expect(pp(rate)).toBeCloseTo(10, 6);
  });

  it('has no answer without money both in and out', () => {
    expect(xirr([{ date: '2024-01-02', amount: -100 }])).toBeNull();
    expect(
      xirr([
        { date: '2024-01-02', amount: -100 },
        { date: '2024-02-02', amount: -100 },
      ]),
    ).toBeNull();
  });

  it('finds a deeply negative rate too: everything lost but 1 % in a year is −99 %', () => {
    const rate = xirr([
      { date: '2023-01-02', amount: -100_000 },
      { date: '2024-01-02', amount: 1_000 },
    ]);
    expect(pp(rate)).toBeCloseTo(-99, 6);
  });
});
