import { describe, expect, it } from 'vitest';
import { contributions } from '../analytics.ts';
import { periodReturn } from '../returns.ts';
import { buy, closes, fee, sell } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: which holding made the money. A rose 20 %; B fell, was half sold, then recovered.
describe('contribution by holding', () => {
  const series = valuePortfolio({
    transactions: [
      buy('2024-05-02', 'A', 1000, 100, 0),
      buy('2024-05-02', 'B', 2000, 50, 0),
      sell('2024-05-03', 'B', 1000, 45, 0, 0),
      fee('2024-05-06', 100),
    ],
    prices: {
      A: closes({ '2024-05-02': 100, '2024-05-03': 110, '2024-05-06': 120 }),
      B: closes({ '2024-05-02': 50, '2024-05-03': 45, '2024-05-06': 55 }),
    },
    until: '2024-05-06',
    perSymbol: true,
  });

  it('over the whole history: A +20,000, B 0 (its loss on the sold half made back on the rest)', () => {
    // A: 120,000 − 100,000 put in. B: 55,000 − (100,000 − 45,000) = 0.
    expect(contributions(series, null, '2024-05-06')).toEqual([
      { symbol: 'A', gain: 20_000, share: 1 },
      { symbol: 'B', gain: 0, share: 0 },
    ]);
    // The portfolio's gain is theirs less the NT$100 account fee.
    expect(periodReturn(series, 'all').gain).toBe(19_900);
  });

  it('on the last day only: A +10,000, B +10,000', () => {
    // A 120,000 − 110,000; B 1,000 × (55 − 45).
    expect(contributions(series, '2024-05-06', '2024-05-06')).toEqual([
      { symbol: 'A', gain: 10_000, share: 0.5 },
      { symbol: 'B', gain: 10_000, share: 0.5 },
    ]);
  });
});
