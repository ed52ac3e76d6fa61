import type { AdvancedAnalytics } from '@alphadesk/contracts';
import {
  dailyDistinct,
  dailySeries,
  datesBetween,
  forecastSeries,
  monthlyCohorts,
  signupFunnel,
  taipeiDate,
} from '@alphadesk/core';
import type { FlagsDeps } from './ports.ts';

const days = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
const dayMs = 86_400_000;
/** How far forecasts look ahead, in days. */
const horizon = 7;
/** Cohorts cover the last 12 signup months. */
const cohortMonths = 12;

/**
 * Advanced analytics (spec §2.17) from stored events only: daily revenue from completed payments
 * and daily active members from sign-ins and analyses, each forecast by Holt's linear method with
 * its holdout error; signup-month cohorts with monthly retention; the signup → analysis → payment
 * funnel of the period's signups.
 */
export function createAnalytics(deps: FlagsDeps) {
  const { sources, now } = deps;
  return {
    async advanced(timeframe: keyof typeof days): Promise<Omit<AdvancedAnalytics, 'success'>> {
      const to = now();
      const from = new Date(to.getTime() - days[timeframe] * dayMs);
      const dates = datesBetween(taipeiDate(new Date(from.getTime() + dayMs)), taipeiDate(to));
      const [payments, activity, signups, analyses] = await Promise.all([
        sources.payments(from, to),
        sources.activity(from, to),
        sources.signups(from, to),
        sources.analyses(from, to),
      ]);
      const ahead = datesBetween(
        taipeiDate(new Date(to.getTime() + dayMs)),
        taipeiDate(new Date(to.getTime() + horizon * dayMs)),
      );
      const forecastOf = (
        metric: 'revenue' | 'active_members',
        history: { date: string; value: number }[],
      ) => {
        const result = forecastSeries(
          history.map((point) => point.value),
          horizon,
        );
        return {
          metric,
          method: result.method,
          history,
          forecast: ahead.map((date, index) => ({ date, value: result.forecast[index] ?? 0 })),
          holdout_days: result.holdout,
          mae: result.mae,
          mape: result.mape,
        };
      };
      const cohortFrom = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - cohortMonths, 1));
      const [cohortMembers, cohortActivity] = await Promise.all([
        sources.signups(cohortFrom, to),
        sources.activity(cohortFrom, to),
      ]);
      return {
        timeframe,
        from: from.toISOString(),
        to: to.toISOString(),
        forecasts: [
          forecastOf(
            'revenue',
            dailySeries(
              payments.map((payment) => ({ at: payment.at, value: payment.amount })),
              dates,
            ),
          ),
          forecastOf('active_members', dailyDistinct(activity, dates)),
        ],
        cohorts: monthlyCohorts(cohortMembers, cohortActivity, to, cohortMonths),
        funnel: signupFunnel(signups, analyses, payments),
      };
    },
  };
}
