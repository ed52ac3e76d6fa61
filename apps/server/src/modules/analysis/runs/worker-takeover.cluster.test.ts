import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalystsResponse } from '@alphadesk/contracts';
import { analyses, eq, sql, staffNotifications, usageCounters, workflowExecutions } from '@alphadesk/db';
import { buildMember } from '../../../testing/factories.ts';
import { startServerProcess, type ServerProcess } from '../../../testing/processes.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildStaffAccount } from '../../staff/testing/staff.ts';
import { makeWorkflow } from '../../workflows/testing/mutation-samples.ts';
import { startRun } from '../testing/runs.ts';
import { rowsOf } from '../../../testing/rows.ts';

/**
 * A worker killed outright (SIGKILL: no drain, no goodbye) in the middle of a member's analysis run:
 * another worker process takes the run over once the dead one's heartbeat stops, and the run is
 * completed, charged and announced exactly once. Two real worker processes and this test's own
 * api-only server share one PostgreSQL database; runs in CI's PostgreSQL pass (vitest.config.ts
 * leaves *.cluster.test.ts out on the embedded database).
 *
 * The run is caught mid-flight at its narrative stage — every analyst computed, nothing of the
 * result stored — by the third party it calls there, the LLM narrator, faked at its protocol: the
 * first chat-completions request is held open, and its API key (one per process) names the
 * worker that claimed the run.
 */
const heartbeatSeconds = 10; // pg-boss's smallest
const supervision = {
  JOB_HEARTBEAT_SECONDS: String(heartbeatSeconds),
  JOB_SUPERVISE_INTERVAL_SECONDS: '1',
};
/** Heartbeat, plus the supervisor's pass and the surviving worker's poll, with room for a busy machine. */
const takeoverBoundMs = (heartbeatSeconds + 20) * 1000;

interface NarratorCall {
  key: string;
  at: number;
}

