import { addDays } from '@alphadesk/core';
import { marketDailyBars } from '@alphadesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildMember } from '../../../testing/factories.ts';
import { api, priceAlert } from '../testing/client.ts';
import { connectFeed } from '../testing/feed.ts';
import { limitEventOf, tickOf } from './pump.ts';

describe('live cycle', () => {
  let server: TestServer;

  beforeAll(async () => {
    // A fixed instant in a session: the simulator's quote is the same for the test and the cycle.
    server = await createTestServer({ now: () => new Date('2026-03-02T02:00:00Z') });
  });
  afterAll(async () => server.close());

  it('pushes the quotes of subscribed symbols and the indices, labelled simulated', async () => {
    const member = await buildMember(server);
    const feed = await connectFeed(server, `token=${encodeURIComponent(member.accessToken)}`);
    feed.send({ type: 'subscribe', symbols: ['2330'] });
    await feed.until(() => feed.ofType('subscribed').length === 1);
    await server.services.monitor.liveCycle();
    await feed.until(
      () => feed.ofType('price_update').length === 1 && feed.ofType('index_update').length > 0,
    );
    const quote = await server.services.market.detail('2330', 'TW', 'all');
    expect(feed.ofType('price_update')[0]!.data).toMatchObject({
      symbol: '2330',
      price: quote.price,
      simulated: true,
    });
    const indices = await server.services.market.indices();
    expect(
      feed
        .ofType('index_update')
        .map((message) => message.data.symbol)
        .sort(),
    ).toEqual(indices.map((index) => index.symbol).sort());
    feed.socket.close();
  });

  it('evaluates active alerts on the quotes it reads: a move from the previous close through the threshold fires', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const quote = await server.services.market.detail('2317', 'TW', 'all');
    const price = quote.price!;
    const up = price > quote.previousClose!;
    const { id } = (
      await api(server, member).post(
        '/api/market/alerts',
        priceAlert({ symbol: '2317', type: up ? 'price_above' : 'price_below', condition: price }),
      )
    ).json().alert;
    expect(price).not.toBe(quote.previousClose);
    await server.services.monitor.liveCycle();
    const alert = (await api(server, member).get('/api/market/alerts')).json().alerts[0];
    expect(alert).toMatchObject({ id, isActive: false });
    expect(alert.triggeredAt).not.toBeNull();
  });
});

describe('live volume spikes', () => {
  let server: TestServer;
  const day = '2026-03-02';

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T02:00:00Z') });
  });
  afterAll(async () => server.close());

  /** Stores `sessions` weekday bars before the test day, each with `volume` shares. */
  async function storeSessions(symbol: string, sessions: number, volume: number) {
    const rows = [];
    for (let back = 1; rows.length < sessions; back++) {
      const date = addDays(day, -back);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      rows.push({ symbol, date, open: 10, high: 10, low: 10, close: 10, volume, source: 'test' });
    }
    await server.database.db.insert(marketDailyBars).values(rows);
  }

  it('fires against the mean volume of the last 20 stored sessions, not before the multiple is reached', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const volumeOf = async (symbol: string) =>
      (await server.services.market.detail(symbol, 'TW', 'all')).volume ?? 0;
    // 2603's session so far is three of its average days; 2609's is exactly one; 2615 has a week only.
    const spike = await volumeOf('2603');
    const calm = await volumeOf('2609');
    expect(spike).toBeGreaterThan(0);
    await storeSessions('2603', 25, Math.round(spike / 3));
    await storeSessions('2609', 25, calm);
    await storeSessions('2615', 3, 1);
    const created: Record<string, string> = {};
    for (const symbol of ['2603', '2609', '2615']) {
      const response = await api(server, member).post(
        '/api/market/alerts',
        priceAlert({ symbol, type: 'volume_spike', condition: 2, message: `${symbol} 爆量` }),
      );
      expect(response.statusCode).toBe(201);
      created[symbol] = response.json().alert.id;
    }
    await server.services.monitor.liveCycle();
    const alerts = (await api(server, member).get('/api/market/alerts')).json().alerts as Array<{
      id: string;
      triggeredAt: string | null;
    }>;
    const triggered = (symbol: string) => alerts.find((alert) => alert.id === created[symbol])!.triggeredAt;
    expect(triggered('2603')).not.toBeNull();
    expect(triggered('2609')).toBeNull();
    // Three sessions are too few for a baseline: no average, no firing.
    expect(triggered('2615')).toBeNull();
  });
});

describe('limit events from quotes', () => {
  const quote = (price: number) => ({
    symbol: '2330',
    name: '台積電',
    price,
    previousClose: 1000,
    limitUp: 1100,
    limitDown: 900,
    kind: 'stock' as const,
    asOf: '2026-03-02T02:00:00.000Z',
    volume: 1,
    simulated: true,
    source: null,
  });
  const eventFor = (price: number) => {
    const detail = quote(price) as unknown as Parameters<typeof tickOf>[0];
    return limitEventOf(detail, tickOf(detail, new Date())!);
  };

  it('names the side, the symbol and the day, and labels simulated quotes', () => {
    expect(eventFor(1100)).toMatchObject({
      eventKey: 'limit-up:2330:2026-03-02',
      type: 'limit_up',
      title: '台積電（2330）觸及漲停',
      simulated: true,
      source: 'quotes',
    });
    expect(eventFor(900)).toMatchObject({ type: 'limit_down', title: '台積電（2330）觸及跌停' });
    expect(eventFor(1099.5)).toBeNull();
  });
});
