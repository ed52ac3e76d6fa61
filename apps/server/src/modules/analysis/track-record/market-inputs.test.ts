import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvidenceBundle } from '@alphadesk/core';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { requireShared, sharedDataDir, twseDailyDir } from '../../market/testing/fixtures.ts';
import { callsOn, dailyBarsOf, securityOf, teamOn } from './backtest.ts';
import { loadMarketInputs, stepToCalendar, type MarketInputs } from './market-inputs.ts';

const marketSeriesDir = resolve(sharedDataDir, 'market-series');

/** Every value dated after `day` multiplied by 3: what a call on `day` must not notice. */
function corruptAfter(inputs: MarketInputs, day: string): MarketInputs {
  const bend = <T extends { dates: readonly string[] }>(series: T, key: 'close' | 'value'): T => {
    const values = Float64Array.from((series as unknown as Record<string, Float64Array>)[key]!);
    series.dates.forEach((date, i) => {
      if (date > day) values[i] = values[i]! * 3;
    });
    return { ...series, [key]: values };
  };
  return {
    foreignIndices: inputs.foreignIndices?.map((series) => bend(series, 'close')),
    fx: inputs.fx && bend(inputs.fx, 'close'),
    rates: inputs.rates?.map((series) => bend(series, 'value')),
  };
}

describe('macro and international replayed on the imported market series', () => {
  let server: TestServer;
  let bundle: EvidenceBundle;
  let inputs: MarketInputs;

  beforeAll(async () => {
    server = await createTestServer();
    const market = server.services.market;
    await market.importHistory(requireShared(twseDailyDir), { only: ['2330'] });
    await market.importMarketSeries(requireShared(marketSeriesDir));
    const twii = (await market.marketSeries('^TWII', '2005-01-01', '2018-03-01'))!;
    const bars = dailyBarsOf(await market.dailyBars('2330', '2005-01-01', '2018-03-01'), 'TWSE STOCK_DAY');
    inputs = await loadMarketInputs(
      market,
      '2005-01-01',
      '2018-03-01',
      twii.points.map((point) => point.date),
    );
    bundle = {
      asOf: '2018-03-01',
      security: securityOf('2330'),
      bars,
      benchmark: {
        symbol: '^TWII',
        source: twii.source,
        simulated: false,
        dates: twii.points.map((point) => point.date),
        close: Float64Array.from(twii.points, (point) => point.close),
      },
      ...inputs,
    };
  }, 180_000);
  afterAll(() => server.close());

  it('reads the real ^GSPC, USD/TWD and US long rate, and nothing dated after the call day', async () => {
    for (const day of ['2008-10-15', '2013-06-17', '2017-09-13']) {
      const result = await teamOn(bundle, day);
      const macro = result.opinions.find((o) => o.analyst === 'macro')!;
      const international = result.opinions.find((o) => o.analyst === 'international')!;
      expect(macro).toMatchObject({ status: 'ok', missing: [] });
      expect(international.status).toBe('ok');
      const datasets = (o: typeof macro) => new Set(o.evidence.map((e) => e.source.dataset));
      expect([...datasets(macro)]).toEqual(expect.arrayContaining(['benchmark', 'rates', 'fx']));
      expect(datasets(international).has('fx')).toBe(true);
      // FRED's daily S&P 500 starts in 2016: only the 2017 call correlates the stock with it.
      expect(datasets(international).has('foreignIndices')).toBe(day >= '2017-01-01');

      const dated = result.evidence.flatMap((e) => [e.source.date, e.source.from ?? e.source.date]);
      expect(dated.length).toBeGreaterThan(20);
      expect(dated.filter((date) => date.slice(0, 10) > day)).toEqual([]);

      // The same calls when every market-level value after the day is three times what it was.
      const bent = { ...bundle, ...corruptAfter(inputs, day) };
      expect(await callsOn(bent, day)).toEqual(await callsOn(bundle, day));
    }
  });

  it('uses a monthly average only once its month is over', async () => {
    // 2013-06-17: the latest USD/TWD known is May's average (dated 2013-05-31), not June's.
    const result = await teamOn(bundle, '2013-06-17');
    const fx = result.evidence.find((e) => e.source.dataset === 'fx' && e.label === 'usdTwd')!;
    expect(fx.source.date).toBe('2013-06-17'); // the step series carries it on the call day
    const may = (await server.services.market.marketSeries('USD/TWD', '2013-05-01', '2013-06-30'))!;
    expect(may.points.map((point) => point.date)).toEqual(['2013-05-31', '2013-06-30']);
    expect(fx.value).toBe(may.points[0]!.close);
  });

  it('steps a monthly series onto a trading calendar without reaching forward', () => {
    const monthly = {
      symbol: 'USD/TWD',
      source: 'test',
      simulated: false,
      dates: ['2020-01-31', '2020-02-29'],
      close: Float64Array.from([30, 29]),
    };
    const daily = stepToCalendar(monthly, [
      '2020-01-30',
      '2020-01-31',
      '2020-02-03',
      '2020-02-28',
      '2020-03-02',
    ]);
    expect(daily.dates).toEqual(['2020-01-31', '2020-02-03', '2020-02-28', '2020-03-02']);
    expect([...daily.close]).toEqual([30, 30, 30, 29]);
  });
});
