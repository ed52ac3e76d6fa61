import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, totpCode } from './testing/staff.ts';

const clock = createTestClock('2026-11-24T02:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ now: clock.now });
});
afterAll(() => server?.close());
beforeEach(() => clock.set(Date.now()));

const login = (payload: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

async function auditActions(targetId: string): Promise<string[]> {
  const { entries } = await server.services.audit.list({
    limit: 100,
    offset: 0,
    action_type: undefined,
    actor_id: undefined,
  });
  return entries
    .filter((entry) => entry.target_id === targetId)
    .map((entry) => entry.action_type)
    .reverse();
}

describe('staff sign-in', () => {
  it('signs a manager in and verifies the session; the access token is not a member token', async () => {
    const manager = await buildStaffAccount(server, 'manager', { now: clock.now });
    const verify = await server.app.inject({ url: '/api/admin/auth/verify', headers: manager.headers });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({
      valid: true,
      user: { role: 'manager', permissions: expect.arrayContaining(['user_management:read']) },
    });
    const asMember = await server.app.inject({ url: '/api/user/me', headers: manager.headers });
    expect(asMember.statusCode).toBe(401);
    expect(await auditActions(manager.id)).toEqual(['staff.login']);
  });

  it('refuses a member token on a staff route', async () => {
    const member = await buildMember(server);
    const response = await server.app.inject({ url: '/api/admin/auth/verify', headers: member.headers });
    expect(response.statusCode).toBe(401);
  });

  it('answers the spec message for empty credentials', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toContain('登入資訊不完整：帳號和密碼不能為空');
  });

  it('counts wrong passwords (n/5), locks at the fifth for 15 minutes, then lets the owner in', async () => {
    const staff = await buildStaffAccount(server, 'readonly', { now: clock.now });
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login({ email: staff.email, password: 'Wrong-password-1' });
      messages.push(expectCleanError(response.body).message);
    }
    expect(messages.slice(0, 4)).toEqual([1, 2, 3, 4].map((n) => `帳號或密碼錯誤 (${n}/5)`));
    expect(messages[4]).toBe('登入失敗次數過多，帳號已鎖定 15 分鐘');
    const locked = await login({ email: staff.email, password: staff.password });
    expect(locked.statusCode).toBe(423);
    expect(expectCleanError(locked.body).message).toBe('登入已鎖定，請等待解鎖（約 15 分鐘）');
    clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);
    const actions = await auditActions(staff.id);
    expect(actions.filter((action) => action === 'staff.login_failed')).toHaveLength(4);
    expect(actions.filter((action) => action === 'staff.locked')).toHaveLength(1);
    expect(actions.filter((action) => action === 'staff.login_refused_locked')).toHaveLength(1);
  });

  it('lets parallel guesses check at most five passwords', async () => {
    const staff = await buildStaffAccount(server, 'finance', { now: clock.now });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ email: staff.email, password: 'Wrong-password-1' })),
    );
    const counted = answers.filter((answer) => answer.statusCode === 401);
    expect(counted.length).toBeLessThanOrEqual(4);
    expect(answers.every((answer) => [401, 423].includes(answer.statusCode))).toBe(true);
  });

  it('keeps a browser that signed in before out of a stranger’s lockout', async () => {
    const staff = await buildStaffAccount(server, 'readonly', { now: clock.now });
    const own = await login({ email: staff.email, password: staff.password });
    const device = String(own.headers['set-cookie']).match(/alphadesk_admin_device=([^;]+)/)?.[1];
    expect(device).toBeTruthy();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login({ email: staff.email, password: 'Wrong-password-1' });
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(423);
    const owner = await login(
      { email: staff.email, password: staff.password },
      { cookie: `alphadesk_admin_device=${device}` },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('throttles one source that fails across many accounts', async () => {
    const ip = randomIp();
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      answers.push(
        await login({ email: `nobody-${attempt}@example.com`, password: 'Wrong-password-1' }, { ip }),
      );
    }
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(answers[20]!.statusCode).toBe(429);
    expect(expectCleanError(answers[20]!.body).message).toBe('此來源登入失敗次數過多，請於 15 分鐘後再試');
  });

  it('lets a super administrator unlock an account (audited); a manager may not', async () => {
    const root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
    const manager = await buildStaffAccount(server, 'manager', { now: clock.now });
    const staff = await buildStaffAccount(server, 'readonly', { now: clock.now });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login({ email: staff.email, password: 'Wrong-password-1' });
    const url = `/api/admin/staff/${staff.id}/unlock`;
    const denied = await server.app.inject({ method: 'POST', url, headers: manager.headers });
    expect(denied.statusCode).toBe(403);
    expect(expectCleanError(denied.body).message).toBe(
      '權限不足：您沒有權限執行此操作 (POST /api/admin/staff/{id}/unlock)',
    );
    const unlocked = await server.app.inject({ method: 'POST', url, headers: root.headers });
    expect(unlocked.statusCode).toBe(200);
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);
    expect((await auditActions(staff.id)).filter((action) => action === 'staff.unlocked')).toHaveLength(1);
  });
});

