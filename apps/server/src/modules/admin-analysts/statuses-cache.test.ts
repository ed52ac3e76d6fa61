import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analystSettings, eq } from '@alphadesk/db';
import { createServices } from '../../services.ts';
import { eventually } from '../../testing/eventually.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, silentLog, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';
import { startRun } from '../analysis/testing/runs.ts';

/**
 * Staff's analyst statuses are kept in memory for the member path; a change must still show on
 * the very next request, whoever made it and in whichever process. Each test uses its own analyst.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** Asks until the statuses come from memory (the same frozen object twice). */
const warm = (module = server.services.adminAnalysts) =>
  eventually(async () => {
    const first = await module.availability();
    return (await module.availability()) === first ? first : undefined;
  });

const listed = async (headers: Record<string, string>) =>
  (
    (
      await server.app.inject({ method: 'GET', url: '/api/analysts', headers, remoteAddress: randomIp() })
    ).json() as {
      analysts: { id: string }[];
    }
  ).analysts.map((analyst) => analyst.id);

describe('analyst statuses kept in memory', () => {
  it('a status staff set shows on the next start and list, though the statuses were kept', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const member = await buildMember(server, { tier: 'diamond' });
    await warm();
    const set = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/analysts/quant',
      headers: root.headers,
      remoteAddress: randomIp(),
      payload: { status: 'inactive' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const refused = await startRun(server, member.headers, {
      symbol: '2330',
      analysts: ['quant'],
      analysisType: 'quick',
    });
    expect(refused.statusCode).toBe(409);
    expect(expectCleanError(refused.body).code).toBe('ANALYST_UNAVAILABLE');
    expect(await listed(member.headers)).not.toContain('quant');
  });

  it('a write made outside the server is heard by this process and by another one', async () => {
    const other = createServices({
      database: server.database,
      config: server.config,
      queue: null,
      log: silentLog,
    });
    try {
      const kept = await warm();
      const keptByOther = await warm(other.adminAnalysts);
      expect(kept.news ?? 'active').toBe('active');
      await server.database.db
        .insert(analystSettings)
        .values({
          analystId: 'news',
          status: 'maintenance',
          maxConcurrentTasks: 5,
          priority: 1,
          model: 'default',
        })
        .onConflictDoUpdate({ target: analystSettings.analystId, set: { status: 'maintenance' } });
      for (const module of [server.services.adminAnalysts, other.adminAnalysts]) {
        await eventually(async () =>
          (await module.availability()).news === 'maintenance' ? true : undefined,
        );
      }
      expect(keptByOther.news ?? 'active').toBe('active');
      await server.database.db.delete(analystSettings).where(eq(analystSettings.analystId, 'news'));
      await eventually(async () =>
        (await other.adminAnalysts.availability()).news === undefined ? true : undefined,
      );
    } finally {
      await other.adminAnalysts.stop();
      await other.accounts.stopSessionCache();
    }
  });
});
