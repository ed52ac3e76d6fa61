import { afterEach, describe, expect, it } from 'vitest';
import { analyses, eq, sql } from '@alphadesk/db';
import { registerJobs } from '../../../jobs.ts';
import { JobQueue } from '../../../platform/queue.ts';
import { createServices } from '../../../services.ts';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, silentLog, type TestServer } from '../../../testing/server.ts';
import { RESUME_WINDOW_MS, runAnalysisJob } from './service.ts';
import { startRun } from '../testing/runs.ts';
import { rowsOf } from '../../../testing/rows.ts';

const waitFor = async <T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The run's stored row (the worker may be another process: the table is the truth). */
const storedRun = async (server: TestServer, id: string) =>
  (await server.database.db.select().from(analyses).where(eq(analyses.id, id)))[0];

describe('a run interrupted by a stopped worker', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('completes after the restart, consuming exactly one unit', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    // The first process pauses each run at its first analyst, as a crash would catch it mid-way.
    const server = await createTestServer({
      withQueue: true,
      hooks: {
        onAnalysisStage: async (_id, stage) => {
          if (stage.startsWith('analyst:')) {
            reached = true;
            await gate;
          }
        },
      },
    });
    cleanup.push(() => server.close());
    const alice = await buildMember(server);
    const started = await startRun(server, alice.headers, {
      symbol: '2330',
      analysts: ['technical', 'fundamental'],
      analysisType: 'detailed',
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: string };
    await waitFor(async () => reached);
    expect((await storedRun(server, id))!.status).toBe('running');

    // The worker stops under the run (its handler never finishes), as in a crash.
    await server.queue!.stop(200);
    expect((await storedRun(server, id))!.status).toBe('running');

    // A new process on the same database: a new queue and services, jobs registered at start.
    const second = await JobQueue.start(server.database, silentLog);
    cleanup.push(() => second.stop(1000));
    const services = createServices({
      database: server.database,
      config: server.config,
      queue: second,
      log: silentLog,
    });
    await registerJobs(second, services, server.config, silentLog);
    const done = await waitFor(async () => {
      const row = await storedRun(server, id);
      return row?.status === 'completed' ? row : null;
    });
    expect(done.progress).toBe(100);
    expect(done.quotaConsumed).toBe(true);
    const subject = { userId: alice.userId, kind: 'member' as const, tier: 'free' as const };
    expect((await services.entitlements.usage(subject)).analysesUsed).toBe(1);

    // The old handler wakes up: it finds the run finished and changes nothing.
    release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = await storedRun(server, id);
    expect(after!.status).toBe('completed');
    expect((await services.entitlements.usage(subject)).analysesUsed).toBe(1);
  }, 120_000);

  it('fails, rather than resumes, runs older than the resume window', async () => {
    const server = await createTestServer();
    cleanup.push(() => server.close());
    const alice = await buildMember(server);
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
    }).analysis.resumeInterruptedRuns();
    expect(result.failed).toBe(1);
    const row = await storedRun(server, 'stale-run');
    expect(row!.status).toBe('failed');
    // The catalogue code is stored; readers get its text in their language.
    expect(row!.error).toBe('ANALYSIS_FAILED');
    expect(row!.quotaConsumed).toBe(false);
  });

  it('does not send a second job for a run a live job still carries', async () => {
    // An API-only process: the run's job waits in the table, as while a worker elsewhere is busy.
    const server = await createTestServer({ withQueue: true, env: { ROLES: 'api' } });
    cleanup.push(() => server.close());
    const alice = await buildMember(server);
    const started = await startRun(server, alice.headers, {
      symbol: '2330',
      analysts: ['technical'],
      analysisType: 'quick',
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json() as { id: string };
    const jobsOfRun = async () =>
      rowsOf<{ count: number }>(
        await server.database.db.execute(
          sql`select count(*)::int as count from pgboss.job
              where name = ${runAnalysisJob.name} and data->>'runId' = ${id}`,
        ),
      )[0]!.count;
    expect(await jobsOfRun()).toBe(1);

    const result = await server.services.analysis.resumeInterruptedRuns();
    expect(result).toEqual({ resumed: 0, failed: 0 });
    expect(await jobsOfRun()).toBe(1);

    // Once no job carries it (its job gone, as after a failure past its retries), it is sent again.
    await server.database.db.execute(sql`delete from pgboss.job where data->>'runId' = ${id}`);
    expect((await server.services.analysis.resumeInterruptedRuns()).resumed).toBe(1);
    expect(await jobsOfRun()).toBe(1);
  });
});
