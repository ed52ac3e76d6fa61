import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { staffAccounts } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, totpCode } from './testing/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const forbidden = (endpoint: string) => `權限不足：您沒有權限執行此操作 (${endpoint})`;

function newAccount(role: string) {
  const suffix = randomUUID().slice(0, 8);
  return {
    username: `new-${suffix}`,
    email: `New-${suffix}@Staff.example.com`,
    name: `新同仁${suffix}`,
    password: `Newcomer-${suffix}-Aa1`,
    role,
  };
}

async function auditTotal() {
  return (await server.services.audit.list({ limit: 1, offset: 0 })).total;
}

async function signIn(email: string, password: string, totp_code?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, ...(totp_code ? { totp_code } : {}) },
    remoteAddress: randomIp(),
  });
}

describe('staff accounts from the back-office', () => {
  it('a super administrator creates a read-only account that can sign in, with one audit entry', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const input = newAccount('readonly');
    const before = await auditTotal();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json() as { staff: { id: string; email: string; role: string }; totp_secret: null };
    expect(body).toMatchObject({
      staff: { email: input.email.toLowerCase(), role: 'readonly', role_assigned_by: '測試super_admin' },
      totp_secret: null,
    });
    expect(created.body).not.toContain('password');
    expect(await auditTotal()).toBe(before + 1);
    const [entry] = (await server.services.audit.list({ limit: 1, offset: 0 })).entries;
    expect(entry).toMatchObject({
      action_type: 'staff.created',
      actor_id: root.id,
      target_id: body.staff.id,
    });

    const login = await signIn(input.email, input.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { role: 'readonly' } });

    const again = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: { ...input, username: `other-${randomUUID().slice(0, 6)}` },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'STAFF_EXISTS', message: '此帳號或電子郵件已有管理員使用' },
    });
  });

  it('a new super administrator gets its TOTP secret once and signs in with a code', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const input = newAccount('super_admin');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: input,
    });
    const { totp_secret } = created.json() as { totp_secret: string };
    expect(totp_secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect((await signIn(input.email, input.password)).json()).toMatchObject({
      error: { code: 'ADMIN_TOTP_REQUIRED' },
    });
    expect((await signIn(input.email, input.password, totpCode(totp_secret, new Date()))).statusCode).toBe(
      200,
    );
    const list = await server.app.inject({ url: '/api/admin/staff', headers: root.headers });
    expect(list.body).not.toContain(totp_secret);
  });

  it('refuses weak passwords and unknown roles with zh-TW messages, and non-super roles with 403', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const weak = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: { ...newAccount('readonly'), password: 'short1A' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('管理員密碼須為 12 到 128 個字元，並包含大小寫字母和數字');
    const role = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: newAccount('owner'),
    });
    expect(role.statusCode).toBe(400);
    expect(role.body).toContain('角色須為 super_admin、manager、admin、finance 或 readonly');
    for (const other of ['admin', 'manager', 'readonly'] as const) {
      const staff = await buildStaffAccount(server, other);
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: staff.headers,
        payload: newAccount('super_admin'),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(forbidden('POST /api/admin/staff'));
    }
  });

  it('assigning a role takes effect on the next request; revoking leaves read-only; both audited with the reason', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const staff = await buildStaffAccount(server, 'readonly');
    expect((await server.app.inject({ url: '/api/admin/users', headers: staff.headers })).statusCode).toBe(
      403,
    );

    const before = await auditTotal();
    const assigned = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${staff.id}/roles`,
      headers: root.headers,
      payload: { role_id: 'manager', reason: '支援會員管理' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await auditTotal()).toBe(before + 1);
    expect((await server.app.inject({ url: '/api/admin/users', headers: staff.headers })).statusCode).toBe(
      200,
    );
    const lookup = await server.app.inject({
      url: `/api/admin/users/${staff.id}/permissions`,
      headers: root.headers,
    });
    expect(lookup.json()).toMatchObject({
      user_id: staff.id,
      roles: [{ role_name: 'manager', assigned_by: '測試super_admin' }],
      direct_permissions: [],
      permission_summary: { can_manage_users: true, can_manage_content: false, can_view_analytics: true },
    });
    expect(lookup.json().effective_permissions).toContain('user_management:write');

    const notHeld = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${staff.id}/roles/finance`,
      headers: root.headers,
      payload: { reason: '測試' },
    });
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().error.message).toBe('無法撤銷用戶角色：此管理員沒有這個角色');

    const revoked = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${staff.id}/roles/manager`,
      headers: root.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ staff: { role: 'readonly' } });
    expect((await server.app.inject({ url: '/api/admin/users', headers: staff.headers })).statusCode).toBe(
      403,
    );

    const changes = await server.app.inject({
      url: '/api/admin/permissions/recent-changes',
      headers: root.headers,
    });
    const mine = (
      changes.json() as {
        changes: { user_name: string; action: string; role_name: string; details: string }[];
      }
    ).changes.filter((change) => change.user_name === staff.email.split('@')[0]);
    expect(mine.slice(0, 2)).toMatchObject([
      { action: 'revoked', role_name: 'manager', details: expect.stringContaining('Admin revocation') },
      { action: 'modified', role_name: 'manager', details: expect.stringContaining('支援會員管理') },
    ]);
  });

  it('nobody changes their own role or status', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const self = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${root.id}/roles`,
      headers: root.headers,
      payload: { role_id: 'readonly' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.code).toBe('STAFF_SELF_CHANGE');
  });

  it('disabling ends the account’s sessions at once and refuses its sign-in; enabling lets it back', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const staff = await buildStaffAccount(server, 'finance');
    const disabled = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${staff.id}/status`,
      headers: root.headers,
      payload: { status: 'disabled', reason: '離職' },
    });
    expect(disabled.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: '/api/admin/auth/verify', headers: staff.headers })).statusCode,
    ).toBe(401);
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(401);
    await server.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${staff.id}/status`,
      headers: root.headers,
      payload: { status: 'active' },
    });
    expect((await signIn(staff.email, staff.password)).statusCode).toBe(200);
  });

  it('two super administrators demoting each other at once leave one of them', async () => {
    const first = await buildStaffAccount(server, 'super_admin');
    const second = await buildStaffAccount(server, 'super_admin');
    // Only these two stay active super administrators for this test.
    await server.database.db
      .update(staffAccounts)
      .set({ role: 'admin' })
      .where(
        and(
          eq(staffAccounts.role, 'super_admin'),
          ne(staffAccounts.id, first.id),
          ne(staffAccounts.id, second.id),
        ),
      );
    const demote = (caller: typeof first, target: typeof first) =>
      server.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target.id}/roles`,
        headers: caller.headers,
        payload: { role_id: 'admin' },
      });
    const answers = await Promise.all([demote(first, second), demote(second, first)]);
    // The loser is refused either by the guard (its request passed the access check first) or, when
    // the winner committed before it was checked, by the access check itself.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.statusCode !== 200)!;
    expect(['STAFF_LAST_SUPER_ADMIN', 'ADMIN_FORBIDDEN']).toContain(loser.json().error.code);
    const active = await server.database.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'super_admin'), eq(staffAccounts.status, 'active')));
    expect(active).toHaveLength(1);
  });

  it('counts roles, staff and audit actions for the overview from stored data', async () => {
    const root = await buildStaffAccount(server, 'super_admin');
    const first = (
      await server.app.inject({ url: '/api/admin/permissions/overview', headers: root.headers })
    ).json();
    await buildStaffAccount(server, 'finance');
    const second = (
      await server.app.inject({ url: '/api/admin/permissions/overview', headers: root.headers })
    ).json();
    const finance = (body: { role_distribution: { role: string; count: number }[] }) =>
      body.role_distribution.find((row) => row.role === 'finance')!.count;
    expect(second.total_staff).toBe(first.total_staff + 1);
    expect(finance(second)).toBe(finance(first) + 1);
    expect(second.total_roles).toBe(5);
    expect(second.audit_summary.total_actions).toBeGreaterThan(first.audit_summary.total_actions);
  });
});
