import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TtsJob } from '@alphadesk/contracts';
import { and, eq, runtimeSettings } from '@alphadesk/db';
import { randomIp } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

// The speech settings are one stored value per database: this file's server is its own, and each
// test sets every value it depends on.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    env: { TTS_WORDS_PER_MINUTE: '170', TTS_MAX_TEXT_LENGTH: '4000', TTS_AUDIO_LINK_MINUTES: '45' },
  });
});
afterAll(() => server?.close());

type Config = {
  words_per_minute: number;
  max_text_length: number;
  audio_link_minutes: number;
  concurrency: number;
  overridden: string[];
};

const call = (staff: TestStaff, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: staff.headers,
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
  });
const configOf = async (staff: TestStaff) =>
  ((await call(staff, 'GET', '/api/admin/tts/config')).json() as { config: Config }).config;
const stored = async () =>
  (
    await server.database.db
      .select()
      .from(runtimeSettings)
      .where(and(eq(runtimeSettings.key, 'tts.settings'), eq(runtimeSettings.environment, server.config.env)))
  )[0];

async function synthesised(staff: TestStaff, text: string): Promise<TtsJob> {
  const created = await call(staff, 'POST', '/api/admin/tts/jobs', { text });
  expect(created.statusCode, created.body).toBe(202);
  const id = (created.json() as { job: TtsJob }).job.id;
  const until = Date.now() + 60_000;
  for (;;) {
    const job = ((await call(staff, 'GET', `/api/admin/tts/jobs/${id}`)).json() as { job: TtsJob }).job;
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the speech settings screen', () => {
  it('refuses bad values with their zh-TW message and changes nothing', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const before = await configOf(root);
    const storedBefore = await stored();
    const cases: [object, string | null][] = [
      [{ words_per_minute: 451 }, '語速須為每分鐘 80 到 450 字的整數'],
      [{ words_per_minute: '180' }, '語速須為每分鐘 80 到 450 字的整數'],
      [{ max_text_length: 99 }, '文字長度上限須為 100 到 20000 的整數'],
      [{ audio_link_minutes: 1.5 }, '音檔連結有效時間須為 1 到 1440 分鐘的整數'],
      [{}, '請至少修改一項設定'],
      // The engine path and the concurrency are the environment's only.
      [{ engine_path: '/bin/sh' }, null],
      [{ concurrency: 4 }, null],
    ];
    for (const [payload, message] of cases) {
      const response = await call(root, 'PUT', '/api/admin/tts/config', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const error = expectCleanError(response.body);
      if (message) expect(error.message).toBe(message);
    }
    expect(await configOf(root)).toEqual(before);
    expect(await stored()).toEqual(storedBefore);
  });

  it('saves a change over the environment, audited, without secrets in the answer', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const saved = await call(root, 'PUT', '/api/admin/tts/config', {
      max_text_length: 1200,
      audio_link_minutes: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const config = (saved.json() as { config: Config }).config;
    expect(config).toMatchObject({ max_text_length: 1200, audio_link_minutes: 30 });
    expect(config.overridden).toEqual(expect.arrayContaining(['max_text_length', 'audio_link_minutes']));
    expect(saved.body).not.toContain(server.config.auth.secret);
    expect(await configOf(root)).toEqual(config);
    expect((await stored())!.value).toMatchObject({ max_text_length: 1200, audio_link_minutes: 30 });

    const entries = await server.services.audit.list({ limit: 50, offset: 0 });
    const entry = entries.entries.find(
      (e) => e.target_id === `${server.config.env}:tts.settings` && e.actor_id === root.id,
    );
    expect(entry?.action_type).toBe('config.update');
    expect(entry?.after).toMatchObject({ max_text_length: 1200, audio_link_minutes: 30 });

    // A later change keeps the earlier ones; a job's text is cut at the stored limit.
    await call(root, 'PUT', '/api/admin/tts/config', { max_text_length: 100 });
    expect(await configOf(root)).toMatchObject({ max_text_length: 100, audio_link_minutes: 30 });
    const created = await call(root, 'POST', '/api/admin/tts/jobs', { text: '台積電'.repeat(60) });
    expect((created.json() as { job: TtsJob }).job.text_content).toHaveLength(100);
  });

  it('a synthesis reads the rate when it runs: slower speech is longer audio', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const text = '台積電今天收盤價 1,050 元，上漲 2.5%，外資連續三天買超。';
    await call(root, 'PUT', '/api/admin/tts/config', { words_per_minute: 400 });
    const fast = await synthesised(root, text);
    await call(root, 'PUT', '/api/admin/tts/config', { words_per_minute: 90 });
    const slow = await synthesised(root, text);
    expect(fast.status, fast.error ?? '').toBe('completed');
    expect(slow.status, slow.error ?? '').toBe('completed');
    expect(slow.duration_ms!).toBeGreaterThan(fast.duration_ms! * 2);
  }, 90_000);

  it('the read-only role may not change the settings', async () => {
    const readonly = await buildStaffAccount(server, 'readonly');
    const refused = await call(readonly, 'PUT', '/api/admin/tts/config', { words_per_minute: 200 });
    expect(refused.statusCode).toBe(403);
  });

  it("shows the workers' concurrency in effect: staff's queue override, then the environment's", async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const setting = '/api/admin/config/settings/jobs.concurrency';
    const body = (value: object) => ({ value, reason: '調整語音佇列', environment: 'test' });
    const put = await call(root, 'PUT', setting, body({ 'tts.synthesize': 3 }));
    expect(put.statusCode, put.body).toBe(200);
    expect((await configOf(root)).concurrency).toBe(3);

    // Another queue's override leaves the speech workers at the environment's value.
    const other = await call(root, 'PUT', setting, body({ 'analysis.run': 2 }));
    expect(other.statusCode, other.body).toBe(200);
    expect((await configOf(root)).concurrency).toBe(server.config.tts.concurrency);
  });
});
