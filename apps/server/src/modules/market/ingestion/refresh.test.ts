import { afterEach, describe, expect, it } from 'vitest';
import { MarketIndicesResponse, StockBarsResponse, StockDetailResponse } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/auth.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { createBarsRepository } from '../store/bars-repository.ts';
import { createFactsRepository } from '../store/facts-repository.ts';
import { refreshDailyJob } from './jobs.ts';
import { fixture } from '../testing/fixtures.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';

describe('scheduled refreshes with the simulator', () => {
  const opened: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((server) => server.close()));
  });
  /** A server of its own, on a clock the test moves. */
  async function simulatedMarket(at: string, options: { withQueue?: boolean } = {}) {
    const clock = { now: new Date(at) };
    const server = await createTestServer({ now: () => clock.now, ...options });
    opened.push(server);
    return { server, clock };
  }

  it('refreshes quotes only during the session (and just after the close)', async () => {
    const { server, clock } = await simulatedMarket('2025-09-06T02:00:00Z'); // Saturday
    const refresher = server.services.market;
    expect(await refresher.refreshQuotes()).toEqual({ skipped: true, quotes: 0 });
    clock.now = new Date('2025-09-05T03:00:00Z'); // Friday 11:00
    const during = await refresher.refreshQuotes();
    expect(during.skipped).toBe(false);
    expect(during.quotes).toBeGreaterThan(250);
    clock.now = new Date('2025-09-05T05:40:00Z'); // 13:40, ten minutes after the close
    expect((await refresher.refreshQuotes()).skipped).toBe(false);
    clock.now = new Date('2025-09-05T06:00:00Z'); // 14:00
    expect((await refresher.refreshQuotes()).skipped).toBe(true);
  });

  it('stores the closed session through the durable job, every row flagged simulated', async () => {
    const { server, clock } = await simulatedMarket('2025-09-05T07:00:00Z', { withQueue: true }); // Friday 15:00
    await server.queue!.send(refreshDailyJob, { requestedAt: clock.now.toISOString(), date: '2025-09-05' });
    const bars = createBarsRepository(server.database.db);
    const facts = createFactsRepository(server.database.db);
    const deadline = Date.now() + 20_000;
    while ((await bars.countBars('2330')) === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [bar] = await bars.bars('2330', '2025-09-05', '2025-09-05');
    expect(bar).toMatchObject({ date: '2025-09-05', simulated: true, source: 'simulator', adjFactor: 1 });
    const report = await server.services.market.refreshDaily('2025-09-05'); // idempotent
    expect(report.failures).toEqual([]);
    expect(report.bars).toBeGreaterThan(250);
    expect(report.valuations).toBe(report.bars);
    for (const table of [
      'market_valuations',
      'market_institutional_flows',
      'market_margin_balances',
      'market_monthly_revenue',
      'market_index_values',
    ] as const) {
      expect(await facts.countRows(table)).toBeGreaterThan(0);
    }
  });
});

