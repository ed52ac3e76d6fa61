import { afterEach, describe, expect, it } from 'vitest';
import { analyses, eq } from '@alphadesk/db';
import { createTestClock } from '../../../testing/clock.ts';
import { buildMember, randomIp } from '../../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { startRun } from '../../analysis/testing/runs.ts';
import { samplePng } from '../../content/testing/mutation-samples.ts';
import { buildStaffAccount, type TestStaff } from '../../staff/testing/staff.ts';

const refused = '無法更新配置項：數值不符合規則';

const waitFor = async <T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
) => {
  const until = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Staff change settings through the config API, as the back-office does. */
function configApi(server: TestServer, staff: TestStaff) {
  const call = (method: 'PUT' | 'DELETE' | 'POST' | 'GET', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: staff.headers,
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
    });
  return {
    call,
    put: (key: string, value: unknown) =>
      call('PUT', `/api/admin/config/settings/${key}`, { value, reason: '調整', environment: 'test' }),
    remove: (key: string) =>
      call('DELETE', `/api/admin/config/settings/${key}`, { reason: '恢復', environment: 'test' }),
    validate: async (key: string, value: unknown) =>
      (await call('POST', '/api/admin/config/validate', { config_key: key, value })).json<{
        is_valid: boolean;
        validation_errors: string[];
      }>(),
  };
}

