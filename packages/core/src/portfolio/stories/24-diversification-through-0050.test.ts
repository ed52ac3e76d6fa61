import { describe, expect, it } from 'vitest';
import { assessRisk } from '../risk.ts';

// Story: a member holds 0050, 2330 and 2412. Looking through 0050 (weights given here for the
// story: 2330 50 %, 2317, 2454, 2882, 2412 and 1301 10 % each) shows how much of the portfolio is
// really 2330, and how much it overlaps 0050.
describe('diversification /10 looking through 0050', () => {
  const benchmark = {
    symbol: '0050',
    weights: new Map([
      ['2330', 0.5],
      ['2317', 0.1],
      ['2454', 0.1],
      ['2882', 0.1],
      ['2412', 0.1],
      ['1301', 0.1],
    ]),
    sectors: new Map<string, string | null>([
      ['2330', 'technology'],
      ['2317', 'technology'],
      ['2454', 'technology'],
      ['2882', 'finance'],
      ['2412', 'telecom'],
      ['1301', 'materials'],
    ]),
  };
  const report = assessRisk({
    holdings: [
      { symbol: '0050', value: 500_000, sector: null },
      { symbol: '2330', value: 300_000, sector: 'technology' },
      { symbol: '2412', value: 200_000, sector: 'telecom' },
    ],
    cash: 0,
    trackCash: false,
    benchmark,
  });
  const rule = (id: string) => report.diversification.rules.find((entry) => entry.id === id)!;

  it('sees 55 % of the money in 2330: 0.5 × 50 % through 0050 plus 30 % held directly', () => {
    expect(report.exposures[0]!.symbol).toBe('2330');
    expect(report.exposures[0]!.weight).toBeCloseTo(0.55, 12);
    // 2412: 0.5 × 10 % + 20 % = 25 %.
    expect(report.exposures[1]).toEqual({ symbol: '2412', weight: expect.closeTo(0.25, 12) });
  });

  it('measures each diversification rule', () => {
    // HHI = 0.55² + 0.25² + 4 × 0.05² = 0.375 → 1 / 0.375 = 2.666667 effective holdings.
    expect(rule('effective-holdings').value).toBeCloseTo(2.666667, 5);
    expect(rule('largest-weight').value).toBeCloseTo(0.55, 12);
    // Technology 0.55 + 0.05 + 0.05 = 65 %; four sectors.
    expect(rule('sector-concentration').value).toBeCloseTo(0.65, 12);
    expect(rule('sector-count').value).toBe(4);
    // Overlap Σ min(w, b) = 0.5 + 0.05 + 0.05 + 0.05 + 0.1 + 0.05 = 0.8.
    expect(rule('benchmark-overlap').value).toBeCloseTo(0.8, 12);
  });

  it('scores 2.7056 /10', () => {
    // Effective 3 × (2.666667 − 1)/9 = 0.555556; largest 0.55 is past 0.5 → 0;
    // sector 2 × (0.65 − 0.8)/(0.3 − 0.8) = 0.6; sectors 1 × 3/4 = 0.75; overlap 2 × 0.2/0.5 = 0.8.
    // Ten points possible: 2.705556.
    expect(report.diversification.score).toBeCloseTo(2.705556, 5);
  });

  it('scores risk on the measurable rules only (no returns given): 7.0556 /10', () => {
    // Largest 2 × 0.35/0.4 = 1.75; sector 2 × 0.25/0.5 = 1; holdings 7/9 → 3.527778 of 5 × 2.
    expect(report.risk.score).toBeCloseTo(7.055556, 5);
  });

  it('cannot measure the overlap without 0050 weights, and treats 0050 as one holding', () => {
    const plain = assessRisk({
      holdings: [
        { symbol: '0050', value: 500_000, sector: null },
        { symbol: '2330', value: 500_000, sector: 'technology' },
      ],
      cash: 0,
      trackCash: false,
    });
    const overlap = plain.diversification.rules.find((entry) => entry.id === 'benchmark-overlap')!;
    expect(overlap).toMatchObject({ value: null, applies: false });
    expect(plain.exposures.map((entry) => entry.weight)).toEqual([0.5, 0.5]);
  });
});
