import { marketFeedCloseCodes } from '@alphadesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { buildGuest, buildMember } from '../../../testing/factories.ts';
import { api, priceAlert } from '../testing/client.ts';
import { connectFeed, tickOf } from '../testing/feed.ts';

const tokenOf = (member: { headers: { authorization: string } }) =>
  encodeURIComponent(member.headers.authorization.replace(/^Bearer /, ''));

const price = (symbol: string, value: number) => ({
  symbol,
  price: value,
  change: value - 1000,
  changePercent: (value - 1000) / 10,
  volume: 1000,
  high: value,
  low: value,
  lastUpdated: '2026-03-02T01:00:00.000Z',
  simulated: true,
});

describe('/ws/market', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T01:00:00Z') });
  });
  afterAll(async () => server.close());

  it('closes with 4401 for a missing, malformed or revoked token and 4403 for a guest', async () => {
    for (const query of ['', 'token=', 'token=not-a-jwt', 'token=a.b.c']) {
      const feed = await connectFeed(server, query);
      await feed.until(() => feed.closed() !== null);
      expect(feed.closed()?.code, query).toBe(marketFeedCloseCodes.unauthenticated);
      expect(feed.messages).toEqual([]);
    }
    const member = await buildMember(server);
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...member.headers, cookie: member.refreshCookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const revoked = await connectFeed(server, `token=${tokenOf(member)}`);
    await revoked.until(() => revoked.closed() !== null);
    expect(revoked.closed()?.code).toBe(marketFeedCloseCodes.unauthenticated);
    const guest = await buildGuest(server);
    const asGuest = await connectFeed(server, `token=${tokenOf(guest)}`);
    await asGuest.until(() => asGuest.closed() !== null);
    expect(asGuest.closed()?.code).toBe(marketFeedCloseCodes.membersOnly);
  });

  it('sends prices only for subscribed symbols, and answers bad frames without closing', async () => {
    const member = await buildMember(server);
    const feed = await connectFeed(server, `token=${tokenOf(member)}`);
    feed.send({ type: 'subscribe', symbols: ['2330', ' 2317 '] });
    await feed.until(() => feed.ofType('subscribed').length === 1);
    expect(feed.ofType('subscribed')[0]!.symbols).toEqual(['2317', '2330']);
    server.services.monitor.publishPrices([price('2330', 1010), price('2454', 1200)]);
    await feed.until(() => feed.ofType('price_update').length === 1);
    expect(feed.ofType('price_update')[0]!.data).toMatchObject({ symbol: '2330', price: 1010 });
    feed.send({ type: 'unsubscribe', symbols: ['2330'] });
    feed.socket.send('{not json');
    feed.send({ type: 'subscribe', symbols: [] });
    await feed.until(() => feed.ofType('error').length === 2 && feed.ofType('subscribed').length === 2);
    server.services.monitor.publishPrices([price('2330', 1020), price('2317', 990)]);
    await feed.until(() => feed.ofType('price_update').length === 2);
    expect(feed.ofType('price_update')[1]!.data.symbol).toBe('2317');
    expect(feed.closed()).toBeNull();
    feed.socket.close();
  });

  it('pushes alert_triggered with a sequence, and a reconnecting client gets exactly what it missed', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2881';
    await api(server, member).post(
      '/api/market/alerts',
      priceAlert({ symbol, condition: 1001, frequency: 'every_time', minIntervalSeconds: 10 }),
    );
    const feed = await connectFeed(server, `token=${tokenOf(member)}`);
    const monitor = server.services.monitor;
    await monitor.evaluateTicks([tickOf(symbol, 1000, '09:00:00'), tickOf(symbol, 1002, '09:00:01')], {
      simulated: true,
    });
    await feed.until(() => feed.ofType('alert_triggered').length === 1);
    const first = feed.ofType('alert_triggered')[0]!;
    expect(first.data).toMatchObject({ symbol, price: 1002, message: '台積電突破千元', simulated: true });
    feed.socket.close();
    await feed.until(() => feed.closed() !== null);
    // Two firings while disconnected.
    for (const [i, at] of ['09:01:00', '09:02:00'].entries()) {
      await monitor.evaluateTicks(
        [tickOf(symbol, 999, at), tickOf(symbol, 1003 + i, at.replace(':00', ':05'))],
        {
          simulated: true,
        },
      );
    }
    const resumed = await connectFeed(server, `token=${tokenOf(member)}&alertsAfter=${first.sequence}`);
    await resumed.until(() => resumed.ofType('alert_triggered').length === 2);
    const missed = resumed.ofType('alert_triggered');
    expect(missed.map((message) => message.data.price)).toEqual([1003, 1004]);
    expect(missed[0]!.sequence).toBeGreaterThan(first.sequence);
    expect(missed[1]!.sequence).toBeGreaterThan(missed[0]!.sequence);
    resumed.socket.close();
  });

  it('sends market events live and replays them after a sequence', async () => {
    const member = await buildMember(server);
    const feed = await connectFeed(server, `token=${tokenOf(member)}`);
    const event = (key: string) => ({
      eventKey: `feed-test:${key}`,
      type: 'disposition',
      title: `處置股 ${key}`,
      description: '',
      impact: 'high',
      eventTime: new Date('2026-03-02T01:00:00Z'),
      affectedSymbols: ['2330'],
      source: 'simulator',
      simulated: true,
    });
    const [live] = await server.services.monitor.recordEvents([event('a')]);
    await feed.until(() =>
      feed.ofType('market_event').some((message) => message.sequence === live!.sequence),
    );
    await server.services.monitor.recordEvents([event('b'), event('c')]);
    const again = await connectFeed(server, `token=${tokenOf(member)}&eventsAfter=${live!.sequence}`);
    await again.until(() => again.ofType('market_event').length >= 2);
    expect(again.ofType('market_event').map((message) => message.data.title)).toEqual([
      '處置股 b',
      '處置股 c',
    ]);
    feed.socket.close();
    again.socket.close();
  });
});