describe('settings the running server reads', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it("serves members' default preferences from the setting, leaving saved ones alone", async () => {
    const server = await createTestServer();
    cleanup.push(() => server.close());
    const config = configApi(server, await buildStaffAccount(server, 'super_admin'));
    const fresh = await buildMember(server);
    const saver = await buildMember(server);
    const preferencesOf = async (headers: { authorization: string }) => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/user/preferences', headers });
      expect(answer.statusCode).toBe(200);
      return answer.json<{
        preferences: { display: { theme: string; language: string }; notifications: { sms: boolean } };
      }>().preferences;
    };
    const saved = await preferencesOf(saver.headers);
    saved.display.theme = 'light';
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      headers: saver.headers,
      payload: { preferences: saved },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await preferencesOf(fresh.headers)).display.theme).toBe('auto');

    const changed = await config.put('features.default_preferences', {
      display: { theme: 'dark' },
      notifications: { sms: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const now = await preferencesOf(fresh.headers);
    expect(now.display).toMatchObject({ theme: 'dark', language: 'zh-TW' });
    expect(now.notifications.sms).toBe(true);
    // A member who saved keeps what they saved.
    expect((await preferencesOf(saver.headers)).display.theme).toBe('light');

    for (const bad of [{ display: { theme: 'purple' } }, { nope: {} }, { display: { colour: 1 } }, [1]]) {
      const answer = await config.put('features.default_preferences', bad);
      expect(answer.statusCode).toBe(400);
      expect(expectCleanError(answer.body).message).toBe(refused);
    }
    const check = await config.validate('features.default_preferences', { nope: {} });
    expect(check).toMatchObject({ is_valid: false, validation_errors: ['沒有此偏好區塊：nope'] });
    // Nothing refused was applied.
    expect((await preferencesOf(fresh.headers)).display.theme).toBe('dark');

    expect((await config.remove('features.default_preferences')).statusCode).toBe(200);
    expect((await preferencesOf(fresh.headers)).display.theme).toBe('auto');
  }, 120_000);

  it('keeps market quotes in the cache for the lifetime set now, cached ones included', async () => {
    const clock = createTestClock(Date.now());
    const server = await createTestServer({ now: () => clock.now() });
    cleanup.push(() => server.close());
    const config = configApi(server, await buildStaffAccount(server, 'super_admin'));
    const quote = async () =>
      expect(
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/stocks/detail?q=2330',
            remoteAddress: randomIp(),
          })
        ).statusCode,
      ).toBe(200);
    const stats = async () =>
      (await config.call('GET', '/api/admin/performance/cache/statistics'))
        .json<{ caches: { name: string; hits: number; misses: number }[] }>()
        .caches.find((cache) => cache.name === 'market_quotes')!;

    // Both lifetimes, so the trading phase at the time the test runs does not matter.
    for (const key of ['cache.market_quote_open_seconds', 'cache.market_quote_closed_seconds'])
      expect((await config.put(key, 120)).statusCode).toBe(200);
    await quote();
    clock.advance(90_000);
    await quote();
    // 90 s later it is still cached: the built-in lifetimes (5 s, 60 s) would have refetched.
    expect(await stats()).toMatchObject({ hits: 1, misses: 1 });

    for (const key of ['cache.market_quote_open_seconds', 'cache.market_quote_closed_seconds'])
      expect((await config.put(key, 30)).statusCode).toBe(200);
    clock.advance(1_000);
    await quote();
    // The quote cached under 120 s now expires after 30 s: it is fetched again.
    expect(await stats()).toMatchObject({ hits: 1, misses: 2 });
    await quote();
    expect(await stats()).toMatchObject({ hits: 2, misses: 2 });

    for (const bad of [0, 5000, 2.5, '30']) {
      const answer = await config.put('cache.market_quote_closed_seconds', bad);
      expect(answer.statusCode).toBe(400);
      expect(expectCleanError(answer.body).message).toBe(refused);
    }
    expect((await config.validate('cache.market_quote_open_seconds', 301)).validation_errors).toEqual([
      '不可大於 300',
    ]);
    clock.advance(20_000);
    await quote();
    // Still the 30 s the refused values did not replace.
    expect(await stats()).toMatchObject({ hits: 3, misses: 2 });
  }, 120_000);

  it('serves the hot list and media cache headers for the lifetimes set now', async () => {
    const clock = createTestClock(Date.now());
    const server = await createTestServer({ now: () => clock.now() });
    cleanup.push(() => server.close());
    const staff = await buildStaffAccount(server, 'super_admin');
    const config = configApi(server, staff);
    const hotAsOf = async () => {
      const answer = await server.app.inject({
        method: 'GET',
        url: '/api/stocks/hot?limit=5',
        remoteAddress: randomIp(),
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<{ asOf: string }>().asOf;
    };
    expect((await config.put('cache.market_hot_seconds', 300)).statusCode).toBe(200);
    const kept = await hotAsOf();
    clock.advance(120_000);
    // Past the built-in minute, still the list computed before.
    expect(await hotAsOf()).toBe(kept);
    expect((await config.put('cache.market_hot_seconds', 60)).statusCode).toBe(200);
    const recomputed = await hotAsOf();
    expect(recomputed).not.toBe(kept);
    expect(recomputed).toBe(clock.now().toISOString());
    const badHot = await config.put('cache.market_hot_seconds', 0);
    expect(badHot.statusCode).toBe(400);
    expect(expectCleanError(badHot.body).message).toBe(refused);

    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/admin/content/media?filename=chart.png',
      headers: { ...staff.headers, 'content-type': 'application/octet-stream' },
      payload: await samplePng(),
      remoteAddress: randomIp(),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { media } = upload.json<{ media: { id: string } }>();
    const cacheControl = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/content/media/${media.id}`,
          remoteAddress: randomIp(),
        })
      ).headers['cache-control'];
    expect(await cacheControl()).toBe('public, max-age=86400');
    expect((await config.put('cache.content_media_max_age_seconds', 600)).statusCode).toBe(200);
    expect(await cacheControl()).toBe('public, max-age=600');
    const badAge = await config.put('cache.content_media_max_age_seconds', -1);
    expect(badAge.statusCode).toBe(400);
    expect(expectCleanError(badAge.body).message).toBe(refused);
    expect(await cacheControl()).toBe('public, max-age=600');
  }, 120_000);

  it('changes how many analyses a worker runs at once while runs are in flight, losing and repeating none', async () => {
    const gates = new Map<string, () => void>();
    const held = new Set<string>();
    const stagesSeen: string[] = [];
    const server = await createTestServer({
      withQueue: true,
      hooks: {
        onAnalysisStage: async (runId, stage) => {
          if (!stage.startsWith('analyst:')) return;
          stagesSeen.push(`${runId} ${stage}`);
          if (!gates.has(runId)) {
            const gate = new Promise<void>((resolve) => gates.set(runId, resolve));
            held.add(runId);
            await gate;
            held.delete(runId);
          }
        },
      },
    });
    cleanup.push(() => server.close());
    const config = configApi(server, await buildStaffAccount(server, 'super_admin'));
    const queue = server.queue!;

    const one = await config.put('jobs.concurrency', { 'analysis.run': 1 });
    expect(one.statusCode, one.body).toBe(200);
    await waitFor(() => queue.concurrency()['analysis.run'] === 1);

    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const member = await buildMember(server);
      const started = await startRun(server, member.headers, {
        symbol: '2330',
        analysts: ['technical', 'fundamental'],
        analysisType: 'detailed',
      });
      expect(started.statusCode, started.body).toBe(202);
      ids.push(started.json<{ id: string }>().id);
    }
    const first = await waitFor(() => [...held][0]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // One at a time: the other two wait in the queue.
    expect([...held]).toEqual([first]);

    // Raised while the first run is in the middle of its work.
    const three = await config.put('jobs.concurrency', { 'analysis.run': 3 });
    expect(three.statusCode, three.body).toBe(200);
    gates.get(first)!();
    // The other two now run side by side, which one worker at a time could not.
    await waitFor(() => held.size === 2 && !held.has(first));
    expect(queue.concurrency()['analysis.run']).toBe(3);
    for (const id of held) gates.get(id)!();

    const statusOf = async (id: string) =>
      (await server.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]?.status;
    await waitFor(async () => {
      const statuses = await Promise.all(ids.map(statusOf));
      return statuses.every((status) => status === 'completed');
    });
    // Each run's analysts ran exactly once: no run was dropped or repeated by the change.
    expect(stagesSeen.filter((line) => line.endsWith('analyst:technical')).sort()).toEqual(
      ids.map((id) => `${id} analyst:technical`).sort(),
    );
    expect(new Set(stagesSeen).size).toBe(stagesSeen.length);

    for (const bad of [
      { 'analysis.run': 0 },
      { 'payments.reconcile-pending': 2 },
      { 'analysis.run': 1.5 },
      4,
    ]) {
      const answer = await config.put('jobs.concurrency', bad);
      expect(answer.statusCode).toBe(400);
      expect(expectCleanError(answer.body).message).toBe(refused);
    }
    expect((await config.validate('jobs.concurrency', { 'analysis.run': 40 })).validation_errors).toEqual([
      'analysis.run 的同時處理數須為 1 到 32 的整數',
    ]);
    expect(queue.concurrency()['analysis.run']).toBe(3);

    // Back to the default: the worker returns to what the module asked for.
    expect((await config.remove('jobs.concurrency')).statusCode).toBe(200);
    await waitFor(() => queue.concurrency()['analysis.run'] !== 3);
    expect(queue.concurrency()['analysis.run']).toBe(server.config.analysis.concurrency);
  }, 120_000);
});
