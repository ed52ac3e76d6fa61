import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoadTestResponse } from '@alphadesk/contracts';
import { loadTests, roleHeartbeats } from '@alphadesk/db';
import { createTestClock, type TestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

const hasHan = /\p{Script=Han}/u;

describe('performance centre', () => {
  let server: TestServer;
  let root: TestStaff;
  let clock: TestClock;

  // A server per test: the runner allows one test per process and the counters are process-wide.
  beforeEach(async () => {
    clock = createTestClock(Date.now());
    server = await createTestServer({ now: () => clock.now() });
    root = await buildStaffAccount(server, 'super_admin');
  });
  afterEach(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: root.headers,
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const start = (payload: Record<string, unknown>) =>
    call('POST', '/api/admin/performance/load-test', payload);

  async function settled(id: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await call('GET', `/api/admin/performance/load-test/${id}/results`);
      const { test } = LoadTestResponse.parse(response.json());
      if (test.status !== 'running') return test;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('load test did not finish');
  }

  async function auditActions(action: string) {
    return (await server.services.audit.list({ limit: 20, offset: 0, actions: [action] })).entries;
  }

  it('refuses every target that is not a path on this server, and out-of-bounds plans, in zh-TW', async () => {
    const targets = [
      'http://evil.example/api/health',
      'https://127.0.0.1:9999/api/health',
      '//evil.example/api/health',
      '///evil.example',
      '/\\evil.example/api/health',
      '\\\\evil.example',
      '/..//evil.example/api/health',
      '/api/../../evil.example',
      '/%2e%2e/%2fevil.example',
      '/api/health@evil.example',
      'evil.example/api/health',
      'api/health',
      'javascript:alert(1)',
      ' http://evil.example',
      '/api/health\r\nHost: evil.example',
      '/api/\u0000health',
      '',
    ];
    for (const target of targets) {
      const response = await start({ target_path: target, users: 1, duration_seconds: 1, rate: 1 });
      expect(response.statusCode, target).toBe(400);
      const error = expectCleanError(response.body);
      expect(error.message, target).toMatch(hasHan);
      if (target !== '') expect(error.code, target).toBe('PERF_TARGET_NOT_LOCAL');
    }
    for (const target of ['/api/admin/performance/load-test', '/api/admin/users', '/metrics']) {
      const response = await start({ target_path: target, users: 1, duration_seconds: 1, rate: 1 });
      expect(response.statusCode, target).toBe(400);
      expect(expectCleanError(response.body)).toMatchObject({
        code: 'PERF_TARGET_REFUSED',
        message: '壓力測試不可針對後台、指標或壓力測試本身的路徑',
      });
    }
    const plans: [Record<string, unknown>, string][] = [
      [{ users: 51 }, '併發使用者數須介於 1 到 50 之間'],
      [{ users: 0 }, '併發使用者數須介於 1 到 50 之間'],
      [{ users: 2.5 }, '併發使用者數須介於 1 到 50 之間'],
      [{ duration_seconds: 61 }, '測試時間須介於 1 到 60 秒之間'],
      [{ duration_seconds: 'long' }, '測試時間須介於 1 到 60 秒之間'],
      [{ rate: 201 }, '請求速率須介於 1 到 200 次／秒之間'],
      [{ rate: -1 }, '請求速率須介於 1 到 200 次／秒之間'],
    ];
    for (const [plan, message] of plans) {
      const response = await start({
        target_path: '/api/health',
        users: 1,
        duration_seconds: 1,
        rate: 1,
        ...plan,
      });
      expect(response.statusCode, JSON.stringify(plan)).toBe(400);
      expect(expectCleanError(response.body).message).toContain(message);
    }
    expect(await server.database.db.select().from(loadTests)).toEqual([]);
    expect(await auditActions('performance.load_test_started')).toEqual([]);
  });

  it('runs a short real test in process and stores measured counts, listed with its timeline', async () => {
    const before = (await server.services.metrics.totals()).byRoute
      .filter((row) => row.route === '/api/health')
      .reduce((total, row) => total + row.requests, 0);
    const response = await start({ target_path: '/api/health', users: 2, duration_seconds: 2, rate: 20 });
    expect(response.statusCode, response.body).toBe(200);
    const started = LoadTestResponse.parse(response.json());
    expect(started.test.status).toBe('running');
    expect(started.test.transport).toBe('inject');

    const test = await settled(started.test_id);
    expect(test.status).toBe('completed');
    const after = (await server.services.metrics.totals()).byRoute
      .filter((row) => row.route === '/api/health')
      .reduce((total, row) => total + row.requests, 0);
    // Every request counted by the runner reached the server (its own request histogram agrees).
    expect(test.requests).toBeGreaterThan(10);
    expect(test.requests).toBeLessThanOrEqual(40);
    expect(after - before).toBe(test.requests);
    expect(Object.values(test.status_counts).reduce((a, b) => a + b, 0)).toBe(test.requests);
    expect(test.errors).toBe(
      Object.entries(test.status_counts)
        .filter(([status]) => status === 'network_error' || Number(status) >= 400)
        .reduce((total, [, n]) => total + n, 0),
    );
    expect(test.p50_ms).not.toBeNull();
    expect(test.p50_ms!).toBeLessThanOrEqual(test.p95_ms!);
    expect(test.p95_ms!).toBeLessThanOrEqual(test.p99_ms!);
    expect(test.requests_per_second!).toBeGreaterThan(0);
    expect(test.requests_per_second!).toBeLessThanOrEqual(25);
    expect(test.timeline.reduce((total, bucket) => total + bucket.requests, 0)).toBe(test.requests);

    const list = (await call('GET', '/api/admin/performance/load-test')).json<{
      tests: { test_id: string }[];
    }>();
    expect(list.tests.map((row) => row.test_id)).toContain(started.test_id);
    const [entry] = await auditActions('performance.load_test_started');
    expect(entry).toMatchObject({ target_id: started.test_id, actor_id: root.id });

    // The overview reads the same requests from the Prometheus histogram, by route.
    const overview = (await call('GET', '/api/admin/performance/overview')).json<{
      routes: { route: string; requests: number; p95_ms: number | null }[];
      memory: { rss_bytes: number };
      event_loop_lag_ms: number;
    }>();
    const health = overview.routes.find((row) => row.route === '/api/health');
    expect(health?.requests).toBe(after);
    expect(health?.p95_ms).not.toBeNull();
    expect(overview.memory.rss_bytes).toBeGreaterThan(0);
  });

  it('runs over loopback against its own listening address when the server listens', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await start({
      target_path: '/api/health?probe=1',
      users: 1,
      duration_seconds: 1,
      rate: 5,
    });
    expect(response.statusCode, response.body).toBe(200);
    const test = await settled(LoadTestResponse.parse(response.json()).test_id);
    expect(test.transport).toBe('loopback');
    expect(test.requests).toBeGreaterThan(0);
    expect(test.status_counts['200']).toBe(test.requests);
  });

  it('allows one test at a time (409) and cancels the running one, audited', async () => {
    const first = await start({ target_path: '/api/health', users: 1, duration_seconds: 30, rate: 1 });
    expect(first.statusCode, first.body).toBe(200);
    const id = LoadTestResponse.parse(first.json()).test_id;
    const second = await start({ target_path: '/api/health', users: 1, duration_seconds: 1, rate: 1 });
    expect(second.statusCode).toBe(409);
    expect(expectCleanError(second.body)).toMatchObject({
      code: 'PERF_LOAD_TEST_RUNNING',
      message: '已有壓力測試正在執行，請等待完成或先取消',
    });

    const cancelled = await call('POST', `/api/admin/performance/load-test/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(LoadTestResponse.parse(cancelled.json()).test.status).toBe('cancelled');
    expect((await auditActions('performance.load_test_cancelled')).map((entry) => entry.target_id)).toEqual([
      id,
    ]);
    const again = await call('POST', `/api/admin/performance/load-test/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(expectCleanError(again.body).code).toBe('PERF_LOAD_TEST_NOT_RUNNING');
    // Free again once cancelled.
    const third = await start({ target_path: '/api/health', users: 1, duration_seconds: 1, rate: 1 });
    expect(third.statusCode, third.body).toBe(200);
    await settled(LoadTestResponse.parse(third.json()).test_id);

    const unknown = await call('GET', '/api/admin/performance/load-test/not-a-uuid/results');
    expect(unknown.statusCode).toBe(400);
    expect(expectCleanError(unknown.body).message).toMatch(hasHan);
  });

  it('reports the quote cache and drops its expired entries when optimised, audited', async () => {
    const quote = () =>
      server.app.inject({ method: 'GET', url: '/api/stocks/detail?q=2330', remoteAddress: randomIp() });
    expect((await quote()).statusCode).toBe(200);
    expect((await quote()).statusCode).toBe(200);
    const stats = async () =>
      (await call('GET', '/api/admin/performance/cache/statistics'))
        .json<{
          caches: {
            name: string;
            hits: number;
            misses: number;
            size: number;
            expired: number;
            hit_ratio: number;
          }[];
        }>()
        .caches.find((cache) => cache.name === 'market_quotes')!;
    expect(await stats()).toMatchObject({ hits: 1, misses: 1, size: 1, expired: 0, hit_ratio: 0.5 });

    clock.advance(2 * 60_000);
    expect(await stats()).toMatchObject({ size: 1, expired: 1 });
    const dry = await call('POST', '/api/admin/performance/cache/optimize', {
      cache_name: 'market_quotes',
      dry_run: true,
    });
    expect(dry.json()).toMatchObject({ status: 'simulated', removed: 1, size_before: 1 });
    expect((await stats()).size).toBe(1);
    const applied = await call('POST', '/api/admin/performance/cache/optimize', {
      cache_name: 'market_quotes',
    });
    expect(applied.json()).toMatchObject({ status: 'applied', removed: 1, size_before: 1, size_after: 0 });
    expect(applied.json<{ message: string }>().message).toContain('已清除 1 筆');
    expect(await stats()).toMatchObject({ size: 0, expired: 0 });
    expect(await auditActions('performance.cache_optimized')).toHaveLength(2);

    const unknown = await call('POST', '/api/admin/performance/cache/optimize', { cache_name: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(expectCleanError(unknown.body).message).toBe('找不到此快取');
    const bad = await call('POST', '/api/admin/performance/cache/optimize', { cache_name: 5 });
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toMatch(hasHan);
  });

  it('says plainly that one process has no scaling events, and lists stopped roles otherwise', async () => {
    const single = (await call('GET', '/api/admin/performance/auto-scaling/history')).json<{
      processes: number;
      message: string | null;
      events: unknown[];
    }>();
    expect(single).toMatchObject({
      processes: 1,
      message: '目前只有一個程序在執行：沒有擴縮事件',
      events: [],
    });

    const at = clock.now();
    await server.database.db.insert(roleHeartbeats).values([
      { role: 'worker', beats: 12, lastRequestedAt: at, lastProcessedAt: at },
      {
        role: 'scheduler',
        beats: 4,
        lastRequestedAt: new Date(at.getTime() - 10 * 60_000),
        lastProcessedAt: new Date(at.getTime() - 10 * 60_000),
      },
    ]);
    const several = (await call('GET', '/api/admin/performance/auto-scaling/history')).json<{
      processes: number;
      message: string | null;
      events: { action: string; role: string }[];
    }>();
    expect(several.message).toBeNull();
    expect(several.processes).toBe(1);
    expect(several.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'scale_down', role: 'scheduler' }),
        expect.objectContaining({ action: 'running', role: 'worker' }),
      ]),
    );
  });

  it('analyses the database it runs on (embedded PGlite or PostgreSQL)', async () => {
    const response = await call('GET', '/api/admin/performance/database/analysis');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      engine: string;
      slow_queries: { available: boolean; reason: string | null };
      table_sizes: { available: boolean; items: { table: string; total_bytes: number }[] };
      unused_indexes: { available: boolean; reason: string | null };
      missing_indexes: { available: boolean; reason: string | null };
    }>();
    expect(body.engine).toBe(server.database.url ? 'postgres' : 'pglite');
    expect(body.table_sizes.available).toBe(true);
    expect(body.table_sizes.items.map((item) => item.table)).toContain('audit_log');
    const sizes = body.table_sizes.items.map((item) => item.total_bytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(body.table_sizes.items.find((item) => item.table === 'audit_log')!.total_bytes).toBeGreaterThan(0);
    for (const part of [body.slow_queries, body.unused_indexes, body.missing_indexes]) {
      // Either answered, or a zh-TW reason why not.
      if (!part.available) expect(part.reason).toMatch(hasHan);
    }
    if (body.engine === 'postgres') {
      expect(body.unused_indexes.available).toBe(true);
      expect(body.missing_indexes.available).toBe(true);
    }
  });

  it('answers the overview and the realtime points from stored samples; bad queries are refused', async () => {
    await server.services.operations.monitor.sampleNow();
    const realtime = await call('GET', '/api/admin/performance/realtime?hours=1');
    expect(realtime.statusCode).toBe(200);
    expect(realtime.json<{ points: unknown[] }>().points.length).toBeGreaterThanOrEqual(1);
    const bad = await call('GET', '/api/admin/performance/realtime?hours=99');
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toBe('參數格式錯誤');
    const member = await server.app.inject({ method: 'GET', url: '/api/admin/performance/overview' });
    expect(member.statusCode).toBe(401);
  });
});
