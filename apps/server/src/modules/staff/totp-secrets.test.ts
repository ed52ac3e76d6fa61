import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffAccounts } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { createTestClock } from '../../testing/clock.ts';
import { randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, totpCode } from './testing/staff.ts';
import { createTotpSecrets } from './totp-secrets.ts';

const clock = createTestClock('2026-11-25T02:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ now: clock.now });
});
afterAll(() => server?.close());
beforeEach(() => clock.set(Date.now()));

const login = (payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload, remoteAddress: randomIp() });

async function storedSecret(id: string): Promise<string | null> {
  const [row] = await server.database.db
    .select({ totpSecret: staffAccounts.totpSecret })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id));
  return row!.totpSecret;
}

async function storeSecret(id: string, value: string): Promise<void> {
  await server.database.db.update(staffAccounts).set({ totpSecret: value }).where(eq(staffAccounts.id, id));
}

/** The stored value is sealed for this account and opens to the plain secret. */
async function expectSealed(id: string, plain: string): Promise<void> {
  const stored = await storedSecret(id);
  expect(stored).not.toBeNull();
  expect(stored).not.toBe(plain);
  expect(stored).not.toContain(plain);
  expect(createTotpSecrets(server.config.auth.secret).open({ id, totpSecret: stored })).toEqual({
    secret: plain,
    legacy: false,
  });
}

async function createSuperAdmin() {
  const suffix = randomUUID().slice(0, 8);
  const account = {
    username: `root-${suffix}`,
    email: `root-${suffix}@staff.example.com`,
    name: '測試超級管理員',
    password: `Staff-${suffix}-Aa1`,
    role: 'super_admin' as const,
  };
  const { id, totpSecret } = await server.services.staff.create(account);
  return { ...account, id, totpSecret: totpSecret! };
}

describe('staff TOTP secrets at rest', () => {
  it('stores the secret of a super administrator made by the facade sealed; its code signs in', async () => {
    const root = await createSuperAdmin();
    await expectSealed(root.id, root.totpSecret);
    const response = await login({
      email: root.email,
      password: root.password,
      totp_code: totpCode(root.totpSecret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores the secret of a super administrator made in the back-office sealed; shown once, in plain', async () => {
    const root = await buildStaffAccount(server, 'super_admin', { now: clock.now });
    const suffix = randomUUID().slice(0, 8);
    const input = {
      username: `made-${suffix}`,
      email: `made-${suffix}@staff.example.com`,
      name: '新超級管理員',
      password: `Staff-${suffix}-Aa1`,
      role: 'super_admin',
    };
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: root.headers,
      payload: input,
      remoteAddress: randomIp(),
    });
    expect(created.statusCode).toBe(200);
    const body = created.json() as { staff: { id: string }; totp_secret: string };
    expect(body.totp_secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectSealed(body.staff.id, body.totp_secret);
    const response = await login({
      email: input.email,
      password: input.password,
      totp_code: totpCode(body.totp_secret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores an enrolment sealed; confirmation and the next sign-in take its codes', async () => {
    const manager = await buildStaffAccount(server, 'manager', { now: clock.now });
    const enrol = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enroll',
      headers: manager.headers,
    });
    expect(enrol.statusCode).toBe(200);
    const { secret } = enrol.json() as { secret: string };
    await expectSealed(manager.id, secret);
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: manager.headers,
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    await expectSealed(manager.id, secret);
    clock.advance(30_000);
    const response = await login({
      email: manager.email,
      password: manager.password,
      totp_code: totpCode(secret, clock.now()),
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a secret stored before sealing and seals it after its next successful sign-in', async () => {
    const root = await createSuperAdmin();
    await storeSecret(root.id, root.totpSecret);
    const current = totpCode(root.totpSecret, clock.now());
    const wrong = await login({
      email: root.email,
      password: root.password,
      totp_code: current === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    // A failed attempt leaves the stored value as it was.
    expect(await storedSecret(root.id)).toBe(root.totpSecret);
    const first = await login({
      email: root.email,
      password: root.password,
      totp_code: totpCode(root.totpSecret, clock.now()),
    });
    expect(first.statusCode).toBe(200);
    await expectSealed(root.id, root.totpSecret);
    clock.advance(30_000);
    const next = await login({
      email: root.email,
      password: root.password,
      totp_code: totpCode(root.totpSecret, clock.now()),
    });
    expect(next.statusCode).toBe(200);
  });

  it('accepts an enrolment stored before sealing and seals it once confirmed', async () => {
    const manager = await buildStaffAccount(server, 'manager', { now: clock.now });
    const enrol = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enroll',
      headers: manager.headers,
    });
    const { secret } = enrol.json() as { secret: string };
    await storeSecret(manager.id, secret);
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: manager.headers,
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    await expectSealed(manager.id, secret);
  });

  it("refuses the codes of a sealed secret copied onto another account's row", async () => {
    const owner = await createSuperAdmin();
    const other = await createSuperAdmin();
    await storeSecret(other.id, (await storedSecret(owner.id))!);
    const copied = await login({
      email: other.email,
      password: other.password,
      totp_code: totpCode(owner.totpSecret, clock.now()),
    });
    expect(copied.statusCode).toBe(401);
    expect(expectCleanError(copied.body).code).toBe('ADMIN_TOTP_INVALID');
    const own = await login({
      email: other.email,
      password: other.password,
      totp_code: totpCode(other.totpSecret, clock.now()),
    });
    expect(own.statusCode).toBe(401);
    // The owner's row still works with its own code.
    const owners = await login({
      email: owner.email,
      password: owner.password,
      totp_code: totpCode(owner.totpSecret, clock.now()),
    });
    expect(owners.statusCode).toBe(200);
  });

  it("refuses to confirm an enrolment whose stored value was copied from another account's", async () => {
    const first = await buildStaffAccount(server, 'manager', { now: clock.now });
    const second = await buildStaffAccount(server, 'manager', { now: clock.now });
    const enrol = (staff: typeof first) =>
      server.app.inject({ method: 'POST', url: '/api/admin/auth/totp/enroll', headers: staff.headers });
    const { secret } = (await enrol(first)).json() as { secret: string };
    expect((await enrol(second)).statusCode).toBe(200);
    await storeSecret(second.id, (await storedSecret(first.id))!);
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: second.headers,
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(401);
    expect(expectCleanError(confirm.body).code).toBe('ADMIN_TOTP_INVALID');
  });
});

describe('staff TOTP secrets that no longer open', () => {
  it('refuses codes but still takes a recovery code', async () => {
    const manager = await buildStaffAccount(server, 'manager', { now: clock.now });
    const enrol = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/enroll',
      headers: manager.headers,
    });
    const { secret, recovery_codes } = enrol.json() as { secret: string; recovery_codes: string[] };
    const confirm = await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/totp/confirm',
      headers: manager.headers,
      payload: { code: totpCode(secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    // Sealed under another server secret (as after AUTH_SECRET changed).
    const otherBox = createTotpSecrets('another server secret, at least 32 characters long');
    await storeSecret(manager.id, otherBox.seal(secret, manager.id));
    clock.advance(30_000);
    const code = await login({
      email: manager.email,
      password: manager.password,
      totp_code: totpCode(secret, clock.now()),
    });
    expect(code.statusCode).toBe(401);
    expect(expectCleanError(code.body).code).toBe('ADMIN_TOTP_INVALID');
    const recovery = await login({
      email: manager.email,
      password: manager.password,
      totp_code: recovery_codes[0],
    });
    expect(recovery.statusCode).toBe(200);
  });
});
