import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { alertFirings, eq, marketEvents } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildMember } from '../../../testing/factories.ts';
import { announcementRoutes, constructed, exchangeEnv } from '../../market/testing/announcement-routes.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../../market/testing/fake-upstream.ts';
import { api } from '../testing/client.ts';
import type { FiredAlert } from '../evaluation.ts';
import { firingText } from '../alert-texts.ts';
import { han, traditionalIn } from '../../../testing/languages.ts';
import { ingestAnnouncementsJob } from './jobs.ts';

type Opened = { upstream: FakeUpstream; server: TestServer; guard: ReturnType<typeof guardOutbound> };

describe('announcement events from the exchanges', () => {
  const opened: Opened[] = [];
  afterEach(async () => {
    for (const { upstream, server, guard } of opened.splice(0)) {
      await server.close();
      await upstream.close();
      guard.restore();
      expect(upstream.unexpected).toEqual([]);
      expect(guard.refused).toEqual([]);
    }
  });

  /** An app of its own on the exchanges' (fake) announcement endpoints, on a clock the test moves. */
  async function exchanges(at: string, options: { withQueue?: boolean } = {}) {
    const clock = { now: new Date(at) };
    const guard = guardOutbound();
    const upstream = await startFakeUpstream(announcementRoutes('data'));
    const server = await createTestServer({
      now: () => clock.now,
      env: exchangeEnv(upstream.url),
      ...options,
    });
    opened.push({ upstream, server, guard });
    const fired: FiredAlert[] = [];
    server.services.monitor.subscribe({ alertFired: (alert) => fired.push(alert) });
    return { upstream, server, clock, fired, ingest: server.services.monitor.ingestAnnouncements };
  }

  const storedEvents = async (server: TestServer) =>
    server.database.db.select().from(marketEvents).orderBy(marketEvents.id);

  /** The TWSE attention list of another day, the given stocks removed (the constructed fixture, edited). */
  const noticeOf = (rocDate: string, without: string[]) => ({
    body: JSON.stringify(
      (
        JSON.parse(constructed('twse-openapi-announcement-notice.json').toString()) as Array<
          Record<string, string>
        >
      )
        .filter((row) => !without.includes(row.Code!))
        .map((row) => ({ ...row, Date: rocDate })),
    ),
  });

  it('stores each announcement once, with its params, however often the lists are fetched', async () => {
    const { server, ingest } = await exchanges('2024-03-04T10:00:00Z');
    const first = await ingest('2024-03-04');
    expect(first).toMatchObject({
      date: '2024-03-04',
      failures: [],
      byType: { attention_entered: 3, disposition_entered: 2, monthly_revenue: 2, ex_dividend_upcoming: 1 },
    });
    expect(first.stored).toBe(8);
    expect(await ingest('2024-03-04')).toMatchObject({ stored: 0, byType: {}, fired: 0 });
    const rows = await storedEvents(server);
    expect(rows).toHaveLength(8);
    expect(
      rows.find((row) => row.type === 'disposition_entered' && row.affectedSymbols[0] === '3661'),
    ).toMatchObject({
      eventKey: 'disposition-entered:3661:2024-03-05',
      title: '世芯-KY（3661）列為處置股票',
      params: {
        symbol: '3661',
        start: '2024-03-05',
        end: '2024-03-18',
        measures: '第一次處置',
        market: 'twse',
      },
      impact: 'high',
      source: 'twse',
      simulated: false,
    });
    expect(
      rows.find((row) => row.type === 'monthly_revenue' && row.affectedSymbols[0] === '2330')?.params,
    ).toMatchObject({
      month: '2024-02',
      revenue: 181_648_270_000,
      yoy: 11.32,
      mom: -15.81,
    });
    expect(rows.find((row) => row.type === 'ex_dividend_upcoming')).toMatchObject({
      eventKey: 'ex-dividend-upcoming:2412:2024-03-05',
      params: { symbol: '2412', exDate: '2024-03-05', cash: 4.7 },
    });
  });

  it('records leaving the attention list and the end of a disposition period, once each', async () => {
    const { upstream, server, clock, ingest } = await exchanges('2024-03-04T10:00:00Z');
    await ingest('2024-03-04');
    upstream.route('/v1/announcement/notice', noticeOf('1130305', ['2603']));
    clock.now = new Date('2024-03-05T10:00:00Z');
    expect((await ingest('2024-03-05')).byType).toEqual({ attention_exited: 1, ex_dividend_today: 1 });
    expect((await ingest('2024-03-05')).stored).toBe(0);
    clock.now = new Date('2024-03-19T10:00:00Z');
    // The calendar snapshot is served again: 1101 goes ex-dividend on the next trading day.
    expect((await ingest('2024-03-19')).byType).toEqual({ disposition_exited: 2, ex_dividend_upcoming: 1 });
    expect((await ingest('2024-03-19')).stored).toBe(0);
    const rows = await storedEvents(server);
    expect(rows.find((row) => row.type === 'attention_exited')).toMatchObject({
      eventKey: 'attention-exited:2603:2024-03-05',
      params: { symbol: '2603', since: '2024-03-04', date: '2024-03-05' },
    });
    // An empty list (no date) tells nobody left.
    upstream.route('/v1/announcement/notice', { body: '[]' });
    expect((await ingest('2024-03-20')).byType.attention_exited).toBeUndefined();
  });

  it('marks the ex-dividend eve and day from the saved results, then 填息 from the stored closes', async () => {
    const { server, clock, ingest } = await exchanges('2024-03-21T10:00:00Z');
    expect((await ingest('2024-03-21')).byType.ex_dividend_upcoming).toBe(1); // 5478 (TPEx exDailyQ)
    clock.now = new Date('2024-03-22T10:00:00Z');
    expect((await ingest('2024-03-22')).byType.ex_dividend_today).toBe(1);
    const dir = mkdtempSync(join(tmpdir(), 'gap-fill-'));
    writeFileSync(
      join(dir, '5478.csv'),
      [
        '113/03/22,1000,158500,158.0,160.0,157.0,158.50,-8.00,10',
        '113/03/25,1000,162000,159.0,163.0,158.0,162.00,+3.50,10',
        '113/03/26,1000,166500,163.0,167.0,162.0,166.50,+4.50,10',
      ].join('\n'),
    );
    await server.services.market.importHistory(dir, { only: ['5478'] });
    clock.now = new Date('2024-03-25T10:00:00Z');
    expect((await ingest('2024-03-25')).byType.dividend_gap_filled).toBeUndefined();
    clock.now = new Date('2024-03-26T10:00:00Z');
    expect((await ingest('2024-03-26')).byType).toEqual({ dividend_gap_filled: 1 });
    expect((await ingest('2024-03-27')).byType.dividend_gap_filled).toBeUndefined();
    const filled = (await storedEvents(server)).find((row) => row.type === 'dividend_gap_filled');
    expect(filled?.params).toEqual({
      symbol: '5478',
      name: '智冠',
      exDate: '2024-03-22',
      previousClose: 166.5,
      close: 166.5,
      date: '2024-03-26',
      days: 3,
    });
  });

  it('fires each event alert exactly once on its own event, never on another', async () => {
    const { upstream, server, clock, fired, ingest } = await exchanges('2024-03-04T09:00:00Z');
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    const wanted = [
      ['2603', 'attention_entered'],
      ['2603', 'attention_exited'],
      ['2603', 'disposition_entered'], // never happens
      ['3661', 'disposition_entered'],
      ['3661', 'disposition_exited'],
      ['3661', 'attention_entered'], // never happens
      ['2330', 'monthly_revenue_yoy_above', 10], // 11.32 %
      ['2454', 'monthly_revenue_yoy_above', 30], // 26.88 %: not reached
      ['2454', 'monthly_revenue'],
      ['2412', 'ex_dividend_upcoming'],
      ['2412', 'ex_dividend_today'],
      ['2412', 'dividend_gap_filled'], // no closes stored: never
    ] as const;
    const ids = new Map<string, string>();
    for (const [symbol, type, condition] of wanted) {
      const response = await client.post('/api/market/alerts', {
        symbol,
        type,
        message: `${symbol} ${type}`,
        frequency: 'every_time',
        minIntervalSeconds: 10,
        ...(condition === undefined ? {} : { condition }),
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.set(`${symbol} ${type}${condition === undefined ? '' : ` ${condition}`}`, response.json().alert.id);
    }
    clock.now = new Date('2024-03-04T10:00:00Z');
    await ingest('2024-03-04');
    await ingest('2024-03-04');
    upstream.route('/v1/announcement/notice', noticeOf('1130305', ['2603']));
    clock.now = new Date('2024-03-05T10:00:00Z');
    await ingest('2024-03-05');
    clock.now = new Date('2024-03-19T10:00:00Z');
    await ingest('2024-03-19');
    await ingest('2024-03-19');

    const firings = await server.database.db
      .select()
      .from(alertFirings)
      .where(eq(alertFirings.userId, member.userId));
    const count = (key: string) => firings.filter((firing) => firing.alertId === ids.get(key)).length;
    expect(Object.fromEntries([...ids.keys()].map((key) => [key, count(key)]))).toEqual({
      '2603 attention_entered': 1,
      '2603 attention_exited': 1,
      '2603 disposition_entered': 0,
      '3661 disposition_entered': 1,
      '3661 disposition_exited': 1,
      '3661 attention_entered': 0,
      '2330 monthly_revenue_yoy_above 10': 1,
      '2454 monthly_revenue_yoy_above 30': 0,
      '2454 monthly_revenue': 1,
      '2412 ex_dividend_upcoming': 1,
      '2412 ex_dividend_today': 1,
      '2412 dividend_gap_filled': 0,
    });
    expect(fired).toHaveLength(firings.length);
    expect(firings.find((firing) => firing.type === 'monthly_revenue_yoy_above')).toMatchObject({
      value: 11.32,
      simulated: false,
      message: '2330 monthly_revenue_yoy_above',
    });
    // Each firing is worded from its stored params in the reader's language, not read as the note.
    for (const firing of firings) {
      const english = firingText(firing, 'en-US');
      expect(english, firing.type).not.toMatch(han);
      expect(english, firing.type).toContain(firing.symbol);
      // Company names stay as the exchange writes them.
      const name = String((firing.params as { name: string }).name);
      expect(traditionalIn(firingText(firing, 'zh-CN').replace(name, '')), firing.type).toEqual([]);
      expect(firingText(firing, 'zh-TW'), firing.type).not.toBe(firing.message);
    }
    const yoy = firings.find((firing) => firing.type === 'monthly_revenue_yoy_above')!;
    expect(firingText(yoy, 'en-US')).toContain('+11.32% year on year, reaching 10%');
  });

  it('spends a once alert on its first event', async () => {
    const { server, ingest } = await exchanges('2024-03-04T09:00:00Z');
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    const created = await client.post('/api/market/alerts', {
      symbol: '3231',
      type: 'attention_entered',
      message: '緯創列入注意股',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().alert).toMatchObject({ condition: 0, frequency: 'once' });
    expect((await ingest('2024-03-04')).fired).toBe(1);
    const [alert] = (await client.get('/api/market/alerts')).json().alerts;
    expect(alert).toMatchObject({ isActive: false, triggeredAt: expect.any(String) });
  });

  it('runs as a durable job', async () => {
    const { server, clock } = await exchanges('2024-03-04T10:00:00Z', { withQueue: true });
    await server.queue!.send(ingestAnnouncementsJob, {
      requestedAt: clock.now.toISOString(),
      date: '2024-03-04',
    });
    const deadline = Date.now() + 30_000;
    while ((await storedEvents(server)).length < 8 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await storedEvents(server)).map((row) => row.type).sort()).toEqual([
      'attention_entered',
      'attention_entered',
      'attention_entered',
      'disposition_entered',
      'disposition_entered',
      'ex_dividend_upcoming',
      'monthly_revenue',
      'monthly_revenue',
    ]);
  });
});
