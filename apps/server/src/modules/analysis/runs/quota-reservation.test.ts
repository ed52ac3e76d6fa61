import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, and, eq, marketDailyBars, usageCounters } from '@alphadesk/db';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

describe('the quota is held when a run starts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const runsOf = (userId: string) =>
    server.database.db.select().from(analyses).where(eq(analyses.userId, userId));
  const countersOf = async (userId: string) =>
    (await server.database.db.select().from(usageCounters).where(eq(usageCounters.userId, userId)))[0];

  /** Starts `count` runs of one member at once; the responses in the order they were sent. */
  const burst = (headers: { authorization: string }, count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        startRun(server, headers, { symbol: '2330', analysts: ['technical'], analysisType: 'quick' }),
      ),
    );

  it('accepts exactly the analyses left of 20 concurrent starts and refuses the rest at once', async () => {
    const member = await buildMember(server);
    const responses = await burst(member.headers, 20);
    const accepted = responses.filter((response) => response.statusCode === 202);
    const refused = responses.filter((response) => response.statusCode !== 202);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(expectCleanError(response.body).message).toBe(
        '本月分析次數已用完（5 次），升級黃金會員每月可分析 50 次',
      );
    }
    // Refused starts left nothing behind: no run to compute and fail later.
    expect(await runsOf(member.userId)).toHaveLength(5);

    const runs = await Promise.all(
      accepted.map((response) => waitForRun(server, member.headers, (response.json() as { id: string }).id)),
    );
    expect(runs.map((run) => run.status)).toEqual(Array(5).fill('completed'));
    expect(await countersOf(member.userId)).toMatchObject({ analyses: 5, reserved: 0 });
    const sixth = await startRun(server, member.headers, { symbol: '2330', analysts: ['technical'] });
    expect(sixth.statusCode).toBe(403);
  });

  it('gives the unit of a failed run back', async () => {
    const member = await buildMember(server);
    // 2303 has a single stored session (and so no simulated history): too little to analyse.
    await server.database.db
      .insert(marketDailyBars)
      .values({
        symbol: '2303',
        date: '2026-01-05',
        open: 50,
        high: 51,
        low: 49.5,
        close: 50.5,
        volume: 1_000_000,
        source: 'twse',
        simulated: false,
      })
      .onConflictDoNothing();
    const started = await startRun(server, member.headers, { symbol: '2303', analysts: ['technical'] });
    expect(started.statusCode).toBe(202);
    const failed = await waitForRun(server, member.headers, (started.json() as { id: string }).id);
    expect(failed.status).toBe('failed');
    expect(await countersOf(member.userId)).toMatchObject({ analyses: 0, reserved: 0 });

    // All five analyses are left: five of six concurrent starts go through.
    const responses = await burst(member.headers, 6);
    expect(responses.filter((response) => response.statusCode === 202)).toHaveLength(5);
    const queued = await server.database.db
      .select()
      .from(analyses)
      .where(and(eq(analyses.userId, member.userId), eq(analyses.symbol, '2330')));
    expect(queued).toHaveLength(5);
    for (const run of queued) await waitForRun(server, member.headers, run.id);
    expect(await countersOf(member.userId)).toMatchObject({ analyses: 5, reserved: 0 });
  });

  it('holds nothing for an unlimited plan', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const responses = await burst(member.headers, 8);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(202));
    for (const response of responses) {
      const run = await waitForRun(server, member.headers, (response.json() as { id: string }).id);
      expect(run.status).toBe('completed');
    }
    expect(await countersOf(member.userId)).toMatchObject({ analyses: 8, reserved: 0 });
  });
});
