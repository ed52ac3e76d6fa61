import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { allPeriodReturns } from '../returns.ts';
import { assessRisk } from '../risk.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: a portfolio just created, nothing recorded yet. Every number is zero or "nothing to
// measure", never NaN.
describe('an empty portfolio', () => {
  const series = valuePortfolio({ transactions: [], prices: {}, until: '2025-03-14', perSymbol: true });

  it('has no days, no value and no returns', () => {
    expect(series.dates).toEqual([]);
    for (const entry of allPeriodReturns(series, { from: '2025-01-01', to: '2025-03-14' })) {
      expect(entry).toMatchObject({ startValue: 0, endValue: 0, inflows: 0, outflows: 0, gain: 0 });
      expect(entry.simpleReturn).toBeNull();
      expect(entry.timeWeightedReturn).toBeNull();
      expect(entry.xirr).toBeNull();
    }
  });

  it('summarises to zeros and scores nothing', () => {
    const summary = summarisePortfolio(series, new Map());
    expect(summary).toMatchObject({
      totalValue: 0,
      totalCost: 0,
      totalGain: 0,
      totalGainPercent: null,
      holdings: [],
    });
    expect(assessRisk({ holdings: [], cash: 0, trackCash: false }).risk.score).toBeNull();
  });
});
