import { afterEach, describe, expect, it } from 'vitest';
import { HealthResponse } from '@alphadesk/contracts';
import { loadConfig } from '../config.ts';
import { createTestServer, expectCleanError, type TestServer } from '../testing/server.ts';
import { isLoopbackAddress, isLoopbackUrl } from './config.ts';

describe('the development mailbox and test mode', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    server!.app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress, headers });
  const health = async () => HealthResponse.parse((await server!.app.inject('/api/health')).json());

  it('answers only this machine on a loopback site, and says test mode is on', async () => {
    server = await createTestServer({ env: { PUBLIC_BASE_URL: 'http://localhost:3000' } });
    expect((await mailbox('127.0.0.1')).statusCode).toBe(200);
    expect((await mailbox('::1')).json()).toEqual({ messages: [] });
    const remote = await mailbox('203.0.113.7');
    expect(remote.statusCode).toBe(404);
    expectCleanError(remote.body);
    // The HTML page is guarded the same way: whatever answers a remote client, it is not the mail.
    const page = await server.app.inject({ url: '/dev/mailbox', remoteAddress: '198.51.100.2' });
    expect(page.body).not.toContain('開發用信箱');
    // This machine gets the mailbox page itself, not the member site's client router.
    const own = await server.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('開發用信箱');
    expect((await health()).testMode).toMatchObject({ active: true, devMailbox: true });
  });

  it('does not trust a forwarded-for header to reach it from elsewhere', async () => {
    server = await createTestServer({
      env: { PUBLIC_BASE_URL: 'http://localhost:3000', TRUST_PROXY: 'true' },
    });
    expect((await mailbox('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    // Behind a local proxy, the client the proxy speaks for decides.
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('stays off on a public site unless DEV_MAILBOX asks for it', async () => {
    server = await createTestServer({
      env: { PUBLIC_BASE_URL: 'https://alphadesk.example', PAYUNI_BUILTIN_SANDBOX: 'false' },
    });
    expect((await mailbox('127.0.0.1')).statusCode).toBe(404);
    expect(server.services.mailer.kind).toBe('disabled');
    expect((await health()).testMode).toEqual({ active: false, devMailbox: false, paymentSandbox: false });
    await server.close();

    server = await createTestServer({
      env: { PUBLIC_BASE_URL: 'https://alphadesk.example', DEV_MAILBOX: 'true' },
    });
    expect((await mailbox('127.0.0.1')).statusCode).toBe(200);
    expect((await health()).testMode.active).toBe(true);
  });

  it('is never on with SMTP or in production', () => {
    const withSmtp = loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525', DEV_MAILBOX: 'true' });
    expect(withSmtp.mail.devMailbox).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DEV_MAILBOX: 'true' }),
    ).toThrow(/DEV_MAILBOX/);
    expect(
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_BASE_URL: 'http://127.0.0.1' })
        .mail.devMailbox,
    ).toBe(false);
  });

  it('tells loopback addresses and sites from the others', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '[::1]'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
    expect(isLoopbackUrl('http://localhost:3000')).toBe(true);
    expect(isLoopbackUrl('http://app.localhost')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:3000')).toBe(true);
    expect(isLoopbackUrl('https://alphadesk.example')).toBe(false);
    expect(isLoopbackUrl('http://192.168.1.20:3000')).toBe(false);
  });
});
