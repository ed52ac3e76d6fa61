import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { buy, closes, pp } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: the day change of a holding bought today is measured from its purchase, not from
// yesterday's close it never had.
describe('day change with a purchase today', () => {
  const series = valuePortfolio({
    transactions: [
      buy('2024-06-03', '2330', 1000, 800, 0),
      // 500 × 1,200 = 600,000 × 0.1425 % = 855; cost 600,855.
      buy('2024-06-14', '2454', 500, 1200, 855),
    ],
    prices: {
      '2330': closes({ '2024-06-03': 800, '2024-06-13': 850, '2024-06-14': 860 }),
      '2454': closes({ '2024-06-13': 1190, '2024-06-14': 1210 }),
    },
    until: '2024-06-14',
    perSymbol: true,
  });
  const summary = summarisePortfolio(series, new Map());
  const bySymbol = new Map(summary.holdings.map((holding) => [holding.symbol, holding]));

  it('held since before: 1,000 × (860 − 850) = 10,000 (1.176471 %)', () => {
    expect(bySymbol.get('2330')!.dayChange).toBeCloseTo(10_000, 6);
    expect(pp(bySymbol.get('2330')!.dayChangePercent)).toBeCloseTo(1.176471, 4);
  });

  it('bought today: 500 × 1,210 − 600,855 = 4,145 (0.689850 % of what was paid)', () => {
    expect(bySymbol.get('2454')!.dayChange).toBeCloseTo(4_145, 6);
    expect(pp(bySymbol.get('2454')!.dayChangePercent)).toBeCloseTo(0.68985, 4);
  });

  it('portfolio: 1,465,000 − 850,000 − 600,855 = 14,145; today 1,465,000 / 1,450,855 − 1 = 0.974942 %', () => {
    expect(summary.dayChange).toBeCloseTo(14_145, 6);
    expect(pp(summary.dayChangePercent)).toBeCloseTo(0.974942, 4);
    expect(periodReturn(series, 'today').gain).toBeCloseTo(14_145, 6);
  });
});
