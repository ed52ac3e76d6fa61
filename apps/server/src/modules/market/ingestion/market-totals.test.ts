import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './providers/http.ts';
import { createTpexClient } from './providers/tpex.ts';
import { createTwseClient } from './providers/twse.ts';
import { guardOutbound, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream.ts';
import { expectKind, json } from '../testing/provider-answers.ts';

// Expected numbers are read off the saved answers of 2023-01-30 (see testing/responses).
describe('whole-market totals of TWSE and TPEx against saved responses', () => {
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
  const http = (provider: string) =>
    createHttpClient({ provider, timeoutMs: 2000, retries: 0, backoffMs: 5 });
  const twse = () => createTwseClient(http('twse'), upstream.url);
  const tpex = () =>
    createTpexClient(http('tpex'), `${upstream.url}/www/zh-tw`, `${upstream.url}/openapi/v1`);

  it('reads TWSE breadth from the stocks column of 漲跌證券數合計', async () => {
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', json('twse-market-breadth.json'));
    expect(await twse().marketBreadth('2023-01-30')).toEqual({
      exchange: 'TWSE',
      date: '2023-01-30',
      source: 'twse',
      simulated: false,
      advancers: 764,
      limitUp: 14,
      decliners: 132,
      limitDown: 0,
      unchanged: 67,
    });
    const asked = upstream.requests.at(-1)!;
    expect(asked.searchParams.get('type')).toBe('MS');
    expect(asked.searchParams.get('date')).toBe('20230130');
  });

  it('reads TPEx breadth from 上櫃股票當日彙總資訊', async () => {
    upstream.route('/www/zh-tw/afterTrading/highlight', json('tpex-market-breadth.json'));
    expect(await tpex().marketBreadth('2023-01-30')).toEqual({
      exchange: 'TPEx',
      date: '2023-01-30',
      source: 'tpex',
      simulated: false,
      advancers: 591,
      limitUp: 10,
      decliners: 135,
      limitDown: 0,
      unchanged: 69,
    });
    expect(upstream.requests.at(-1)!.searchParams.get('date')).toBe('2023/01/30');
  });

  it('reads TWSE 三大法人 amounts, dealers as 自行買賣 + 避險, foreign without foreign dealers', async () => {
    upstream.route('/rwd/zh/fund/BFI82U', json('twse-market-institutional.json'));
    const totals = await twse().marketInstitutional('2023-01-30');
    expect(totals.foreign).toEqual({ buy: 203_744_063_563, sell: 131_488_377_272, net: 72_255_686_291 });
    expect(totals.trust).toEqual({ buy: 6_269_087_553, sell: 3_179_424_632, net: 3_089_662_921 });
    expect(totals.dealers).toEqual({
      buy: 4_736_295_878 + 11_451_095_424,
      sell: 1_917_624_556 + 6_481_456_459,
      net: 2_818_671_322 + 4_969_638_965,
    });
    expect(totals.total).toEqual({ buy: 226_200_542_418, sell: 143_066_882_919, net: 83_133_659_499 });
    // The parts add up to the exchange's own 合計, so no figure is counted twice.
    expect(totals.foreign.net + totals.trust.net + totals.dealers.net).toBe(totals.total.net);
    expect(upstream.requests.at(-1)!.searchParams.get('dayDate')).toBe('20230130');
  });

  it('reads TPEx 三大法人 amounts from the indented summary rows', async () => {
    upstream.route('/www/zh-tw/insti/summary', json('tpex-market-institutional.json'));
    const totals = await tpex().marketInstitutional('2023-01-30');
    expect(totals).toMatchObject({ exchange: 'TPEx', date: '2023-01-30', source: 'tpex', simulated: false });
    expect(totals.foreign).toEqual({ buy: 20_112_958_447, sell: 16_591_758_807, net: 3_521_199_640 });
    expect(totals.trust).toEqual({ buy: 1_546_109_950, sell: 581_494_970, net: 964_614_980 });
    expect(totals.dealers).toEqual({ buy: 2_083_927_559, sell: 763_116_439, net: 1_320_811_120 });
    expect(totals.total).toEqual({ buy: 23_742_995_956, sell: 17_936_370_216, net: 5_806_625_740 });
    expect(totals.foreign.buy + totals.trust.buy + totals.dealers.buy).toBe(totals.total.buy);
  });

  it('reads TWSE 信用交易統計: balances in lots and the margin amount in NT$', async () => {
    upstream.route('/rwd/zh/marginTrading/MI_MARGN', json('twse-market-margin-trades.json'));
    expect(await twse().marketMargin('2023-01-30')).toEqual({
      exchange: 'TWSE',
      date: '2023-01-30',
      source: 'twse',
      simulated: false,
      marginBalance: 6_281_622,
      marginPrevious: 6_310_599,
      shortBalance: 543_932,
      shortPrevious: 542_895,
      marginAmount: 151_144_020_000,
    });
    expect(upstream.requests.at(-1)!.searchParams.get('selectType')).toBe('MS');
  });

  it('reads TPEx margin totals from the summary rows of the balance table', async () => {
    // One endpoint serves the per-stock balances and the market totals (the same saved answer).
    upstream.route('/www/zh-tw/margin/balance', json('tpex-stocks-margin-trades.json'));
    expect(await tpex().marketMargin('2023-01-30')).toEqual({
      exchange: 'TPEx',
      date: '2023-01-30',
      source: 'tpex',
      simulated: false,
      marginBalance: 1_617_845,
      marginPrevious: 1_609_204,
      shortBalance: 112_544,
      shortPrevious: 112_717,
      marginAmount: 56_176_374_000,
    });
  });

  it('reports the exchanges’ "no data" answers (holidays) as no-data', async () => {
    const cases = [
      [
        '/rwd/zh/afterTrading/MI_INDEX',
        'twse-market-breadth-no-data.json',
        () => twse().marketBreadth('2023-01-01'),
      ],
      [
        '/rwd/zh/fund/BFI82U',
        'twse-market-institutional-no-data.json',
        () => twse().marketInstitutional('2023-01-01'),
      ],
      [
        '/rwd/zh/marginTrading/MI_MARGN',
        'twse-market-margin-trades-no-data.json',
        () => twse().marketMargin('2023-01-01'),
      ],
      [
        '/www/zh-tw/afterTrading/highlight',
        'tpex-market-breadth-no-data.json',
        () => tpex().marketBreadth('2023-01-01'),
      ],
      [
        '/www/zh-tw/insti/summary',
        'tpex-market-institutional-no-data.json',
        () => tpex().marketInstitutional('2023-01-01'),
      ],
      [
        '/www/zh-tw/margin/balance',
        'tpex-market-margin-trades-no-data.json',
        () => tpex().marketMargin('2023-01-01'),
      ],
    ] as const;
    for (const [path, name, call] of cases) {
      upstream.route(path, json(name));
      await expectKind(call(), 'no-data');
    }
  });

  it('reports an answer without the expected rows as malformed', async () => {
    upstream.route('/rwd/zh/fund/BFI82U', {
      body: JSON.stringify({
        stat: 'OK',
        fields: ['單位名稱', '買進金額', '賣出金額', '買賣差額'],
        data: [['投信', '1', '2', '-1']],
      }),
    });
    await expectKind(twse().marketInstitutional('2023-01-30'), 'malformed');
    upstream.route('/rwd/zh/afterTrading/MI_INDEX', {
      type: 'text/html',
      body: '<html><body>busy</body></html>',
    });
    await expectKind(twse().marketBreadth('2023-01-30'), 'malformed');
  });
});
