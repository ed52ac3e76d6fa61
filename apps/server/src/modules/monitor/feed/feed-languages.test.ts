import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../testing/factories.ts';
import { han, traditionalIn } from '../../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { feedLocale } from './connection.ts';
import { api, priceAlert } from '../testing/client.ts';
import { connectFeed, tickOf } from '../testing/feed.ts';

const tokenOf = (member: { headers: { authorization: string } }) =>
  encodeURIComponent(member.headers.authorization.replace(/^Bearer /, ''));

// A limit lock (worded by the product) and an exchange's notice (worded by the exchange).
const limitEvent = (symbol: string) => ({
  eventKey: `limit-up:${symbol}:${Math.random()}`,
  type: 'limit_up',
  title: `台積電（${symbol}）觸及漲停`,
  description: '成交價 1100，漲停價 1100',
  impact: 'high',
  eventTime: new Date('2026-03-02T02:00:00Z'),
  affectedSymbols: [symbol],
  source: 'live',
  simulated: true,
  params: { name: '台積電', symbol, price: 1100, limit: 1100 },
});
const exchangeNotice = (symbol: string) => ({
  eventKey: `attention:${symbol}:${Math.random()}`,
  type: 'attention',
  title: `注意股票：${symbol}`,
  description: '最近六個營業日累積收盤價漲幅過大',
  impact: 'medium',
  eventTime: new Date('2026-03-02T05:00:00Z'),
  affectedSymbols: [symbol],
  source: 'twse',
  simulated: false,
});

describe('/ws/market words alerts and events in the connection language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T01:00:00Z') });
  });
  afterAll(async () => server?.close());

  it('takes the stated locale when it is ours, else Accept-Language, else zh-TW', () => {
    expect(feedLocale('en-US', 'zh-TW')).toBe('en-US');
    expect(feedLocale('zh-cn', undefined)).toBe('zh-CN');
    expect(feedLocale('fr-FR', 'en-GB,en;q=0.8')).toBe('en-US');
    expect(feedLocale(undefined, 'zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(feedLocale('<script>', undefined)).toBe('zh-TW');
    expect(feedLocale(undefined, undefined)).toBe('zh-TW');
  });

  it('pushes each connection its own wording, live and replayed', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2303';
    const created = await api(server, member).post('/api/market/alerts', priceAlert({ symbol }));
    expect(created.statusCode).toBe(201);
    const token = tokenOf(member);
    const [english, simplified, taiwan, fallback] = await Promise.all([
      connectFeed(server, `token=${token}&locale=en-US`),
      connectFeed(server, `token=${token}`, { 'accept-language': 'zh-CN,zh;q=0.9' }),
      connectFeed(server, `token=${token}`),
      // A locale that is not ours falls back to the upgrade request's Accept-Language.
      connectFeed(server, `token=${token}&locale=${'x'.repeat(40)}`, { 'accept-language': 'en-US' }),
    ]);
    const feeds = [english, simplified, taiwan, fallback];
    const eventsBefore = Math.max(0, ...(await server.services.monitor.events()).map((e) => e.sequence));

    await server.services.monitor.evaluateTicks(
      [tickOf(symbol, 999, '09:00:00'), tickOf(symbol, 1002.5, '09:00:01')],
      { simulated: true },
    );
    const [limit, notice] = await server.services.monitor.recordEvents([
      limitEvent(symbol),
      exchangeNotice(symbol),
    ]);
    for (const feed of feeds) {
      await feed.until(
        () => feed.ofType('alert_triggered').length === 1 && feed.ofType('market_event').length >= 2,
      );
    }
    const alertText = (feed: (typeof feeds)[number]) => feed.ofType('alert_triggered')[0]!.data.text!;
    const event = (feed: (typeof feeds)[number], sequence: number) =>
      feed.ofType('market_event').find((message) => message.sequence === sequence)!.data;

    expect(alertText(taiwan)).toBe(`${symbol} 成交價 1002.5 漲破 1000`);
    expect(alertText(simplified)).toBe(`${symbol} 成交价 1002.5 涨破 1000`);
    expect(alertText(english)).toBe(`${symbol} traded at 1002.5, above 1000`);
    expect(alertText(fallback)).toBe(alertText(english));
    // The member's own note stays as they wrote it.
    expect(english.ofType('alert_triggered')[0]!.data.message).toBe('台積電突破千元');

    expect(event(taiwan, limit!.sequence).title).toBe(`台積電（${symbol}）觸及漲停`);
    const englishLimit = event(english, limit!.sequence);
    expect(`${englishLimit.title} ${englishLimit.description}`).not.toMatch(han);
    const simplifiedLimit = event(simplified, limit!.sequence);
    expect(traditionalIn(simplifiedLimit.title.replace('台積電', '') + simplifiedLimit.description)).toEqual(
      [],
    );
    // The exchange's notice: as written, marked as the exchange's wording for the other languages.
    expect(event(english, notice!.sequence)).toMatchObject({
      title: `注意股票：${symbol}`,
      originalLanguage: 'zh-TW',
    });
    expect(event(simplified, notice!.sequence).originalLanguage).toBe('zh-TW');
    expect(event(taiwan, notice!.sequence).originalLanguage).toBeUndefined();
    expect(englishLimit.originalLanguage).toBeUndefined();
    for (const feed of feeds) feed.socket.close();

    // A reconnecting client gets what it missed in its own language.
    const replayed = await connectFeed(server, `token=${token}&alertsAfter=0&eventsAfter=${eventsBefore}`, {
      'accept-language': 'en-US',
    });
    await replayed.until(
      () =>
        replayed.ofType('alert_triggered').length === 1 &&
        replayed.ofType('market_event').some((message) => message.sequence === notice!.sequence),
    );
    expect(alertText(replayed)).toBe(alertText(english));
    expect(event(replayed, limit!.sequence).title).toBe(englishLimit.title);
    expect(event(replayed, notice!.sequence).originalLanguage).toBe('zh-TW');
    const zhReplay = await connectFeed(
      server,
      `token=${token}&alertsAfter=0&eventsAfter=${eventsBefore}&locale=zh-CN`,
    );
    await zhReplay.until(() => zhReplay.ofType('alert_triggered').length === 1);
    expect(traditionalIn(alertText(zhReplay))).toEqual([]);
    expect(alertText(zhReplay)).toBe(alertText(simplified));
    replayed.socket.close();
    zhReplay.socket.close();
  });
});
