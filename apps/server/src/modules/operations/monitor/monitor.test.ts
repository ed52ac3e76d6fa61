import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { randomIp } from '../../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../../staff/testing/staff.ts';

describe('system monitor and devops views', () => {
  let server: TestServer;
  let root: TestStaff;
  let readonly: TestStaff;

  // A server per test: samples, alerts and counters are process-wide, and the tests read them whole.
  beforeEach(async () => {
    server = await createTestServer({ withQueue: true });
    root = await buildStaffAccount(server, 'super_admin');
    readonly = await buildStaffAccount(server, 'readonly');
  });
  afterEach(() => server.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, headers = root.headers) =>
    server.app.inject({ method, url, headers, remoteAddress: '10.8.8.8', ...(payload ? { payload } : {}) });

  it('probes the services for real and scores health from them and the open alerts', async () => {
    const status = await call('GET', '/api/admin/system/status', undefined, readonly.headers);
    expect(status.statusCode).toBe(200);
    const body = status.json<{
      health_score: number;
      status: string;
      services: { name: string; status: string }[];
    }>();
    expect(body.services.map((service) => service.name)).toEqual([
      'database',
      'queue',
      'redis',
      'market_data',
      'smtp',
      'payuni',
    ]);
    expect(body.services.find((service) => service.name === 'database')?.status).toBe('up');
    expect(body.services.find((service) => service.name === 'queue')?.status).toBe('up');
    expect(body.services.find((service) => service.name === 'redis')?.status).toBe('not_configured');
    // No sample yet, so no alert: every configured service is up.
    expect(body.health_score).toBe(100);
    expect(body.status).toBe('excellent');
  });

  it('stores samples for the 24 h charts and raises, acknowledges and resolves alerts from the thresholds', async () => {
    for (let i = 0; i < 5; i++)
      await server.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: randomIp() });
    // Any machine uses more than 1 % of its memory: the rule must fire at these thresholds.
    await call('POST', '/api/admin/config/bulk-update', {
      updates: [
        { key: 'monitor.memory_warning', value: 1, environment: 'test' },
        { key: 'monitor.memory_critical', value: 2, environment: 'test' },
      ],
      reason: '測試告警',
    });
    await server.services.operations.monitor.sampleNow();

    const history = (await call('GET', '/api/admin/system/metrics/history?hours=24')).json<{
      samples: { memory_percent: number; requests_per_minute: number }[];
    }>();
    expect(history.samples).toHaveLength(1);
    expect(history.samples[0]!.memory_percent).toBeGreaterThan(2);
    expect(history.samples[0]!.requests_per_minute).toBeGreaterThan(0);

    const alerts = (await call('GET', '/api/admin/system/alerts?status=active')).json<{
      alerts: { id: string; rule: string; severity: string; threshold: number }[];
    }>();
    const memory = alerts.alerts.find((alert) => alert.rule === 'memory');
    expect(memory).toMatchObject({ severity: 'critical', threshold: 2 });
    // Other rules may fire on this machine too (a full disk, a busy CPU): the score counts them all.
    const open = alerts.alerts;
    const expected =
      100 -
      15 * open.filter((alert) => alert.severity === 'critical').length -
      5 * open.filter((alert) => alert.severity !== 'critical').length;
    const scored = (await call('GET', '/api/admin/system/status')).json<{
      health_score: number;
      status: string;
    }>();
    expect(scored.health_score).toBe(Math.max(0, expected));
    expect(scored.health_score).toBeLessThanOrEqual(85);

    const acknowledged = await call('POST', `/api/admin/system/alerts/${memory!.id}/acknowledge`);
    expect(acknowledged.json()).toMatchObject({ alert: { status: 'acknowledged' } });
    const refused = await call(
      'POST',
      `/api/admin/system/alerts/${memory!.id}/acknowledge`,
      undefined,
      readonly.headers,
    );
    expect(refused.statusCode).toBe(403);

    await call('POST', '/api/admin/config/bulk-update', {
      updates: [
        { key: 'monitor.memory_warning', value: 100, environment: 'test' },
        { key: 'monitor.memory_critical', value: 100, environment: 'test' },
      ],
      reason: '恢復門檻',
    });
    await server.services.operations.monitor.sampleNow();
    const resolved = (await call('GET', '/api/admin/system/alerts?status=resolved')).json<{
      alerts: { id: string }[];
    }>();
    expect(resolved.alerts.map((alert) => alert.id)).toContain(memory!.id);
  });

  it('keeps browser error reports and counts them with server errors', async () => {
    const report = await call(
      'POST',
      '/api/admin/errors/report',
      {
        error: 'TypeError: x is undefined',
        stack: 'at Page (page.tsx:1)',
        componentStack: null,
        timestamp: new Date().toISOString(),
        userAgent: 'test-browser',
        url: 'http://localhost/admin',
      },
      readonly.headers,
    );
    expect(report.statusCode).toBe(200);
    const stats = (await call('GET', '/api/admin/system/error-stats')).json<{
      browser: number;
      by_class: { error_class: string; count: number }[];
      recent: { source: string; message: string }[];
    }>();
    expect(stats.browser).toBe(1);
    expect(stats.by_class).toContainEqual({ error_class: 'TypeError', count: 1 });
    expect(stats.recent[0]).toMatchObject({ source: 'browser', message: 'TypeError: x is undefined' });

    const empty = await call('POST', '/api/admin/errors/report', { error: '' });
    expect(empty.statusCode).toBe(400);
    expect(expectCleanError(empty.body).message).toBe('請提供錯誤訊息');
  });

  it('shows the running deployment, the route table and the roles from their heartbeats', async () => {
    await server.services.system.recordHeartbeat({ role: 'worker', requestedAt: new Date().toISOString() });
    for (let i = 0; i < 5; i++)
      await server.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: randomIp() });
    const overview = (await call('GET', '/api/admin/devops/health/overview')).json<{
      version: string;
      pid: number;
      roles_here: string[];
      roles: { role: string; status: string }[];
    }>();
    expect(overview.pid).toBe(process.pid);
    expect(overview.roles_here).toEqual(['api', 'ws', 'worker', 'scheduler']);
    expect(overview.roles.find((role) => role.role === 'worker')?.status).toBe('healthy');

    const deployments = (await call('GET', '/api/admin/devops/deployments?limit=5')).json<{
      deployments: { status: string }[];
    }>();
    expect(deployments.deployments).toEqual([expect.objectContaining({ status: 'running' })]);

    const routes = (await call('GET', '/api/admin/routing/routes')).json<{
      routes: { method: string; route: string; requests: number; limit_per_window: number | null }[];
    }>();
    expect(routes.routes.find((route) => route.route === '/api/plans')).toMatchObject({
      limit_per_window: 120,
    });
    expect(routes.routes.find((route) => route.route === '/api/plans')!.requests).toBeGreaterThanOrEqual(5);

    const processes = await call('GET', '/api/admin/coordinator/processes');
    expect(processes.json()).toMatchObject({ this_process: { pid: process.pid } });
    const manager = await buildStaffAccount(server, 'manager');
    expect(
      (await call('GET', '/api/admin/coordinator/processes', undefined, manager.headers)).statusCode,
    ).toBe(403);
  });

  it('counts the traffic of the stored samples for the analytics dashboard', async () => {
    await server.services.operations.monitor.sampleNow();
    const before = (await call('GET', '/api/admin/analytics/dashboard')).json<{ requests_24h: number }>();
    for (let i = 0; i < 4; i++)
      await server.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: randomIp() });
    await server.services.operations.monitor.sampleNow();
    const manager = await buildStaffAccount(server, 'manager');
    const answer = await call('GET', '/api/admin/analytics/dashboard', undefined, manager.headers);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{
      requests_24h: number;
      series: unknown[];
      top_routes: { route: string; requests: number }[];
    }>();
    // The four requests, and the dashboard call made between the two samples.
    expect(body.requests_24h - before.requests_24h).toBe(5);
    expect(body.series.length).toBeGreaterThanOrEqual(2);
    expect(body.top_routes.find((route) => route.route === '/api/plans')?.requests).toBeGreaterThanOrEqual(4);
    expect(
      (await call('GET', '/api/admin/analytics/dashboard', undefined, readonly.headers)).statusCode,
    ).toBe(403);
  });
});
