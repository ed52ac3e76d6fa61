import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@alphadesk/contracts';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp } from '../../testing/factories.ts';
import { refreshCookieOf } from '../../testing/auth.ts';

describe('accounts', () => {
  let server: TestServer;
  const clock = createTestClock('2026-11-20T02:00:00Z');
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  const post = (
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress = randomIp(),
  ) => server.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const login = (email: string, password: string, ip = randomIp()) =>
    post('/api/auth/login', { email, password }, {}, ip);
  const registration = (overrides: Record<string, unknown> = {}) => ({
    name: '王小明',
    email: `ming-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    agreeToTerms: true,
    ...overrides,
  });

  it('registers, logs out, refuses a wrong password with the spec message, and accepts the right one', async () => {
    const response = await post(
      '/api/auth/register',
      registration({ email: '  Ming.Wang@Example.COM ', phone: '+886 912-345-678' }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'ming.wang@example.com',
      tier: 'free',
      kind: 'member',
      phone: '+886 912-345-678',
    });
    expect(body.user.usage).toMatchObject({ analysesUsed: 0, analysisLimit: 5, period: '2026-11' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/auth/);

    const logout = await post(
      '/api/auth/logout',
      {},
      {
        authorization: `Bearer ${body.accessToken}`,
        cookie: refreshCookieOf(response.headers['set-cookie']),
      },
    );
    expect(logout.statusCode).toBe(200);
    expect(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/user/me',
          headers: { authorization: `Bearer ${body.accessToken}` },
        })
      ).statusCode,
    ).toBe(401);

    const wrong = await login('ming.wang@example.com', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(expectCleanError(wrong.body)).toMatchObject({
      code: 'LOGIN_FAILED',
      message: '帳號或密碼錯誤，請檢查您的登入資訊或先進行註冊',
    });
    const unknown = await login('nobody@example.com', 'Secret123');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.replace(/"requestId":"[^"]+"/, '')).toBe(
      wrong.body.replace(/"requestId":"[^"]+"/, ''),
    );

    const right = await login(' MING.WANG@example.com ', 'Secret123');
    expect(right.statusCode).toBe(200);
    expect(right.json().user.lastLoginAt).not.toBeNull();
  });

  it.each([
    [{ confirmPassword: 'Secret124' }, authMessages.passwordMismatch],
    [{ password: 'Sec12', confirmPassword: 'Sec12' }, authMessages.passwordTooShort],
    [{ password: 'secret123', confirmPassword: 'secret123' }, authMessages.passwordTooWeak],
    [{ password: 'SECRETABC', confirmPassword: 'SECRETABC' }, authMessages.passwordTooWeak],
    [{ agreeToTerms: false }, authMessages.termsRequired],
    [{ phone: '0912-abc' }, authMessages.phoneInvalid],
    [{ name: '   ' }, authMessages.nameRequired],
    [{ email: 'not-an-email' }, authMessages.emailInvalid],
  ])('refuses %o with the spec message and creates nothing', async (overrides, message) => {
    const payload = registration(overrides);
    const response = await post('/api/auth/register', payload);
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toBe(message);
    if (typeof payload.email === 'string' && payload.email.includes('@')) {
      expect((await login(payload.email, String(payload.password))).statusCode).toBe(401);
    }
  });

  it('refuses a duplicate email in any case with the spec message', async () => {
    const first = await buildMember(server, { email: 'dup@example.com' });
    expect(first.userId).toBeTruthy();
    const again = await post('/api/auth/register', registration({ email: 'DUP@Example.com' }));
    expect(again.statusCode).toBe(409);
    expect(expectCleanError(again.body)).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: '此電子郵件已被註冊，請使用其他郵件地址或嘗試登入',
    });
  });

  it('gives a guest 3 analyses and lets the guest keep their identity on registering', async () => {
    const guest = await buildGuest(server);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: guest.headers });
    expect(me.json().user).toMatchObject({
      kind: 'guest',
      usage: { analysisLimit: 3, period: 'lifetime', resetsAt: null },
    });

    const registered = await post('/api/auth/register', registration(), guest.headers);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({ id: guest.userId, kind: 'member' });
    // The guest session ends with the registration; the member session carries on.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: guest.headers })).statusCode,
    ).toBe(401);
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const user = await buildMember(server);
    const first = await post('/api/auth/refresh', undefined, { cookie: user.refreshCookie });
    expect(first.statusCode).toBe(200);
    const rotatedCookie = refreshCookieOf(first.headers['set-cookie']);
    expect(rotatedCookie).not.toBe(user.refreshCookie);
    const newAccess = { authorization: `Bearer ${first.json().accessToken}` };

    clock.advance(60_000); // well past the concurrent-refresh grace window
    const replay = await post('/api/auth/refresh', undefined, { cookie: user.refreshCookie });
    expect(replay.statusCode).toBe(401);
    expect(expectCleanError(replay.body)).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: '登錄狀態已過期，請重新登入',
    });

    expect((await post('/api/auth/refresh', undefined, { cookie: rotatedCookie })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: newAccess })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers })).statusCode,
    ).toBe(401);
  });

  it('does not punish two tabs refreshing at the same moment', async () => {
    const user = await buildMember(server);
    const winner = await post('/api/auth/refresh', undefined, { cookie: user.refreshCookie });
    const loser = await post('/api/auth/refresh', undefined, { cookie: user.refreshCookie });
    expect(winner.statusCode).toBe(200);
    expect(loser.statusCode).toBe(401);
    const next = await post('/api/auth/refresh', undefined, {
      cookie: refreshCookieOf(winner.headers['set-cookie']),
    });
    expect(next.statusCode).toBe(200);
  });

  it('expires access tokens after their lifetime', async () => {
    const user = await buildMember(server);
    clock.advance(16 * 60_000);
    const response = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers });
    expect(response.statusCode).toBe(401);
    expect(expectCleanError(response.body)).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: '登錄狀態已過期，請重新登入',
    });
  });

  it('changes the password and signs out every other session', async () => {
    const user = await buildMember(server);
    const otherDevice = await login(user.email, user.password);
    const otherHeaders = { authorization: `Bearer ${otherDevice.json().accessToken}` };
    const change = (currentPassword: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: user.headers,
        remoteAddress: randomIp(),
        payload: { currentPassword, newPassword: 'Better456', confirmPassword: 'Better456' },
      });
    const refused = await change('wrong-one');
    expect(refused.statusCode).toBe(400);
    expect(expectCleanError(refused.body)).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: '目前密碼不正確',
    });

    expect((await change(user.password)).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: otherHeaders })).statusCode,
    ).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers })).statusCode,
    ).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Better456')).statusCode).toBe(200);
  });

  it('slows down repeated failures progressively, per email', async () => {
    const user = await buildMember(server);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(user.email, 'Wrong9999')).statusCode).toBe(401);
    const blocked = await login(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(expectCleanError(blocked.body).message).toMatch(/^登入失敗次數過多，請於 \d+ 秒後再試$/);
    clock.advance(1_500);
    expect((await login(user.email, 'Wrong9999')).statusCode).toBe(401); // 6th failure: next wait 2 s
    clock.advance(1_000);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    clock.advance(1_500);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, 'Wrong9999')).statusCode).toBe(401); // success reset the count
  });

  it('rate limits registrations per IP', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('/api/auth/register', registration(), {}, ip)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it('lets each token read only its own account', async () => {
    const a = await buildMember(server, { name: '甲' });
    const b = await buildMember(server, { name: '乙' });
    const meA = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: a.headers });
    const meB = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: b.headers });
    expect(meA.json().user).toMatchObject({ id: a.userId, name: '甲' });
    expect(meB.json().user).toMatchObject({ id: b.userId, name: '乙' });
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${a.accessToken.slice(0, -3)}abc` },
    });
    expect(forged.statusCode).toBe(401);
  });
});
