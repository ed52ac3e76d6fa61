import { describe, expect, it } from 'vitest';
import { ceilToTick, floorToTick, isOnTick, tickSize } from './tick-size.ts';
import { limitState, priceLimits } from './price-limits.ts';
import {
  isTradingDay,
  marketPhase,
  nextOpen,
  taipeiDate,
  taipeiMonthsInclusive,
  taipeiYear,
} from './session.ts';

describe('tick sizes', () => {
  it.each([
    [9.99, 0.01],
    [10, 0.05],
    [49.95, 0.05],
    [50, 0.1],
    [99.9, 0.1],
    [100, 0.5],
    [499.5, 0.5],
    [500, 1],
    [999, 1],
    [1000, 5],
    [1085, 5],
  ])('stock at %d trades in ticks of %d', (price, tick) => {
    expect(tickSize(price)).toBe(tick);
  });

  it('uses the ETF bands', () => {
    expect(tickSize(49.99, 'etf')).toBe(0.01);
    expect(tickSize(150.3, 'etf')).toBe(0.05);
  });

  it('rounds to ticks without floating point drift', () => {
    expect(floorToTick(123.7)).toBe(123.5);
    expect(ceilToTick(123.2)).toBe(123.5);
    expect(floorToTick(10.47)).toBe(10.45);
    expect(floorToTick(0.1 + 0.2)).toBe(0.3);
    expect(isOnTick(550)).toBe(true);
    expect(isOnTick(123.3)).toBe(false);
  });
});

describe('±10 % price limits', () => {
  it.each([
    // previous close, limit up, limit down — worked by hand from the tick table
    [500, 550, 450],
    [196, 215.5, 176.5], // 215.6 → tick 0.5 → 215.5; 176.4 → 176.5
    [9.5, 10.45, 8.55],
    [46.3, 50.9, 41.7], // 50.93 → tick 0.1 → 50.9; 41.67 → tick 0.05 → 41.7
    [1000, 1100, 900],
    [912, 1000, 821], // 1003.2 → tick 5 → 1000; 820.8 → 821
  ])('previous close %d → up %d, down %d', (previousClose, up, down) => {
    expect(priceLimits(previousClose)).toEqual({ limitUp: up, limitDown: down });
  });

  it('never exceeds 10 %', () => {
    for (let cents = 100; cents < 200_000; cents += 37) {
      const previous = cents / 100;
      const { limitUp, limitDown } = priceLimits(previous);
      expect(limitUp).toBeLessThanOrEqual(previous * 1.1 + 1e-9);
      expect(limitDown).toBeGreaterThanOrEqual(previous * 0.9 - 1e-9);
      expect(isOnTick(limitUp)).toBe(true);
      expect(isOnTick(limitDown)).toBe(true);
    }
  });

  it('tells a limit-locked close', () => {
    expect(limitState(550, 500)).toBe('up');
    expect(limitState(450, 500)).toBe('down');
    expect(limitState(520, 500)).toBeNull();
  });

  it('refuses a non-positive previous close', () => {
    expect(() => priceLimits(0)).toThrow(RangeError);
  });
});

describe('trading session in Asia/Taipei', () => {
  const at = (iso: string) => new Date(iso);
  it('knows the phases of a weekday', () => {
    expect(marketPhase(at('2026-11-20T00:29:00Z'))).toBe('closed'); // 08:29 Fri
    expect(marketPhase(at('2026-11-20T00:30:00Z'))).toBe('pre-open'); // 08:30
    expect(marketPhase(at('2026-11-20T01:00:00Z'))).toBe('open'); // 09:00
    expect(marketPhase(at('2026-11-20T05:29:59Z'))).toBe('open'); // 13:29:59
    expect(marketPhase(at('2026-11-20T05:30:00Z'))).toBe('closed'); // 13:30
  });

  it('is closed on weekends and listed holidays', () => {
    expect(marketPhase(at('2026-11-21T02:00:00Z'))).toBe('closed'); // Saturday 10:00
    expect(isTradingDay('2026-10-09', new Set(['2026-10-09']))).toBe(false);
    expect(marketPhase(at('2026-10-09T02:00:00Z'), new Set(['2026-10-09']))).toBe('closed');
  });

  it('uses the Taipei date, not the UTC date', () => {
    expect(taipeiDate(at('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
  });

  it('reads the Taipei year and counts Taipei calendar months inclusively', () => {
    expect(taipeiYear(at('2026-12-31T16:30:00Z'))).toBe(2027);
    expect(taipeiMonthsInclusive(at('2026-11-21T02:00:00Z'), at('2026-11-30T02:00:00Z'))).toBe(1);
    expect(taipeiMonthsInclusive(at('2026-11-21T02:00:00Z'), at('2027-01-05T02:00:00Z'))).toBe(3);
    // 31 Dec 17:00 UTC is already January in Taipei.
    expect(taipeiMonthsInclusive(at('2026-12-01T00:00:00Z'), at('2026-12-31T17:00:00Z'))).toBe(2);
  });

  it('finds the next opening across a weekend and a holiday', () => {
    expect(nextOpen(at('2026-11-21T02:00:00Z')).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(nextOpen(at('2026-11-21T02:00:00Z'), new Set(['2026-11-23'])).toISOString()).toBe(
      '2026-11-24T01:00:00.000Z',
    );
  });
});
