/** Macroeconomics: golden values on real history (0050 standing in for ^TWII), rates and FX built. */
import { describe, expect, it } from 'vitest';
import { sliceBundle } from './bundle.ts';
import { cited, headline, keys } from './fixtures/opinions.ts';
import { realBundle, taiex50Proxy } from './fixtures/real-history.ts';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { macroAnalyst } from './team/macro.ts';
import type { CloseSeries, RateSeries } from './types.ts';

const run = (code: string, asOf: string) =>
  macroAnalyst(sliceBundle(realBundle(code, asOf, { benchmark: taiex50Proxy() })));

describe('macroeconomics analyst on real history', () => {
  it('2015-12-31: the index below its 200-day average and falling → sell', () => {
    const o = run('2330', '2015-12-31');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'sell',
      score: -0.7107,
      confidence: 0.675,
      targetPrice: 130.5,
      horizonDays: 60,
    });
    // Hand check (0050 raw closes): the last 200 average 65.93175; 60.75 / 65.93175 − 1 = −7.86 %;
    // 60 sessions earlier (2015-10-07) it closed 64.85: 60.75 / 64.85 − 1 = −6.32 %.
    expect(cited(o, 'indexClose')).toBe(60.75);
    expect(cited(o, 'indexMa200')).toBe(65.93175);
    expect(cited(o, 'indexVsMa200')).toBe(-0.078593);
    expect(cited(o, 'indexReturn60')).toBe(-0.063223);
    expect(cited(o, 'indexVolatility20')).toBe(0.137272);
    expect(cited(o, 'indexVolatilityRank')).toBe(0.358);
    expect(keys(o)).toEqual([
      'macro.trend',
      'macro.volatilityNormal',
      'common.partialData',
      'macro.bearRegime',
    ]);
    expect(o.missing).toEqual(['rates', 'fx']);
  });

  it('2017-06-30: above the average and rising → buy (same regime for every stock)', () => {
    const o = run('2330', '2017-06-30');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'buy',
      score: 0.7568,
      confidence: 0.675,
      targetPrice: 223,
      horizonDays: 60,
    });
    // Hand check: 80.4 / 73.4085 − 1 = 9.52 %; 80.4 / 74.65 (2017-04-05) − 1 = 7.70 %.
    expect(cited(o, 'indexMa200')).toBe(73.4085);
    expect(cited(o, 'indexReturn60')).toBe(0.077026);
    const other = run('2317', '2017-06-30');
    expect(other.score).toBe(o.score);
    expect(other.targetPrice).toBe(126);
  });
});

describe('macroeconomics analyst on built data', () => {
  const n = 260;
  const stock = bundleFromCloses(Array.from({ length: n }, () => 50));
  const dates = stock.bars.dates;
  const series = (values: (i: number) => number): Float64Array =>
    Float64Array.from(dates, (_, i) => values(i));
  // The index: 100 for 200 sessions, then 110. MA200 = (140 × 100 + 60 × 110) / 200 = 103.
  const benchmark: CloseSeries = {
    source: 'test',
    simulated: true,
    symbol: '^TWII',
    dates,
    close: series((i) => (i < 200 ? 100 : 110)),
  };
  const rates: RateSeries[] = [
    {
      source: 'test',
      simulated: true,
      symbol: 'TW-DISCOUNT',
      dates,
      value: series((i) => (i < 200 ? 1.5 : 1.75)),
    },
  ];
  const fx: CloseSeries = {
    source: 'test',
    simulated: true,
    symbol: 'USD/TWD',
    dates,
    close: series((i) => (i < 200 ? 32 : 31.04)),
  };

  it('weighs regime, trend, rates and the Taiwan dollar', () => {
    const o = macroAnalyst({ ...stock, benchmark, rates, fx });
    // Regime 110 / 103 − 1 = 6.80 % → clamp(1.36) = 1 (weight 1.5); trend 110 / 100 − 1 = 10 % → 1
    // (weight 1); rates +0.25 point in half a year → −0.5 (0.5); USD/TWD −3 % → +1 (0.5); volatility
    // 0 now, in the middle of its year → 0 (0.5). Score 2.75 / 4 = 0.6875; agreement 2.75 / 3.25.
    expect(cited(o, 'indexMa200')).toBe(103);
    expect(cited(o, 'indexVsMa200')).toBe(0.067961);
    expect(cited(o, 'indexReturn60')).toBe(0.1);
    expect(cited(o, 'rateChange:TW-DISCOUNT')).toBe(0.25);
    expect(cited(o, 'usdTwdChange60')).toBe(-0.03);
    expect(o.score).toBe(0.6875);
    expect(o.confidence).toBe(Math.round((0.3 + (0.6 * 2.75) / 3.25) * 1e4) / 1e4);
    expect(o.signal).toBe('buy');
    expect(keys(o)).toContain('macro.ratesRising');
    expect(o.missing).toEqual([]);
  });

  it('says the index is missing rather than guessing', () => {
    const o = macroAnalyst(stock);
    expect(o.status).toBe('insufficient');
    expect(o.missing).toEqual(['benchmark']);
    expect(keys(o)).toEqual(['common.missingData']);
  });
});
