import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metricSamples, queueDepthSamples } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { createTestClock } from '../../testing/clock.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { buildRefusedRoute } from './testing/mutation-samples.ts';

const minute = 60_000;
const hour = 60 * minute;
const clock = createTestClock('2026-03-02T08:00:00.000Z');

describe('AI optimisation', () => {
  let server: TestServer;
  let root: TestStaff;

  // A server per test: metric samples and settings are read whole.
  beforeEach(async () => {
    clock.reset();
    server = await createTestServer({ now: clock.now });
    root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
  });
  afterEach(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({ method, url, headers: root.headers, ...(payload ? { payload } : {}) });

  /** Stores one metric sample; unset metrics are steady (a constant series has no anomaly). */
  async function sample(at: Date, values: Partial<typeof metricSamples.$inferInsert> = {}) {
    await server.database.db.insert(metricSamples).values({
      takenAt: at,
      cpuPercent: 20,
      memoryPercent: 40,
      rssBytes: 1e8,
      diskPercent: 50,
      eventLoopLagMs: 5,
      requestsPerMinute: 100,
      errorsPerMinute: 0,
      avgResponseMs: 50,
      requests: 100,
      serverErrors: 0,
      ...values,
    });
  }
  const limitOf = (route: string) =>
    server.services.operations.settings.read<Record<string, number>>('http.rate_limits')[route];
  const actions = async () =>
    (await server.services.audit.list({ limit: 100, offset: 0 })).entries.map((entry) => entry.action_type);

  it('finds a robust z-score anomaly in the stored samples with its component and sample', async () => {
    // avg_response_ms 10 12 11 13 12 11 10 12 40: median 12, MAD 1 (|x − 12| sorted 0 0 0 1 1 1 2 2 28),
    // z(40) = 0.6745 × 28 / 1 = 18.886 > 3.5; every other series is constant (no anomaly).
    const values = [10, 12, 11, 13, 12, 11, 10, 12, 40];
    const start = clock.now().getTime() - 9 * 10 * minute;
    for (const [i, value] of values.entries())
      await sample(new Date(start + i * 10 * minute), { avgResponseMs: value });

    const response = await call('GET', '/api/admin/ai-optimization/dashboard');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      anomalies: {
        metric: string;
        value: number;
        median: number;
        mad: number;
        z_score: number;
        detected_at: string;
        affected_components: string[];
        severity: string;
      }[];
      counts: { anomaly_alerts: number };
      system_health: { samples: number };
    }>();
    expect(body.anomalies).toHaveLength(1);
    expect(body.anomalies[0]).toMatchObject({ metric: 'avg_response_ms', value: 40, median: 12, mad: 1 });
    expect(body.anomalies[0]!.z_score).toBeCloseTo(18.886, 3);
    expect(body.anomalies[0]!.affected_components).toContain('api');
    expect(body.anomalies[0]!.detected_at).toBe(new Date(start + 8 * 10 * minute).toISOString());
    expect(body.anomalies[0]!.severity).toBe('critical');
    expect(body.counts.anomaly_alerts).toBe(1);
    expect(body.system_health.samples).toBe(9);

    // A cut-off above 18.886 finds none.
    const strict = await call('GET', '/api/admin/ai-optimization/dashboard?threshold=19');
    expect(strict.json<{ anomalies: unknown[] }>().anomalies).toEqual([]);
  });

  it('a dry run shows the setting, old → new value and the watched metric, and changes nothing', async () => {
    const { route, id } = await buildRefusedRoute(server, clock.now(), 10, 25);
    const historyBefore = await server.services.operations.settings.history({ limit: 100, offset: 0 });

    const response = await call('POST', `/api/admin/ai-optimization/recommendations/${id}/apply`, {
      options: { dry_run: true },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      dry_run: boolean;
      application_id: string | null;
      plan: {
        setting_key: string;
        old_value: Record<string, number>;
        new_value: Record<string, number>;
        watch_metric: string;
      };
    }>();
    expect(body.dry_run).toBe(true);
    expect(body.application_id).toBeNull();
    expect(body.plan.setting_key).toBe('http.rate_limits');
    expect(body.plan.old_value[route]).toBe(10);
    // 25 refusals under a limit of 10: raised by half, ceil(10 × 1.5) = 15.
    expect(body.plan.new_value[route]).toBe(15);
    expect(body.plan.watch_metric).toBe('avg_response_ms');

    expect(limitOf(route)).toBe(10);
    const historyAfter = await server.services.operations.settings.history({ limit: 100, offset: 0 });
    expect(historyAfter.total).toBe(historyBefore.total);
    const history = (await call('GET', '/api/admin/ai-optimization/history')).json<{ total: number }>();
    expect(history.total).toBe(0);
    const logged = await actions();
    expect(logged).toContain('optimisation.dry_run');
    expect(logged).not.toContain('optimisation.applied');
  });

  it('applies an allowed setting, and rolls it back when the watched metric regresses, both audited', async () => {
    const { route, id } = await buildRefusedRoute(server, clock.now(), 10, 25);
    const applyAt = clock.now().getTime();
    // Before: avg_response_ms 100 over the hour before the change.
    for (let i = 1; i <= 4; i++) await sample(new Date(applyAt - i * 10 * minute), { avgResponseMs: 100 });

    const refused = await call('POST', `/api/admin/ai-optimization/recommendations/${id}/apply`, {});
    expect(refused.statusCode).toBe(400);
    expect(expectCleanError(refused.body).code).toBe('OPTIMISATION_CONFIRMATION_REQUIRED');
    expect(limitOf(route)).toBe(10);

    const applied = await call('POST', `/api/admin/ai-optimization/recommendations/${id}/apply`, {
      options: { dry_run: false, auto_rollback_on_failure: true },
      confirmation: true,
    });
    expect(applied.statusCode).toBe(200);
    const change = applied.json<{
      application_id: string;
      change: { status: string; value_before: number };
    }>();
    expect(change.change).toMatchObject({ status: 'monitoring', value_before: 100 });
    expect(limitOf(route)).toBe(15);

    // After: 200 ms, double the 100 before, beyond the 20 % tolerance. The window (60 min) then ends.
    for (let i = 1; i <= 4; i++) await sample(new Date(applyAt + i * 10 * minute), { avgResponseMs: 200 });
    clock.advance(61 * minute);
    const evaluated = await server.services.optimisation.evaluateDue();
    expect(evaluated).toHaveLength(1);
    expect(evaluated[0]).toMatchObject({
      id: change.application_id,
      status: 'rolled_back',
      value_before: 100,
      value_after: 200,
      samples_after: 4,
      improvement_percentage: -100,
    });
    expect(limitOf(route)).toBe(10);

    const logged = await actions();
    for (const action of [
      'optimisation.applied',
      'config.update',
      'config.restore',
      'optimisation.rolled_back',
    ])
      expect(logged).toContain(action);
    // An hour later the staff session has ended: the history is read from the module.
    const history = await server.services.optimisation.history({ limit: 20, offset: 0 });
    expect(history.changes[0]).toMatchObject({ status: 'rolled_back', value_before: 100, value_after: 200 });
    expect(history.summary).toMatchObject({ total_optimizations: 1, success_rate: 0 });
    // Settled: nothing left to evaluate.
    expect(await server.services.optimisation.evaluateDue()).toEqual([]);
  });

  it('keeps a change whose watched metric stays within the tolerance', async () => {
    const applyAt = clock.now().getTime();
    for (let i = 1; i <= 3; i++) await sample(new Date(applyAt - i * 10 * minute), { avgResponseMs: 100 });
    const applied = await call('POST', '/api/admin/ai-optimization/manual-optimize', {
      setting_key: 'settings.cache_seconds',
      value: 7,
      tolerance_percent: 20,
      window_minutes: 30,
      reason: '縮短快取',
    });
    expect(applied.statusCode).toBe(200);
    expect(server.services.operations.settings.read('settings.cache_seconds')).toBe(7);
    // 110 is 10 % worse than 100: within 20 %.
    for (let i = 1; i <= 2; i++) await sample(new Date(applyAt + i * 10 * minute), { avgResponseMs: 110 });
    clock.advance(31 * minute);
    const [kept] = await server.services.optimisation.evaluateDue();
    expect(kept).toMatchObject({ status: 'kept', value_after: 110, improvement_percentage: -10 });
    expect(server.services.operations.settings.read('settings.cache_seconds')).toBe(7);
  });

  it('refuses a setting outside the allow-list with a zh-TW 400, and bad input with 400', async () => {
    const response = await call('POST', '/api/admin/ai-optimization/manual-optimize', {
      setting_key: 'security.threat_threshold',
      value: 1000,
      reason: '嘗試',
    });
    expect(response.statusCode).toBe(400);
    const error = expectCleanError(response.body);
    expect(error.code).toBe('OPTIMISATION_SETTING_NOT_ALLOWED');
    expect(error.message).toBe('無法套用優化：此設定不在可自動調整的清單內');
    expect(server.services.operations.settings.read('security.threat_threshold')).toBe(10);

    const outOfRange = await call('POST', '/api/admin/ai-optimization/manual-optimize', {
      setting_key: 'settings.cache_seconds',
      value: 100_000,
      reason: '超出範圍',
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(expectCleanError(outOfRange.body).code).toBe('OPTIMISATION_INVALID_VALUE');

    for (const [method, url, payload] of [
      [
        'POST',
        '/api/admin/ai-optimization/manual-optimize',
        { setting_key: 'settings.cache_seconds', value: 6 },
      ],
      [
        'POST',
        '/api/admin/ai-optimization/manual-optimize',
        { setting_key: 'settings.cache_seconds', value: 6, reason: 'x', window_minutes: 0 },
      ],
      ['POST', '/api/admin/ai-optimization/recommendations/not-an-id/apply', {}],
      [
        'POST',
        '/api/admin/ai-optimization/recommendations/rate_limit-0123456789ab/apply',
        { confirmation: 'yes' },
      ],
      ['POST', '/api/admin/ai-optimization/history/nope/evaluate', {}],
      ['GET', '/api/admin/ai-optimization/history?limit=0', undefined],
      ['GET', '/api/admin/ai-optimization/dashboard?threshold=abc', undefined],
      ['GET', '/api/admin/ai-optimization/recommendations?status=done', undefined],
    ] as const) {
      const bad = await call(method, url, payload);
      expect(bad.statusCode, url).toBe(400);
      expect(expectCleanError(bad.body).message, url).toMatch(/[\u4e00-\u9fff]/);
    }
    const unknown = await call(
      'POST',
      '/api/admin/ai-optimization/recommendations/rate_limit-0123456789ab/apply',
      {
        options: { dry_run: true },
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('predicts when rising memory reaches its threshold, and says when it cannot', async () => {
    // Memory 50, 52, …, 60 hourly up to now: 2 points an hour, 60 now; the §9 critical
    // threshold 85 is (85 − 60) / 2 = 12.5 hours away. Disk is flat at 50: not rising.
    const now = clock.now().getTime();
    for (let i = 0; i < 6; i++) await sample(new Date(now - (5 - i) * hour), { memoryPercent: 50 + 2 * i });
    for (let i = 0; i < 3; i++)
      await server.database.db
        .insert(queueDepthSamples)
        .values({ takenAt: new Date(now - i * hour), queued: 5 + i });

    const response = await call('GET', '/api/admin/ai-optimization/predictions');
    expect(response.statusCode).toBe(200);
    const predictions = response.json<{
      predictions: {
        resource: string;
        status: string;
        time_to_event_hours: number | null;
        threshold: number;
        current: number;
        samples: number;
      }[];
    }>().predictions;
    const memory = predictions.find((p) => p.resource === 'memory')!;
    expect(memory).toMatchObject({ status: 'rising', threshold: 85, samples: 6 });
    expect(memory.time_to_event_hours).toBeCloseTo(12.5, 6);
    expect(memory.current).toBeCloseTo(60, 6);
    expect(predictions.find((p) => p.resource === 'disk')).toMatchObject({ status: 'not_rising' });
    expect(predictions.find((p) => p.resource === 'queue_depth')).toMatchObject({
      status: 'not_enough_samples',
      samples: 3,
    });
  });

  it('measures the analysts’ precision, recall and F1 from the latest backtest against a hand-computed matrix', async () => {
    // technical: predicted \ actual (buy: net return > +5 %, sell: < −5 %, hold: between)
    //   buy   6 2 2        accuracy 13/21
    //   hold  0 3 0 (+2 unknown: hold calls scored wrong)
    //   sell  1 1 4
    // buy P 6/10 R 6/7 F1 12/17; hold P 3/5 R 3/6 F1 6/11; sell P 4/6 R 4/6 F1 2/3.
    const call_ = (
      signal: 'buy' | 'hold' | 'sell',
      actualReturn: number | null,
      outcome: 'profit' | 'loss',
    ) => ({
      analystId: 'technical',
      symbol: '2330',
      callDate: '2026-01-05',
      signal,
      confidence: 0.7,
      priceAtCall: 100,
      targetPrice: null,
      horizonDays: 20,
      outcome,
      actualReturn,
      excessReturn: null,
      holdingDays: 20,
    });
    const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
    const calls = [
      ...times(6, () => call_('buy', 0.08, 'profit')),
      ...times(2, () => call_('buy', 0.01, 'profit')),
      ...times(2, () => call_('buy', -0.08, 'loss')),
      ...times(3, () => call_('hold', 0, 'profit')),
      ...times(2, () => call_('hold', 0, 'loss')),
      // A sell's return is the short's: −8 % means the price rose 8 %.
      ...times(1, () => call_('sell', -0.08, 'loss')),
      ...times(1, () => call_('sell', 0, 'loss')),
      ...times(4, () => call_('sell', 0.08, 'profit')),
    ];
    await server.services.analysis.saveBacktest(
      { fromDate: '2025-01-01', toDate: '2025-12-31', universe: ['2330'], summary: {} },
      calls,
    );

    const response = await call('GET', '/api/admin/ai-optimization/model-metrics');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      models: {
        model_name: string;
        calls: number;
        accuracy: number | null;
        precision: number;
        recall: number;
        f1_score: number;
        unknown_actual: number;
        per_class: Record<string, { precision: number; recall: number; f1: number }>;
        confusion_matrix: Record<string, Record<string, number>>;
      }[];
    }>();
    expect(body.models.map((m) => m.model_name)).toHaveLength(9);
    const technical = body.models.find((m) => m.model_name === 'technical')!;
    expect(technical.calls).toBe(21);
    expect(technical.unknown_actual).toBe(2);
    expect(technical.confusion_matrix.buy).toEqual({ buy: 6, hold: 2, sell: 2 });
    expect(technical.confusion_matrix.sell).toEqual({ buy: 1, hold: 1, sell: 4 });
    expect(technical.accuracy).toBeCloseTo(13 / 21, 4);
    expect(technical.per_class.buy!.precision).toBeCloseTo(0.6, 4);
    expect(technical.per_class.buy!.recall).toBeCloseTo(6 / 7, 4);
    expect(technical.per_class.buy!.f1).toBeCloseTo(12 / 17, 4);
    expect(technical.per_class.hold!.f1).toBeCloseTo(6 / 11, 4);
    expect(technical.per_class.sell!.f1).toBeCloseTo(2 / 3, 4);
    expect(technical.precision).toBeCloseTo((0.6 + 0.6 + 2 / 3) / 3, 4);
    expect(technical.recall).toBeCloseTo((6 / 7 + 0.5 + 2 / 3) / 3, 4);
    expect(technical.f1_score).toBeCloseTo((12 / 17 + 6 / 11 + 2 / 3) / 3, 4);
    expect(body.models.find((m) => m.model_name === 'fundamental')).toMatchObject({
      calls: 0,
      accuracy: null,
    });
  });
});