/** An OpenAI-compatible chat-completions server: holds the first request open, answers the others. */
async function startNarrator() {
  const calls: NarratorCall[] = [];
  const held: ServerResponse[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      calls.push({ key, at: Date.now() });
      for (const wake of waiters.splice(0)) wake();
      if (calls.length === 1) {
        held.push(response);
        return;
      }
      // No digits: the narrator's check accepts only numbers found in the evidence.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: summaryBy(key) } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    async firstCall(timeoutMs: number): Promise<NarratorCall> {
      const deadline = Date.now() + timeoutMs;
      while (calls.length === 0) {
        if (Date.now() > deadline) throw new Error('no worker asked the narrator in time');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return calls[0]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const summaryBy = (key: string) => `由 ${key} 撰寫的摘要：走勢整理中，請留意風險。`;

async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const exited = (worker: ServerProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (worker.child.exitCode !== null || worker.child.signalCode !== null)
      return resolve(worker.child.signalCode ?? worker.child.exitCode);
    worker.child.once('exit', (code, signal) => resolve(signal ?? code));
  });

describe('a worker killed in the middle of an analysis run (PostgreSQL, two workers)', () => {
  let server: TestServer;
  let narrator: Awaited<ReturnType<typeof startNarrator>>;
  const workers = new Map<string, ServerProcess>();

  beforeAll(async () => {
    narrator = await startNarrator();
    // This process only accepts and enqueues (api): the runs are the worker processes' to do.
    server = await createTestServer({ withQueue: true, env: { ROLES: 'api', ...supervision } });
    const url = server.database.url;
    if (!url) throw new Error('the cluster tests need TEST_DATABASE_URL (PostgreSQL)');
    const started = await Promise.all(
      ['worker-a', 'worker-b'].map((key) =>
        startServerProcess({
          NODE_ENV: 'test',
          ROLES: 'worker',
          DATABASE_URL: url,
          LLM_BASE_URL: narrator.baseUrl,
          LLM_API_KEY: key,
          ANALYSIS_THREADS: '1',
          ...supervision,
        }).then((process) => [key, process] as const),
      ),
    );
    for (const [key, process] of started) workers.set(key, process);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...workers.values()].map((worker) => worker.stop()));
    await server?.close();
    await narrator?.close();
  }, 60_000);

  it('is taken over by the other worker and completed, charged and announced exactly once', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const workflow = await makeWorkflow(server, root, {
      trigger: { type: 'event', event: 'analysis_completed' },
      steps: [{ id: 'tell', type: 'notify', message: '分析完成 {{run_id}}' }],
    });
    const member = await buildMember(server);
    const analysts = ['technical', 'fundamental'];
    const response = await startRun(server, member.headers, {
      symbol: '2330',
      analysts,
      analysisType: 'detailed',
    });
    expect(response.statusCode, response.body).toBe(202);
    const { id } = response.json() as { id: string };

    const storedRun = async () =>
      (await server.database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!;
    const jobsOfRun = async () =>
      rowsOf<{ state: string; retry_count: number }>(
        await server.database.db.execute(
          sql`select state, retry_count from pgboss.job
              where name = 'analysis.run' and data->>'runId' = ${id}`,
        ),
      );

    // One worker claims the run and reaches its narrative: the key it calls with names it.
    const claim = await narrator.firstCall(60_000);
    const claimer = workers.get(claim.key);
    const survivorKey = [...workers.keys()].find((key) => key !== claim.key)!;
    expect(claimer, `narrator called with ${claim.key}`).toBeDefined();
    const midFlight = await storedRun();
    expect(midFlight).toMatchObject({ status: 'running', stage: 'narrative', progress: 90 });
    expect(midFlight.completedAt).toBeNull();
    expect(await jobsOfRun()).toEqual([{ state: 'active', retry_count: 0 }]);

    // Killed outright: no drain, its claim on the job stays until its heartbeat is missed.
    const killedAt = Date.now();
    claimer!.child.kill('SIGKILL');
    expect(await exited(claimer!)).toBe('SIGKILL');
    workers.delete(claim.key);

    const done = await waitFor(
      async () => {
        const row = await storedRun();
        return row.status === 'completed' || row.status === 'failed' ? row : null;
      },
      'the surviving worker to finish the run',
      takeoverBoundMs + 30_000,
    );
    const takeoverMs = Date.now() - killedAt;
    console.info(`killed worker's run completed by ${survivorKey} ${takeoverMs} ms after the kill`);
    expect(done.status).toBe('completed');
    // Not before the heartbeat could be missed (the survivor did not race the live claimer)...
    expect(takeoverMs).toBeGreaterThanOrEqual((heartbeatSeconds / 2) * 1000);
    // ...and within the bound the short heartbeat promises (the job's expiry is ten minutes).
    expect(takeoverMs).toBeLessThan(takeoverBoundMs);

    // The stored result is the survivor's: its narration, asked once; the dead worker's never stored.
    expect(narrator.calls.map((call) => call.key)).toEqual([claim.key, survivorKey]);
    expect(done.summary).toBe(summaryBy(survivorKey));
    expect(done).toMatchObject({ progress: 100, stage: 'saved', quotaConsumed: true, error: null });
    // One job, retried once after the missed heartbeat, completed (pg-boss settles it just after).
    await waitFor(
      async () => (await jobsOfRun()).every((job) => job.state !== 'active'),
      'the job to be settled',
      10_000,
    );
    expect(await jobsOfRun()).toEqual([{ state: 'completed', retry_count: 1 }]);

    // The held unit became one used analysis; nothing is left reserved.
    const usage = await server.database.db
      .select({ analyses: usageCounters.analyses, reserved: usageCounters.reserved })
      .from(usageCounters)
      .where(eq(usageCounters.userId, member.userId));
    expect(usage).toEqual([{ analyses: 1, reserved: 0 }]);

    // The half-done first attempt counts for nothing: each analyst's completed runs count it once.
    const catalogue = (
      await server.app.inject({ method: 'GET', url: '/api/analysts' })
    ).json() as AnalystsResponse;
    for (const analyst of analysts) {
      expect(catalogue.analysts.find((profile) => profile.id === analyst)?.analysisCount).toBe(1);
    }

    // The completion is announced once: one workflow execution, one notification per staff member.
    const execution = await waitFor(
      async () => {
        const rows = await server.database.db
          .select()
          .from(workflowExecutions)
          .where(eq(workflowExecutions.workflowId, workflow.id));
        return rows.length === 1 && rows[0]!.status === 'completed' ? rows[0]! : null;
      },
      'the completion workflow',
      30_000,
    );
    expect(execution.idempotencyKey).toBe(`event:analysis_completed:${id}`);
    // Settled: a late duplicate (another attempt's completion) would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      await server.database.db
        .select({ id: workflowExecutions.id })
        .from(workflowExecutions)
        .where(eq(workflowExecutions.workflowId, workflow.id)),
    ).toHaveLength(1);
    const notices = rowsOf<{ recipient_id: string; count: number }>(
      await server.database.db.execute(
        sql`select recipient_id, count(*)::int as count from ${staffNotifications}
            where params->>'message' = ${`分析完成 ${id}`} group by recipient_id`,
      ),
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.count === 1)).toBe(true);
    expect(narrator.calls).toHaveLength(2);
  }, 240_000);
});
