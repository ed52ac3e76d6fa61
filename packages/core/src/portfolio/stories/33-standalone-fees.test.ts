import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { dailyReturns, periodReturn } from '../returns.ts';
import { buy, closes, fee, pp } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: charges outside a trade — an account fee for the portfolio and a NT$10 remittance fee
// on a security's dividend — lower the result without buying anything.
describe('fees outside trades', () => {
  const series = valuePortfolio({
    transactions: [
      // 10,000 × 0.1425 % = 14.25 → 14 → minimum 20.
      buy('2024-02-01', '2884', 1000, 10, 20),
      fee('2024-02-02', 50),
      fee('2024-02-02', 10, '2884'),
    ],
    prices: { '2884': closes({ '2024-02-01': 10, '2024-02-02': 10 }) },
    until: '2024-02-02',
    perSymbol: true,
  });
  const summary = summarisePortfolio(series, new Map());

  it('counts every fee: 20 + 50 + 10 = 80, the security fee against its realised result', () => {
    expect(summary.fees).toBe(80);
    expect(summary.holdings[0]!.fees).toBe(30);
    expect(summary.holdings[0]!.realizedGain).toBe(-10);
  });

  it('makes the fee day a loss: 10,000 / (10,000 + 60) − 1 = −0.596421 %', () => {
    expect(pp(dailyReturns(series).at(-1)!)).toBeCloseTo(-0.596421, 4);
    // All: 10,000 − 10,020 − 60 = −80.
    expect(periodReturn(series, 'all').gain).toBe(-80);
  });
});
