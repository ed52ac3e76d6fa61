import { taipeiDate } from '../market/session.ts';

/**
 * Calendar helpers in Asia/Taipei (UTC+8, no daylight saving) and the cohort, retention and funnel
 * figures built from stored events.
 */

/** `YYYY-MM` of an instant in Asia/Taipei. */
export const taipeiMonth = (at: Date): string => taipeiDate(at).slice(0, 7);

/** Every date from `from` to `to` (inclusive, `YYYY-MM-DD`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}

/** Sums values per Taipei date over the given dates (missing days are 0). */
export function dailySeries(
  events: readonly { at: Date; value: number }[],
  dates: readonly string[],
): { date: string; value: number }[] {
  const totals = new Map(dates.map((date) => [date, 0]));
  for (const event of events) {
    const date = taipeiDate(event.at);
    if (totals.has(date)) totals.set(date, totals.get(date)! + event.value);
  }
  return dates.map((date) => ({ date, value: totals.get(date)! }));
}

/** Distinct users per Taipei date. */
export function dailyDistinct(
  events: readonly { at: Date; userId: string }[],
  dates: readonly string[],
): { date: string; value: number }[] {
  const users = new Map(dates.map((date) => [date, new Set<string>()]));
  for (const event of events) users.get(taipeiDate(event.at))?.add(event.userId);
  return dates.map((date) => ({ date, value: users.get(date)!.size }));
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export interface Cohort {
  cohort: string;
  size: number;
  retention: number[];
}

/**
 * Members grouped by signup month (Taipei); retention[k] is the share of the cohort with any
 * activity in the k-th month after signing up (k = 0 the signup month), for months up to `now`.
 */
export function monthlyCohorts(
  members: readonly { id: string; signedUpAt: Date }[],
  activity: readonly { userId: string; at: Date }[],
  now: Date,
  maxCohorts = 12,
): Cohort[] {
  const cohortOf = new Map(members.map((member) => [member.id, taipeiMonth(member.signedUpAt)]));
  const sizes = new Map<string, number>();
  for (const month of cohortOf.values()) sizes.set(month, (sizes.get(month) ?? 0) + 1);
  const active = new Map<string, Set<string>>();
  for (const event of activity) {
    const cohort = cohortOf.get(event.userId);
    if (!cohort) continue;
    const offset = monthIndex(taipeiMonth(event.at)) - monthIndex(cohort);
    if (offset < 0) continue;
    const key = `${cohort}#${offset}`;
    if (!active.has(key)) active.set(key, new Set());
    active.get(key)!.add(event.userId);
  }
  const current = monthIndex(taipeiMonth(now));
  return [...sizes.keys()]
    .sort()
    .slice(-maxCohorts)
    .map((cohort) => {
      const size = sizes.get(cohort)!;
      const months = current - monthIndex(cohort) + 1;
      return {
        cohort,
        size,
        retention: Array.from(
          { length: Math.max(0, months) },
          (_, offset) => (active.get(`${cohort}#${offset}`)?.size ?? 0) / size,
        ),
      };
    });
}

export interface FunnelStepCount {
  step: string;
  members: number;
  rate: number;
}

/**
 * Signup → first analysis → first payment, for members who signed up in the window: each step
 * counts members who also did the step after signing up (and, for payment, after an analysis).
 */
export function signupFunnel(
  signups: readonly { id: string; signedUpAt: Date }[],
  analyses: readonly { userId: string; at: Date }[],
  payments: readonly { userId: string; at: Date }[],
): FunnelStepCount[] {
  const firstOf = (events: readonly { userId: string; at: Date }[]) => {
    const first = new Map<string, number>();
    for (const event of events) {
      const time = event.at.getTime();
      if (!first.has(event.userId) || time < first.get(event.userId)!) first.set(event.userId, time);
    }
    return first;
  };
  const firstAnalysis = firstOf(analyses);
  const paid = new Map<string, number[]>();
  for (const payment of payments)
    paid.set(payment.userId, [...(paid.get(payment.userId) ?? []), payment.at.getTime()]);
  let analysed = 0;
  let converted = 0;
  for (const member of signups) {
    const analysis = firstAnalysis.get(member.id);
    if (analysis === undefined || analysis < member.signedUpAt.getTime()) continue;
    analysed += 1;
    if ((paid.get(member.id) ?? []).some((time) => time >= analysis)) converted += 1;
  }
  const total = signups.length;
  const rate = (count: number) => (total > 0 ? count / total : 0);
  return [
    { step: 'signup', members: total, rate: total > 0 ? 1 : 0 },
    { step: 'analysis', members: analysed, rate: rate(analysed) },
    { step: 'payment', members: converted, rate: rate(converted) },
  ];
}
