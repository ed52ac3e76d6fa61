import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { marketIndices } from '@alphadesk/core';
import { createFinMindClient } from './providers/finmind.ts';
import { createHttpClient } from './providers/http.ts';
import { createMisClient } from './providers/mis.ts';
import { settle } from './providers/real.ts';
import { ProviderError, type SecurityRef } from './providers/types.ts';
import { createYahooClient, yahooSymbol } from './providers/yahoo.ts';
import { fixture } from '../testing/fixtures.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';

const tsmc: SecurityRef = {
  symbol: '2330',
  code: '2330',
  market: 'TW',
  exchange: 'TWSE',
  kind: 'stock',
  sector: 'technology',
};
const gwc: SecurityRef = {
  symbol: '6488',
  code: '6488',
  market: 'TW',
  exchange: 'TPEx',
  kind: 'stock',
  sector: 'technology',
};
const apple: SecurityRef = {
  symbol: 'AAPL',
  code: 'AAPL',
  market: 'US',
  exchange: 'NASDAQ',
  kind: 'stock',
  sector: 'technology',
};
const http = (retries = 0, timeoutMs = 2000) =>
  createHttpClient({ provider: 'test', timeoutMs, retries, backoffMs: 5 });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

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

describe('MIS real-time quotes', () => {
  it('reads the quote of 2330 (served as text/html, as MIS does) with lots turned into shares', async () => {
    upstream.route('/stock/api/getStockInfo.jsp', {
      type: 'text/html;charset=UTF-8',
      body: fixture('mis-twse-stocks-quote.json'),
    });
    const [quote] = await createMisClient(http(), upstream.url).quotes([tsmc, gwc]);
    expect(upstream.requests.at(-1)?.searchParams.get('ex_ch')).toBe('tse_2330.tw|otc_6488.tw');
    expect(quote).toEqual({
      symbol: '2330',
      price: 593,
      open: 589,
      high: 593,
      low: 589,
      previousClose: 593,
      change: 0,
      changePercent: 0,
      volume: 18_323_000,
      limitUp: 652,
      limitDown: 534,
      asOf: new Date(1_703_831_400_000),
      source: 'mis',
      simulated: false,
    });
  });

  it('reads the odd-lot quote and the TAIEX channel', async () => {
    upstream.route('/stock/api/getStockInfo.jsp', { body: fixture('mis-twse-stocks-quote-odd.json') });
    expect((await createMisClient(http(), upstream.url).quotes([tsmc]))[0]).toMatchObject({
      price: 592,
      previousClose: 593,
      change: -1,
    });
    upstream.route('/stock/api/getStockInfo.jsp', { body: fixture('mis-twse-indices-quote.json') });
    const [taiex] = await createMisClient(http(), upstream.url).indices();
    expect(taiex).toMatchObject({
      symbol: '^TWII',
      value: 17_930.81,
      change: 20.44,
      changePercent: 0.11,
      date: '2023-12-29',
    });
  });

  it('asks for channels the exchange lists (listed-indices answers)', () => {
    const listed = ['mis-twse-twse-listed-indices.json', 'mis-twse-tpex-listed-indices.json'].flatMap(
      (name) =>
        (JSON.parse(fixture(name).toString('utf8')) as { msgArray: { ex: string; ch: string }[] }).msgArray,
    );
    const channels = new Set(listed.map((item) => `${item.ex}_${item.ch}`));
    for (const index of marketIndices.filter((item) => item.mis)) expect(channels).toContain(index.mis);
  });

  it('rejects an error code and a truncated answer', async () => {
    upstream.route('/stock/api/getStockInfo.jsp', {
      body: '{"msgArray":[],"rtcode":"5001","rtmessage":"查詢過於頻繁"}',
    });
    expect((await failure(createMisClient(http(), upstream.url).quotes([tsmc]))).kind).toBe('malformed');
    upstream.route('/stock/api/getStockInfo.jsp', {
      body: fixture('mis-twse-stocks-quote.json').subarray(0, 200),
    });
    expect((await failure(createMisClient(http(), upstream.url).quotes([tsmc]))).kind).toBe('malformed');
  });
});

describe('HTTP behaviour shared by every adapter', () => {
  it('retries 429 and 503 with back-off, then succeeds', async () => {
    let calls = 0;
    upstream.route('/flaky', () =>
      ++calls < 3 ? { status: calls === 1 ? 429 : 503, body: 'slow down' } : { body: '{"ok":true}' },
    );
    expect(await http(3).getJson(`${upstream.url}/flaky`)).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up after the bounded retries with rate-limited', async () => {
    let calls = 0;
    upstream.route('/limited', () => {
      calls++;
      return { status: 429, body: '', headers: { 'retry-after': '0' } };
    });
    const error = await failure(http(2).getJson(`${upstream.url}/limited`));
    expect(error.kind).toBe('rate-limited');
    expect(calls).toBe(3);
  });

  it('times out through AbortSignal', async () => {
    upstream.route('/slow', { body: '{}', delayMs: 500 });
    expect((await failure(http(0, 100).getJson(`${upstream.url}/slow`))).kind).toBe('timeout');
  });

  it('reports other statuses as http errors and non-JSON as malformed', async () => {
    upstream.route('/missing', { status: 500, body: 'oops' });
    const error = await failure(http().getJson(`${upstream.url}/missing`));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    upstream.route('/csv', { type: 'text/csv', body: 'a,b\n1,2' });
    expect((await failure(http().getJson(`${upstream.url}/csv`))).kind).toBe('malformed');
  });

  it('keeps what succeeded when one source of a composite fails', async () => {
    const boom = new ProviderError('http', 'x', 'down');
    expect(await settle([async () => [1], () => Promise.reject(boom)])).toEqual([1]);
    const noData = new ProviderError('no-data', 'y', 'none');
    await expect(settle([() => Promise.reject(noData), () => Promise.reject(boom)])).rejects.toBe(boom);
  });
});

