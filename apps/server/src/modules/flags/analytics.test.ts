import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { analyses } from '@alphadesk/db';
import { forecastSeries, taipeiDate } from '@alphadesk/core';
import type { AdvancedAnalytics } from '@alphadesk/contracts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { buyPlan } from '../../testing/payment-flows.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

let server: TestServer;
let root: TestStaff;

beforeAll(async () => {
  server = await createTestServer();
  root = await buildStaffAccount(server, 'super_admin');
});
afterAll(() => server?.close());

async function analytics(timeframe: string): Promise<AdvancedAnalytics> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/advanced?timeframe=${timeframe}`,
    headers: root.headers,
    remoteAddress: randomIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdvancedAnalytics;
}

const today = () => taipeiDate(new Date());
const seriesOf = (report: AdvancedAnalytics, metric: 'revenue' | 'active_members') =>
  report.forecasts.find((forecast) => forecast.metric === metric)!;
const valueToday = (report: AdvancedAnalytics, metric: 'revenue' | 'active_members') =>
  seriesOf(report, metric).history.find((point) => point.date === today())?.value ?? 0;
const step = (report: AdvancedAnalytics, name: string) =>
  report.funnel.find((item) => item.step === name)!.members;
const cohortSize = (report: AdvancedAnalytics) =>
  report.cohorts.find((cohort) => cohort.cohort === today().slice(0, 7))?.size ?? 0;

/** A stored analysis request of the member's (what the analysis module writes when a run starts). */
async function recordAnalysis(userId: string) {
  await server.database.db.insert(analyses).values({
    id: randomUUID(),
    userId,
    symbol: '2330.TW',
    companyName: '台積電',
    market: 'TW',
    analysts: ['technical'],
    analysisType: 'quick',
    status: 'completed',
  });
}

describe('advanced analytics from stored events', () => {
  it('adds a real payment to today’s revenue, the member to today’s actives, the cohort and the funnel', async () => {
    const before = await analytics('30d');
    const member = await buildMember(server);
    await recordAnalysis(member.userId);
    const order = await buyPlan(server, member);
    const after = await analytics('30d');

    expect(valueToday(after, 'revenue') - valueToday(before, 'revenue')).toBe(order.amount);
    expect(valueToday(after, 'active_members') - valueToday(before, 'active_members')).toBe(1);
    expect(cohortSize(after) - cohortSize(before)).toBe(1);
    expect(step(after, 'signup') - step(before, 'signup')).toBe(1);
    expect(step(after, 'analysis') - step(before, 'analysis')).toBe(1);
    expect(step(after, 'payment') - step(before, 'payment')).toBe(1);
    const month0 = after.cohorts.find((cohort) => cohort.cohort === today().slice(0, 7))!;
    expect(month0.retention[0]).toBeGreaterThan(0);
  });

  it('forecasts with Holt’s method and shows its holdout error, recomputable from the history', async () => {
    const member = await buildMember(server);
    await buyPlan(server, member);
    const report = await analytics('30d');
    for (const metric of ['revenue', 'active_members'] as const) {
      const series = seriesOf(report, metric);
      expect(series.history).toHaveLength(30);
      expect(series.history.at(-1)!.date).toBe(today());
      expect(series.forecast).toHaveLength(7);
      expect(series.method).toBe('holt_linear');
      expect(series.holdout_days).toBe(7);
      const recomputed = forecastSeries(
        series.history.map((point) => point.value),
        7,
      );
      expect(series.mae).toBeCloseTo(recomputed.mae!, 9);
      expect(series.mape).toBeCloseTo(recomputed.mape!, 9);
      expect(series.forecast.map((point) => point.value)).toEqual(recomputed.forecast);
    }
    // Today's actual is non-zero, so MAPE has a day to score.
    expect(seriesOf(report, 'revenue').mape).not.toBeNull();
  });

  it('spans the asked timeframe', async () => {
    for (const [timeframe, days] of [
      ['7d', 7],
      ['90d', 90],
      ['1y', 365],
    ] as const) {
      const report = await analytics(timeframe);
      expect(report.timeframe).toBe(timeframe);
      expect(seriesOf(report, 'revenue').history).toHaveLength(days);
    }
  });
});
