import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, closes, pp, sell, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story (the multiple-buys case that trips other trackers): two buys at different prices, then a
// sale of 1.5 lots. Average cost and FIFO give different realised and unrealised gains but the
// same total.
describe('two buys, one partial sale: average cost and FIFO side by side', () => {
  const transactions = [
    // 100,000 × 0.1425 % = 142.5 → 142; cost 100,142.
    buy('2024-01-03', '2884', 1000, 100, 142),
    // 120,000 × 0.1425 % = 171; cost 120,171.
    buy('2024-02-05', '2884', 1000, 120, 171),
    // 195,000: fee 277.875 → 277, tax 0.3 % = 585; net 195,000 − 277 − 585 = 194,138.
    sell('2024-03-04', '2884', 1500, 130, 277, 585),
  ];
  const prices = {
    '2884': closes({ '2024-01-03': 100, '2024-02-05': 120, '2024-03-04': 130, '2024-03-29': 130 }),
  };
  const series = valuePortfolio({ transactions, prices, until: '2024-03-29', perSymbol: true });
  const summary = summarisePortfolio(series, new Map());
  const holding = summary.holdings[0]!;

  it('average cost: 1,500/2,000 of 220,313 leaves with the sale', () => {
    // Removed 220,313 × 1,500 / 2,000 = 165,234.75; realised 194,138 − 165,234.75 = 28,903.25.
    expect(holding.realizedGain).toBeCloseTo(28_903.25, 6);
    // Left: 220,313 − 165,234.75 = 55,078.25 for 500 shares = 110.1565 a share.
    expect(holding.totalCost).toBeCloseTo(55_078.25, 6);
    expect(holding.averagePrice).toBeCloseTo(110.1565, 6);
    // Unrealised at 130: 65,000 − 55,078.25 = 9,921.75.
    expect(holding.unrealizedGain).toBeCloseTo(9_921.75, 6);
  });

  it('FIFO: the first lot and half of the second leave with the sale', () => {
    // Removed 100,142 + 120,171 / 2 = 160,227.5; realised 194,138 − 160,227.5 = 33,910.5.
    expect(holding.fifoRealizedGain).toBeCloseTo(33_910.5, 6);
    // Left: 60,085.5 for 500 shares = 120.171 a share; unrealised 65,000 − 60,085.5 = 4,914.5.
    expect(holding.fifoCost).toBeCloseTo(60_085.5, 6);
    expect(holding.fifoAveragePrice).toBeCloseTo(120.171, 6);
    expect(holding.fifoUnrealizedGain).toBeCloseTo(4_914.5, 6);
  });

  it('both methods add up to the same total gain of 38,825', () => {
    // 28,903.25 + 9,921.75 = 33,910.5 + 4,914.5 = 38,825 = 65,000 + 194,138 − 100,142 − 120,171.
    expect(holding.realizedGain + holding.unrealizedGain).toBeCloseTo(38_825, 6);
    expect(holding.fifoRealizedGain + holding.fifoUnrealizedGain).toBeCloseTo(38_825, 6);
    expect(periodReturn(series, 'all').gain).toBeCloseTo(38_825, 6);
  });

  it('returns: TWR 17.5316 %, simple 17.6227 %, XIRR as an independent bisection finds', () => {
    const hand = [
      { date: '2024-01-03', value: 100_000, inflow: 100_142, outflow: 0 },
      { date: '2024-02-05', value: 240_000, inflow: 120_171, outflow: 0 },
      { date: '2024-03-04', value: 65_000, inflow: 0, outflow: 194_138 },
      { date: '2024-03-29', value: 65_000, inflow: 0, outflow: 0 },
    ];
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    const all = periodReturn(series, 'all');
    // (100,000/100,142) × (240,000/220,142) × (259,138/240,000) − 1 = 17.531621 %
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(17.531621, 4);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
    // 38,825 / (100,142 + 120,171) = 17.622655 %
    expect(pp(all.simpleReturn)).toBeCloseTo(17.622655, 4);
    const independent = bisectionXirr([
      { date: '2024-01-03', amount: -100_142 },
      { date: '2024-02-05', amount: -120_171 },
      { date: '2024-03-04', amount: 194_138 },
      { date: '2024-03-29', amount: 65_000 },
    ]);
    expect(pp(all.xirr)).toBeCloseTo(pp(independent), 2);
  });
});
