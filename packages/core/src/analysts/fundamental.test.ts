/**
 * Fundamental analyst on small built datasets (TWSE valuation and 月營收 are not in the history
 * folder), worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { sliceBundle } from './bundle.ts';
import { cited, keys } from './fixtures/opinions.ts';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { fundamentalAnalyst } from './team/fundamental.ts';
import type {
  EvidenceBundle,
  MonthlyRevenue,
  PeerValuations,
  RevenueMonth,
  ValuationHistory,
} from './types.ts';

const test = { source: 'test', simulated: true } as const;
const stock = bundleFromCloses(Array.from({ length: 100 }, () => 80));
const dates = stock.bars.dates;

// P/E (50 + i) / 10 = 5.0 … 14.8, except today's 8.0: sorted, 30 values lie below 8.0 and two equal
// it, so its rank is (30 + 2/2) / 100 = 0.31. P/B is not meaningful (NaN) on any day.
const valuation: ValuationHistory = {
  ...test,
  dates,
  pe: Float64Array.from(dates, (_, i) => (i === 99 ? 8 : (50 + i) / 10)),
  pb: new Float64Array(100).fill(NaN),
  dividendYield: Float64Array.from(dates, (_, i) => (i === 99 ? 5 : 4)),
};

const peers: PeerValuations = {
  ...test,
  date: dates[0]!,
  peers: [
    { symbol: '9999', name: '自己', pe: 8, pb: null },
    { symbol: 'A', name: 'A', pe: 10, pb: null },
    { symbol: 'B', name: 'B', pe: 12, pb: null },
    { symbol: 'C', name: 'C', pe: 14, pb: null },
  ],
};

// 月營收 2008-01 … 2010-03: 100 a month, except 2009-10 … 12 at 110 (+10 % YoY) and 2010-01 … 03
// at 120, 125, 130 (+25 % over the three months; the latest month +30 %).
const special: Record<string, number> = {
  '2009-10': 110,
  '2009-11': 110,
  '2009-12': 110,
  '2010-01': 120,
  '2010-02': 125,
  '2010-03': 130,
};
const rows: RevenueMonth[] = [];
for (let k = 0; k < 27; k++) {
  const year = 2008 + Math.floor(k / 12);
  const month = `${year}-${String((k % 12) + 1).padStart(2, '0')}`;
  const next = k % 12 === 11 ? `${year + 1}-01` : `${year}-${String((k % 12) + 2).padStart(2, '0')}`;
  rows.push({ month, published: `${next}-10`, revenue: special[month] ?? 100, yoy: null });
}
const revenue: MonthlyRevenue = { ...test, rows };

describe('fundamental analyst', () => {
  it('combines river bands, peers, yield and revenue growth', () => {
    const o = fundamentalAnalyst({ ...stock, valuation, peers, revenue });
    // P/E band: q(0.5) of the sorted 100 = (9.8 + 9.9) / 2 = 9.85 → fair price 80 × 9.85 / 8 = 98.5.
    expect(cited(o, 'pe')).toBe(8);
    expect(cited(o, 'peRank')).toBe(0.31);
    expect(cited(o, 'peP50')).toBe(9.85);
    expect(cited(o, 'peP50Price')).toBe(98.5);
    // Peers (itself excluded): median 12 → premium 8 / 12 − 1 = −33.33 %.
    expect(cited(o, 'pePeerMedian')).toBe(12);
    expect(cited(o, 'pePeerPremium')).toBe(-0.333333);
    expect(cited(o, 'pePeerCount')).toBe(3);
    expect(cited(o, 'dividendYield')).toBe(5);
    expect(cited(o, 'dividendYieldP50')).toBe(4);
    expect(cited(o, 'revenueYoY')).toBe(30);
    expect(cited(o, 'revenueYoY3m')).toBe(25);
    expect(cited(o, 'revenueYoY3mPrevious')).toBe(10);
    // Votes: P/E (0.5 − 0.31) × 2 = 0.38 (×1.5), peers 0.6667 (×1), yield (5 − 4) / 4 = 0.25 (×0.5),
    // growth 25 / 30 (×1.5), acceleration 15 / 20 (×0.5); P/B has no vote (×1). Score 2.98667 / 5;
    // coverage 5/6, all votes agree: confidence 5/6 × 0.9 = 0.75.
    expect(o.score).toBe(0.5973);
    expect(o.confidence).toBe(0.75);
    expect(o.signal).toBe('buy');
    expect(o.targetPrice).toBe(98.5);
    expect(o.horizonDays).toBe(250);
    expect(keys(o)).toEqual([
      'fundamental.peBand',
      'fundamental.pePeers',
      'fundamental.dividendYield',
      'fundamental.revenueGrowth',
      'fundamental.revenueAccelerating',
    ]);
    expect(o.missing).toEqual([]);
  });

  it('sees a month of revenue only from the day it was published', () => {
    // On 2010-03-05 the latest published month is 2010-01 (published 2010-02-10): +20 %.
    const early: EvidenceBundle = { ...stock, revenue, asOf: '2010-03-05' };
    expect(() => fundamentalAnalyst(early)).toThrow(/after asOf/);
    const o = fundamentalAnalyst(sliceBundle(early));
    expect(cited(o, 'revenueYoY')).toBe(20);
    expect(o.evidence.find((e) => e.id === 'fundamental.revenue')?.source.date).toBe('2010-02-10');
  });

  it('uses the trailing cash dividend when there is no valuation history', () => {
    const o = fundamentalAnalyst({
      ...stock,
      revenue,
      dividends: { ...test, rows: [{ exDate: '2010-03-01', cash: 4, stock: 0 }] },
    });
    expect(cited(o, 'trailingCashDividend')).toBe(4);
    expect(cited(o, 'trailingDividendYield')).toBe(5);
    expect(o.missing).toEqual(['valuation', 'peers']);
    expect(keys(o)).toContain('common.partialData');
  });

  it('says the datasets are missing rather than guessing', () => {
    const o = fundamentalAnalyst(stock);
    expect(o.status).toBe('insufficient');
    expect(o.missing).toEqual(['valuation', 'revenue']);
    expect(o.signal).toBe('hold');
    expect(o.confidence).toBe(0.05);
    expect(o.targetPrice).toBeNull();
    expect(keys(o)).toEqual(['common.missingData']);
  });
});
