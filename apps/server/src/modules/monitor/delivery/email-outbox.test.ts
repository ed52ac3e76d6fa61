import type { Tick } from '@alphadesk/core';
import { alertEmails, eq, sql } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { api, priceAlert } from '../testing/client.ts';
import { startGatedSmtpServer } from '../testing/smtp-gate.ts';

async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Alert mails go out after the transaction that counts and reserves them: a slow mail server holds
 * no lock, the hourly limit holds for firings handled at the same time, and a mail is sent once.
 * Without the job queue each firing's mail runs at once on this process, so firings run in parallel.
 */
describe('alert e-mails through the outbox', () => {
  let smtp: Awaited<ReturnType<typeof startGatedSmtpServer>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startGatedSmtpServer();
    server = await createTestServer({ env: { SMTP_URL: smtp.url, MONITOR_ALERT_EMAILS_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    smtp?.release();
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

  /** A diamond member with e-mail on and one alert per symbol; fire() trips them all in one evaluation. */
  async function memberWithAlerts(symbols: string[]) {
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    for (const symbol of symbols) {
      const created = await client.post('/api/market/alerts', priceAlert({ symbol, condition: 1010 }));
      expect(created.statusCode).toBe(201);
    }
    expect((await client.put('/api/market/delivery/email', { enabled: true })).statusCode).toBe(200);
    const fire = async () => {
      const at = Date.now();
      const ticks = symbols.flatMap((symbol) => [tick(symbol, 1000, at - 1000), tick(symbol, 1012, at)]);
      expect(await server.services.monitor.evaluateTicks(ticks, { simulated: false })).toBe(symbols.length);
    };
    const rows = () =>
      server.database.db.select().from(alertEmails).where(eq(alertEmails.userId, member.userId));
    const statuses = async () => (await rows()).map((row) => row.status).sort();
    return { member, fire, rows, statuses };
  }

  it('a mail server that has not answered holds no lock: the member’s next firing is reserved and sent meanwhile', async () => {
    const { member, fire, statuses } = await memberWithAlerts(['2330', '2317']);
    smtp.hold();
    try {
      await fire();
      // Both firings passed the member's lock and are at the mail server together; the database
      // still answers (an embedded one has a single connection a transaction would hold).
      await waitFor(() => (smtp.inFlight === 2 ? true : undefined));
      expect(await statuses()).toEqual(['queued', 'queued']);
      expect(smtp.mailsTo(member.email)).toHaveLength(0);
    } finally {
      smtp.release();
    }
    await waitFor(async () => ((await statuses()).join() === 'sent,sent' ? true : undefined));
    expect(smtp.mailsTo(member.email)).toHaveLength(2);
  });

  it('keeps the hourly limit when the firings are handled at the same time', async () => {
    const { member, fire, statuses } = await memberWithAlerts(['2454', '2603', '2609', '2615', '2618']);
    smtp.hold();
    try {
      await fire();
      await waitFor(async () => ((await statuses()).length === 5 ? true : undefined));
      expect(await statuses()).toEqual(['held', 'held', 'held', 'queued', 'queued']);
      await waitFor(() => (smtp.inFlight === 2 ? true : undefined));
    } finally {
      smtp.release();
    }
    await waitFor(async () =>
      (await statuses()).filter((status) => status === 'sent').length === 2 ? true : undefined,
    );
    expect(await statuses()).toEqual(['held', 'held', 'held', 'sent', 'sent']);
    expect(smtp.mailsTo(member.email)).toHaveLength(2);
  });

  it('sends a reserved mail once: after a refused send, after a stopped sender, and never while another sends it', async () => {
    const { member, fire, rows } = await memberWithAlerts(['2880']);
    smtp.refuseAll(true);
    const refusedBefore = smtp.refused;
    try {
      await fire();
      // The refusal gives the claim back: the reservation waits for the job's retry. (With the job
      // queue the row is queued before any send: wait for the refusal itself.)
      await waitFor(async () => {
        if (smtp.refused === refusedBefore) return undefined;
        const [row] = await rows();
        return row?.status === 'queued' && row.claimedAt === null ? row : undefined;
      });
    } finally {
      smtp.refuseAll(false);
    }
    const [reserved] = await rows();
    const delivery = server.services.alertDelivery;
    // Retries running together (a repeated job): one sends, the other finds it taken or done.
    await Promise.all([
      delivery.sendAlertEmail(reserved!.firingId),
      delivery.sendAlertEmail(reserved!.firingId),
    ]);
    expect(smtp.mailsTo(member.email)).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', claimedAt: null });
    await delivery.sendAlertEmail(reserved!.firingId);
    expect(smtp.mailsTo(member.email)).toHaveLength(1);

    // A sender that is still at the mail server (a fresh claim) is left alone; one that stopped
    // (a restart mid-send: its claim is old) is taken over and the mail goes once.
    const second = await memberWithAlerts(['2881']);
    smtp.refuseAll(true);
    const refusedBeforeSecond = smtp.refused;
    try {
      await second.fire();
      await waitFor(async () => {
        if (smtp.refused === refusedBeforeSecond) return undefined;
        const [row] = await second.rows();
        return row?.status === 'queued' && row.claimedAt === null ? row : undefined;
      });
    } finally {
      smtp.refuseAll(false);
    }
    const [queued] = await second.rows();
    const claim = (minutesAgo: number) =>
      server.database.db
        .update(alertEmails)
        .set({ claimedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(eq(alertEmails.id, queued!.id));
    await claim(0);
    await delivery.sendAlertEmail(queued!.firingId);
    expect(smtp.mailsTo(second.member.email)).toHaveLength(0);
    await claim(10);
    await delivery.sendAlertEmail(queued!.firingId);
    expect(smtp.mailsTo(second.member.email)).toHaveLength(1);
    expect((await second.rows())[0]!.status).toBe('sent');
  });
});
