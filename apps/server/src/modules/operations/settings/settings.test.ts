import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { randomIp } from '../../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../../staff/testing/staff.ts';

const secret = 'never-show-this-secret-7f3a9c1e';

describe('runtime configuration', () => {
  let server: TestServer;
  let root: TestStaff;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    server = await createTestServer({ env: { LOG_LEVEL: 'debug' }, logStream });
    root = await buildStaffAccount(server, 'super_admin');
  });
  afterAll(() => server.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = root.headers,
  ) =>
    server.app.inject({ method, url, headers, remoteAddress: '10.9.9.9', ...(payload ? { payload } : {}) });
  const auditCount = async () =>
    (await call('GET', '/api/admin/permissions/audit-log?limit=1')).json<{ total: number }>().total;

  it('applies a lowered route limit to the next requests without a restart, and lifts it again', async () => {
    const client = randomIp();
    const plans = () => server.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: client });
    for (let i = 0; i < 3; i++) expect((await plans()).statusCode).toBe(200);

    const before = await auditCount();
    const changed = await call('PUT', '/api/admin/config/settings/http.rate_limits', {
      value: { 'GET /api/plans': 2 },
      reason: '限制方案列表',
      environment: 'test',
    });
    expect(changed.statusCode).toBe(200);
    expect(await auditCount()).toBe(before + 1);

    const limited = await plans();
    expect(limited.statusCode).toBe(429);
    expect(expectCleanError(limited.body).message).toBe('請求過於頻繁，請稍後再試');
    // Another route keeps its declared limit.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/health', remoteAddress: client })).statusCode,
    ).toBe(200);

    const routes = await call('GET', '/api/admin/routing/routes');
    const row = routes
      .json<{
        routes: {
          method: string;
          route: string;
          requests: number;
          limit_per_window: number;
          limit_overridden: boolean;
        }[];
      }>()
      .routes.find((route) => route.method === 'GET' && route.route === '/api/plans');
    expect(row).toMatchObject({ limit_per_window: 2, limit_overridden: true });
    expect(row!.requests).toBeGreaterThanOrEqual(4);

    const removed = await call('DELETE', '/api/admin/config/settings/http.rate_limits', {
      reason: '恢復',
      environment: 'test',
    });
    expect(removed.statusCode).toBe(200);
    expect((await plans()).statusCode).toBe(200);
  });

  it('stores a secret it never answers, exports or logs, and that the server does read', async () => {
    const set = await call('PUT', '/api/admin/config/settings/metrics.scrape_token', {
      value: secret,
      reason: '設定抓取權杖',
      environment: 'test',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      item: { key: 'metrics.scrape_token', is_secret: true, is_set: true, value: null },
    });

    // The server reads it: a scraper holding it gets the metrics.
    const scraped = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(scraped.statusCode).toBe(200);

    const answers = [
      set.body,
      (await call('GET', '/api/admin/config/items?environment=test&limit=100')).body,
      (await call('GET', '/api/admin/config/settings?environment=test&search=scrape')).body,
      (await call('GET', '/api/admin/config/history?config_key=metrics.scrape_token')).body,
      (
        await call('POST', '/api/admin/config/validate', {
          config_key: 'metrics.scrape_token',
          value: secret,
        })
      ).body,
      (await call('GET', '/api/admin/permissions/audit-log?limit=20')).body,
      (await call('GET', '/api/admin/security/audit-logs?limit=50')).body,
    ];
    for (const format of ['json', 'yaml', 'env']) {
      const exported = await call('GET', `/api/admin/config/export?environment=test&format=${format}`);
      expect(exported.statusCode).toBe(200);
      const body = exported.json<{ export_data: string; filename: string }>();
      expect(body.filename).toMatch(new RegExp(`^config-test-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      // It names the secret as left out, never its value.
      expect(body.export_data).toMatch(/scrape_token/i);
      answers.push(exported.body);
    }
    for (const answer of answers) expect(answer).not.toContain(secret);
    expect(logLines.join('')).not.toContain(secret);

    // A secret's change cannot be restored from history (its values were never kept).
    const history = (await call('GET', '/api/admin/config/history?config_key=metrics.scrape_token')).json<{
      changes: { id: string; old_value: unknown; new_value: unknown }[];
    }>();
    expect(history.changes[0]).toMatchObject({ old_value: null, new_value: null });
    const restore = await call('POST', `/api/admin/config/history/${history.changes[0]!.id}/restore`, {});
    expect(restore.statusCode).toBe(409);
  });

  it('restores the value a change replaced, with one audit entry per change', async () => {
    const key = 'monitor.cpu_warning';
    expect(
      (await call('PUT', `/api/admin/config/settings/${key}`, { value: 65, environment: 'test' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/config/settings/${key}`, { value: 72, environment: 'test' })).statusCode,
    ).toBe(200);
    const history = (await call('GET', `/api/admin/config/history?config_key=${key}`)).json<{
      changes: { id: string; old_value: unknown; new_value: unknown; reason: string }[];
    }>();
    expect(history.changes[0]).toMatchObject({ old_value: 65, new_value: 72, reason: '管理員更新' });

    const before = await auditCount();
    const restored = await call('POST', `/api/admin/config/history/${history.changes[0]!.id}/restore`, {
      reason: '回復',
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ item: { key, value: 65, is_default: false } });
    expect(await auditCount()).toBe(before + 1);
    // The monitor reads the restored threshold at once.
    const metrics = await call('GET', '/api/admin/system/metrics/system');
    expect(metrics.json()).toMatchObject({ thresholds: { cpu: { warning: 65, critical: 80 } } });
  });

  it('bulk-updates with one reason, all or nothing', async () => {
    const bad = await call('POST', '/api/admin/config/bulk-update', {
      updates: [
        { key: 'security.threat_threshold', value: 4, environment: 'test' },
        { key: 'monitor.disk_warning', value: 500, environment: 'test' },
      ],
      reason: '批次調整',
    });
    expect(bad.statusCode).toBe(400);
    const good = await call('POST', '/api/admin/config/bulk-update', {
      updates: [
        { key: 'security.threat_threshold', value: 4, environment: 'test' },
        { key: 'monitor.disk_warning', value: 70, environment: 'test' },
      ],
      reason: '批次調整',
    });
    expect(good.json()).toMatchObject({ success: true, updated: 2 });
    const items = (await call('GET', '/api/admin/config/items?environment=test&category=security')).json<{
      items: { key: string; value: unknown }[];
    }>();
    expect(items.items.find((item) => item.key === 'security.threat_threshold')?.value).toBe(4);
    const history = (await call('GET', '/api/admin/config/history?limit=5')).json<{
      changes: { key: string; reason: string }[];
    }>();
    expect(
      history.changes
        .filter((change) => change.reason === '批次調整')
        .map((c) => c.key)
        .sort(),
    ).toEqual(['monitor.disk_warning', 'security.threat_threshold']);
    const stats = (await call('GET', '/api/admin/config/statistics')).json<{
      overridden: number;
      changes_24h: number;
      active_environment: string;
    }>();
    expect(stats.active_environment).toBe('test');
    expect(stats.changes_24h).toBeGreaterThanOrEqual(2);
  });

  it('validates: is_valid, errors and a suggested value', async () => {
    const answer = await call('POST', '/api/admin/config/validate', {
      config_key: 'monitor.cpu_warning',
      value: 150,
    });
    expect(answer.json()).toEqual({
      success: true,
      is_valid: false,
      validation_errors: ['不可大於 100'],
      suggested_value: 100,
    });
    const ok = await call('POST', '/api/admin/config/validate', {
      config_key: 'http.rate_limits',
      value: { 'GET /api/plans': 5 },
    });
    expect(ok.json()).toMatchObject({ is_valid: true, validation_errors: [] });
    const wrong = await call('POST', '/api/admin/config/validate', {
      config_key: 'http.rate_limits',
      value: { plans: 0 },
    });
    expect(wrong.json<{ validation_errors: string[] }>().validation_errors.length).toBe(2);
  });

  it('refuses bad input with 400 in zh-TW and unknown keys with 404', async () => {
    const notNumber = await call('PUT', '/api/admin/config/settings/monitor.cpu_warning', {
      value: 'abc',
      environment: 'test',
    });
    expect(notNumber.statusCode).toBe(400);
    expect(expectCleanError(notNumber.body).message).toBe('無法更新配置項：數值不符合規則');
    const badEnvironment = await call('GET', '/api/admin/config/items?environment=moon');
    expect(badEnvironment.statusCode).toBe(400);
    expect(expectCleanError(badEnvironment.body).message).toContain('環境須為');
    const unknown = await call('PUT', '/api/admin/config/settings/no.such_key', { value: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(expectCleanError(unknown.body).message).toBe('找不到此配置項');
  });

  it('lets only staff with config_management in', async () => {
    const manager = await buildStaffAccount(server, 'manager');
    expect((await call('GET', '/api/admin/config/items', undefined, manager.headers)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/config/items' })).statusCode).toBe(401);
  });
});
