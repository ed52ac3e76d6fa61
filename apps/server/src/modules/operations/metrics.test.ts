import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

const scrapeToken = 'scrape-token-for-tests-0123456789';

describe('GET /metrics', () => {
  let server: TestServer;
  let readonly: TestStaff;

  beforeAll(async () => {
    server = await createTestServer({ withQueue: true, env: { METRICS_TOKEN: scrapeToken } });
    readonly = await buildStaffAccount(server, 'readonly');
  });
  afterAll(() => server.close());

  const scrape = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: randomIp() });

  it('refuses a scrape without a token, with a wrong one, a member token or staff without the monitor', async () => {
    const member = await buildMember(server);
    const finance = await buildStaffAccount(server, 'finance');
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      member.headers,
      finance.headers,
    ]) {
      const response = await scrape(headers);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('alphadesk_');
      expect(response.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('answers METRICS_TOKEN and staff who may read the system monitor with every family', async () => {
    // Activity to measure: a route answered, a client error, a settings read (the cache).
    await server.app.inject({ method: 'GET', url: '/api/plans', remoteAddress: randomIp() });
    await server.app.inject({ method: 'GET', url: '/api/user/me', remoteAddress: randomIp() });
    await server.app.inject({ method: 'GET', url: '/api/admin/system/status', headers: readonly.headers });

    for (const headers of [{ authorization: `Bearer ${scrapeToken}` }, readonly.headers]) {
      const response = await scrape(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      const families = [
        'alphadesk_process_cpu_seconds_total',
        'alphadesk_process_resident_memory_bytes',
        'alphadesk_nodejs_heap_size_used_bytes',
        'alphadesk_nodejs_eventloop_lag_seconds',
        'alphadesk_http_requests_total',
        'alphadesk_http_request_duration_seconds',
        'alphadesk_http_errors_total',
        'alphadesk_db_pool_connections',
        'alphadesk_job_queue_jobs',
        'alphadesk_websocket_clients',
        'alphadesk_cache_hit_ratio',
        'alphadesk_cache_lookups_total',
      ];
      for (const family of families) expect(text, family).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
      // By route pattern, never the caller's path.
      expect(text).toMatch(/alphadesk_http_request_duration_seconds_bucket\{[^}]*route="\/api\/plans"/);
      expect(text).toMatch(/alphadesk_http_errors_total\{class="client"\} [1-9]/);
      // PGlite is one connection; a PostgreSQL pool holds as many as concurrent queries opened.
      expect(text).toMatch(/alphadesk_db_pool_connections\{state="total"\} [1-9]\d*/);
      // The queue is real: the heartbeat job's queue is defined at start.
      expect(text).toMatch(/alphadesk_job_queue_jobs\{queue="system\.record-heartbeat",state="queued"\} \d+/);
      expect(text).toMatch(/alphadesk_cache_hit_ratio\{cache="runtime_settings"\} [\d.]+/);
    }
  });
});
