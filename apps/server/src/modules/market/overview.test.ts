import { afterEach, describe, expect, it } from 'vitest';
import { MarketOverviewResponse, overviewMoversSize } from '@alphadesk/contracts';
import { randomIp } from '../../testing/auth.ts';
import { buildMember } from '../../testing/factories.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import type { Quote } from './ingestion/providers/types.ts';
import { fixture } from './testing/fixtures.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from './testing/fake-upstream.ts';
import { storeQuotes } from './testing/store.ts';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

async function serverAt(at: string, env: Record<string, string> = {}) {
  const clock = { now: new Date(at) };
  const server = await createTestServer({ now: () => clock.now, env });
  opened.push(() => server.close());
  return { server, clock };
}

const overview = async (server: TestServer, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/market/overview',
    headers,
    remoteAddress: randomIp(),
  });
  expect(response.statusCode).toBe(200);
  return MarketOverviewResponse.parse(response.json());
};

describe('GET /api/market/overview with the simulator', () => {
  // Wednesday 2025-09-03 10:30 in Taipei: a session is running.
  const session = '2025-09-03T02:30:00Z';

  it('answers guests and members alike, computed from the simulated quotes and labelled simulated', async () => {
    const { server } = await serverAt(session);
    const guestView = await overview(server);
    const member = await buildMember(server);
    const memberView = await overview(server, member.headers);
    expect(memberView.generatedAt).toBe(guestView.generatedAt); // one cached answer for everyone

    expect(guestView).toMatchObject({ provider: 'simulator', simulated: true });
    expect(guestView.indices.map((index) => index.symbol)).toEqual(
      expect.arrayContaining(['^TWII', '^TWOII']),
    );
    expect(guestView.indices.some((index) => index.market !== 'TW')).toBe(true);
    expect(guestView.breadth.status).toBe('ok');
    expect(guestView.breadth.markets.map((market) => market.exchange)).toEqual(['TWSE', 'TPEx']);
    for (const market of guestView.breadth.markets) {
      expect(market).toMatchObject({ source: 'simulator', simulated: true, date: '2025-09-03' });
    }
    const counted = guestView.breadth.markets.reduce(
      (sum, market) => sum + market.advancers + market.decliners + market.unchanged,
      0,
    );
    expect(counted).toBe(guestView.movers.ranked);
    // Not modelled by the simulator: shown as 無資料, never invented.
    expect(guestView.institutional).toEqual({ status: 'not_simulated', markets: [] });
    expect(guestView.margin).toEqual({ status: 'not_simulated', markets: [] });

    const { movers } = guestView;
    expect(movers).toMatchObject({ status: 'ok', source: 'simulator', simulated: true });
    expect(movers.gainers).toHaveLength(overviewMoversSize);
    expect(movers.losers.length).toBeLessThanOrEqual(overviewMoversSize);
    expect(movers.byValue).toHaveLength(overviewMoversSize);
    expect(movers.gainers.every((row) => row.changePercent > 0)).toBe(true);
    expect(movers.losers.every((row) => row.changePercent < 0)).toBe(true);
    const percents = movers.gainers.map((row) => row.changePercent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(guestView.notices).toEqual({ date: '2025-09-03', events: [] });
  });

  it('lists the day’s attention and disposition events only, oldest first', async () => {
    const { server } = await serverAt(session);
    const unique = Math.random().toString(36).slice(2);
    const event = (key: string, type: string, at: string) => ({
      eventKey: `${key}:${unique}`,
      type,
      title: `${type} ${key}`,
      description: '連續三個營業日達注意標準',
      impact: 'medium',
      eventTime: new Date(at),
      affectedSymbols: ['2330'],
      source: 'twse',
      simulated: false,
    });
    await server.services.monitor.recordEvents([
      event('a', 'attention_entered', '2025-09-03T01:00:00Z'),
      event('b', 'disposition_entered', '2025-09-02T17:00:00Z'), // 01:00 on the 3rd in Taipei
      event('c', 'attention', '2025-09-02T15:00:00Z'), // the 2nd in Taipei: another day
      event('d', 'limit_up_locked', '2025-09-03T01:30:00Z'), // not a notice
    ]);
    const { notices } = await overview(server);
    expect(notices.date).toBe('2025-09-03');
    expect(notices.events.map((item) => item.type)).toEqual(['disposition_entered', 'attention_entered']);
  });

  it('keeps one answer while a quote lives, and builds a new one after', async () => {
    const { server, clock } = await serverAt(session);
    const first = await overview(server);
    clock.now = new Date(clock.now.getTime() + 3_000);
    expect((await overview(server)).generatedAt).toBe(first.generatedAt);
    clock.now = new Date(clock.now.getTime() + 3_000); // past the 5 s in-session quote lifetime
    expect((await overview(server)).generatedAt).not.toBe(first.generatedAt);
  });

  it('refuses unknown query fields with a zh-TW message and changes nothing', async () => {
    const { server } = await serverAt(session);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/market/overview?limit=99',
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(400);
    const error = expectCleanError(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/market/overview with the exchanges behind a local server', () => {
  const file = (name: string) => ({ body: fixture(name) });

  async function exchanges(at: string) {
    const guard = guardOutbound();
    const upstream: FakeUpstream = await startFakeUpstream({
      '/rwd/zh/afterTrading/MI_INDEX': file('twse-market-breadth.json'),
      '/rwd/zh/fund/BFI82U': file('twse-market-institutional.json'),
      '/rwd/zh/marginTrading/MI_MARGN': file('twse-market-margin-trades.json'),
      // Nothing published for the 31st yet: the session before (the 30th) is read instead.
      '/www/zh-tw/afterTrading/highlight': (_request, url) =>
        file(
          url.searchParams.get('date') === '2023/01/31'
            ? 'tpex-market-breadth-no-data.json'
            : 'tpex-market-breadth.json',
        ),
      '/www/zh-tw/insti/summary': file('tpex-market-institutional.json'),
      '/www/zh-tw/margin/balance': file('tpex-market-margin-trades-no-data.json'),
      // The real-time feed is down: quotes come from what was stored.
      '/stock/api/getStockInfo.jsp': { status: 500, type: 'text/plain', body: 'down' },
      '/v8/finance/chart/*': {
        body: '{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found"}}}',
      },
    });
    const base = upstream.url;
    const { server, clock } = await serverAt(at, {
      MARKET_PROVIDER: 'twse',
      TWSE_BASE_URL: base,
      TWSE_OPENAPI_URL: `${base}/v1`,
      TPEX_BASE_URL: `${base}/www/zh-tw`,
      TPEX_OPENAPI_URL: `${base}/openapi/v1`,
      MIS_BASE_URL: base,
      YAHOO_BASE_URL: base,
      FINMIND_BASE_URL: base,
      MARKET_HTTP_MIN_INTERVAL_MS: '0',
      MARKET_HTTP_RETRIES: '0',
      MARKET_HTTP_TIMEOUT_MS: '2000',
    });
    opened.push(async () => {
      await upstream.close();
      guard.restore();
      expect(upstream.unexpected).toEqual([]);
      expect(guard.refused).toEqual([]);
    });
    return { server, clock, upstream };
  }

  const quote = (symbol: string, price: number, previousClose: number, volume: number): Quote => ({
    symbol,
    price,
    open: previousClose,
    high: price,
    low: price,
    previousClose,
    change: Math.round((price - previousClose) * 100) / 100,
    changePercent: Math.round(((price - previousClose) / previousClose) * 10_000) / 100,
    volume,
    limitUp: null,
    limitDown: null,
    asOf: new Date('2023-01-31T05:30:00Z'),
    source: 'mis',
    simulated: false,
  });

  it('reads breadth, 三大法人 and margin totals from the exchanges, and ranks the stored quotes', async () => {
    // Tuesday 2023-01-31 14:30 in Taipei: the last closed session is the 31st.
    const { server } = await exchanges('2023-01-31T06:30:00Z');
    // Six stored quotes, ranked by hand:
    //   2330 500 → 510 (+2.00 %, 30,000 sh → 15,300,000), 2317 100 → 99 (−1.00 %, 50,000 → 4,950,000),
    //   2454 700 → 770 (+10.00 %, 1,000 → 770,000),      6488 400 → 360 (−10.00 %, 2,000 → 720,000),
    //   5347 80 → 80 (flat, 100,000 → 8,000,000),         1101 40 → 40.5 (+1.25 %, 10,000 → 405,000).
    await storeQuotes(server.database.db, [
      quote('2330', 510, 500, 30_000),
      quote('2317', 99, 100, 50_000),
      quote('2454', 770, 700, 1_000),
      quote('6488', 360, 400, 2_000),
      quote('5347', 80, 80, 100_000),
      quote('1101', 40.5, 40, 10_000),
    ]);
    const view = await overview(server);
    expect(view).toMatchObject({ provider: 'twse', simulated: false });

    const { movers } = view;
    expect(movers).toMatchObject({ status: 'ok', ranked: 6, source: 'mis', simulated: false });
    expect(movers.asOf).toBe('2023-01-31T05:30:00.000Z');
    expect(movers.gainers.map((row) => [row.symbol, row.changePercent])).toEqual([
      ['2454', 10],
      ['2330', 2],
      ['1101', 1.25],
    ]);
    expect(movers.losers.map((row) => [row.symbol, row.changePercent])).toEqual([
      ['6488', -10],
      ['2317', -1],
    ]);
    expect(movers.byValue.map((row) => [row.symbol, row.value])).toEqual([
      ['2330', 15_300_000],
      ['5347', 8_000_000],
      ['2317', 4_950_000],
      ['2454', 770_000],
      ['6488', 720_000],
    ]);
    expect(movers.gainers[0]).toMatchObject({ name: '聯發科', exchange: 'TWSE', price: 770, change: 70 });
    expect(movers.losers[0]).toMatchObject({ name: '環球晶', exchange: 'TPEx' });

    // Breadth from the exchanges (the saved answers), each with its own date.
    expect(view.breadth.status).toBe('ok');
    const [twse, tpex] = view.breadth.markets;
    expect(twse).toMatchObject({ exchange: 'TWSE', date: '2023-01-31', advancers: 764, limitUp: 14 });
    expect(tpex).toMatchObject({ exchange: 'TPEx', advancers: 591, decliners: 135, source: 'tpex' });
    expect(tpex!.date).toBe('2023-01-30');

    expect(view.institutional.status).toBe('ok');
    expect(view.institutional.markets.map((market) => [market.exchange, market.total.net])).toEqual([
      ['TWSE', 83_133_659_499],
      ['TPEx', 5_806_625_740],
    ]);
    // TPEx margin has nothing for either session: only TWSE's totals are shown.
    expect(view.margin.markets.map((market) => [market.exchange, market.marginBalance])).toEqual([
      ['TWSE', 6_281_622],
    ]);
  });
});
