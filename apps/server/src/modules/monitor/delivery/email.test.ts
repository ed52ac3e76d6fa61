import { defaultPreferences } from '@alphadesk/contracts';
import type { Tick } from '@alphadesk/core';
import { alertEmails, eq } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../testing/factories.ts';
import { han } from '../../../testing/languages.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { startSmtpServer } from '../../../testing/smtp.ts';
import { api, priceAlert } from '../testing/client.ts';

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('alert e-mails', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  // The app's clock: the summary waits for the hour to pass, which the test moves on.
  let clock = Date.now();
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await createTestServer({
      withQueue: true,
      now: () => new Date(clock),
      env: { SMTP_URL: smtp.url, MONITOR_ALERT_EMAILS_PER_HOUR: '2' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const tick = (symbol: string, price: number, time: number): Tick => ({
    symbol,
    price,
    previousClose: 1000,
    volume: 1000,
    averageVolume: null,
    limitUp: 1100,
    limitDown: 900,
    time,
    tradingDay: new Date(time + 8 * 3_600_000).toISOString().slice(0, 10),
  });

  /** A diamond member (alerts fire on the tick) with one alert per symbol, and a fire() for them. */
  async function memberWithAlerts(symbols: string[], message: string, language?: 'en-US') {
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    if (language) {
      await server.services.preferences.update(member.userId, {
        ...defaultPreferences,
        display: { ...defaultPreferences.display, language },
      });
    }
    for (const symbol of symbols) {
      expect(
        (await client.post('/api/market/alerts', priceAlert({ symbol, condition: 1010, message })))
          .statusCode,
      ).toBe(201);
    }
    const fire = async () => {
      const at = clock;
      const ticks = symbols.flatMap((symbol) => [tick(symbol, 1000, at - 1000), tick(symbol, 1012, at)]);
      expect(await server.services.monitor.evaluateTicks(ticks, { simulated: false })).toBe(symbols.length);
    };
    return { member, client, fire };
  }

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  it('is off until the member switches it on; then each firing is a mail in zh-TW', async () => {
    const { member, client, fire } = await memberWithAlerts(['2330'], '台積電突破千元');
    expect((await client.get('/api/market/delivery')).json().settings).toMatchObject({
      emailEnabled: false,
      emailsPerHour: 2,
      alertCheckSeconds: 0,
      webhooksAllowed: true,
    });
    await fire();
    const optedIn = await memberWithAlerts(['2317'], '鴻海突破');
    const switched = await optedIn.client.put('/api/market/delivery/email', { enabled: true });
    expect(switched.json().settings.emailEnabled).toBe(true);
    await optedIn.fire();
    const mail = await waitFor(() => mailsTo(optedIn.member.email)[0]);
    expect(mail.subject).toBe('【AlphaDesk 預警】2317 已觸發');
    expect(mail.text).toContain('鴻海突破');
    expect(mail.text).toContain('價格: 1012');
    // The member who kept it off got nothing, and nothing was recorded for them.
    expect(mailsTo(member.email)).toEqual([]);
    const rows = await server.database.db
      .select()
      .from(alertEmails)
      .where(eq(alertEmails.userId, member.userId));
    expect(rows).toEqual([]);
  });

  it('sends at most the hourly limit, holds the rest and summarises them in the member language', async () => {
    const symbols = ['2454', '2603', '2609', '2615'];
    const { member, client, fire } = await memberWithAlerts(symbols, 'Breakout watch', 'en-US');
    await client.put('/api/market/delivery/email', { enabled: true });
    await fire();
    const rowsOf = () =>
      server.database.db.select().from(alertEmails).where(eq(alertEmails.userId, member.userId));
    // Mail goes out after the reserving transaction: wait until both reserved mails are sent.
    let rows = await waitForRows(rowsOf, 4, (row) => row.status !== 'queued');
    expect(rows.map((row) => row.status).sort()).toEqual(['held', 'held', 'sent', 'sent']);
    const single = mailsTo(member.email);
    expect(single).toHaveLength(2);
    for (const mail of single) {
      expect(mail.subject).toMatch(/^\[AlphaDesk alert\] \d{4} triggered$/);
      expect(mail.subject + mail.text).not.toMatch(han);
    }
    // Within the hour the summary waits; once the oldest mail is an hour old, it goes out once.
    await server.services.alertDelivery.sendEmailSummary(member.userId);
    expect(mailsTo(member.email)).toHaveLength(2);
    clock += 61 * 60_000;
    await server.services.alertDelivery.sendEmailSummary(member.userId);
    await server.services.alertDelivery.sendEmailSummary(member.userId);
    const summary = await waitFor(() => mailsTo(member.email)[2]);
    expect(mailsTo(member.email)).toHaveLength(3);
    expect(summary.subject).toBe('[AlphaDesk alert] 2 triggered alerts in one summary');
    expect(summary.text).toContain('passed the limit of 2 e-mails an hour');
    expect(summary.subject + summary.text).not.toMatch(han);
    const held = rows.filter((row) => row.status === 'held').map((row) => row.firingId);
    rows = await rowsOf();
    expect(rows.filter((row) => held.includes(row.firingId)).map((row) => row.status)).toEqual([
      'summarised',
      'summarised',
    ]);
  });

  it('refuses a malformed setting with a zh-TW message and changes nothing', async () => {
    const { client } = await memberWithAlerts([], 'x');
    const response = await client.put('/api/market/delivery/email', { enabled: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toBe('請選擇是否以 Email 通知預警');
    expect((await client.get('/api/market/delivery')).json().settings.emailEnabled).toBe(false);
  });
});

async function waitForRows<T>(
  read: () => Promise<T[]>,
  count: number,
  settled: (row: T) => boolean = () => true,
): Promise<T[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await read();
    if (rows.length >= count && rows.every(settled)) return rows;
    if (Date.now() > deadline) throw new Error(`expected ${count} rows, got ${rows.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
