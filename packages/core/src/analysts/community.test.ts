/** Community sentiment (a proxy): golden values on real bars, and margin positioning on built data. */
import { describe, expect, it } from 'vitest';
import { sliceBundle } from './bundle.ts';
import { cited, headline, keys } from './fixtures/opinions.ts';
import { realBundle } from './fixtures/real-history.ts';
import { bundleFromCloses, syntheticBundle } from '../samples/synthetic-bundle.ts';
import { communityAnalyst } from './team/community.ts';
import type { MarginBalances } from './types.ts';

const run = (code: string, asOf: string) => communityAnalyst(sliceBundle(realBundle(code, asOf)));

describe('community analyst on real bars', () => {
  it('2330 on 2015-12-31: a quiet holiday week is no signal → hold; labelled as a proxy', () => {
    const o = run('2330', '2015-12-31');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'hold',
      score: 0,
      confidence: 0.1,
      targetPrice: 143,
      horizonDays: 10,
    });
    // Hand check: week return = adjusted close 143.0 / 142.0 five sessions earlier (12-24) − 1 = 0.7042 %.
    expect(cited(o, 'weekReturn')).toBe(0.007042);
    expect(cited(o, 'volumeZ')).toBe(-2.433904);
    expect(keys(o)).toEqual(['community.proxyNote', 'community.crowdQuiet', 'common.partialData']);
    expect(o.missing).toEqual(['margin', 'status']);
  });

  it('2317 on 2017-06-30: a volume surge into a 4 % weekly rise reads as crowd chasing → sell', () => {
    const o = run('2317', '2017-06-30');
    expect(headline(o)).toEqual({
      status: 'ok',
      signal: 'sell',
      score: -0.5028,
      confidence: 0.3,
      targetPrice: 114.5,
      horizonDays: 10,
    });
    // Hand check: 117.0 / 112.5 (06-23) − 1 = 4.00 %; vote −z/3 = −1.508322/3 = −0.5028 (the only vote).
    expect(cited(o, 'weekReturn')).toBe(0.04);
    expect(cited(o, 'volumeZ')).toBe(1.508322);
    expect(keys(o)).toContain('community.crowdChasing');
  });

  it('2330 on 2017-06-30 and 2317 on 2015-12-31: normal or quiet volume → hold', () => {
    expect(run('2330', '2017-06-30').signal).toBe('hold');
    expect(cited(run('2317', '2015-12-31'), 'volumeZ')).toBe(-1.997799);
  });
});

describe('community analyst on built data', () => {
  const closes = Array.from({ length: 90 }, (_, i) => 100 + i * 0.5);
  const dates = bundleFromCloses(closes).bars.dates;
  const margin: MarginBalances = {
    source: 'test',
    simulated: true,
    dates,
    // Flat at 10,000 lots, then rising 100 a day over the last 20 sessions to 12,000.
    margin: Float64Array.from(dates, (_, i) => (i < 70 ? 10000 : 10000 + (i - 69) * 100)),
    short: Float64Array.from(dates, () => 4000),
  };

  it('reads rising retail margin into a rally as crowding, with squeeze potential from shorts', () => {
    const o = communityAnalyst(
      bundleFromCloses(closes, 1_000_000, { margin, status: { source: 'test', simulated: true, rows: [] } }),
    );
    // Margin +20 % in a month → −clamp(0.2 / 0.15) = −1; 券資比 4,000 / 12,000 = 33 % ≥ 30 % on a
    // rising month → +0.3: margin vote −0.7 (weight 1.5). Constant volume → z 0 (vote 0, weight 1);
    // no notices (vote 0, weight 0.5). Score = 1.5 × −0.7 / 3 = −0.35; every vote agrees, so
    // confidence = 0.3 + 0.6 × min(1, 0.7) = 0.72.
    expect(cited(o, 'marginChange20')).toBe(0.2);
    expect(cited(o, 'shortToMargin')).toBe(0.333333);
    expect(o.score).toBe(-0.35);
    expect(o.confidence).toBe(0.72);
    expect(o.signal).toBe('sell');
    expect(keys(o)).toEqual([
      'community.proxyNote',
      'community.volumeNormal',
      'community.shortSqueeze',
      'community.marginChasing',
    ]);
  });

  it('says so with fewer than 66 bars', () => {
    const o = communityAnalyst(syntheticBundle(50));
    expect(o.status).toBe('insufficient');
    expect(keys(o)).toEqual(['common.tooFewBars']);
  });
});
