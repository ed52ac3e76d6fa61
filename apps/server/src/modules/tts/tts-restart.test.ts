import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eq, ttsJobs } from '@alphadesk/db';
import { registerJobs } from '../../jobs.ts';
import { loadConfig } from '../../config.ts';
import { JobQueue } from '../../platform/queue.ts';
import { createServices } from '../../services.ts';
import { randomIp } from '../../testing/factories.ts';
import { createTestServer, silentLog } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { parseWav } from './wav.ts';

describe('the speech queue across a restart', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('finishes a job enqueued by a server that stopped before working it', async () => {
    // An API-only process: it enqueues durably but runs no worker.
    const first = await createTestServer({ withQueue: true, env: { ROLES: 'api' } });
    cleanup.push(() => first.database.destroy());
    const root = await buildStaffAccount(first, 'super_admin');
    const voice = await first.app.inject({
      method: 'POST',
      url: '/api/admin/tts/voices',
      headers: root.headers,
      remoteAddress: randomIp(),
      payload: {
        model_id: `local-${randomUUID().slice(0, 8)}`,
        name: '本機',
        language: 'zh-TW',
        provider: 'local',
      },
    });
    const { model_id } = (voice.json() as { voice: { model_id: string } }).voice;
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/admin/tts/jobs',
      headers: root.headers,
      remoteAddress: randomIp(),
      payload: { text: '重新啟動之後，這段文字仍然會被合成。', voice_id: model_id },
    });
    expect(created.statusCode).toBe(202);
    const { id } = (created.json() as { job: { id: string } }).job;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = async () => (await first.database.db.select().from(ttsJobs).where(eq(ttsJobs.id, id)))[0]!;
    expect((await stored()).status).toBe('pending');

    // The process stops; a new one with a worker starts on the same database.
    await first.app.close();
    await first.queue!.stop(500);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const queue = await JobQueue.start(first.database, silentLog);
    cleanup.push(() => queue.stop(1000));
    const services = createServices({ database: first.database, config, queue, log: silentLog });
    await registerJobs(queue, services, config, silentLog);

    const until = Date.now() + 60_000;
    let row = await stored();
    while (row.status !== 'completed' && row.status !== 'failed' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await stored();
    }
    expect(row.status, row.error ?? '').toBe('completed');
    expect(parseWav(row.audio!)!.durationMs).toBeGreaterThan(1000);
  }, 120_000);
});
