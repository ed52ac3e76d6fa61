import { monitorEventLoopDelay } from 'node:perf_hooks';
import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, and, eq, inArray, sql } from '@alphadesk/db';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun } from '../testing/runs.ts';
import { sharedComputePool } from './compute/pool.ts';

const total = (counts: Map<number, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

describe('a burst of runs through the job queue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withQueue: true, env: { ANALYSIS_THREADS: '2' } });
  });
  afterAll(() => server?.close());

  it('completes every run, computed on worker threads, while requests are answered', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const pool = sharedComputePool(server.config.analysis.threads);
    const before = total(pool.computed);
    const symbols = ['2330', '2317', '2454', '2412', '2881'];
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const count = 30;
    const started = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        startRun(server, member.headers, {
          symbol: symbols[i % symbols.length],
          analysts: ['technical', 'fundamental', 'risk'],
          analysisType: i % 2 ? 'quick' : 'detailed',
        }),
      ),
    );
    expect(started.map((response) => response.statusCode)).toEqual(Array(count).fill(202));
    const ids = started.map((response) => (response.json() as { id: string }).id);

    // While the runs compute, a request is answered between polls (the loop is not held).
    const until = Date.now() + 90_000;
    let finished = 0;
    while (finished < count) {
      if (Date.now() > until) throw new Error(`only ${finished} of ${count} runs finished`);
      const plans = await server.app.inject({ method: 'GET', url: '/api/plans' });
      expect(plans.statusCode).toBe(200);
      const [row] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(analyses)
        .where(and(inArray(analyses.id, ids), inArray(analyses.status, ['completed', 'failed'])));
      finished = Number(row!.n);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    delay.disable();

    const rows = await server.database.db
      .select({ status: analyses.status })
      .from(analyses)
      .where(eq(analyses.userId, member.userId));
    expect(rows.map((row) => row.status)).toEqual(Array(count).fill('completed'));
    // The analyses ran on worker threads, none on this one.
    expect(total(pool.computed) - before).toBeGreaterThanOrEqual(count);
    expect(pool.computed.has(mainThreadId)).toBe(false);
    // A generous sanity bound, not a timing goal (the machine may be busy): most of the time the
    // loop is free, which it would not be with thirty analyses computing on it.
    expect(delay.percentile(50) / 1e6).toBeLessThan(500);
  }, 120_000);
});
