import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, closes, pp, sell, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: a position is sold completely, then bought again a month later at a different price.
// The new run's cost starts fresh; the first run's profit stays realised.
describe('full close and reopen', () => {
  const transactions = [
    // 150,000 × 0.1425 % = 213.75 → 213; cost 150,213.
    buy('2024-01-02', '2603', 1000, 150, 213),
    // 180,000: fee 256.5 → 256, tax 540; net 179,204; realised 179,204 − 150,213 = 28,991.
    sell('2024-02-01', '2603', 1000, 180, 256, 540),
    // 160,000 × 0.1425 % = 228; cost 160,228.
    buy('2024-03-01', '2603', 1000, 160, 228),
  ];
  const prices = {
    '2603': closes({
      '2024-01-02': 150,
      '2024-02-01': 180,
      '2024-02-15': 170,
      '2024-03-01': 160,
      '2024-03-29': 165,
    }),
  };
  const series = valuePortfolio({ transactions, prices, until: '2024-03-29', perSymbol: true });
  const holding = summarisePortfolio(series, new Map()).holdings[0]!;

  it('starts the new average at 160.228, not blended with the closed run', () => {
    expect(holding.quantity).toBe(1000);
    expect(holding.averagePrice).toBeCloseTo(160.228, 10);
    expect(holding.fifoAveragePrice).toBeCloseTo(160.228, 10);
    expect(holding.openedOn).toBe('2024-03-01');
    // 165,000 − 160,228 = 4,772.
    expect(holding.unrealizedGain).toBeCloseTo(4_772, 6);
  });

  it('keeps the first run realised: 28,991', () => {
    expect(holding.realizedGain).toBeCloseTo(28_991, 6);
    expect(holding.fifoRealizedGain).toBeCloseTo(28_991, 6);
  });

  it('chains the returns across the flat month', () => {
    const hand = [
      { date: '2024-01-02', value: 150_000, inflow: 150_213, outflow: 0 },
      { date: '2024-02-01', value: 0, inflow: 0, outflow: 179_204 },
      { date: '2024-02-15', value: 0, inflow: 0, outflow: 0 },
      { date: '2024-03-01', value: 160_000, inflow: 160_228, outflow: 0 },
      { date: '2024-03-29', value: 165_000, inflow: 0, outflow: 0 },
    ];
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    const all = periodReturn(series, 'all');
    // (150,000/150,213)(179,204/150,000)(160,000/160,228)(165,000/160,000) − 1 = 22.852985 %
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(22.852985, 4);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
    // (28,991 + 4,772) / (150,213 + 160,228) = 10.875819 %
    expect(pp(all.simpleReturn)).toBeCloseTo(10.875819, 4);
    const independent = bisectionXirr([
      { date: '2024-01-02', amount: -150_213 },
      { date: '2024-02-01', amount: 179_204 },
      { date: '2024-03-01', amount: -160_228 },
      { date: '2024-03-29', amount: 165_000 },
    ]);
    expect(pp(all.xirr)).toBeCloseTo(pp(independent), 2);
  });
});
