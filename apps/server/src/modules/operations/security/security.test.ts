import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { buildMember, randomIp } from '../../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../../staff/testing/staff.ts';

describe('security centre', () => {
  let server: TestServer;
  let root: TestStaff;

  beforeAll(async () => {
    server = await createTestServer();
    root = await buildStaffAccount(server, 'super_admin');
  });
  afterAll(() => server.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = root.headers,
  ) =>
    server.app.inject({ method, url, headers, remoteAddress: '10.7.7.7', ...(payload ? { payload } : {}) });

  it('turns failed sign-ins from one address into a threat, which staff can mark a false positive', async () => {
    await call('PUT', '/api/admin/config/settings/security.threat_threshold', {
      value: 3,
      environment: 'test',
    });
    const victim = await buildStaffAccount(server, 'manager');
    const attacker = '203.0.113.7';
    for (let i = 0; i < 3; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: victim.email, password: `wrong-${i}-password` },
        remoteAddress: attacker,
      });
      expect(response.statusCode).toBe(401);
    }
    // Two refusals from elsewhere stay under the threshold.
    for (let i = 0; i < 2; i++) {
      await server.app.inject({
        method: 'GET',
        url: '/api/admin/system/status',
        remoteAddress: '203.0.113.8',
      });
    }
    await server.services.operations.security.settle();

    const active = await call('GET', '/api/admin/security/threats/active');
    expect(active.statusCode).toBe(200);
    const body = active.json<{
      threats: { id: string; kind: string; ip: string; events: number; severity: string }[];
    }>();
    const threat = body.threats.find((item) => item.ip === attacker);
    expect(threat).toMatchObject({ kind: 'login_failed', events: 3, severity: 'high', status: 'active' });
    expect(body.threats.some((item) => item.ip === '203.0.113.8')).toBe(false);

    const marked = await call('PUT', `/api/admin/security/threats/${threat!.id}`, {
      status: 'false_positive',
      reason: '測試帳號',
    });
    expect(marked.json()).toMatchObject({ threat: { status: 'false_positive' } });
    const after = (await call('GET', '/api/admin/security/threats/active')).json<{
      threats: { ip: string }[];
    }>();
    expect(after.threats.some((item) => item.ip === attacker)).toBe(false);
  });

  it('blocks an address on every request until unblocked, and mitigates its threats', async () => {
    const address = '198.51.100.9';
    const plans = (remoteAddress: string) =>
      server.app.inject({ method: 'GET', url: '/api/plans', remoteAddress });
    expect((await plans(address)).statusCode).toBe(200);

    const blocked = await call('POST', '/api/admin/security/blocked', {
      ip: address,
      minutes: 30,
      reason: '暴力登入',
    });
    expect(blocked.statusCode).toBe(200);
    const refused = await plans(address);
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused.body).message).toBe('此來源位址已被暫時封鎖');
    expect((await plans(randomIp())).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/security/blocked')).json<{
      blocked: { ip: string; until: string }[];
    }>();
    const entry = list.blocked.find((item) => item.ip === address);
    expect(new Date(entry!.until).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    expect((await call('DELETE', `/api/admin/security/blocked/${address}`)).statusCode).toBe(200);
    expect((await plans(address)).statusCode).toBe(200);

    const own = await call('POST', '/api/admin/security/blocked', {
      ip: '10.7.7.7',
      minutes: 5,
      reason: '誤操作',
    });
    expect(own.statusCode).toBe(400);
    const bad = await call('POST', '/api/admin/security/blocked', {
      ip: 'not-an-ip',
      minutes: 0,
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(expectCleanError(bad.body).message).toMatch(/IP 位址格式錯誤|封鎖時間|請填寫原因/);
  });

  it("revokes a member's sessions: their token is refused afterwards", async () => {
    const member = await buildMember(server);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: member.headers })).statusCode,
    ).toBe(200);
    const revoked = await call('POST', `/api/admin/security/users/${member.userId}/revoke-sessions`, {
      reason: '帳號外洩',
    });
    expect(revoked.json()).toEqual({ success: true, revoked: 1 });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: member.headers })).statusCode,
    ).toBe(401);
    const missing = await call('POST', '/api/admin/security/users/no-such-user/revoke-sessions', {
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('runs compliance checks over the stored staff accounts', async () => {
    const admin = await buildStaffAccount(server, 'admin');
    const answer = await call('GET', '/api/admin/security/compliance/violations?limit=10');
    const body = answer.json<{
      checks_run: { check: string; passed: boolean }[];
      violations: { check: string; severity: string; subjects: string[] }[];
    }>();
    expect(body.checks_run.map((check) => check.check)).toEqual([
      'staff_two_factor',
      'super_admin_count',
      'stale_sessions',
      'default_secrets',
    ]);
    const twoFactor = body.violations.find((violation) => violation.check === 'staff_two_factor');
    expect(twoFactor?.severity).toBe('high');
    expect(twoFactor?.subjects.some((name) => name.startsWith('admin-'))).toBe(true);
    // Super administrators are created with TOTP: none of them is listed.
    expect(twoFactor?.subjects.some((name) => name.startsWith('super_admin-'))).toBe(false);
    // Test servers make a random AUTH_SECRET per process.
    expect(body.violations.find((violation) => violation.check === 'default_secrets')?.subjects[0]).toContain(
      'AUTH_SECRET',
    );
    expect(admin.id).toBeTruthy();
  });

  it('lists audit entries at or above a severity, and lets admins read but not act', async () => {
    // Its own high-severity entry, so the test passes in any order.
    const address = randomIp();
    expect(
      (await call('POST', '/api/admin/security/blocked', { ip: address, minutes: 5, reason: '稽核測試' }))
        .statusCode,
    ).toBe(200);
    const logs = await call('GET', '/api/admin/security/audit-logs?limit=10&severity=high');
    const entries = logs.json<{ entries: { action_type: string; severity: string }[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.severity === 'high' || entry.severity === 'critical')).toBe(true);
    expect(entries.some((entry) => entry.action_type === 'security.address_blocked')).toBe(true);

    const admin = await buildStaffAccount(server, 'admin');
    expect((await call('GET', '/api/admin/security/threats', undefined, admin.headers)).statusCode).toBe(200);
    const refused = await call(
      'POST',
      '/api/admin/security/blocked',
      { ip: '192.0.2.1', minutes: 5, reason: 'x' },
      admin.headers,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('treats a single refused payment notice as a critical threat', async () => {
    const forger = '192.0.2.77';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/payuni/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'MerID=S01234567&Version=1.0&EncryptInfo=deadbeef&HashInfo=FORGED',
      remoteAddress: forger,
    });
    expect(response.statusCode).toBe(400);
    await server.services.operations.security.settle();
    const threats = (await call('GET', '/api/admin/security/threats/active')).json<{
      threats: { ip: string; kind: string; severity: string }[];
    }>().threats;
    expect(threats.find((threat) => threat.ip === forger)).toMatchObject({
      kind: 'forged_notify',
      severity: 'critical',
    });
  });
});
