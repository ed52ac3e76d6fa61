/**
 * Technical analyst: golden values on real TWSE history (2330 台積電, 2317 鴻海), computed once,
 * inspected, hand-checked where noted, then pinned.
 */
import { describe, expect, it } from 'vitest';
import { sliceBundle } from './bundle.ts';
import { cited, headline, keys } from './fixtures/opinions.ts';
import { realBundle } from './fixtures/real-history.ts';
import { syntheticBundle } from '../samples/synthetic-bundle.ts';
import { technicalAnalyst } from './team/technical.ts';

const run = (code: string, asOf: string) =>
  technicalAnalyst(sliceBundle(realBundle(code, asOf)), { maxBars: 2520 });

describe('technical analyst on real history', () => {
  it('2330 on 2015-12-31: bullish alignment, MACD just crossed down → buy, target the quarter high', () => {
    const o = run('2330', '2015-12-31');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'buy',
      score: 0.2639,
      confidence: 0.4462,
      targetPrice: 145,
      horizonDays: 20,
    });
    // Hand check: the last five closes 143.0, 143.5, 142.0, 142.5, 143.0 average 142.8; no ex-rights
    // day since June, so adjusted = raw. Resistance: the highest high of the 60 sessions before
    // 12-31 is 145.0 (12-17); support the lowest low, 133.0 (10-07). Target = resistance (≥ 1 % up).
    expect(cited(o, 'ma5')).toBe(142.8);
    expect(cited(o, 'resistance')).toBe(145);
    expect(cited(o, 'support')).toBe(133);
    expect(cited(o, 'volume')).toBe(18677987);
    expect(cited(o, 'rsi14')).toBe(54.616227);
    expect(cited(o, 'kdK')).toBe(57.622237);
    expect(cited(o, 'macdOsc')).toBe(-0.008625);
    expect(keys(o)).toEqual([
      'technical.maBullish',
      'technical.rsiNeutral',
      'technical.kdBull',
      'technical.bollInside',
      'technical.volumeNormal',
      'technical.range',
      'technical.macdDeadCross',
    ]);
  });

  it('2330 on 2017-06-30: mixed averages after the ex-dividend day → hold at the Bollinger middle', () => {
    const o = run('2330', '2017-06-30');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'hold',
      score: -0.0761,
      confidence: 0.3167,
      targetPrice: 208,
      horizonDays: 20,
    });
    // Hand check: the ex-dividend day 2017-06-26 (marked X) scales earlier prices by 212/217 (the
    // fixture reads its reference from the open, 212.0): support is the raw low of the 60 sessions
    // before 06-30, 186.5 on 2017-04-19, × 212/217 = 182.20276….
    expect(cited(o, 'support')).toBe(182.202765);
    expect(cited(o, 'ma20')).toBe(208.060253);
    expect(cited(o, 'bollMiddle')).toBe(208.060253);
    expect(cited(o, 'masBelowClose')).toBe(3);
    expect(cited(o, 'kdD')).toBe(64.909687);
  });

  it('2317 on 2015-12-31: below every average → sell, target the quarter low', () => {
    const o = run('2317', '2015-12-31');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'sell',
      score: -0.4376,
      confidence: 0.8252,
      targetPrice: 79.6,
      horizonDays: 20,
    });
    expect(cited(o, 'masBelowClose')).toBe(0);
    expect(cited(o, 'support')).toBe(79.6);
    expect(cited(o, 'rsi14')).toBe(40.217343);
  });

  it('2317 on 2017-06-30: strong trend, K below D → buy towards the quarter high', () => {
    const o = run('2317', '2017-06-30');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'buy',
      score: 0.2751,
      confidence: 0.4976,
      targetPrice: 122.5,
      horizonDays: 20,
    });
    // Hand check: closes 06-26..06-30 are 120.0, 121.5, 118.0, 119.0, 117.0 → MA5 119.1;
    // volume 68,372,860 shares against its 20-day average.
    expect(cited(o, 'ma5')).toBe(119.1);
    expect(cited(o, 'volume')).toBe(68372860);
    expect(cited(o, 'volumeRatio')).toBe(1.210111);
    expect(cited(o, 'resistance')).toBe(122.5);
  });
});

describe('technical analyst without enough bars', () => {
  it('says how many bars it needs instead of guessing', () => {
    const o = technicalAnalyst(syntheticBundle(60));
    expect(o.status).toBe('insufficient');
    expect(o.missing).toEqual(['bars']);
    expect(o.confidence).toBe(0.05);
    expect(o.targetPrice).toBeNull();
    expect(keys(o)).toEqual(['common.tooFewBars']);
    expect(cited(o, 'barsNeeded')).toBe(121);
    expect(cited(o, 'barsAvailable')).toBe(60);
  });
});
