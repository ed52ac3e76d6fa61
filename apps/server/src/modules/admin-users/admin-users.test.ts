import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp, uniqueEmail } from '../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { csvField } from './csv.ts';

let server: TestServer;
let root: TestStaff;
beforeAll(async () => {
  server = await createTestServer();
  root = await buildStaffAccount(server, 'super_admin');
});
afterAll(() => server?.close());

const call = (staff: TestStaff, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url,
    headers: staff.headers,
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload }),
  });

/** Members with a marker only this test uses in their names, so searches find only them. */
async function membersMarked(names: string[], tiers: ('free' | 'gold' | 'diamond')[] = []) {
  const marker = randomUUID().slice(0, 8);
  const members = [];
  for (const [index, name] of names.entries()) {
    members.push(
      await buildMember(server, {
        name: `${name}${marker}`,
        tier: tiers[index] ?? 'free',
        email: uniqueEmail(`m${index}`),
      }),
    );
  }
  return { marker, members };
}

describe('user management', () => {
  it('pages, searches, filters and sorts on the server', async () => {
    const { marker } = await membersMarked(['甲', '乙', '丙'], ['gold', 'free', 'gold']);
    const page1 = await call(
      root,
      'GET',
      `/api/admin/users?keyword=${marker}&limit=2&sort=username&order=asc`,
    );
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json() as {
      users: { username: string }[];
      total: number;
      page: number;
      limit: number;
    };
    expect(body1).toMatchObject({ total: 3, page: 1, limit: 2 });
    const page2 = (
      await call(root, 'GET', `/api/admin/users?keyword=${marker}&limit=2&page=2&sort=username&order=asc`)
    ).json() as typeof body1;
    const names = [...body1.users, ...page2.users].map((user) => user.username);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(3);
    const gold = (
      await call(root, 'GET', `/api/admin/users?keyword=${marker}&tier=GOLD`)
    ).json() as typeof body1;
    expect(gold.total).toBe(2);
    const percent = (
      await call(root, 'GET', `/api/admin/users?keyword=${encodeURIComponent('%')}${marker}`)
    ).json() as typeof body1;
    expect(percent.total).toBe(0);
  });

  it('edits tier, role, status and quota, audited with before and after', async () => {
    const { members } = await membersMarked(['編輯']);
    const member = members[0]!;
    const edit = await call(root, 'PUT', `/api/admin/users/${member.userId}`, {
      membershipTier: 'DIAMOND',
      role: 'manager',
      status: 'inactive',
      dailyApiQuota: 10000,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      user: { membershipTier: 'DIAMOND', role: 'manager', status: 'inactive', dailyApiQuota: 10000 },
    });
    const me = await server.app.inject({ url: '/api/user/me', headers: member.headers });
    expect(me.json()).toMatchObject({ user: { tier: 'diamond' } });
    const { entries } = await server.services.audit.list({
      limit: 10,
      offset: 0,
      action_type: 'user.updated',
    });
    const entry = entries.find((item) => item.target_id === member.userId);
    expect(entry).toMatchObject({
      actor_id: root.id,
      before: { membershipTier: 'FREE', role: 'user' },
      after: { membershipTier: 'DIAMOND', role: 'manager' },
    });
  });

  it('suspending a member ends their sessions at once and refuses their sign-in', async () => {
    const { members } = await membersMarked(['停權']);
    const member = members[0]!;
    expect((await server.app.inject({ url: '/api/user/me', headers: member.headers })).statusCode).toBe(200);
    expect(
      (await call(root, 'PUT', `/api/admin/users/${member.userId}`, { status: 'suspended' })).statusCode,
    ).toBe(200);
    expect((await server.app.inject({ url: '/api/user/me', headers: member.headers })).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(401);
  });

  it('soft-deletes: gone from the list and from sign-in, kept in the audit log', async () => {
    const { marker, members } = await membersMarked(['刪除']);
    const member = members[0]!;
    expect((await call(root, 'DELETE', `/api/admin/users/${member.userId}`)).statusCode).toBe(200);
    expect(
      ((await call(root, 'GET', `/api/admin/users?keyword=${marker}`)).json() as { total: number }).total,
    ).toBe(0);
    expect((await call(root, 'GET', `/api/admin/users/${member.userId}`)).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/user/me', headers: member.headers })).statusCode).toBe(401);
    const { entries } = await server.services.audit.list({
      limit: 10,
      offset: 0,
      action_type: 'user.deleted',
    });
    expect(entries.some((entry) => entry.target_id === member.userId)).toBe(true);
  });

  it('exports the filtered list as CSV, defusing spreadsheet formulas', async () => {
    const { marker } = await membersMarked(['=HYPERLINK("x")', '匯出']);
    const response = await call(
      root,
      'GET',
      `/api/admin/users/export?keyword=${marker}&sort=username&order=asc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,username,email,role,status,membershipTier,dailyApiQuota,lastLogin,createdAt');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")${marker}"`);
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
  });

  it.each([
    [{ dailyApiQuota: 100001 }, '每日 API 配額須為 0 到 100,000 的整數'],
    [{ dailyApiQuota: -1 }, '每日 API 配額須為 0 到 100,000 的整數'],
    [{ dailyApiQuota: 1.5 }, '每日 API 配額須為 0 到 100,000 的整數'],
    [{ status: 'banned' }, '狀態須為 active、inactive 或 suspended'],
    [{ membershipTier: 'PLATINUM' }, '會員等級須為 FREE、GOLD 或 DIAMOND'],
    [{}, '請至少修改一個欄位'],
  ])('refuses the edit %j with a zh-TW 400 and changes nothing', async (payload, message) => {
    const { members } = await membersMarked(['壞輸入']);
    const response = await call(root, 'PUT', `/api/admin/users/${members[0]!.userId}`, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(expectCleanError(response.body))).toContain(message);
    const user = (await call(root, 'GET', `/api/admin/users/${members[0]!.userId}`)).json() as {
      user: object;
    };
    expect(user.user).toMatchObject({ status: 'active', membershipTier: 'FREE', dailyApiQuota: 100 });
  });

  it.each([
    ['/api/admin/users?limit=0', '每頁筆數須為 1 到 100 的整數'],
    ['/api/admin/users?page=abc', '頁碼須為 1 以上的整數'],
    ['/api/admin/users?sort=password', '排序欄位不正確'],
    ['/api/admin/users/not-an-id', '用戶編號格式錯誤'],
  ])('refuses %s with a zh-TW 400', async (url, message) => {
    const response = await call(root, 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(expectCleanError(response.body))).toContain(message);
  });

  it('answers 404 for an unknown member, a guest and a staff-kind user', async () => {
    expect((await call(root, 'GET', `/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('lets a manager edit but not delete, and a readonly staff member neither', async () => {
    const manager = await buildStaffAccount(server, 'manager');
    const readonly = await buildStaffAccount(server, 'readonly');
    const { members } = await membersMarked(['權限']);
    const url = `/api/admin/users/${members[0]!.userId}`;
    expect((await call(manager, 'PUT', url, { membershipTier: 'GOLD' })).statusCode).toBe(200);
    const deleted = await call(manager, 'DELETE', url);
    expect(deleted.statusCode).toBe(403);
    expect(expectCleanError(deleted.body).message).toBe(
      '權限不足：您沒有權限執行此操作 (DELETE /api/admin/users/{id})',
    );
    const write = await call(readonly, 'PUT', url, { membershipTier: 'FREE' });
    expect(expectCleanError(write.body).message).toBe(
      '權限不足：您沒有權限執行此操作 (PUT /api/admin/users/{id})',
    );
    expect(
      ((await call(root, 'GET', url)).json() as { user: { membershipTier: string } }).user.membershipTier,
    ).toBe('GOLD');
  });
});
