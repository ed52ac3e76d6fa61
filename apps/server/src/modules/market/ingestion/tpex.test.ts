import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './providers/http.ts';
import { createTpexClient } from './providers/tpex.ts';
import { fixture } from '../testing/fixtures.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { expectKind, json } from '../testing/provider-answers.ts';

describe('TPEx endpoints against saved responses', () => {
  let upstream: FakeUpstream;
  let guard: ReturnType<typeof guardOutbound>;
  beforeAll(async () => {
    guard = guardOutbound();
    upstream = await startFakeUpstream();
  });
  afterEach(() => expect(upstream.unexpected).toEqual([]));
  afterAll(async () => {
    await upstream.close();
    guard.restore();
    expect(guard.refused).toEqual([]);
  });
  const client = () =>
    createTpexClient(
      createHttpClient({ provider: 'tpex', timeoutMs: 2000, retries: 0, backoffMs: 5 }),
      `${upstream.url}/www/zh-tw`,
      `${upstream.url}/openapi/v1`,
    );

  it('reads the daily close quotes of every OTC security', async () => {
    upstream.route('/www/zh-tw/afterTrading/otc', json('tpex-stocks-historical.json'));
    const bars = await client().dailyQuotes('2023-01-30');
    expect(upstream.requests.at(-1)?.searchParams.get('date')).toBe('2023/01/30');
    expect(bars.length).toBeGreaterThan(700);
    expect(bars.find((bar) => bar.symbol === '6488')).toEqual({
      symbol: '6488',
      date: '2023-01-30',
      open: 505,
      high: 530,
      low: 505,
      close: 530,
      change: 37,
      volume: 6_115_888,
      value: 3_179_234_099,
      transactions: 6_960,
      source: 'tpex',
      simulated: false,
    });
  });

  it('reads valuations, institutional flows (both layouts) and margin balances', async () => {
    upstream.route('/www/zh-tw/afterTrading/peratio', json('tpex-stocks-values.json'));
    upstream.route('/www/zh-tw/insti/dailyTrade', json('tpex-stocks-institutional.json'));
    upstream.route('/www/zh-tw/margin/balance', json('tpex-stocks-margin-trades.json'));
    expect((await client().valuations('2023-01-30')).find((row) => row.symbol === '6488')).toMatchObject({
      peRatio: 19.82,
      dividendYield: 3.02,
      pbRatio: 4.61,
    });
    expect(
      (await client().institutionalFlows('2023-01-30')).find((row) => row.symbol === '6488'),
    ).toMatchObject({
      foreignNet: 728_307,
      trustNet: 398_904,
      dealerNet: 171_767,
      totalNet: 1_298_978,
    });
    expect((await client().marginBalances('2023-01-30')).find((row) => row.symbol === '6488')).toMatchObject({
      marginBalance: 2_980,
      shortBalance: 200,
    });
    upstream.route(
      '/www/zh-tw/insti/dailyTrade',
      json('tpex-stocks-institutional-without-foreign-dealers.json'),
    );
    expect(
      (await client().institutionalFlows('2014-12-01')).find((row) => row.symbol === '1256'),
    ).toMatchObject({ foreignNet: 0, trustNet: 5_000, dealerNet: 2_000 });
  });

  it('reads ex-rights, par-value changes and capital reductions', async () => {
    upstream.route('/www/zh-tw/bulletin/exDailyQ', json('tpex-stocks-dividends.json'));
    upstream.route('/www/zh-tw/bulletin/parValueChange', json('tpex-stocks-splits.json'));
    upstream.route('/www/zh-tw/bulletin/revivt', json('tpex-stocks-capital-reductions.json'));
    upstream.route('/www/zh-tw/bulletin/etfSplit', json('tpex-stocks-etf-splits.json'));
    upstream.route('/www/zh-tw/bulletin/etfReverseSplit', json('tpex-stocks-etf-reverse-splits.json'));
    const events = await client().dividends('2021-01-01', '2024-07-01');
    expect(events.find((event) => event.symbol === '2065')).toMatchObject({
      date: '2024-03-22',
      kind: 'dividend',
      previousClose: 65.7,
      referencePrice: 62.84,
      cashDividend: 2.86203464,
    });
    expect(events.find((event) => event.symbol === '6613')).toMatchObject({
      date: '2022-08-29',
      kind: 'split',
      previousClose: 169,
      referencePrice: 84.5,
    });
    expect(events.find((event) => event.symbol === '00680L')).toMatchObject({
      date: '2099-12-31',
      kind: 'split',
      previousClose: 1000,
      referencePrice: 100,
    });
    expect(events.find((event) => event.symbol === '00681R')).toMatchObject({
      kind: 'split',
      previousClose: 1,
      referencePrice: 100,
    });
    expect(events.find((event) => event.symbol === '3064')).toMatchObject({
      date: '2024-02-05',
      kind: 'reduction',
      previousClose: 10.65,
      referencePrice: 35.5,
    });
  });

  it('reads the TPEx index', async () => {
    upstream.route('/www/zh-tw/indexInfo/sectinx', json('tpex-indices-historical.json'));
    expect(await client().indices('2023-01-30')).toEqual([
      expect.objectContaining({
        symbol: '^TWOII',
        value: 193.23,
        change: 4.73,
        open: 189.57,
        high: 193.25,
        low: 189.57,
        changePercent: 2.51,
      }),
    ]);
  });

  it('treats empty tables and "查無資料" as no-data', async () => {
    for (const [path, name, call] of [
      [
        '/www/zh-tw/afterTrading/otc',
        'tpex-stocks-historical-no-data.json',
        () => client().dailyQuotes('2023-01-01'),
      ],
      [
        '/www/zh-tw/afterTrading/peratio',
        'tpex-stocks-values-no-data.json',
        () => client().valuations('2023-01-01'),
      ],
      [
        '/www/zh-tw/insti/dailyTrade',
        'tpex-stocks-institutional-no-data.json',
        () => client().institutionalFlows('2023-01-01'),
      ],
      [
        '/www/zh-tw/margin/balance',
        'tpex-stocks-margin-trades-no-data.json',
        () => client().marginBalances('2023-01-01'),
      ],
      [
        '/www/zh-tw/indexInfo/sectinx',
        'tpex-indices-historical-no-data.json',
        () => client().indices('2023-01-01'),
      ],
      [
        '/www/zh-tw/afterTrading/otc',
        'tpex-market-breadth-no-data.json',
        () => client().dailyQuotes('2023-01-01'),
      ],
    ] as const) {
      upstream.route(path, json(name));
      await expectKind(call(), 'no-data');
    }
    upstream.route('/www/zh-tw/bulletin/exDailyQ', json('tpex-stocks-dividends-no-data.json'));
    upstream.route('/www/zh-tw/bulletin/parValueChange', json('tpex-stocks-splits-no-data.json'));
    upstream.route('/www/zh-tw/bulletin/revivt', json('tpex-stocks-capital-reductions-no-data.json'));
    upstream.route('/www/zh-tw/bulletin/etfSplit', json('tpex-stocks-splits-no-data.json'));
    upstream.route('/www/zh-tw/bulletin/etfReverseSplit', json('tpex-stocks-splits-no-data.json'));
    expect(await client().dividends('2024-01-01', '2024-01-01')).toEqual([]);
  });

  it('reports HTML pages (including an empty one and a redirect to one) as malformed', async () => {
    upstream.route('/www/zh-tw/afterTrading/otc', {
      type: 'text/html',
      body: fixture('tpex-stocks-fini-holdings.html'),
    });
    await expectKind(client().dailyQuotes('2023-01-30'), 'malformed');
    upstream.route('/www/zh-tw/afterTrading/otc', {
      type: 'text/html',
      body: fixture('tpex-indices-historical-new-industries.html'),
    });
    await expectKind(client().dailyQuotes('2023-01-30'), 'malformed');
    upstream.route('/www/zh-tw/afterTrading/peratio', {
      status: 302,
      body: '',
      headers: { location: '/errors/404.html' },
    });
    upstream.route('/errors/404.html', {
      type: 'text/html; charset=utf-8',
      body: '<!DOCTYPE html><html><body>找不到網頁</body></html>',
    });
    await expectKind(client().valuations('2023-01-30'), 'malformed');
  });
});