describe('two-factor sign-in', () => {
  it('asks a super administrator for the code, accepts it once and refuses its reuse', async () => {
    const root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
    const needed = await login({ email: root.email, password: root.password });
    expect(needed.statusCode).toBe(401);
    expect(expectCleanError(needed.body)).toMatchObject({
      code: 'ADMIN_TOTP_REQUIRED',
      message: '需要雙重驗證，請輸入您的驗證碼',
    });
    clock.advance(30_000);
    const code = totpCode(root.totpSecret!, clock.now());
    expect((await login({ email: root.email, password: root.password, totp_code: code })).statusCode).toBe(
      200,
    );
    const replay = await login({ email: root.email, password: root.password, totp_code: code });
    expect(replay.statusCode).toBe(401);
    expect(expectCleanError(replay.body).code).toBe('ADMIN_TOTP_INVALID');
  });

  it('enrols a manager: otpauth URI, recovery codes, confirmation; then sign-in needs a code', async () => {
    const manager = await buildStaffAccount(server, 'manager', { now: clock.now });
    const enrol = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enroll',
      headers: manager.headers,
    });
    expect(enrol.statusCode).toBe(200);
    const body = enrol.json() as { secret: string; otpauth_uri: string; recovery_codes: string[] };
    expect(body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(body.recovery_codes).toHaveLength(10);
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: manager.headers,
      payload: { code: '000000' === totpCode(body.secret, clock.now()) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: manager.headers,
      payload: { code: totpCode(body.secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await login({ email: manager.email, password: manager.password })).statusCode).toBe(401);
    const recovery = await login({
      email: manager.email,
      password: manager.password,
      totp_code: body.recovery_codes[0],
    });
    expect(recovery.statusCode).toBe(200);
    const again = await login({
      email: manager.email,
      password: manager.password,
      totp_code: body.recovery_codes[0],
    });
    expect(expectCleanError(again.body).code).toBe('ADMIN_TOTP_INVALID');
  });
});

describe('staff sessions', () => {
  const refresh = (token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/refresh',
      payload: { refresh_token: token },
      remoteAddress: randomIp(),
    });

  it('rotates the refresh token; an old one presented after the grace window ends the family', async () => {
    const staff = await buildStaffAccount(server, 'finance', { now: clock.now });
    const first = await refresh(staff.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json() as { access_token: string; refresh_token: string };
    clock.advance(11_000);
    expect((await refresh(staff.refreshToken)).statusCode).toBe(401);
    expect((await refresh(next.refresh_token)).statusCode).toBe(401);
    const verify = await server.app.inject({
      url: '/api/admin/auth/verify',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(verify.statusCode).toBe(401);
  });

  it('logs out: the session ends at once and the logout is audited', async () => {
    const staff = await buildStaffAccount(server, 'finance', { now: clock.now });
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: staff.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: '/api/admin/auth/verify', headers: staff.headers })).statusCode,
    ).toBe(401);
    expect((await refresh(staff.refreshToken)).statusCode).toBe(401);
    expect(await auditActions(staff.id)).toEqual(['staff.login', 'staff.logout']);
  });
});

describe('roles and the permission matrix', () => {
  it('lists the roles and the matrix the server enforces', async () => {
    const admin = await buildStaffAccount(server, 'admin', { now: clock.now });
    const roles = await server.app.inject({ url: '/api/admin/roles', headers: admin.headers });
    expect(roles.json()).toMatchObject({
      roles: expect.arrayContaining([
        { id: 'super_admin', name: 'super_admin', is_system_role: true, permissions: ['*'] },
      ]),
    });
    const matrix = await server.app.inject({ url: '/api/admin/permissions/matrix', headers: admin.headers });
    const rows = (matrix.json() as { matrix: { permission_name: string; roles: string[] }[] }).matrix;
    expect(rows.find((row) => row.permission_name === 'user_management:delete')?.roles).toEqual([
      'super_admin',
      'admin',
    ]);
    expect(rows.find((row) => row.permission_name === 'security_management:write')?.roles).toEqual([
      'super_admin',
    ]);
    expect(rows.find((row) => row.permission_name === 'system_monitor:read')?.roles).toEqual([
      'super_admin',
      'admin',
      'readonly',
    ]);
  });
});