describe('real exchanges behind a local server', () => {
  type Exchanges = { upstream: FakeUpstream; server: TestServer; guard: ReturnType<typeof guardOutbound> };
  const opened: Exchanges[] = [];
  afterEach(async () => {
    for (const { upstream, server, guard } of opened.splice(0)) {
      await server.close();
      await upstream.close();
      guard.restore();
      expect(upstream.unexpected).toEqual([]);
      expect(guard.refused).toEqual([]);
    }
  });
  const file = (name: string) => ({ body: fixture(name) });

  /** The saved exchange answers behind a local server, and an app of its own pointed at it. */
  async function exchanges(at: string) {
    const clock = { now: new Date(at) };
    const guard = guardOutbound();
    const upstream = await startFakeUpstream({
      '/v1/exchangeReport/STOCK_DAY_ALL': { body: '[]' },
      '/openapi/v1/tpex_mainboard_daily_close_quotes': { body: '[]' },
      '/rwd/zh/afterTrading/MI_INDEX': file('twse-stocks-historical.json'),
      '/www/zh-tw/afterTrading/otc': file('tpex-stocks-historical.json'),
      '/rwd/zh/afterTrading/BWIBBU_d': file('twse-stocks-values.json'),
      '/www/zh-tw/afterTrading/peratio': file('tpex-stocks-values.json'),
      '/rwd/zh/fund/T86': file('twse-stocks-institutional.json'),
      '/www/zh-tw/insti/dailyTrade': file('tpex-stocks-institutional.json'),
      '/rwd/zh/marginTrading/MI_MARGN': file('twse-stocks-margin-trades.json'),
      '/www/zh-tw/margin/balance': file('tpex-stocks-margin-trades.json'),
      '/rwd/zh/exRight/TWT49U': file('twse-stocks-dividends.json'),
      '/rwd/zh/change/TWTB8U': file('twse-stocks-splits-no-data.json'),
      '/rwd/zh/reducation/TWTAUU': file('twse-stocks-capital-reductions-no-data.json'),
      '/rwd/zh/split/TWTCAU': file('twse-stocks-capital-reductions-no-data.json'),
      '/www/zh-tw/bulletin/exDailyQ': file('tpex-stocks-dividends.json'),
      '/www/zh-tw/bulletin/parValueChange': file('tpex-stocks-splits-no-data.json'),
      '/www/zh-tw/bulletin/revivt': file('tpex-stocks-capital-reductions-no-data.json'),
      '/www/zh-tw/bulletin/etfSplit': file('tpex-stocks-splits-no-data.json'),
      '/www/zh-tw/bulletin/etfReverseSplit': file('tpex-stocks-splits-no-data.json'),
      '/v1/opendata/t187ap05_L': { body: '[]' },
      '/v1/announcement/notice': { body: '[]' },
      '/v1/announcement/punish': { body: '[]' },
      '/stock/api/getStockInfo.jsp': (_request, url) =>
        file(
          url.searchParams.get('ex_ch')?.includes('t00')
            ? 'mis-twse-indices-quote.json'
            : 'mis-twse-stocks-quote.json',
        ),
      '/v8/finance/chart/*': {
        body: '{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found"}}}',
      },
    });
    const base = upstream.url;
    const server = await createTestServer({
      now: () => clock.now,
      env: {
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
      },
    });
    opened.push({ upstream, server, guard });
    const get = (url: string) => server.app.inject({ method: 'GET', url, remoteAddress: randomIp() });
    return { upstream, server, clock, get };
  }

  it('stores the day from TWSE and TPEx, chaining adjustment factors', async () => {
    const { server, get } = await exchanges('2023-01-30T07:00:00Z'); // 15:00 Taipei after the session
    const report = await server.services.market.refreshDaily();
    expect(report).toMatchObject({ date: '2023-01-30', failures: [] });
    expect(report.bars).toBeGreaterThan(200);
    const bars = StockBarsResponse.parse(
      (await get('/api/stocks/2330/bars?from=2023-01-30&to=2023-01-30')).json(),
    );
    expect(bars).toMatchObject({
      simulated: false,
      source: 'twse',
      bars: [{ date: '2023-01-30', close: 543, volume: 148_413_161 }],
    });
    const otc = StockBarsResponse.parse(
      (await get('/api/stocks/6488/bars?from=2023-01-30&to=2023-01-30')).json(),
    );
    expect(otc).toMatchObject({ source: 'tpex', bars: [{ close: 530 }] });
    expect(report.valuations).toBeGreaterThan(200);
    expect(report.flows).toBeGreaterThan(100);
    expect(report.margin).toBeGreaterThan(100);
    expect(report.dividends).toBe(5); // 2 TWSE + 3 TPEx ex-rights records
    const { stock } = StockDetailResponse.parse((await get('/api/stocks/detail?q=2330')).json());
    expect(stock).toMatchObject({
      peRatio: 15.88,
      dividendYield: 2.03,
      pbRatio: 5.14,
      simulated: false,
      source: 'mis',
    });
  });

  it('serves the last known quote with its time and stale: true when the provider fails', async () => {
    const { upstream, clock, get } = await exchanges('2023-12-29T06:00:00Z');
    const fresh = StockDetailResponse.parse((await get('/api/stocks/detail?q=2330')).json()).stock;
    expect(fresh).toMatchObject({ price: 593, stale: false, asOf: '2023-12-29T06:30:00.000Z' });
    upstream.route('/stock/api/getStockInfo.jsp', { status: 503, body: 'Service Unavailable' });
    clock.now = new Date('2023-12-29T06:10:00Z'); // past the quote's cache lifetime
    const stale = StockDetailResponse.parse((await get('/api/stocks/detail?q=2330')).json()).stock;
    expect(stale).toMatchObject({
      price: 593,
      stale: true,
      asOf: '2023-12-29T06:30:00.000Z',
      source: 'mis',
      simulated: false,
    });
  });

  it('serves stored index levels as stale when every index source fails', async () => {
    const { upstream, clock, get } = await exchanges('2023-12-29T06:50:00Z');
    const fresh = MarketIndicesResponse.parse((await get('/api/market/indices')).json()).indices;
    expect(fresh.find((index) => index.symbol === '^TWII')).toMatchObject({ stale: false });
    upstream.route('/stock/api/getStockInfo.jsp', { status: 503, body: 'Service Unavailable' });
    clock.now = new Date('2023-12-29T07:00:00Z'); // past the indices' cache lifetime
    const { indices } = MarketIndicesResponse.parse((await get('/api/market/indices')).json());
    expect(indices.find((index) => index.symbol === '^TWII')).toMatchObject({
      value: 17_930.81,
      stale: true,
      simulated: false,
    });
  });
});
