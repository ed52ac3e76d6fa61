import { describe, expect, it } from 'vitest';
import {
  adjustPrice,
  cumulativeFactors,
  deriveAdjustmentEvents,
  impliedReference,
  nextFactor,
  type BarForAdjustment,
} from './adjustment.ts';

// 2330 around its 1995 stock dividend, as the exchange printed it (84/06/13 – 84/06/16).
const tsmc1995: BarForAdjustment[] = [
  { date: '1995-06-13', open: 195, close: 196, change: 2 },
  { date: '1995-06-14', open: 196, close: 190, change: -6 },
  { date: '1995-06-15', open: 110, close: 100.5, change: -2.5 },
  { date: '1995-06-16', open: 100, close: 104.5, change: 4 },
];

describe('adjustment factors', () => {
  it('derives the ex-rights event from the change column: reference = close − change', () => {
    const events = deriveAdjustmentEvents(tsmc1995);
    expect(events).toEqual([
      { date: '1995-06-15', previousClose: 190, referencePrice: 103, origin: 'derived' },
    ]);
  });

  it('absorbs the jump in the adjusted series', () => {
    const events = deriveAdjustmentEvents(tsmc1995);
    const factors = cumulativeFactors(
      tsmc1995.map((bar) => bar.date),
      events,
    );
    expect(factors[0]).toBe(1);
    expect(factors[2]).toBeCloseTo(190 / 103, 12);
    const latest = factors[factors.length - 1]!;
    const adjusted = tsmc1995.map((bar, i) => adjustPrice(bar.close, factors[i]!, latest));
    // The adjusted change on the ex-rights day is the day's own move against its reference.
    expect(adjusted[2]! / adjusted[1]! - 1).toBeCloseTo(100.5 / 103 - 1, 12); // −2.43 %
    expect(adjusted[3]).toBe(104.5); // today's terms: the latest bar is unchanged
  });

  it('uses the opening price for a day marked X, and a dividend record over both', () => {
    const bars: BarForAdjustment[] = [
      { date: '1999-06-14', open: 137, close: 138, change: 2 },
      { date: '1999-06-15', open: 118, close: 117, change: null },
    ];
    expect(impliedReference(bars[1]!, bars[0]!)).toBe(118);
    expect(deriveAdjustmentEvents(bars)[0]).toMatchObject({ referencePrice: 118, origin: 'derived' });
    const record = { date: '1999-06-15', previousClose: 138, referencePrice: 115, origin: 'record' as const };
    expect(deriveAdjustmentEvents(bars, [record])).toEqual([record]);
  });

  it('trusts a higher reference only after a trading halt (capital reduction)', () => {
    const reduction: BarForAdjustment[] = [
      { date: '2007-12-20', open: 59.9, close: 59.9, change: 0 },
      { date: '2008-01-09', open: 64.5, close: 68.2, change: null }, // resumed after a halt
    ];
    expect(deriveAdjustmentEvents(reduction)).toEqual([
      { date: '2008-01-09', previousClose: 59.9, referencePrice: 64.5, origin: 'derived' },
    ]);
    const noHalt: BarForAdjustment[] = [
      { date: '2016-03-29', open: 85, close: 83.7, change: -0.8 },
      { date: '2016-03-31', open: 86.1, close: 84.8, change: null }, // X day opening higher
      { date: '2016-04-01', open: 84.1, close: 83, change: -1.8 },
    ];
    expect(deriveAdjustmentEvents(noHalt)).toEqual([]);
    const missingRows: BarForAdjustment[] = [
      { date: '1993-12-21', open: 67, close: 67.5, change: 0.5 },
      { date: '1993-12-22', open: 70, close: 71, change: 1 }, // reference 70 > 67.5 without a halt
    ];
    expect(deriveAdjustmentEvents(missingRows)).toEqual([]);
  });

  it('ignores normal days and implausible ratios', () => {
    expect(
      deriveAdjustmentEvents([
        { date: 'a', open: 10, close: 10, change: 0 },
        { date: 'b', open: 10, close: 10.5, change: 0.5 },
        { date: 'c', open: 10, close: 0.2, change: -10.3 + 0.0 },
      ]),
    ).toEqual([]);
  });

  it('extends the factor of a stored series by one bar', () => {
    expect(nextFactor({ date: '1995-06-14', close: 190, factor: 1 }, tsmc1995[2]!)).toBeCloseTo(
      190 / 103,
      12,
    );
    expect(nextFactor({ date: '1995-06-15', close: 100.5, factor: 2 }, tsmc1995[3]!)).toBe(2);
  });
});
