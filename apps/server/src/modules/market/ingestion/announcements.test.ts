import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketProvider } from './providers/index.ts';
import type { MarketDataProvider } from './providers/types.ts';
import { parseDispositionPeriod } from './providers/announcements.ts';
import { builtinUniverse } from './universe/index.ts';
import { announcementRoutes, constructed } from '../testing/announcement-routes.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';

const settings = (base: string, provider: 'twse' | 'simulator' = 'twse') => ({
  provider,
  simSeed: 'announcements-test',
  holidays: [],
  finmindToken: undefined,
  urls: {
    twse: base,
    twseOpenApi: `${base}/v1`,
    tpex: `${base}/www/zh-tw`,
    tpexOpenApi: `${base}/openapi/v1`,
    mis: base,
    yahoo: base,
    finmind: base,
  },
  httpTimeoutMs: 2000,
  httpRetries: 0,
  httpMinIntervalMs: 0,
});

describe('exchange announcements through the provider', () => {
  let upstream: FakeUpstream;
  let guard: ReturnType<typeof guardOutbound>;
  let provider: MarketDataProvider;
  beforeAll(async () => {
    guard = guardOutbound();
    upstream = await startFakeUpstream();
    provider = createMarketProvider(settings(upstream.url), () => new Date('2024-03-04T07:00:00Z'));
  });
  afterEach(() => expect(upstream.unexpected).toEqual([]));
  afterAll(async () => {
    await upstream.close();
    guard.restore();
    expect(guard.refused).toEqual([]);
  });
  const serve = (routes: ReturnType<typeof announcementRoutes>) =>
    Object.entries(routes).forEach(([path, route]) => upstream.route(path, route));

  it('reads the attention and disposition lists of both exchanges, with their periods', async () => {
    serve(announcementRoutes('data'));
    const found = await provider.announcements!('2024-03-04', []);
    expect(found.failures).toEqual([]);
    expect(found.attention).toEqual([
      {
        market: 'twse',
        date: '2024-03-04',
        notices: [
          expect.objectContaining({
            symbol: '2603',
            name: '長榮',
            count: 1,
            closingPrice: 195.5,
            source: 'twse',
          }),
          expect.objectContaining({ symbol: '3231', name: '緯創', count: 3, simulated: false }),
        ],
      },
      {
        market: 'tpex',
        date: '2024-03-04',
        notices: [
          {
            symbol: '6488',
            name: '環球晶',
            date: '2024-03-04',
            reason: '最近六個營業日（含當日）累積收盤價漲幅達30.12%',
            count: null,
            closingPrice: 602,
            source: 'tpex',
            simulated: false,
          },
        ],
      },
    ]);
    expect(found.disposition).toEqual([
      expect.objectContaining({
        market: 'twse',
        symbol: '3661',
        start: '2024-03-05',
        end: '2024-03-18',
        count: 1,
      }),
      expect.objectContaining({
        market: 'tpex',
        symbol: '5483',
        start: '2024-03-05',
        end: '2024-03-18',
        measures: '第一次處置：每五分鐘撮合一次',
      }),
    ]);
  });

  it('reads monthly revenue in NT$ with YoY and MoM, and a company without last year as null', async () => {
    serve(announcementRoutes('data'));
    const { revenue } = await provider.announcements!('2024-03-04', []);
    expect(revenue.find((report) => report.symbol === '2330')).toEqual({
      symbol: '2330',
      name: '台積電',
      month: '2024-02',
      publishedOn: '2024-03-11',
      revenue: 181_648_270_000,
      yoyPercent: 11.32,
      momPercent: -15.81,
      source: 'twse',
      simulated: false,
    });
    expect(revenue.find((report) => report.symbol === '6901')).toMatchObject({
      yoyPercent: null,
      momPercent: -3.84,
    });
  });

  it('reads the ex-dividend calendar and the saved ex-rights results with their pre-ex closes', async () => {
    serve(announcementRoutes('data'));
    const { exDividends } = await provider.announcements!('2024-03-04', []);
    expect(
      exDividends.filter((notice) => notice.previousClose === null).map((n) => [n.symbol, n.exDate, n.kind]),
    ).toEqual([
      ['00690', '2024-03-04', 'dividend'],
      ['2412', '2024-03-05', 'dividend'],
      ['2330', '2024-03-14', 'dividend'],
      ['1101', '2024-03-20', 'rights-dividend'],
    ]);
    // TWT49U (TWSE) and exDailyQ (TPEx), as the exchanges returned them.
    expect(
      exDividends.find((notice) => notice.symbol === '00690' && notice.previousClose !== null),
    ).toMatchObject({
      market: 'twse',
      exDate: '2024-03-04',
      previousClose: 31.35,
      source: 'twse',
    });
    expect(exDividends.find((notice) => notice.symbol === '5478')).toMatchObject({
      market: 'tpex',
      exDate: '2024-03-22',
      previousClose: 166.5,
      cashDividend: 9,
    });
    expect(exDividends.find((notice) => notice.symbol === '2330')).toMatchObject({ cashDividend: 3.5 });
  });

  it('answers the "no data" variants as empty lists without a date, not as failures', async () => {
    serve(announcementRoutes('no-data'));
    const found = await provider.announcements!('2024-03-04', []);
    expect(found).toEqual({
      attention: [
        { market: 'twse', date: null, notices: [] },
        { market: 'tpex', date: null, notices: [] },
      ],
      disposition: [],
      revenue: [],
      exDividends: [],
      failures: [],
    });
  });

  it('drops a blank template row, and names a broken list while keeping the others', async () => {
    serve(announcementRoutes('data'));
    upstream.route('/openapi/v1/tpex_trading_warning_information', {
      body: constructed('tpex-openapi-trading-warning-information-blank-row.json'),
    });
    upstream.route('/v1/announcement/punish', { body: '{"message":"maintenance"}' });
    const found = await provider.announcements!('2024-03-04', []);
    expect(found.attention.find((list) => list.market === 'tpex')).toEqual({
      market: 'tpex',
      date: null,
      notices: [],
    });
    expect(found.disposition.map((notice) => notice.symbol)).toEqual(['5483']);
    expect(found.failures).toEqual([expect.stringContaining('twse disposition')]);
  });

  it('keeps only the securities asked for', async () => {
    serve(announcementRoutes('data'));
    const found = await provider.announcements!('2024-03-04', [{ symbol: '2330' } as never]);
    expect(found.revenue.map((report) => report.symbol)).toEqual(['2330']);
    expect(found.attention.map((list) => [list.date, list.notices.length])).toEqual([
      ['2024-03-04', 0],
      ['2024-03-04', 0],
    ]);
  });
});

