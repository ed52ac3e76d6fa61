import { addDays, isTradingDay, sessionTimes, taipeiDate, taipeiOffsetMs } from '@alphadesk/core';

/**
 * The last Taiwan session whose close has passed at `now` (today after 13:30 on a trading day,
 * otherwise the trading day before).
 */
export function lastClosedSession(now: Date, holidays: ReadonlySet<string>): string {
  const today = taipeiDate(now);
  const minutes = Math.floor((now.getTime() + taipeiOffsetMs) / 60_000) % 1440;
  if (isTradingDay(today, holidays) && minutes >= sessionTimes.close) return today;
  let day = addDays(today, -1);
  for (let i = 0; i < 30 && !isTradingDay(day, holidays); i++) day = addDays(day, -1);
  return day;
}

/** The month before the one containing `date` (monthly revenue is published for the previous month). */
export function previousMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
