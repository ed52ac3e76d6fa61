import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, loginFailures } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { isDevMailbox } from '../../platform/mail.ts';

/**
 * Sign-in throttling under attack. The clock stands still, so every delay is still running when
 * the next guess arrives: what passes is decided by the reservations alone, not by timing.
 */
describe('sign-in throttling', () => {
  let server: TestServer;
  const clock = createTestClock('2026-11-20T02:00:00Z');
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  const login = (email: string, password: string, ip = randomIp(), cookie?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });
  /** Passwords checked against the account from devices it does not know, as the database counts them. */
  const checkedFromUnknownDevices = async (email: string) => {
    const [row] = await server.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `account:${email}|unknown`));
    return row?.failures ?? 0;
  };

  it('checks at most 5 passwords out of 100 parallel guesses from 100 addresses', async () => {
    const owner = await buildMember(server);
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(owner.email, `Guess${index}abc`)),
    );
    const statuses = guesses.map((response) => response.statusCode);
    // 401 means the password was checked and was wrong; 429 means it was never checked.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked);
    expect(await checkedFromUnknownDevices(owner.email)).toBe(checked);
    const refused = guesses.find((response) => response.statusCode === 429)!;
    expect(expectCleanError(refused.body).message).toMatch(/^登入失敗次數過多，請於 \d+ 秒後再試$/);
  });

  it('keeps the owner signed in on a device with a live session while strangers fail', async () => {
    const owner = await buildMember(server);
    for (let attempt = 0; attempt < 6; attempt++) await login(owner.email, 'Wrong9999', randomIp());
    // Strangers on unknown devices now wait, even with the right password…
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
    // …but the owner's device, holding a live session of the account, is not held back.
    const mine = await login(owner.email, owner.password, randomIp(), owner.refreshCookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().user.email).toBe(owner.email);
  });

  it('does not let one busy address lock out the signed-in people behind it', async () => {
    const office = randomIp();
    const colleague = await buildMember(server);
    for (let index = 0; index < 24; index++)
      await login(`nobody-${index}-${colleague.userId}@example.com`, 'Wrong9999', office);
    // New sign-ins from the address now wait (the guessing is slowed down)…
    const stranger = await buildMember(server);
    expect((await login(stranger.email, stranger.password, office)).statusCode).toBe(429);
    // …while a colleague whose device holds a session still gets in.
    const colleagueIn = await login(colleague.email, colleague.password, office, colleague.refreshCookie);
    expect(colleagueIn.statusCode).toBe(200);
  });

  it('does not count a guess refused by its address against the account', async () => {
    const office = randomIp();
    for (let index = 0; index < 20; index++)
      await login(`x-${index}-${office}@example.com`, 'Wrong9999', office);
    const owner = await buildMember(server);
    expect((await login(owner.email, 'Wrong9999', office)).statusCode).toBe(429);
    expect(await checkedFromUnknownDevices(owner.email)).toBe(0);
  });

  it('lets the owner reset by mail and sign in again from any device', async () => {
    const owner = await buildMember(server);
    for (let attempt = 0; attempt < 8; attempt++) await login(owner.email, 'Wrong9999');
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);

    await server.services.accounts.deliverPasswordReset(owner.email);
    const mailer = server.services.mailer;
    if (!isDevMailbox(mailer)) throw new Error('the test server should capture mail');
    const mail = mailer.messages().find((message) => message.to === owner.email)!;
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.text)![1]!);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: randomIp(),
      payload: { token, password: 'Renewed123', confirmPassword: 'Renewed123' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Renewed123')).statusCode).toBe(200);
  });
});
