/**
 * The Taiwan trading session in Asia/Taipei (UTC+8, no daylight saving): continuous trading
 * 09:00–13:30 on trading days, orders accepted from 08:30. Holidays come from the calendar the
 * caller passes (ISO dates, Taipei time); weekends are never trading days.
 */
export type MarketPhase = 'pre-open' | 'open' | 'closed';

/** Asia/Taipei is UTC+08:00 all year (no daylight saving since 1979). */
export const taipeiOffsetMs = 8 * 60 * 60 * 1000;
const minutes = (hours: number, mins: number) => hours * 60 + mins;
export const sessionTimes = { preOpen: minutes(8, 30), open: minutes(9, 0), close: minutes(13, 30) } as const;

/** The Taipei calendar date (YYYY-MM-DD) of an instant. */
export function taipeiDate(instant: Date): string {
  return new Date(instant.getTime() + taipeiOffsetMs).toISOString().slice(0, 10);
}

/** The Taipei calendar year of an instant. */
export function taipeiYear(instant: Date): number {
  return new Date(instant.getTime() + taipeiOffsetMs).getUTCFullYear();
}

/** Months between two instants' Taipei calendar months, counting both ends (same month → 1). */
export function taipeiMonthsInclusive(from: Date, to: Date): number {
  const a = new Date(from.getTime() + taipeiOffsetMs);
  const b = new Date(to.getTime() + taipeiOffsetMs);
  const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth()) + 1;
  return Math.max(1, months);
}

function taipeiMinuteOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + taipeiOffsetMs);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

export function isTradingDay(date: string, holidays: ReadonlySet<string> = new Set()): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

export function marketPhase(instant: Date, holidays: ReadonlySet<string> = new Set()): MarketPhase {
  if (!isTradingDay(taipeiDate(instant), holidays)) return 'closed';
  const minute = taipeiMinuteOfDay(instant);
  if (minute >= sessionTimes.open && minute < sessionTimes.close) return 'open';
  if (minute >= sessionTimes.preOpen && minute < sessionTimes.open) return 'pre-open';
  return 'closed';
}

/** The next instant the market opens, strictly after `instant` unless it is open now. */
export function nextOpen(instant: Date, holidays: ReadonlySet<string> = new Set()): Date {
  let day = taipeiDate(instant);
  for (let i = 0; i < 370; i++) {
    const opening = new Date(Date.parse(`${day}T09:00:00+08:00`));
    if (isTradingDay(day, holidays) && opening.getTime() >= instant.getTime()) return opening;
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  throw new Error('no trading day within a year');
}
