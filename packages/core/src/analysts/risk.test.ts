/** Risk manager: golden values on real history (0050 standing in for ^TWII), vetoes on built data. */
import { describe, expect, it } from 'vitest';
import { sliceBundle } from './bundle.ts';
import { cited, headline, keys } from './fixtures/opinions.ts';
import { realBundle, taiex50Proxy } from './fixtures/real-history.ts';
import { bundleFromCloses, syntheticBundle } from '../samples/synthetic-bundle.ts';
import { riskAnalyst } from './team/risk.ts';
import type { TradingStatus } from './types.ts';

const run = (code: string, asOf: string) =>
  riskAnalyst(sliceBundle(realBundle(code, asOf, { benchmark: taiex50Proxy() })));

describe('risk manager on real history', () => {
  it('2330 on 2015-12-31: level 2 after a 22.65 % drawdown, no veto', () => {
    const o = run('2330', '2015-12-31');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'hold',
      score: 0,
      confidence: 0.25,
      targetPrice: null,
      horizonDays: 20,
    });
    expect(o.riskLevel).toBe(2);
    expect(o.veto).toBeNull();
    // Hand check: the mean of the value column over the last 20 rows of 2015 is NT$3,906,250,243.
    expect(cited(o, 'avgValue20')).toBe(3906250243);
    expect(cited(o, 'volatility')).toBe(0.266049);
    expect(cited(o, 'maxDrawdown')).toBe(-0.226526);
    expect(cited(o, 'var95')).toBe(0.024079);
    expect(cited(o, 'beta')).toBe(1.217028);
    expect(cited(o, 'limitUpDays')).toBe(0);
    expect(cited(o, 'limitDownDays')).toBe(0);
    expect(keys(o)).toEqual([
      'risk.volatility',
      'risk.drawdown',
      'risk.liquidity',
      'risk.beta',
      'common.partialData',
    ]);
    expect(o.missing).toEqual(['status']);
  });

  it('2330 on 2017-06-30: calm (18.18 % volatility) → level 1', () => {
    const o = run('2330', '2017-06-30');
    expect(headline(o)).toMatchObject({ signal: 'hold', score: 0.1, confidence: 0.35 });
    expect(o.riskLevel).toBe(1);
    expect(cited(o, 'volatility')).toBe(0.181776);
    expect(cited(o, 'maxDrawdown')).toBe(-0.07772);
    expect(cited(o, 'beta')).toBe(1.184252);
  });

  it('2317 on 2015-12-31 and 2017-06-30', () => {
    const before = run('2317', '2015-12-31');
    expect(before.riskLevel).toBe(2);
    // Raw closes fell 19.35 % (83.9 → … ); the 2015-09-03 ex-dividend gap is not a loss, so the
    // adjusted drawdown is smaller.
    expect(cited(before, 'maxDrawdown')).toBe(-0.177419);
    expect(cited(before, 'beta')).toBe(0.853006);
    const after = run('2317', '2017-06-30');
    expect(after.riskLevel).toBe(1);
    // Hand check: the mean of the value column over the last 20 rows up to 2017-06-30.
    expect(cited(after, 'avgValue20')).toBe(6338156905);
    expect(cited(after, 'var95')).toBe(0.014392);
    expect(cited(after, 'beta')).toBe(0.939184);
  });
});

describe('risk manager on built data', () => {
  const disposition = (from: string, until: string): TradingStatus => ({
    source: 'test',
    simulated: true,
    rows: [{ date: from, kind: 'disposition', until }],
  });

  it('vetoes a stock under disposition: level 5, score −1', () => {
    const base = syntheticBundle(300);
    const o = riskAnalyst({ ...base, status: disposition('2011-02-01', '2099-01-01') });
    expect(o.veto?.key).toBe('risk.vetoDisposition');
    expect(o.riskLevel).toBe(5);
    expect(o.score).toBe(-1);
    expect(o.signal).toBe('sell');
    expect(o.risks.map((p) => p.key)).toEqual(['risk.vetoDisposition', 'risk.disposition']);
  });

  it('a disposition that has ended is no veto', () => {
    const base = syntheticBundle(300);
    const o = riskAnalyst({ ...base, status: disposition('2010-02-01', '2010-02-12') });
    expect(o.veto).toBeNull();
  });

  it('counts attention notices of the last 30 days', () => {
    const base = syntheticBundle(300);
    const status: TradingStatus = {
      source: 'test',
      simulated: true,
      rows: [
        { date: '2010-03-01', kind: 'attention' },
        { date: base.asOf, kind: 'attention' },
      ],
    };
    const o = riskAnalyst({ ...base, status });
    expect(cited(o, 'attentionNotices')).toBe(1);
    expect(keys(o)).toContain('risk.attention');
  });

  it('counts closes at the ±10 % limit against the previous close', () => {
    // 100 flat, then +10 % (110.0 is limit-up), then −10 % (99.0 is limit-down from 110).
    const closes = [...Array(70).fill(100), 110, 99];
    const o = riskAnalyst(bundleFromCloses(closes));
    expect(cited(o, 'limitUpDays')).toBe(1);
    expect(cited(o, 'limitDownDays')).toBe(1);
  });

  it('vetoes an illiquid stock (under NT$5 million a day)', () => {
    const closes = Array.from({ length: 80 }, (_, i) => 20 + (i % 3) * 0.05);
    const o = riskAnalyst(bundleFromCloses(closes, 10_000));
    // 20 × 10,000 shares ≈ NT$200,000 a day.
    expect(o.veto?.key).toBe('risk.vetoIlliquid');
    expect(o.signal).toBe('sell');
  });

  it('vetoes an extreme one-day VaR', () => {
    const closes = Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? 100 : 91));
    const o = riskAnalyst(bundleFromCloses(closes));
    expect(cited(o, 'var95')).toBe(0.09);
    expect(o.veto?.key).toBe('risk.vetoVar');
  });

  it('says so when it has fewer than 61 bars', () => {
    const o = riskAnalyst(syntheticBundle(40));
    expect(o.status).toBe('insufficient');
    expect(keys(o)).toEqual(['common.tooFewBars']);
  });
});
