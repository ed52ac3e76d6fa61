import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { dailyReturns, periodReturn } from '../returns.ts';
import { buy, closes, pp, split, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: one lot of 0050 through its 1→4 split (ex-date 2025-06-18). Raw closes fall from 188.65
// to 47.5 while the shares quadruple: the member made 0.72 % that day, not 300 % and not −75 %.
describe('a 1→4 split', () => {
  // 188,000 × 0.1425 % = 267.9 → 267; cost 188,267.
  const purchase = buy('2025-06-02', '0050', 1000, 188, 267);
  const prices = {
    '0050': closes({ '2025-06-02': 188, '2025-06-17': 188.65, '2025-06-18': 47.5, '2025-06-30': 48 }),
  };

  it('applies the published split on the ex-date: 4,000 shares at 188,267 / 4,000 = 47.06675', () => {
    const series = valuePortfolio({
      transactions: [purchase],
      actions: [{ symbol: '0050', exDate: '2025-06-18', splitRatio: 4 }],
      prices,
      until: '2025-06-30',
      perSymbol: true,
    });
    const holding = summarisePortfolio(series, new Map()).holdings[0]!;
    expect(holding.quantity).toBe(4000);
    expect(holding.averagePrice).toBeCloseTo(47.06675, 10);
    expect(holding.fifoAveragePrice).toBeCloseTo(47.06675, 10);
    // 4,000 × 48 = 192,000 − 188,267 = 3,733 (1.982822 %).
    expect(holding.unrealizedGain).toBeCloseTo(3_733, 6);
    const day = dailyReturns(series)[series.dates.indexOf('2025-06-18')]!;
    // 4,000 × 47.5 / (1,000 × 188.65) − 1 = 190,000 / 188,650 − 1 = 0.715611 %
    expect(pp(day)).toBeCloseTo(0.715611, 4);
    const hand = [
      { date: '2025-06-02', value: 188_000, inflow: 188_267, outflow: 0 },
      { date: '2025-06-17', value: 188_650, inflow: 0, outflow: 0 },
      { date: '2025-06-18', value: 190_000, inflow: 0, outflow: 0 },
      { date: '2025-06-30', value: 192_000, inflow: 0, outflow: 0 },
    ];
    expect([...series.values]).toEqual(hand.map((entry) => entry.value));
    const all = periodReturn(series, 'all');
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(1.982822, 4);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
  });

  it('gives the same result when the member records the split by hand (and the published one is not doubled)', () => {
    const series = valuePortfolio({
      transactions: [purchase, split('2025-06-18', '0050', 4)],
      actions: [{ symbol: '0050', exDate: '2025-06-18', splitRatio: 4 }],
      prices,
      until: '2025-06-30',
    });
    expect(series.ledger.positions.get('0050')!.shares).toBe(4000);
    expect(series.values.at(-1)).toBe(192_000);
  });

  it('moves the mark by the split when the ex-date close is not known yet', () => {
    const series = valuePortfolio({
      transactions: [purchase],
      actions: [{ symbol: '0050', exDate: '2025-06-18', splitRatio: 4 }],
      prices: { '0050': closes({ '2025-06-02': 188, '2025-06-17': 188.65 }) },
      until: '2025-06-18',
    });
    // 4,000 × 188.65 / 4 = 188,650: flat, not 754,600.
    expect(series.values.at(-1)).toBeCloseTo(188_650, 6);
  });
});
