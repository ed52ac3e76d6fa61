import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketEventListResponse } from '@alphadesk/contracts';
import { randomIp } from '../../testing/factories.ts';
import { han, traditionalIn } from '../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { limitEventOf, tickOf } from './live/pump.ts';

describe('market events follow the reader language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  // A quote locked at a limit, as the live pump sees it (the real event builder, stored once).
  const limitEvent = (symbol: string, price: number) => {
    const detail = {
      symbol,
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
    } as unknown as Parameters<typeof tickOf>[0];
    return limitEventOf(detail, tickOf(detail, new Date())!)!;
  };
  const events = async (language?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/market/events',
      remoteAddress: randomIp(),
      headers: language ? { 'accept-language': language } : {},
    });
    expect(response.statusCode).toBe(200);
    return MarketEventListResponse.parse(response.json()).events;
  };

  it('stores a limit lock once and words it for each reader', async () => {
    await server.services.monitor.recordEvents([limitEvent('2330', 1100), limitEvent('2330', 900)]);
    const byType = (list: Awaited<ReturnType<typeof events>>) =>
      Object.fromEntries(list.map((event) => [event.type, event]));
    const taiwan = byType(await events());
    const simplified = byType(await events('zh-CN,zh;q=0.8'));
    const english = byType(await events('en-US'));

    expect(taiwan.limit_up).toMatchObject({
      title: '台積電（2330）觸及漲停',
      description: '成交價 1100，漲停價 1100',
    });
    expect(taiwan.limit_down!.title).toBe('台積電（2330）觸及跌停');
    expect(simplified.limit_up).toMatchObject({
      title: '台積電（2330）触及涨停',
      description: '成交价 1100，涨停价 1100',
    });
    // Only the stock's listed name (a proper name) may keep its Traditional form.
    expect(traditionalIn(simplified.limit_down!.title.replace('台積電', ''))).toEqual([]);
    expect(traditionalIn(simplified.limit_down!.description)).toEqual([]);
    expect(english.limit_up).toMatchObject({
      title: '2330 hit the daily limit up',
      description: 'Last price 1100, limit-up price 1100',
    });
    for (const event of [english.limit_up!, english.limit_down!]) {
      expect(`${event.title} ${event.description}`).not.toMatch(han);
    }
    expect(english.limit_down!.sequence).toBe(taiwan.limit_down!.sequence);
  });

  it('keeps an event worded by its source as the source wrote it', async () => {
    await server.services.monitor.recordEvents([
      {
        eventKey: `attention:${Math.random()}`,
        type: 'attention',
        title: '注意股票：2603',
        description: '最近六個營業日累積收盤價漲幅過大',
        impact: 'medium',
        eventTime: new Date('2026-03-02T05:00:00Z'),
        affectedSymbols: ['2603'],
        source: 'twse',
        simulated: false,
      },
    ]);
    const english = (await events('en-US')).find((event) => event.type === 'attention');
    expect(english?.title).toBe('注意股票：2603');
  });
});
