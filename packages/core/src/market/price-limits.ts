import { ceilToTick, floorToTick, type SecurityKind } from './tick-size.ts';

/** The daily price limit on TWSE and TPEx: ±10 % of the previous close. */
export const dailyLimitRatio = 0.1;

export interface PriceLimits {
  limitUp: number;
  limitDown: number;
}

/**
 * Limit-up is the previous close + 10 % rounded down to a tick, limit-down the previous close − 10 %
 * rounded up to a tick, so neither limit ever exceeds 10 %.
 */
export function priceLimits(previousClose: number, kind: SecurityKind = 'stock'): PriceLimits {
  if (!(previousClose > 0)) throw new RangeError('previous close must be positive');
  // Work in cents: 10 % of an integer number of cents is exact to a tenth of a cent.
  const cents = Math.round(previousClose * 100);
  const up = Math.floor((cents * 11) / 10) / 100;
  const down = Math.ceil((cents * 9) / 10) / 100;
  return { limitUp: floorToTick(up, kind), limitDown: ceilToTick(down, kind) };
}

/** Whether a close sits at its limit (used to treat limit-locked days as unfillable). */
export function limitState(
  close: number,
  previousClose: number,
  kind: SecurityKind = 'stock',
): 'up' | 'down' | null {
  const { limitUp, limitDown } = priceLimits(previousClose, kind);
  if (Math.round(close * 100) >= Math.round(limitUp * 100)) return 'up';
  if (Math.round(close * 100) <= Math.round(limitDown * 100)) return 'down';
  return null;
}
