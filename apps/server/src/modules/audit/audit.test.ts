import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const actor = { id: null, name: '系統', ip: '127.0.0.1', userAgent: 'tests' };

/**
 * The database refuses to alter the log (migration 0013's trigger); the tamper tests play an
 * attacker who can drop it first, to show the hash chain still finds what they did.
 */
async function withoutAppendOnlyTrigger(run: () => Promise<void>) {
  await server.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  try {
    await run();
  } finally {
    await server.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  }
}

async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await server.database.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'accepted';
}

describe('the audit log', () => {
  it('chains concurrent appends into one consistent chain', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        server.services.audit.record({
          action: 'test.concurrent',
          actor,
          details: { n, nested: { b: 1, a: [2, 'x'] } },
        }),
      ),
    );
    const result = await server.services.audit.verify();
    expect(result).toMatchObject({ valid: true, brokenAt: null });
    expect(result.checked).toBeGreaterThanOrEqual(25);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused, INSERT is not', async () => {
    await server.services.audit.record({ action: 'test.append_only', actor, details: { n: 1 } });
    const { entries } = await server.services.audit.list({
      limit: 1,
      offset: 0,
      action_type: 'test.append_only',
    });
    const seq = entries[0]!.seq;
    expect(await refusal(sql`update audit_log set action = 'test.rewritten' where seq = ${seq}`)).toContain(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from audit_log where seq = ${seq}`)).toContain(
      'audit_log is append-only: DELETE refused',
    );
    expect(await refusal(sql`truncate audit_log`)).toContain('audit_log is append-only: TRUNCATE refused');
    const after = await server.services.audit.list({ limit: 1, offset: 0, action_type: 'test.append_only' });
    expect(after.entries[0]).toMatchObject({ seq, action_type: 'test.append_only' });
    expect((await server.services.audit.verify()).valid).toBe(true);
  });

  it('finds a row altered in the database', async () => {
    await server.services.audit.record({
      action: 'test.tamper',
      actor,
      before: { tier: 'free' },
      after: { tier: 'gold' },
    });
    const { entries } = await server.services.audit.list({ limit: 1, offset: 0, action_type: 'test.tamper' });
    const target = entries[0]!;
    await withoutAppendOnlyTrigger(async () => {
      await server.database.db.execute(
        sql`update audit_log set after = ${JSON.stringify({ tier: 'diamond' })}::jsonb where seq = ${target.seq}`,
      );
      const result = await server.services.audit.verify();
      expect(result).toMatchObject({ valid: false, brokenAt: target.seq });
      // Put it back, so this file's other tests see a sound chain again.
      await server.database.db.execute(
        sql`update audit_log set after = ${JSON.stringify({ tier: 'gold' })}::jsonb where seq = ${target.seq}`,
      );
    });
    expect((await server.services.audit.verify()).valid).toBe(true);
  });

  it('finds a removed row', async () => {
    for (const n of [1, 2, 3])
      await server.services.audit.record({ action: 'test.remove', actor, details: { n } });
    const { entries } = await server.services.audit.list({ limit: 3, offset: 0, action_type: 'test.remove' });
    const middle = entries[1]!;
    const selected = (await server.database.db.execute(
      sql`select * from audit_log where seq = ${middle.seq}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const row = selected.rows[0];
    await withoutAppendOnlyTrigger(() =>
      server.database.db.execute(sql`delete from audit_log where seq = ${middle.seq}`).then(() => undefined),
    );
    expect((await server.services.audit.verify()).brokenAt).toBe(middle.seq + 1);
    await server.database.db.execute(
      sql`insert into audit_log select * from json_populate_record(null::audit_log, ${JSON.stringify(row)}::json)`,
    );
    expect((await server.services.audit.verify()).valid).toBe(true);
  });

  it('serves the log and the check to those allowed, with actor, address and agent', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const log = await server.app.inject({
      url: '/api/admin/permissions/audit-log?limit=5&action_type=staff.login',
      headers: { ...root.headers, 'user-agent': 'audit-test' },
    });
    expect(log.statusCode).toBe(200);
    const entry = (
      log.json() as { entries: { actor_id: string; ip_address: string; user_agent: string }[] }
    ).entries.find((item) => item.actor_id === root.id);
    expect(entry).toMatchObject({ actor_id: root.id, ip_address: expect.any(String) });
    const verify = await server.app.inject({ url: '/api/admin/audit/verify', headers: root.headers });
    expect(verify.json()).toMatchObject({ valid: true, broken_at: null });
    const bad = await server.app.inject({
      url: '/api/admin/permissions/audit-log?limit=0',
      headers: root.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('筆數須為 1 到 100 的整數');
  });
});