/** Yahoo and FinMind answers are built from their documented formats (no saved answers exist). */
describe('Yahoo chart v8', () => {
  const chart = {
    chart: {
      result: [
        {
          meta: {
            currency: 'USD',
            symbol: 'AAPL',
            exchangeName: 'NMS',
            regularMarketPrice: 229.87,
            chartPreviousClose: 226.05,
            regularMarketTime: 1_752_782_400,
            gmtoffset: -14_400,
            exchangeTimezoneName: 'America/New_York',
          },
          timestamp: [1_752_586_200, 1_752_672_600, 1_752_759_000],
          indicators: {
            quote: [
              {
                open: [209.2, null, 210.1],
                high: [211.9, null, 212.4],
                low: [208.9, null, 209.5],
                close: [209.11, null, 211.18],
                volume: [42_000_000, null, 48_000_000],
              },
            ],
            adjclose: [{ adjclose: [208.87, null, 211.18] }],
          },
        },
      ],
      error: null,
    },
  };

  it('reads bars (skipping null days, adjclose as the factor) and quotes', async () => {
    upstream.route('/v8/finance/chart/AAPL', { body: JSON.stringify(chart) });
    const client = createYahooClient(http(), upstream.url);
    const bars = await client.dailyBars(apple, '2025-07-15', '2025-07-17');
    expect(bars.map((bar) => [bar.date, bar.close])).toEqual([
      ['2025-07-15', 209.11],
      ['2025-07-17', 211.18],
    ]);
    expect(bars[0]!.adjFactor).toBeCloseTo(208.87 / 209.11, 10);
    const quote = await client.quote(apple);
    expect(quote).toMatchObject({
      price: 229.87,
      previousClose: 226.05,
      change: 3.82,
      changePercent: 1.69,
      asOf: new Date(1_752_782_400_000),
    });
    expect(yahooSymbol(gwc)).toBe('6488.TWO');
    expect(yahooSymbol(tsmc)).toBe('2330.TW');
  });

  it('turns its error envelope into no-data', async () => {
    upstream.route('/v8/finance/chart/NOPE', {
      status: 200,
      body: '{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}',
    });
    const error = await failure(
      createYahooClient(http(), upstream.url).quote({ ...apple, symbol: 'NOPE', code: 'NOPE' }),
    );
    expect(error.kind).toBe('no-data');
  });
});

describe('FinMind v4', () => {
  it('sends the token and reads TaiwanStockPrice', async () => {
    upstream.route('/api/v4/data', (request, url) => {
      expect(request.headers.authorization).toBe('Bearer secret-token');
      expect(url.searchParams.get('dataset')).toBe('TaiwanStockPrice');
      return {
        body: JSON.stringify({
          msg: 'success',
          status: 200,
          data: [
            {
              date: '2025-07-17',
              stock_id: '2330',
              Trading_Volume: 38_341_265,
              Trading_money: 41_876_543_210,
              open: 1090,
              max: 1095,
              min: 1080,
              close: 1085,
              spread: -5,
              Trading_turnover: 54_321,
            },
          ],
        }),
      };
    });
    const bars = await createFinMindClient(http(), upstream.url, 'secret-token').dailyBars(
      '2330',
      '2025-07-17',
      '2025-07-17',
    );
    expect(bars).toEqual([
      expect.objectContaining({
        date: '2025-07-17',
        close: 1085,
        change: -5,
        volume: 38_341_265,
        transactions: 54_321,
        source: 'finmind',
      }),
    ]);
  });

  it('maps a used-up quota to rate-limited and an empty data list to no-data', async () => {
    upstream.route('/api/v4/data', { body: '{"msg":"Requests reach the upper limit.","status":402}' });
    expect(
      (await failure(createFinMindClient(http(), upstream.url, 't').valuations('2025-07-17'))).kind,
    ).toBe('rate-limited');
    upstream.route('/api/v4/data', { body: '{"msg":"success","status":200,"data":[]}' });
    expect(
      (await failure(createFinMindClient(http(), upstream.url, 't').valuations('2025-07-19'))).kind,
    ).toBe('no-data');
  });

  it('sums institutional net buying per investor group', async () => {
    upstream.route('/api/v4/data', {
      body: JSON.stringify({
        msg: 'success',
        status: 200,
        data: [
          { date: '2025-07-17', stock_id: '2330', buy: 1000, sell: 400, name: 'Foreign_Investor' },
          { date: '2025-07-17', stock_id: '2330', buy: 10, sell: 0, name: 'Foreign_Dealer_Self' },
          { date: '2025-07-17', stock_id: '2330', buy: 50, sell: 80, name: 'Investment_Trust' },
          { date: '2025-07-17', stock_id: '2330', buy: 5, sell: 1, name: 'Dealer_self' },
          { date: '2025-07-17', stock_id: '2330', buy: 7, sell: 2, name: 'Dealer_Hedging' },
        ],
      }),
    });
    const [flow] = await createFinMindClient(http(), upstream.url, 't').institutionalFlows('2025-07-17');
    expect(flow).toMatchObject({ foreignNet: 610, trustNet: -30, dealerNet: 9, totalNet: 589 });
  });
});
