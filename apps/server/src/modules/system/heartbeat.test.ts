import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@alphadesk/db/testing';
import { JobQueue } from '../../platform/queue.ts';
import { silentLog } from '../../testing/server.ts';
import { createSystemModule, registerSystemJobs } from './index.ts';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('durable jobs', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await JobQueue.start(database, silentLog);
  });
  afterAll(async () => {
    await queue?.stop(2000);
    await database?.destroy();
  });

  it('runs the heartbeat from the scheduler role to the worker role through the queue', async () => {
    const system = createSystemModule({ db: database.db, now: () => new Date() });
    await registerSystemJobs(queue, system, {
      roles: ['worker', 'scheduler'],
      cron: '* * * * *',
      log: silentLog,
    });
    const row = await waitFor(async () =>
      (await system.heartbeats()).find((beat) => beat.role === 'scheduler'),
    );
    expect(row.beats).toBeGreaterThanOrEqual(1);
    expect(row.lastProcessedAt.getTime()).toBeGreaterThanOrEqual(row.lastRequestedAt.getTime());
  });

  it('rejects a payload that breaks its contract before it is queued', async () => {
    const job = { name: 'test.strict', payload: z.strictObject({ n: z.number() }) };
    await queue.define(job);
    await expect(queue.send(job, { n: 'one' } as unknown as { n: number })).rejects.toThrow();
  });

  it('lets a running job finish before stop() resolves', async () => {
    const other = await JobQueue.start(database, silentLog);
    const job = { name: 'test.slow', payload: z.object({ id: z.number() }) };
    await other.define(job);
    let started = false;
    let finished = false;
    await other.work(job, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      finished = true;
    });
    await other.send(job, { id: 1 });
    await waitFor(async () => (started ? true : undefined));
    await other.stop(10_000);
    expect(finished).toBe(true);
  });
});
