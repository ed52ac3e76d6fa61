import type { BillingCycle } from '@alphadesk/contracts';
import { taipeiOffsetMs } from '@alphadesk/core';

/**
 * Billing periods in Asia/Taipei calendar terms, stored as UTC instants. Taiwan has kept UTC+08:00
 * all year since 1979 (no daylight saving), so Taipei wall-clock arithmetic is UTC arithmetic shifted
 * by eight hours. Pure functions: no clock, no I/O.
 */
export const dayMs = 24 * 60 * 60 * 1000;

export const cycleMonths: Record<BillingCycle, number> = { monthly: 1, yearly: 12 };

/** The Taipei day of the month (1–31) of an instant. */
export function taipeiDayOfMonth(instant: Date): number {
  return new Date(instant.getTime() + taipeiOffsetMs).getUTCDate();
}

/**
 * Adds calendar months in Taipei time, keeping the time of day. The day is the anchor day, clamped to
 * the length of the target month: anchored on the 31st, Jan 31 → Feb 28 (29) → Mar 31 → Apr 30.
 */
export function addTaipeiMonths(from: Date, months: number, anchorDay = taipeiDayOfMonth(from)): Date {
  const local = new Date(from.getTime() + taipeiOffsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(anchorDay, lastDay),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - taipeiOffsetMs);
}

/** The end of a billing period that starts at `start`. */
export function periodEndFrom(start: Date, cycle: BillingCycle, anchorDay?: number): Date {
  return addTaipeiMonths(start, cycleMonths[cycle], anchorDay);
}

/** The start of the billing cycle that ends at `end` (one cycle back from it). */
export function cycleStartBefore(end: Date, cycle: BillingCycle, anchorDay?: number): Date {
  return addTaipeiMonths(end, -cycleMonths[cycle], anchorDay);
}

export interface ProrationInput {
  /** Price of one cycle of the current plan and of the new plan, same cycle (NT$). */
  currentPrice: number;
  newPrice: number;
  cycle: BillingCycle;
  periodEnd: Date;
  anchorDay: number;
  now: Date;
}

export interface Proration {
  /** Whole days left until the period ends, a started day counting as a day. */
  remainingDays: number;
  /** Days of the cycle that ends at periodEnd. */
  cycleDays: number;
  /** What the upgrade costs now: the price difference for the remaining days, rounded to NT$. */
  amount: number;
}

/**
 * An upgrade is charged now for the rest of the current period: the difference between the two
 * plans' prices for the cycle, times remaining days over the cycle's days, rounded to whole NT$ (at
 * least NT$1). The period end does not move; the next renewal charges the new plan's full price.
 */
export function prorateUpgrade(input: ProrationInput): Proration {
  const cycleStart = cycleStartBefore(input.periodEnd, input.cycle, input.anchorDay);
  const cycleDays = Math.max(1, Math.round((input.periodEnd.getTime() - cycleStart.getTime()) / dayMs));
  const remainingDays = Math.max(0, Math.ceil((input.periodEnd.getTime() - input.now.getTime()) / dayMs));
  const difference = Math.max(0, input.newPrice - input.currentPrice);
  const amount =
    remainingDays === 0 || difference === 0
      ? 0
      : Math.max(1, Math.round((difference * remainingDays) / cycleDays));
  return { remainingDays, cycleDays, amount };
}
