import { describe, expect, it } from 'vitest';
import {
  addTaipeiMonths,
  cycleStartBefore,
  periodEndFrom,
  prorateUpgrade,
  taipeiDayOfMonth,
} from './periods.ts';

const at = (iso: string) => new Date(iso);

describe('Taipei billing periods', () => {
  it('adds a month on the Taipei calendar, keeping the time of day', () => {
    // 10:00 Taipei on 15 Nov → 10:00 Taipei on 15 Dec.
    expect(periodEndFrom(at('2026-11-15T02:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-12-15T02:00:00.000Z',
    );
  });

  it('uses the Taipei date, not the UTC one', () => {
    // 31 Jan 16:30 UTC is 1 Feb 00:30 in Taipei: the anchor is the 1st.
    const start = at('2026-01-31T16:30:00Z');
    expect(taipeiDayOfMonth(start)).toBe(1);
    expect(periodEndFrom(start, 'monthly').toISOString()).toBe('2026-02-28T16:30:00.000Z'); // 1 Mar 00:30 Taipei
  });

  it('clamps the anchor day to short months and returns to it', () => {
    const start = at('2027-01-31T01:00:00Z'); // 31 Jan 09:00 Taipei
    const february = periodEndFrom(start, 'monthly');
    expect(february.toISOString()).toBe('2027-02-28T01:00:00.000Z');
    const march = periodEndFrom(february, 'monthly', 31);
    expect(march.toISOString()).toBe('2027-03-31T01:00:00.000Z');
    expect(addTaipeiMonths(march, 1, 31).toISOString()).toBe('2027-04-30T01:00:00.000Z');
    expect(addTaipeiMonths(start, 13, 31).toISOString()).toBe('2028-02-29T01:00:00.000Z'); // leap year
  });

  it('adds a year, 29 Feb becoming 28 Feb', () => {
    expect(periodEndFrom(at('2028-02-29T04:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T04:00:00.000Z',
    );
    expect(cycleStartBefore(at('2029-02-28T04:00:00Z'), 'yearly', 29).toISOString()).toBe(
      '2028-02-29T04:00:00.000Z',
    );
  });
});

describe('upgrade proration', () => {
  const periodEnd = at('2026-12-21T02:00:00Z'); // a monthly cycle of 30 days (21 Nov → 21 Dec)

  it('charges the price difference for the remaining days', () => {
    expect(
      prorateUpgrade({
        currentPrice: 1999,
        newPrice: 4999,
        cycle: 'monthly',
        periodEnd,
        anchorDay: 21,
        now: at('2026-12-11T02:00:00Z'),
      }),
    ).toEqual({ remainingDays: 10, cycleDays: 30, amount: 1000 });
  });

  it('counts a started day as a day and rounds to whole NT$', () => {
    expect(
      prorateUpgrade({
        currentPrice: 1999,
        newPrice: 4999,
        cycle: 'monthly',
        periodEnd,
        anchorDay: 21,
        now: at('2026-12-11T01:00:00Z'),
      }),
    ).toEqual({ remainingDays: 11, cycleDays: 30, amount: 1100 });
    // yearly: (49,990 − 19,990) × 100 / 365 = 8,219.17…
    expect(
      prorateUpgrade({
        currentPrice: 19990,
        newPrice: 49990,
        cycle: 'yearly',
        periodEnd: at('2027-11-21T02:00:00Z'),
        anchorDay: 21,
        now: at('2027-08-13T02:00:00Z'),
      }),
    ).toEqual({ remainingDays: 100, cycleDays: 365, amount: 8219 });
  });

  it('charges nothing once the period is over or when the price does not rise', () => {
    const after = at('2026-12-22T00:00:00Z');
    expect(
      prorateUpgrade({
        currentPrice: 1999,
        newPrice: 4999,
        cycle: 'monthly',
        periodEnd,
        anchorDay: 21,
        now: after,
      }).amount,
    ).toBe(0);
    expect(
      prorateUpgrade({
        currentPrice: 4999,
        newPrice: 1999,
        cycle: 'monthly',
        periodEnd,
        anchorDay: 21,
        now: at('2026-12-01T00:00:00Z'),
      }).amount,
    ).toBe(0);
  });
});
