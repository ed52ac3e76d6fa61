/**
 * Reporting periods on the Asia/Taipei calendar (UTC+08:00 all year, no daylight saving): a month,
 * quarter or year is [start, end) as UTC instants, so a payment at 23:30 Taipei on the last day of a
 * month counts in that month.
 */
export type PeriodKind = 'month' | 'quarter' | 'year';

export interface PeriodRange {
  kind: PeriodKind;
  /** Inclusive start. */
  start: Date;
  /** Exclusive end. */
  end: Date;
  /** The label: 2026-11, 2026-Q4 or 2026. */
  label: string;
}

const taipeiOffsetMs = 8 * 3_600_000;

/** The instant that is midnight Taipei time on the 1st of a (possibly overflowing) month. */
export function taipeiMonthStart(year: number, monthIndex: number): Date {
  return new Date(Date.UTC(year, monthIndex, 1) - taipeiOffsetMs);
}

/** Year and month index (0–11) of an instant on the Taipei calendar. */
export function taipeiMonthOf(at: Date): { year: number; month: number } {
  const local = new Date(at.getTime() + taipeiOffsetMs);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month, quarter or year containing `at`. */
export function periodContaining(kind: PeriodKind, at: Date): PeriodRange {
  const { year, month } = taipeiMonthOf(at);
  if (kind === 'month') {
    return {
      kind,
      start: taipeiMonthStart(year, month),
      end: taipeiMonthStart(year, month + 1),
      label: `${year}-${pad(month + 1)}`,
    };
  }
  if (kind === 'quarter') {
    const first = month - (month % 3);
    return {
      kind,
      start: taipeiMonthStart(year, first),
      end: taipeiMonthStart(year, first + 3),
      label: `${year}-Q${first / 3 + 1}`,
    };
  }
  return { kind, start: taipeiMonthStart(year, 0), end: taipeiMonthStart(year + 1, 0), label: String(year) };
}

/** The period just before one (the comparison base of growth). */
export function previousPeriod(period: PeriodRange): PeriodRange {
  return periodContaining(period.kind, new Date(period.start.getTime() - 1));
}

/** The Taipei months that [start, end) touches, as `YYYY-MM` labels with their ranges. */
export function monthsBetween(start: Date, end: Date): PeriodRange[] {
  const months: PeriodRange[] = [];
  let cursor = periodContaining('month', start);
  while (cursor.start < end) {
    months.push(cursor);
    cursor = periodContaining('month', cursor.end);
  }
  return months;
}

/** Adds whole Taipei calendar months, clamping the day to the target month's last day. */
export function addTaipeiMonths(at: Date, months: number): Date {
  const local = new Date(at.getTime() + taipeiOffsetMs);
  const day = local.getUTCDate();
  const target = new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth() + months,
      1,
      local.getUTCHours(),
      local.getUTCMinutes(),
      local.getUTCSeconds(),
      local.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - taipeiOffsetMs);
}
