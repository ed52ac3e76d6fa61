import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalyst } from '@alphadesk/contracts';
import { adminAnalysisTasks, analyses, eq, inArray } from '@alphadesk/db';
import { registerJobs } from '../../jobs.ts';
import { JobQueue } from '../../platform/queue.ts';
import { createServices } from '../../services.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createTestServer, silentLog, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { startRun } from '../analysis/testing/runs.ts';

/**
 * Runs pause at their analyst's stage while a test holds that analyst's gate, so a test sees which
 * runs are computing at once. Analyst settings are global: each test uses analysts of its own.
 */
const gates = new Map<string, { entered: string[]; open: Promise<void>; release: () => void }>();
const hold = (analyst: string) => {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  const gate = { entered: [] as string[], open, release };
  gates.set(analyst, gate);
  return gate;
};
const hooks = {
  onAnalysisStage: async (runId: string, stage: string) => {
    const gate = stage.startsWith('analyst:') ? gates.get(stage.slice('analyst:'.length)) : undefined;
    if (!gate) return;
    if (!gate.entered.includes(runId)) gate.entered.push(runId);
    await gate.open;
  },
};

const waitFor = async <T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;
let secondQueue: JobQueue;
beforeAll(async () => {
  server = await createTestServer({ withQueue: true, env: { ANALYSIS_THREADS: '0' }, hooks });
  // A second worker process on the same database: the limit must hold across both.
  secondQueue = await JobQueue.start(server.database, silentLog);
  const services = createServices({
    database: server.database,
    config: server.config,
    queue: secondQueue,
    log: silentLog,
    hooks,
  });
  await registerJobs(secondQueue, services, server.config, silentLog);
}, 120_000);
afterAll(async () => {
  for (const gate of gates.values()) gate.release();
  await secondQueue?.stop(2000);
  await server?.close();
});

const setLimit = async (analyst: string, maxConcurrentTasks: number) => {
  const root = await buildStaffAccount(server, 'super_admin');
  const response = await server.app.inject({
    method: 'PUT',
    url: `/api/admin/analysts/${analyst}`,
    headers: root.headers,
    remoteAddress: randomIp(),
    payload: { maxConcurrentTasks },
  });
  expect(response.statusCode, response.body).toBe(200);
  return root;
};

const startRuns = async (analyst: string, count: number) => {
  const member = await buildMember(server, { tier: 'diamond' });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: [analyst],
      // The quick depth computes only the free view: a detailed run computes every analyst asked.
      analysisType: 'detailed',
    });
    expect(started.statusCode, started.body).toBe(202);
    ids.push((started.json() as { id: string }).id);
  }
  return ids;
};

const rowsOf = (ids: string[]) => server.database.db.select().from(analyses).where(inArray(analyses.id, ids));
const allCompleted = (ids: string[]) =>
  waitFor(async () => {
    const rows = await rowsOf(ids);
    return rows.every((row) => row.status === 'completed') && rows;
  });

describe("an analyst's maximum concurrent tasks", () => {
  it('with a maximum of one, two runs of the analyst never compute together, and both complete', async () => {
    await setLimit('quant', 1);
    const gate = hold('quant');
    const ids = await startRuns('quant', 2);

    await waitFor(async () => gate.entered.length === 1);
    const [first] = gate.entered;
    const other = ids.find((id) => id !== first)!;
    // Longer than the retry delay and the queue's poll: the other run was looked at and sent back.
    await sleep(3_500);
    expect(gate.entered).toEqual([first]);
    const waiting = (await rowsOf([other]))[0]!;
    expect(waiting.status).toBe('queued');
    expect(waiting.startedAt).toBeNull();

    gate.release();
    const rows = await allCompleted(ids);
    const a = rows.find((row) => row.id === first)!;
    const b = rows.find((row) => row.id === other)!;
    // The stored times: the second started only after the first finished.
    expect(b.startedAt!.getTime()).toBeGreaterThanOrEqual(a.completedAt!.getTime());
  }, 90_000);

  it('a raised limit is read by the waiting run, which then computes alongside the first', async () => {
    const root = await setLimit('news', 1);
    const gate = hold('news');
    const ids = await startRuns('news', 2);
    await waitFor(async () => gate.entered.length === 1);
    await sleep(2_500);
    expect(gate.entered).toHaveLength(1);

    // The same running processes: no restart, the next admission reads the new limit.
    const raised = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/analysts/news',
      headers: root.headers,
      remoteAddress: randomIp(),
      payload: { maxConcurrentTasks: 2 },
    });
    expect(raised.statusCode).toBe(200);
    await waitFor(async () => gate.entered.length === 2);
    const running = await rowsOf(ids);
    expect(running.map((row) => row.status)).toEqual(['running', 'running']);

    gate.release();
    const rows = await allCompleted(ids);
    // Their stored intervals overlap: each started before the other finished.
    const [a, b] = rows;
    expect(a!.startedAt!.getTime()).toBeLessThan(b!.completedAt!.getTime());
    expect(b!.startedAt!.getTime()).toBeLessThan(a!.completedAt!.getTime());
  }, 90_000);

  it('with a maximum of two, a third run waits; the screen shows it queued beside the load', async () => {
    const root = await setLimit('risk', 2);
    const gate = hold('risk');
    const ids = await startRuns('risk', 3);
    await waitFor(async () => gate.entered.length === 2);
    await sleep(2_500);
    expect(gate.entered).toHaveLength(2);

    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/admin/analysts/registry',
      headers: root.headers,
      remoteAddress: randomIp(),
    });
    const risk = (listed.json() as { analysts: AdminAnalyst[] }).analysts.find(
      (analyst) => analyst.id === 'risk',
    )!;
    expect(risk.running_tasks).toBe(2);
    expect(risk.queued_tasks).toBe(1);

    gate.release();
    const rows = await allCompleted(ids);
    const third = rows.find((row) => !gate.entered.slice(0, 2).includes(row.id))!;
    const firstDone = Math.min(
      ...rows.filter((row) => row.id !== third.id).map((row) => row.completedAt!.getTime()),
    );
    expect(third.startedAt!.getTime()).toBeGreaterThanOrEqual(firstDone);
  }, 90_000);

  it("a staff analysis waits for the analyst's slot a member run holds, then completes", async () => {
    const root = await setLimit('macro', 1);
    const gate = hold('macro');
    const [runId] = await startRuns('macro', 1);
    await waitFor(async () => gate.entered.length === 1);

    const started = await server.app.inject({
      method: 'POST',
      url: '/api/admin/analysts/analysis',
      headers: root.headers,
      remoteAddress: randomIp(),
      payload: { stock_id: '2330', analysis_types: ['macro'], parameters: { time_range: 'quick' } },
    });
    expect(started.statusCode, started.body).toBe(202);
    const taskId = (started.json() as { task: { session_id: string } }).task.session_id;
    await sleep(2_500);
    const task = async () =>
      (
        await server.database.db.select().from(adminAnalysisTasks).where(eq(adminAnalysisTasks.id, taskId))
      )[0]!;
    expect((await task()).status).toBe('queued');

    gate.release();
    const done = await waitFor(async () => {
      const row = await task();
      return row.status === 'completed' && row;
    });
    const [run] = await allCompleted([runId!]);
    expect(done.completedAt!.getTime()).toBeGreaterThanOrEqual(run!.completedAt!.getTime());
  }, 90_000);
});
