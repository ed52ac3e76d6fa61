import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './providers/http.ts';
import { createTwseOpenApiClient } from './providers/twse-openapi.ts';
import { createTwseClient } from './providers/twse.ts';
import { fixture, openApiSwagger, requireShared, twseDailyDir } from '../testing/fixtures.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { expectKind, json } from '../testing/provider-answers.ts';

const http = () => createHttpClient({ provider: 'twse', timeoutMs: 2000, retries: 1, backoffMs: 5 });

describe('TWSE web endpoints against saved responses', () => {
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
  const client = () => createTwseClient(http(), upstream.url);

  it('reads every listed stock of MI_INDEX, with the HTML sign cell and X days', async () => {
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', json('twse-stocks-historical.json'));
    const { bars, indices } = await client().dailyQuotes('2023-01-30');
    expect(upstream.requests.at(-1)?.searchParams.get('date')).toBe('20230130');
    expect(bars.length).toBeGreaterThan(1000);
    expect(bars.find((bar) => bar.symbol === '2330')).toEqual({
      symbol: '2330',
      date: '2023-01-30',
      open: 542,
      high: 543,
      low: 534,
      close: 543,
      change: 40,
      volume: 148_413_161,
      value: 80_057_158_264,
      transactions: 153_125,
      source: 'twse',
      simulated: false,
    });
    expect(bars.find((bar) => bar.symbol === '0050')?.change).toBeNull(); // <p>X</p>: ex-dividend day
    expect(indices.find((index) => index.symbol === 'TWSE:SEMI')).toMatchObject({
      name: '半導體類指數',
      value: expect.any(Number),
    });
    expect(indices.find((index) => index.symbol === '^TWII')).toMatchObject({
      value: 15_493.82,
      change: 560.89,
      changePercent: 3.76,
      date: '2023-01-30',
    });
  });

  it('reads BWIBBU_d valuations', async () => {
    upstream.route('/rwd/zh/afterTrading/BWIBBU_d', json('twse-stocks-values.json'));
    const rows = await client().valuations('2023-01-30');
    expect(rows.find((row) => row.symbol === '2330')).toMatchObject({
      peRatio: 15.88,
      dividendYield: 2.03,
      pbRatio: 5.14,
    });
    expect(rows.find((row) => row.symbol === '1103')?.peRatio).toBeNull(); // "-": no P/E
  });

  it.each([
    [
      'twse-stocks-institutional.json',
      '2330',
      { foreignNet: 80_641_049, trustNet: 937_673, dealerNet: 880_408, totalNet: 82_459_130 },
    ],
    [
      'twse-stocks-institutional-without-foreign-dealers.json',
      '3481',
      { foreignNet: 13_263_887, trustNet: 2_386_000 },
    ],
    [
      'twse-stocks-institutional-origin.json',
      '2303',
      { foreignNet: 18_411_238, trustNet: 5_707_000, dealerNet: 646_000, totalNet: 24_764_238 },
    ],
  ])('reads T86 in the layout of %s', async (name, symbol, expected) => {
    upstream.route('/rwd/zh/fund/T86', json(name));
    const rows = await client().institutionalFlows('2023-01-30');
    expect(rows.find((row) => row.symbol === symbol)).toMatchObject(expected);
  });

  it('reads MI_MARGN balances in lots', async () => {
    upstream.route('/rwd/zh/marginTrading/MI_MARGN', json('twse-stocks-margin-trades.json'));
    const rows = await client().marginBalances('2023-01-30');
    expect(rows.find((row) => row.symbol === '2330')).toMatchObject({
      marginBalance: 19_387,
      shortBalance: 1_633,
    });
  });

  it('reads ex-rights, par-value changes and capital reductions as adjustment events', async () => {
    upstream.route('/rwd/zh/exRight/TWT49U', json('twse-stocks-dividends.json'));
    upstream.route('/rwd/zh/change/TWTB8U', json('twse-stocks-splits.json'));
    upstream.route('/rwd/zh/reducation/TWTAUU', json('twse-stocks-capital-reductions.json'));
    upstream.route('/rwd/zh/split/TWTCAU', json('twse-stocks-etf-splits.json.json'));
    const events = await client().dividends('2021-01-01', '2024-06-30');
    expect(events.find((event) => event.symbol === '00690')).toMatchObject({
      date: '2024-03-04',
      kind: 'dividend',
      previousClose: 31.35,
      referencePrice: 30.6,
      cashDividend: 0.75,
    });
    expect(events.find((event) => event.symbol === '6415')).toMatchObject({
      date: '2022-07-13',
      kind: 'split',
      previousClose: 2485,
      referencePrice: 621.25,
    });
    // The saved ETF answer uses a placeholder date (188/12/31 → 2099-12-31).
    expect(events.find((event) => event.symbol === '00632R')).toMatchObject({
      date: '2099-12-31',
      kind: 'split',
      previousClose: 1,
      referencePrice: 100,
    });
    expect(events.find((event) => event.symbol === '00631L')).toMatchObject({
      kind: 'split',
      previousClose: 1000,
      referencePrice: 100,
    });
    expect(events.find((event) => event.symbol === '2911')).toMatchObject({
      date: '2024-03-11',
      kind: 'reduction',
      previousClose: 6.23,
      referencePrice: 8.65,
    });
  });

  it('treats the "no data" answers as no-data', async () => {
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', json('twse-stocks-historical-no-data.json')); // {}
    await expectKind(client().dailyQuotes('2023-01-01'), 'no-data');
    upstream.route('/rwd/zh/afterTrading/BWIBBU_d', json('twse-stocks-values-no-data.json'));
    await expectKind(client().valuations('2023-01-01'), 'no-data');
    upstream.route('/rwd/zh/fund/T86', json('twse-stocks-institutional-no-data.json'));
    await expectKind(client().institutionalFlows('2023-01-01'), 'no-data');
    upstream.route('/rwd/zh/marginTrading/MI_MARGN', json('twse-stocks-margin-trades-no-data.json'));
    await expectKind(client().marginBalances('2023-01-01'), 'no-data');
    for (const [path, name] of [
      ['/rwd/zh/exRight/TWT49U', 'twse-stocks-dividends-no-data.json'],
      ['/rwd/zh/change/TWTB8U', 'twse-stocks-splits-no-data.json'],
      ['/rwd/zh/reducation/TWTAUU', 'twse-stocks-capital-reductions-no-data.json'],
      ['/rwd/zh/split/TWTCAU', 'twse-stocks-capital-reductions-no-data.json'],
    ] as const) {
      upstream.route(path, json(name));
    }
    expect(await client().dividends('2024-01-01', '2024-01-01')).toEqual([]);
  });

  it('turns an HTML page, a truncated answer and a wrong shape into malformed errors', async () => {
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', {
      type: 'text/html; charset=utf-8',
      body: fixture('tpex-stocks-fini-holdings-no-data.html'),
    });
    await expectKind(client().dailyQuotes('2023-01-30'), 'malformed');
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', {
      body: fixture('twse-stocks-historical.json').subarray(0, 5000),
    });
    await expectKind(client().dailyQuotes('2023-01-30'), 'malformed');
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', {
      body: '{"stat":"OK","tables":[{"fields":["a"],"data":[["1"]]}]}',
    });
    await expectKind(client().dailyQuotes('2023-01-30'), 'malformed');
  });

  it('reads STOCK_DAY months (rows in the format of the history files)', async () => {
    const lines = readFileSync(`${requireShared(twseDailyDir)}/2330.csv`, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('106/12/'));
    upstream.route('/rwd/zh/afterTrading/STOCK_DAY', {
      body: JSON.stringify({
        stat: 'OK',
        fields: [
          '日期',
          '成交股數',
          '成交金額',
          '開盤價',
          '最高價',
          '最低價',
          '收盤價',
          '漲跌價差',
          '成交筆數',
        ],
        data: lines.map((line) => line.split(',')),
      }),
    });
    const bars = await client().stockMonth('2330', '2017-12');
    expect(upstream.requests.at(-1)?.searchParams.get('stockNo')).toBe('2330');
    expect(bars.length).toBe(lines.length);
    expect(bars[0]!.date).toBe('2017-12-01');
  });
});

