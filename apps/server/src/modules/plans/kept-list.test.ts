import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plans as planTable } from '@alphadesk/db';
import { eventually } from '../../testing/eventually.ts';
import { buildMember } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { startRun } from '../analysis/testing/runs.ts';

/**
 * The plan table as every run start reads it (the quota limits) is kept in memory; a change of the
 * table, however it is made, must reach the next start.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const goldLimit = async () =>
  (await server.services.plans.listKept()).find((plan) => plan.id === 'gold')?.monthlyAnalysisLimit;

describe('the plan list kept for run starts', () => {
  it('answers from memory, and a write to the table from outside the server reaches the next start', async () => {
    const kept = await eventually(async () => {
      const first = await server.services.plans.listKept();
      return (await server.services.plans.listKept()) === first ? first : undefined;
    });
    expect(Object.isFrozen(kept)).toBe(true);
    const member = await buildMember(server, { tier: 'gold' });
    const start = () =>
      startRun(server, member.headers, { symbol: '2330', analysts: ['technical'], analysisType: 'quick' });
    expect((await start()).statusCode).toBe(202);

    await server.database.db
      .update(planTable)
      .set({ monthlyAnalysisLimit: 1 })
      .where(eq(planTable.id, 'gold'));
    await eventually(async () => ((await goldLimit()) === 1 ? true : undefined));
    const refused = await start();
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused.body).code).toBe('QUOTA_EXHAUSTED');

    await server.database.db
      .update(planTable)
      .set({ monthlyAnalysisLimit: 50 })
      .where(eq(planTable.id, 'gold'));
    await eventually(async () => ((await goldLimit()) === 50 ? true : undefined));
    expect((await start()).statusCode).toBe(202);
  });
});
