import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { requireShared, twseDailyDir } from '../../market/testing/fixtures.ts';
import type { StoredDailyBar } from '../ports.ts';
import { callCalendar, callsOn, closeSeriesOf, dailyBarsOf, replaySecurity, securityOf } from './backtest.ts';
import { summariseByAnalyst } from './summary.ts';

describe('walk-forward backtest on imported TWSE history', () => {
  let server: TestServer;
  let stock: StoredDailyBar[];
  let index: StoredDailyBar[];

  beforeAll(async () => {
    server = await createTestServer();
    const market = server.services.market;
    await market.importHistory(requireShared(twseDailyDir), { only: ['2330', '0050'] });
    stock = await market.dailyBars('2330', '2008-01-01', '2012-12-31');
    index = await market.dailyBars('0050', '2008-01-01', '2012-12-31');
  }, 120_000);
  afterAll(() => server.close());

  it('makes the same call on day D whether or not bars after D exist (no look-ahead)', async () => {
    for (const day of ['2010-06-01', '2011-08-09', '2012-03-15']) {
      const cut = <T extends { date: string }>(rows: T[]) => rows.filter((row) => row.date <= day);
      const full = {
        asOf: '2012-12-31',
        security: securityOf('2330'),
        bars: dailyBarsOf(stock, 'TWSE STOCK_DAY'),
        benchmark: closeSeriesOf(index, '0050', 'proxy'),
      };
      const truncated = {
        asOf: day,
        security: securityOf('2330'),
        bars: dailyBarsOf(cut(stock), 'TWSE STOCK_DAY'),
        benchmark: closeSeriesOf(cut(index), '0050', 'proxy'),
      };
      const date = full.bars.dates.filter((d) => d <= day).at(-1)!;
      const withFuture = await callsOn(full, date);
      expect(withFuture.map((call) => call.analystId)).toEqual(['technical', 'quant', 'macro', 'team-equal']);
      expect(await callsOn(truncated, date)).toEqual(withFuture);
    }
  });

  it('replays, scores and summarises every analyst and the team', async () => {
    const bars = dailyBarsOf(stock, 'TWSE STOCK_DAY');
    const benchmark = closeSeriesOf(index, '0050', 'proxy');
    const callDates = callCalendar(benchmark.dates, '2010-01-01', '2012-06-30', 20);
    const calls = await replaySecurity(securityOf('2330'), bars, benchmark, {
      from: '2010-01-01',
      to: '2012-06-30',
      every: 20,
      callDates,
    });
    expect(new Set(calls.map((call) => call.callDate)).size).toBe(callDates.size);
    expect(calls.every((call) => call.outcome !== 'pending')).toBe(true);
    const summary = summariseByAnalyst(calls);
    expect(Object.keys(summary).sort()).toEqual(['macro', 'quant', 'team-equal', 'technical']);
    expect(summary['team-equal']!.sampleSize).toBe(callDates.size);
    expect(summary['team-equal']!.calibration.reduce((n, band) => n + band.count, 0)).toBe(callDates.size);
  });
});