/** Rows shaped by the field names of the TWSE OpenAPI description (no saved answers exist for these). */
describe('TWSE OpenAPI (answers built from the field names of its OpenAPI description)', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterEach(() => expect(upstream.unexpected).toEqual([]));
  afterAll(() => upstream.close());
  const client = () => createTwseOpenApiClient(http(), upstream.url);

  it('matches the field names the exchange documents', () => {
    const swagger = JSON.parse(readFileSync(requireShared(openApiSwagger), 'utf8')) as {
      paths: Record<string, { get: { responses: { 200: { schema: { properties: object } } } } }>;
    };
    const fields = (path: string) => Object.keys(swagger.paths[path]!.get.responses[200].schema.properties);
    expect(fields('/exchangeReport/STOCK_DAY_ALL')).toEqual([
      'Date',
      'Code',
      'Name',
      'TradeVolume',
      'TradeValue',
      'OpeningPrice',
      'HighestPrice',
      'LowestPrice',
      'ClosingPrice',
      'Change',
      'Transaction',
    ]);
    expect(fields('/exchangeReport/BWIBBU_ALL')).toEqual([
      'Date',
      'Code',
      'Name',
      'PEratio',
      'DividendYield',
      'PBratio',
    ]);
    expect(fields('/opendata/t187ap05_L')).toContain('營業收入-去年同月增減(%)');
    expect(fields('/announcement/punish')).toContain('DispositionPeriod');
  });

  it('reads STOCK_DAY_ALL, BWIBBU_ALL and monthly revenue with ROC dates and empty values', async () => {
    upstream.route('/exchangeReport/STOCK_DAY_ALL', {
      body: JSON.stringify([
        {
          Date: '1150717',
          Code: '2330',
          Name: '台積電',
          TradeVolume: '38341265',
          TradeValue: '41876543210',
          OpeningPrice: '1090.0000',
          HighestPrice: '1095.0000',
          LowestPrice: '1080.0000',
          ClosingPrice: '1085.0000',
          Change: '-5.0000',
          Transaction: '54321',
        },
        {
          Date: '1150717',
          Code: '9999',
          Name: '停牌',
          TradeVolume: '0',
          TradeValue: '0',
          OpeningPrice: '',
          HighestPrice: '',
          LowestPrice: '',
          ClosingPrice: '',
          Change: '',
          Transaction: '0',
        },
      ]),
    });
    upstream.route('/exchangeReport/BWIBBU_ALL', {
      body: JSON.stringify([
        {
          Date: '1150717',
          Code: '2330',
          Name: '台積電',
          PEratio: '',
          DividendYield: '1.66',
          PBratio: '7.10',
        },
      ]),
    });
    upstream.route('/opendata/t187ap05_L', {
      body: JSON.stringify([
        {
          資料年月: '11506',
          公司代號: '2330',
          '營業收入-當月營收': '263708978',
          '營業收入-上月比較增減(%)': '-17.7',
          '營業收入-去年同月增減(%)': '26.9',
        },
      ]),
    });
    const bars = await client().latestBars();
    expect(bars).toEqual([
      expect.objectContaining({
        symbol: '2330',
        date: '2026-07-17',
        close: 1085,
        change: -5,
        volume: 38_341_265,
      }),
    ]);
    expect(await client().latestValuations()).toEqual([
      expect.objectContaining({ peRatio: null, dividendYield: 1.66, pbRatio: 7.1 }),
    ]);
    expect(await client().latestMonthlyRevenue()).toEqual([
      expect.objectContaining({
        month: '2026-06',
        revenue: 263_708_978_000,
        yoyPercent: 26.9,
        momPercent: -17.7,
      }),
    ]);
  });

  it('reads attention and disposition notices', async () => {
    upstream.route('/announcement/notice', {
      body: JSON.stringify([
        {
          Number: '1',
          Code: '3231',
          Name: '緯創',
          NumberOfAnnouncement: '1',
          TradingInfoForAttention: '最近六個營業日累積收盤價漲幅達32.51%',
          Date: '1150717',
          ClosingPrice: '120.5',
          PE: '20.1',
        },
      ]),
    });
    upstream.route('/announcement/punish', {
      body: JSON.stringify([
        {
          Number: '1',
          Date: '1150717',
          Code: '6182',
          Name: '合晶',
          NumberOfAnnouncement: '2',
          ReasonsOfDisposition: '連續三次',
          DispositionPeriod: '115/07/18～115/07/31',
          DispositionMeasures: '第一次處置',
          Detail: '',
          LinkInformation: '',
        },
      ]),
    });
    expect(await client().securityStatus()).toEqual([
      {
        symbol: '3231',
        date: '2026-07-17',
        kind: 'attention',
        reason: '最近六個營業日累積收盤價漲幅達32.51%',
        until: null,
        source: 'twse',
      },
      {
        symbol: '6182',
        date: '2026-07-17',
        kind: 'disposition',
        reason: '連續三次',
        until: '2026-07-31',
        source: 'twse',
      },
    ]);
  });

  it('says no-data for an empty array and malformed for an object', async () => {
    upstream.route('/exchangeReport/STOCK_DAY_ALL', { body: '[]' });
    await expectKind(client().latestBars(), 'no-data');
    upstream.route('/exchangeReport/BWIBBU_ALL', { body: '{"message":"maintenance"}' });
    await expectKind(client().latestValuations(), 'malformed');
  });
});
