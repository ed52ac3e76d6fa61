import { isTradingDay } from '../market/session.ts';

/**
 * Weekday arithmetic for the simulator: every weekday from an anchor Monday gets an index, so a
 * date maps to its index (and back) in O(1). Taiwan sessions are those weekdays that are not
 * exchange holidays; other markets are simulated on every weekday.
 */
export const simulationAnchor = '2019-01-07'; // a Monday
const dayMs = 86_400_000;
const anchorMs = Date.parse(`${simulationAnchor}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Index of a weekday since the anchor, or null for weekends and dates before the anchor. */
export function weekdayIndex(date: string): number | null {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - anchorMs) / dayMs);
  if (days < 0) return null;
  const dow = days % 7;
  return dow >= 5 ? null : Math.floor(days / 7) * 5 + dow;
}

/** The index of the last weekday on or before `date` (−1 before the anchor). */
export function weekdayIndexOnOrBefore(date: string): number {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - anchorMs) / dayMs);
  if (days < 0) return -1;
  const dow = days % 7;
  return Math.floor(days / 7) * 5 + Math.min(dow, 4);
}

export function weekdayDate(index: number): string {
  return addDays(simulationAnchor, Math.floor(index / 5) * 7 + (index % 5));
}

/** Whether a market trades on a given weekday index. */
export function isSession(market: string, index: number, holidays: ReadonlySet<string>): boolean {
  return market !== 'TW' || isTradingDay(weekdayDate(index), holidays);
}
