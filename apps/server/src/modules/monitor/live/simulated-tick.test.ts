import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { buildMember } from '../../../testing/factories.ts';
import { api, priceAlert } from '../testing/client.ts';
import { connectFeed } from '../testing/feed.ts';

const path = '/api/test/market/ticks';

describe('simulated ticks in test mode', () => {
  let server: TestServer;

  beforeAll(async () => {
    // Any hour: outside the session the simulator's price stands still, and the tick still moves it.
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('go through the live path: the feed gets the price, a crossed alert fires once and is stored', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const quote = await server.services.market.detail('2330', 'TW', 'all');
    const price = quote.price!;
    const threshold = Math.min(price + 5, quote.limitUp!);
    const { id } = (
      await api(server, member).post('/api/market/alerts', priceAlert({ condition: threshold }))
    ).json().alert;
    const feed = await connectFeed(server, `token=${encodeURIComponent(member.accessToken)}`);
    feed.send({ type: 'subscribe', symbols: ['2330'] });
    await feed.until(() => feed.ofType('subscribed').length === 1);

    // Below the threshold: the price reaches the feed and nothing fires.
    const still = await api(server, member).post(path, { symbol: '2330', price });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ symbol: '2330', price, fired: 0, simulated: true });
    await feed.until(() => feed.ofType('price_update').length === 1);

    const crossing = await api(server, member).post(path, { symbol: '2330', price: threshold });
    expect(crossing.json()).toMatchObject({ fired: 1 });
    await feed.until(() => feed.ofType('alert_triggered').length === 1);
    expect(feed.ofType('price_update').at(-1)!.data).toMatchObject({
      symbol: '2330',
      price: threshold,
      change: Math.round((threshold - quote.previousClose!) * 100) / 100,
      simulated: true,
    });
    expect(feed.ofType('alert_triggered')[0]!.data).toMatchObject({
      alertId: id,
      price: threshold,
      simulated: true,
    });
    const stored = (await api(server, member).get('/api/market/alerts')).json().alerts;
    expect(stored.find((alert: { id: string }) => alert.id === id)).toMatchObject({ isActive: false });
    expect(stored.find((alert: { id: string }) => alert.id === id).triggeredAt).not.toBeNull();

    // The same tick again is no new crossing (and the spent alert is off).
    expect((await api(server, member).post(path, { symbol: '2330', price: threshold })).json().fired).toBe(0);
    feed.socket.close();
  });

  it('refuse a price beyond the day’s limits, an unknown symbol and an anonymous caller, changing nothing', async () => {
    const member = await buildMember(server);
    const quote = await server.services.market.detail('2317', 'TW', 'all');
    const beyond = await api(server, member).post(path, { symbol: '2317', price: quote.limitUp! + 1 });
    expect(beyond.statusCode).toBe(400);
    const error = expectCleanError(beyond.body);
    expect(error.code).toBe('SIMULATED_TICK_OUT_OF_LIMITS');
    expect(error.message).toContain(String(quote.limitUp));

    const unknown = await api(server, member).post(path, { symbol: 'ZZZZ9', price: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(expectCleanError(unknown.body).code).toBe('UNKNOWN_SYMBOL');
    expect((await api(server, member).post(path, { symbol: '2317', price: -1 })).statusCode).toBe(400);
    expect((await api(server).post(path, { symbol: '2317', price: quote.price })).statusCode).toBe(401);
    expect((await server.services.market.detail('2317', 'TW', 'all')).price).toBe(quote.price);
  });
});

describe('simulated ticks outside test mode', () => {
  it('do not exist in production or development: the path answers 404', async () => {
    for (const env of [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) },
      { NODE_ENV: 'development', AUTH_SECRET: 'x'.repeat(32) },
    ]) {
      const server = await createTestServer({ env });
      try {
        const member = await buildMember(server, { tier: 'diamond' });
        const answer = await api(server, member).post(path, { symbol: '2330', price: 100 });
        expect(answer.statusCode).toBe(404);
        expect(server.app.hasRoute({ method: 'POST', url: path })).toBe(false);
      } finally {
        await server.close();
      }
    }
  });
});
