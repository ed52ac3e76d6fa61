import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@alphadesk/contracts';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { startSmtpServer } from '../../testing/smtp.ts';

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('forgot and reset password over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  const clock = createTestClock('2026-11-20T02:00:00Z');
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await createTestServer({
      withQueue: true,
      env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://alphadesk.example' },
      now: clock.now,
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const forgot = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: randomIp(),
      payload: { email },
    });
  const reset = (token: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: randomIp(),
      payload: { token, password, confirmPassword: password },
    });
  const login = (email: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { email, password },
    });
  const linkIn = (text: string) => {
    const match = /https:\/\/alphadesk\.example\/auth\?mode=reset&token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
    return match[1];
  };

  it('mails a single-use link that sets a new password', async () => {
    const user = await buildMember(server);
    const answer = await forgot(user.email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: authMessages.resetLinkSent });

    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(user.email)));
    expect(mail.subject).toBe('AlphaDesk 密碼重置');
    expect(mail.text).toContain('30 分鐘');
    const token = linkIn(mail.text);

    expect((await reset(token, 'Renewed789')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Renewed789')).statusCode).toBe(200);
    // The old sessions are gone with the old password.
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers })).statusCode,
    ).toBe(401);

    const second = await reset(token, 'Another789');
    expect(second.statusCode).toBe(400);
    expect(expectCleanError(second.body).message).toBe(authMessages.resetLinkInvalid);
  });

  it('refuses an expired link', async () => {
    const user = await buildMember(server);
    await forgot(user.email);
    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(user.email)));
    clock.advance(31 * 60_000);
    const response = await reset(linkIn(mail.text), 'Renewed789');
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toBe(authMessages.resetLinkInvalid);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const before = smtp.mails.length;
    const answer = await forgot('nobody-here@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: authMessages.resetLinkSent });
    // Give the worker time to have sent something if it were going to.
    const known = await buildMember(server);
    await forgot(known.email);
    await waitFor(() => smtp.mails.find((m) => m.to.includes(known.email)));
    expect(smtp.mails.slice(before).every((m) => !m.to.includes('nobody-here@example.com'))).toBe(true);
  });

  it('refuses a forged token and bad input without a 500', async () => {
    expect((await reset('x'.repeat(43), 'Renewed789')).statusCode).toBe(400);
    const weak = await reset('x'.repeat(43), 'weak');
    expect(expectCleanError(weak.body).message).toBe(authMessages.passwordTooShort);
    const noEmail = await server.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: randomIp(),
      payload: {},
    });
    expect(noEmail.statusCode).toBe(400);
    expect(expectCleanError(noEmail.body).message).toBe(authMessages.emailRequired);
  });
});