describe('disposition periods', () => {
  it('reads full-width and half-width separators, ROC with or without slashes', () => {
    expect(parseDispositionPeriod('113/03/05～113/03/18')).toEqual({
      start: '2024-03-05',
      end: '2024-03-18',
    });
    expect(parseDispositionPeriod('1130305~1130318')).toEqual({ start: '2024-03-05', end: '2024-03-18' });
    expect(parseDispositionPeriod('')).toEqual({ start: null, end: null });
  });
});

describe('simulated announcements', () => {
  it('are labelled simulated, the same for the same seed and date, and list revenue on the 10th', async () => {
    const securities = builtinUniverse().filter((security) => security.market === 'TW');
    const simulator = () =>
      createMarketProvider(settings('http://127.0.0.1:9', 'simulator'), () => new Date());
    const day = await simulator().announcements!('2025-07-10', securities);
    expect(await simulator().announcements!('2025-07-10', securities)).toEqual(day);
    const rows = [
      ...day.attention.flatMap((list) => list.notices),
      ...day.disposition,
      ...day.revenue,
      ...day.exDividends,
    ];
    expect(day.revenue.length).toBeGreaterThan(10);
    expect(day.revenue[0]).toMatchObject({ month: '2025-06', simulated: true, source: 'simulator' });
    expect(day.exDividends.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.simulated && row.source === 'simulator')).toBe(true);
    const weekend = await simulator().announcements!('2025-07-12', securities);
    expect(weekend.revenue).toEqual([]);
    expect(weekend.attention).toEqual([]);
  });
});
