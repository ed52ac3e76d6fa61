import type { WorkflowTrigger } from '@alphadesk/contracts';

const taipeiOffsetMs = 8 * 3_600_000;
const minuteMs = 60_000;

/** One cron field as the set of values it matches, or null when the field is not valid. */
function parseField(field: string, min: number, max: number): Set<number> | null {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return null;
    const step = match[4] === undefined ? 1 : Number(match[4]);
    let from = min;
    let to = max;
    if (match[1] !== '*') {
      from = Number(match[2]);
      to = match[3] === undefined ? (match[4] === undefined ? from : max) : Number(match[3]);
    }
    if (step < 1 || from < min || to > max || from > to) return null;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export interface CronSchedule {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Cron's rule: when both day fields are restricted, a day matching either is due. */
  dayOr: boolean;
}

/** Parses a five-field cron expression (minute hour day month weekday, Taipei time); null if invalid. */
export function parseCron(expression: string): CronSchedule | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  const minutes = parseField(minute, 0, 59);
  const hours = parseField(hour, 0, 23);
  const days = parseField(day, 1, 31);
  const months = parseField(month, 1, 12);
  const weekdays = parseField(weekday, 0, 7);
  if (!minutes || !hours || !days || !months || !weekdays) return null;
  if (weekdays.has(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, dayOr: day !== '*' && weekday !== '*' };
}

/** The first minute strictly after `after` the schedule matches (within about a year), or null. */
export function nextCronRun(schedule: CronSchedule, after: Date): Date | null {
  let at = Math.floor(after.getTime() / minuteMs) * minuteMs + minuteMs;
  const limit = at + 366 * 24 * 60 * minuteMs;
  while (at <= limit) {
    const local = new Date(at + taipeiOffsetMs);
    if (!schedule.months.has(local.getUTCMonth() + 1)) {
      // Skip to the first minute of the next month.
      at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - taipeiOffsetMs;
      continue;
    }
    const dayMatch = schedule.days.has(local.getUTCDate());
    const weekdayMatch = schedule.weekdays.has(local.getUTCDay());
    if (!(schedule.dayOr ? dayMatch || weekdayMatch : dayMatch && weekdayMatch)) {
      at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - taipeiOffsetMs;
      continue;
    }
    if (!schedule.hours.has(local.getUTCHours())) {
      at =
        Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), local.getUTCHours() + 1) -
        taipeiOffsetMs;
      continue;
    }
    if (schedule.minutes.has(local.getUTCMinutes())) return new Date(at);
    at += minuteMs;
  }
  return null;
}

/** When a workflow with this trigger is next due after `after`; null for event triggers. */
export function nextRunOf(trigger: WorkflowTrigger, after: Date): Date | null {
  if (trigger.type !== 'schedule') return null;
  if (trigger.interval_minutes !== undefined) {
    return new Date(after.getTime() + trigger.interval_minutes * minuteMs);
  }
  const schedule = parseCron(trigger.cron ?? '');
  return schedule ? nextCronRun(schedule, after) : null;
}
