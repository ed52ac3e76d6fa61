import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TtsJob, TtsVoice } from '@alphadesk/contracts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { startRun, waitForRun } from '../analysis/testing/runs.ts';
import { parseWav } from './wav.ts';
import { integerInChinese, mandarinForEspeak } from './spoken-text.ts';

let server: TestServer;
let broken: TestServer;
beforeAll(async () => {
  [server, broken] = await Promise.all([
    createTestServer(),
    createTestServer({ env: { TTS_ENGINE_PATH: '/nonexistent/espeak-ng' } }),
  ]);
});
afterAll(async () => {
  await server?.close();
  await broken?.close();
});

const call = (
  target: TestServer,
  staff: TestStaff | { headers: Record<string, string> },
  method: string,
  url: string,
  payload?: object,
) =>
  target.app.inject({
    method: method as 'GET',
    url,
    headers: staff.headers,
    remoteAddress: randomIp(),
    ...(payload ? { payload } : {}),
  });

async function localVoice(target: TestServer, root: TestStaff, overrides: object = {}): Promise<TtsVoice> {
  const response = await call(target, root, 'POST', '/api/admin/tts/voices', {
    model_id: `local-${randomUUID().slice(0, 8)}`,
    name: '本機女聲',
    language: 'zh-TW',
    provider: 'local',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { voice: TtsVoice }).voice;
}

async function finished(target: TestServer, root: TestStaff, id: string): Promise<TtsJob> {
  const until = Date.now() + 60_000;
  for (;;) {
    const job = (await call(target, root, 'GET', `/api/admin/tts/jobs/${id}`)).json() as { job: TtsJob };
    if (job.job.status === 'completed' || job.job.status === 'failed') return job.job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function audioOf(target: TestServer, job: TtsJob): Promise<Buffer> {
  const response = await target.app.inject({ method: 'GET', url: job.file_url!, remoteAddress: randomIp() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('audio/wav');
  return response.rawPayload;
}

describe('spoken Mandarin for espeak-ng', () => {
  it('reads numbers as Chinese words and characters as numbered pinyin', () => {
    expect(integerInChinese(1050)).toBe('一千零五十');
    expect(integerInChinese(15)).toBe('十五');
    expect(integerInChinese(120_000)).toBe('十二萬');
    expect(mandarinForEspeak('上漲 2.5%')).toBe('shang4 zhang3 bai3 fen1 zhi1 er4 dian3 wu3');
  });
});

describe('voices', () => {
  it('creates with the spec defaults, updates and deletes, each audited', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const before = (await server.services.audit.list({ limit: 1, offset: 0 })).total;
    const id = `v-${randomUUID().slice(0, 8)}`;
    const created = await call(server, root, 'POST', '/api/admin/tts/voices', {
      model_id: id,
      name: '曉臻',
      language: 'zh-TW',
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as { voice: TtsVoice }).voice).toMatchObject({
      gender: 'female',
      voice_type: 'neural',
      provider: 'azure',
      sample_rate: 22050,
      is_active: true,
      is_premium: false,
      cost_per_character: 0.002,
    });
    const updated = await call(server, root, 'PUT', `/api/admin/tts/voices/${id}`, {
      name: '曉臻二',
      language: 'zh-CN',
      is_active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as { voice: TtsVoice }).voice).toMatchObject({ name: '曉臻二', is_active: false });
    const removed = await call(server, root, 'DELETE', `/api/admin/tts/voices/${id}`);
    expect(removed.json()).toMatchObject({ message: '語音模型已成功刪除' });
    const entries = await server.services.audit.list({ limit: 50, offset: 0 });
    const mine = entries.entries.filter((e) => e.target_id === id).map((e) => e.action_type);
    expect(mine.sort()).toEqual(['tts.voice_created', 'tts.voice_deleted', 'tts.voice_updated']);
    expect(entries.total - before).toBeGreaterThanOrEqual(3);
  });

  it('answers the spec validation messages, and 400 for bad input', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const missing = await call(server, root, 'POST', '/api/admin/tts/voices', {
      name: '無代號',
      language: 'zh-TW',
    });
    expect(missing.statusCode).toBe(400);
    expect(expectCleanError(missing.body).message).toBe('請填寫所有必填欄位（模型ID、名稱、語言）');
    const noLanguage = await call(server, root, 'POST', '/api/admin/tts/voices', {
      model_id: 'x1',
      name: 'x',
    });
    expect(expectCleanError(noLanguage.body).message).toBe('請填寫所有必填欄位（模型ID、名稱、語言）');
    const voice = await localVoice(server, root);
    const noName = await call(server, root, 'PUT', `/api/admin/tts/voices/${voice.model_id}`, {
      name: ' ',
      language: 'zh-TW',
    });
    expect(noName.statusCode).toBe(400);
    expect(expectCleanError(noName.body).message).toBe('請填寫所有必填欄位（名稱、語言）');
    const rate = await call(server, root, 'POST', '/api/admin/tts/voices', {
      model_id: 'r1',
      name: 'r',
      language: 'en-US',
      sample_rate: 12345,
    });
    expect(rate.statusCode).toBe(400);
    const cost = await call(server, root, 'POST', '/api/admin/tts/voices', {
      model_id: 'c1',
      name: 'c',
      language: 'en-US',
      cost_per_character: -1,
    });
    expect(expectCleanError(cost.body).message).toBe('每字費用須為 0 以上的數字');
    const dup = await call(server, root, 'POST', '/api/admin/tts/voices', {
      model_id: voice.model_id,
      name: 'd',
      language: 'zh-TW',
    });
    expect(dup.statusCode).toBe(409);
  });

  it('lets the read-only role and members no further than the matrix says', async () => {
    const readonly = await buildStaffAccount(server, 'readonly');
    const denied = await call(server, readonly, 'GET', '/api/admin/tts/voices');
    expect(denied.statusCode).toBe(403);
    const member = await buildMember(server, { tier: 'diamond' });
    expect((await call(server, member, 'GET', '/api/admin/tts/stats')).statusCode).toBe(401);
  });
});

describe('synthesis jobs', () => {
  it('produces a real WAV whose duration grows with the text', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const voice = await localVoice(server, root);
    const make = async (text: string) => {
      const response = await call(server, root, 'POST', '/api/admin/tts/jobs', {
        text,
        voice_id: voice.model_id,
      });
      expect(response.statusCode, response.body).toBe(202);
      const job = await finished(server, root, (response.json() as { job: TtsJob }).job.id);
      expect(job.status, job.error ?? '').toBe('completed');
      const wav = parseWav(new Uint8Array(await audioOf(server, job)));
      expect(wav).not.toBeNull();
      expect(wav!.dataBytes).toBeGreaterThan(0);
      expect(job.duration_ms).toBe(wav!.durationMs);
      return wav!.durationMs;
    };
    const short = await make('台積電。');
    const long = await make(
      '台積電今天收盤價 1,050 元，上漲 2.5%。外資連續三天買超，建議持有，目標價 1,200 元，停損 980 元。',
    );
    expect(short).toBeGreaterThan(200);
    expect(long).toBeGreaterThan(short * 2);
  }, 60_000);

  it('marks the job failed with the reason when the engine is missing', async () => {
    const root = await buildStaffAccount(broken, 'super_admin');
    const voice = await localVoice(broken, root);
    const response = await call(broken, root, 'POST', '/api/admin/tts/jobs', {
      text: '測試',
      voice_id: voice.model_id,
    });
    const job = await finished(broken, root, (response.json() as { job: TtsJob }).job.id);
    expect(job.status).toBe('failed');
    expect(job.error).toContain('/nonexistent/espeak-ng');
    expect(job.file_url).toBeNull();
    const test = await call(broken, root, 'POST', `/api/admin/tts/voices/${voice.model_id}/test`);
    expect(test.statusCode).toBe(502);
    expect(expectCleanError(test.body).message).toBe('語音測試失敗');
    const config = (await call(broken, root, 'GET', '/api/admin/tts/config')).json() as {
      config: { engine_available: boolean };
    };
    expect(config.config.engine_available).toBe(false);
  });

  it('fails a job whose voice belongs to a provider that is not connected', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const voice = await localVoice(server, root, { provider: 'azure' });
    const response = await call(server, root, 'POST', '/api/admin/tts/jobs', {
      text: '測試',
      voice_id: voice.model_id,
    });
    const job = await finished(server, root, (response.json() as { job: TtsJob }).job.id);
    expect(job.status).toBe('failed');
    expect(job.error).toContain('azure');
  });

  it('tests a voice with a playable sample and counts it in the stats', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const voice = await localVoice(server, root, { language: 'en-US', gender: 'male' });
    const before = (await call(server, root, 'GET', '/api/admin/tts/stats')).json() as {
      stats: { completed_jobs: number };
    };
    const response = await call(server, root, 'POST', `/api/admin/tts/voices/${voice.model_id}/test`);
    expect(response.statusCode, response.body).toBe(200);
    const job = (response.json() as { job: TtsJob }).job;
    expect(parseWav(new Uint8Array(await audioOf(server, job)))!.durationMs).toBeGreaterThan(500);
    const after = (await call(server, root, 'GET', '/api/admin/tts/stats')).json() as {
      stats: { completed_jobs: number };
    };
    expect(after.stats.completed_jobs).toBe(before.stats.completed_jobs + 1);
    const queue = await call(server, root, 'GET', '/api/admin/tts/queue-status');
    expect(queue.json()).toMatchObject({ success: true });
  });

  it('refuses a tampered or expired audio link', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const voice = await localVoice(server, root);
    const job = (
      (await call(server, root, 'POST', `/api/admin/tts/voices/${voice.model_id}/test`)).json() as {
        job: TtsJob;
      }
    ).job;
    const tampered = job.file_url!.replace(/signature=./, (m) =>
      m.endsWith('0') ? m.slice(0, -1) + '1' : m.slice(0, -1) + '0',
    );
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = job.file_url!.replace(/expires=\d+/, 'expires=1');
    expect((await server.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    const garbage = await server.app.inject({
      method: 'GET',
      url: `/api/tts/audio/${job.id}?expires=abc&signature=zz`,
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('reading a report aloud', () => {
  it('refuses free members and reads a gold member’s own report, never another’s', async () => {
    const gold = await buildMember(server, { tier: 'gold' });
    const started = await startRun(server, gold.headers, {
      symbol: '2330',
      analysts: ['technical'],
      analysisType: 'quick',
    });
    const { id } = started.json() as { id: string };
    const run = await waitForRun(server, gold.headers, id);
    expect(run.status).toBe('completed');

    const free = await buildMember(server);
    const refused = await call(server, free, 'POST', `/api/tts/analyses/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused.body).code).toBe('TTS_PLAN_REQUIRED');
    const otherGold = await buildMember(server, { tier: 'gold' });
    expect((await call(server, otherGold, 'POST', `/api/tts/analyses/${id}`)).statusCode).toBe(404);

    const accepted = await call(server, gold, 'POST', `/api/tts/analyses/${id}`);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const jobId = (accepted.json() as { job: TtsJob }).job.id;
    expect((await call(server, otherGold, 'GET', `/api/tts/jobs/${jobId}`)).statusCode).toBe(404);
    const until = Date.now() + 60_000;
    let job: TtsJob;
    for (;;) {
      job = ((await call(server, gold, 'GET', `/api/tts/jobs/${jobId}`)).json() as { job: TtsJob }).job;
      if (job.status === 'completed' || job.status === 'failed' || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(job.status, job.error ?? '').toBe('completed');
    expect(job.text_content).toContain('（2330）');
    expect(parseWav(new Uint8Array(await audioOf(server, job)))!.durationMs).toBeGreaterThan(1000);
  }, 90_000);

  it('reads an article aloud for staff: its title and text without markup, into a real WAV', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const created = await call(server, root, 'POST', '/api/admin/content/articles', {
      title: '外資動向',
      content: '## 本週重點\n\n外資**連續三天**買超台積電。<script>alert(1)</script>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = (created.json() as { article: { id: string } }).article;
    const queued = await call(server, root, 'POST', `/api/admin/tts/articles/${article.id}`);
    expect(queued.statusCode, queued.body).toBe(202);
    const job = await finished(server, root, (queued.json() as { job: TtsJob }).job.id);
    expect(job.status, job.error ?? '').toBe('completed');
    expect(job.source).toBe('article');
    expect(job.text_content).toContain('外資動向。');
    expect(job.text_content).toContain('外資連續三天買超台積電');
    expect(job.text_content).not.toMatch(/[<>*#]|alert/);
    expect(parseWav(new Uint8Array(await audioOf(server, job)))!.durationMs).toBeGreaterThan(1000);

    const missing = await call(
      server,
      root,
      'POST',
      '/api/admin/tts/articles/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await call(server, root, 'POST', '/api/admin/tts/articles/nope');
    expect(expectCleanError(malformed.body).message).toBe('文章編號格式錯誤');
  }, 90_000);
});
