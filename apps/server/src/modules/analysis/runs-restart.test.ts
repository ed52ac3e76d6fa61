import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '@alphadesk/db';
import { registerJobs } from '../../jobs.ts';
import { JobQueue } from '../../platform/queue.ts';
import { createServices } from '../../services.ts';
import { createSignedInUser, type SignedInUser } from '../../testing/auth.ts';
import { createTestServer, silentLog, type TestServer } from '../../testing/server.ts';
import { RESUME_WINDOW_MS } from './runs.ts';
import { startRun } from './runs-testing.ts';

const waitFor = async <T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('a run interrupted by a stopped worker', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let second: JobQueue | null = null;
  beforeAll(async () => {
    server = await createTestServer({ withQueue: true });
    alice = await createSignedInUser(server);
  });
  afterAll(async () => {
    await second?.stop(1000);
    await server?.close();
  });

  it('completes after the restart, consuming exactly one unit', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    server.services.analysis.setStageHook(async (_id, stage) => {
      if (stage.startsWith('analyst:')) {
        reached = true;
        await gate;
      }
    });
    const started = await startRun(server, alice.headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
      analysisType: 'detailed',
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: string };
    await waitFor(async () => reached);
    expect((await server.services.analysis.runs.find(id))!.status).toBe('running');

    // The worker stops under the run (its handler never finishes), as in a crash.
    await server.queue!.stop(200);
    expect((await server.services.analysis.runs.find(id))!.status).toBe('running');

    // A new process on the same database: a new queue and services, jobs registered at start.
    second = await JobQueue.start(server.database, silentLog);
    const services = createServices({
      database: server.database,
      config: server.config,
      queue: second,
      log: silentLog,
    });
    await registerJobs(second, services, server.config, silentLog);
    const done = await waitFor(async () => {
      const row = await services.analysis.runs.find(id);
      return row?.status === 'completed' ? row : null;
    });
    expect(done.progress).toBe(100);
    expect(done.quotaConsumed).toBe(true);
    const subject = { userId: alice.userId, kind: 'member' as const, tier: 'free' as const };
    expect((await services.entitlements.usage(subject)).analysesUsed).toBe(1);

    // The old handler wakes up: it finds the run finished and changes nothing.
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await services.analysis.runs.find(id);
    expect(after!.status).toBe('completed');
    expect((await services.entitlements.usage(subject)).analysesUsed).toBe(1);
  }, 120_000);

  it('fails, rather than resumes, runs older than the resume window', async () => {
    await server.database.db.insert(analyses).values({
      id: 'stale-run',
      userId: alice.userId,
      symbol: '2330',
      companyName: '台積電',
      market: 'TW',
      analysts: ['technical'],
      analysisType: 'quick',
      status: 'running',
      stage: 'analyst:technical',
      progress: 10,
      createdAt: new Date(Date.now() - RESUME_WINDOW_MS - 60_000),
    });
    const result = await createServices({
      database: server.database,
      config: server.config,
      queue: null,
      log: silentLog,
    }).analysis.runs.resumeInterrupted();
    expect(result.failed).toBe(1);
    const row = await server.services.analysis.runs.find('stale-run');
    expect(row!.status).toBe('failed');
    expect(row!.error).toBe('分析失敗，請稍後再試');
    expect(row!.quotaConsumed).toBe(false);
  });
});
