import { describe, expect, it } from 'vitest';
import { dividendPremium } from '../costs.ts';
import { summarisePortfolio } from '../holdings.ts';
import { buy, closes } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: 二代健保 — 2.11 % withheld from a single dividend payment that reaches NT$20,000.
describe('the 二代健保 supplementary premium on dividends', () => {
  it('charges nothing below NT$20,000 and 2.11 % from NT$20,000 (達 2 萬元)', () => {
    expect(dividendPremium(19_999)).toBe(0);
    // 20,000 × 2.11 % = 422.
    expect(dividendPremium(20_000)).toBe(422);
    // 50,000 × 2.11 % = 1,055.
    expect(dividendPremium(50_000)).toBe(1_055);
  });

  it('counts bonus shares at their NT$10 par value and caps the base at NT$10,000,000', () => {
    // 6,000 cash + 1,500 bonus shares × 10 = 21,000 × 2.11 % = 443.1 → 443.
    expect(dividendPremium(6_000, 1_500)).toBe(443);
    // min(12,000,000, 10,000,000) × 2.11 % = 211,000.
    expect(dividendPremium(12_000_000)).toBe(211_000);
  });

  it('withholds it from a published dividend: 10,000 shares × 2.1 = 21,000 − 443 = 20,557 received', () => {
    const series = valuePortfolio({
      // 10,000 × 25 = 250,000 × 0.1425 % = 356.25 → 356.
      transactions: [buy('2024-06-03', '2886', 10_000, 25, 356)],
      actions: [{ symbol: '2886', exDate: '2024-07-18', cashDividend: 2.1 }],
      prices: { '2886': closes({ '2024-06-03': 25, '2024-07-17': 27, '2024-07-18': 24.9 }) },
      until: '2024-07-18',
      perSymbol: true,
    });
    // 21,000 × 2.11 % = 443.1 → 443.
    expect(series.ledger.generated).toMatchObject([{ type: 'cash-dividend', amount: 21_000, premium: 443 }]);
    const holding = summarisePortfolio(series, new Map()).holdings[0]!;
    expect(holding.dividends).toBe(20_557);
    // Without cash tracking the net dividend leaves the portfolio as money paid out that day.
    expect(series.outflows.at(-1)).toBe(20_557);
  });
});
