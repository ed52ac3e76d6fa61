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