describe('TPEx OpenAPI (answers built from the documented field names)', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterEach(() => expect(upstream.unexpected).toEqual([]));
  afterAll(() => upstream.close());

  it('reads the latest close quotes (trailing spaces, ROC dates) and ratios', async () => {
    const client = createTpexClient(
      createHttpClient({ provider: 'tpex', timeoutMs: 2000, retries: 0, backoffMs: 5 }),
      `${upstream.url}/www/zh-tw`,
      `${upstream.url}/openapi/v1`,
    );
    upstream.route('/openapi/v1/tpex_mainboard_daily_close_quotes', {
      body: JSON.stringify([
        {
          Date: '1150717',
          SecuritiesCompanyCode: '6488',
          CompanyName: '環球晶',
          Close: '412.00',
          Change: '-3.50 ',
          Open: '415.00',
          High: '418.00',
          Low: '410.50',
          TradingShares: '1,234,567',
          TransactionAmount: '508,000,000',
          TransactionNumber: '2,345',
          LatestBidPrice: '411.50',
          LatesAskPrice: '412.00',
          NextLimitUp: '453.00',
          NextLimitDown: '371.00',
        },
        {
          Date: '1150717',
          SecuritiesCompanyCode: '0000',
          CompanyName: '無成交',
          Close: '---',
          Change: '---',
          Open: '---',
          High: '---',
          Low: '---',
          TradingShares: '0',
          TransactionAmount: '0',
          TransactionNumber: '0',
        },
      ]),
    });
    upstream.route('/openapi/v1/tpex_mainboard_peratio_analysis', {
      body: JSON.stringify([
        {
          Date: '1150717',
          SecuritiesCompanyCode: '6488',
          CompanyName: '環球晶',
          PriceEarningRatio: '18.20',
          DividendPerShare: '16.00',
          YieldRatio: '3.88',
          PriceBookRatio: 'N/A',
        },
      ]),
    });
    expect(await client.latestBars()).toEqual([
      expect.objectContaining({
        symbol: '6488',
        date: '2026-07-17',
        close: 412,
        change: -3.5,
        volume: 1_234_567,
      }),
    ]);
    expect(await client.latestValuations('2026-07-17')).toEqual([
      expect.objectContaining({ peRatio: 18.2, dividendYield: 3.88, pbRatio: null }),
    ]);
  });
});
