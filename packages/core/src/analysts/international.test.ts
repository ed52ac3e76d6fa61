/** International markets on built series (no foreign index or FX history in the history folder). */
import { describe, expect, it } from 'vitest';
import { cited, keys } from './fixtures/opinions.ts';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { internationalAnalyst } from './team/international.ts';
import type { AdrSeries, CloseSeries, ForeignIndex } from './types.ts';

// The stock: 0.2 % a day with a five-day wiggle, c(i) = 100 × 1.002^i × (1 + 0.01 × ((7i mod 5) − 2)).
const c = (i: number) => 100 * 1.002 ** i * (1 + 0.01 * (((i * 7) % 5) - 2));
const n = 300;
const stock = bundleFromCloses(Array.from({ length: n }, (_, i) => c(i)));
const dates = stock.bars.dates;
const test = { source: 'test', simulated: true } as const;
const index = (
  symbol: string,
  region: ForeignIndex['region'],
  close: (i: number) => number,
): ForeignIndex => ({
  ...test,
  symbol,
  region,
  dates,
  close: Float64Array.from(dates, (_, i) => close(i)),
});

// ^SOX (a US session, paired with the next Taiwan day) leads the stock by a day: ρ = 1.
// ^N225 (an Asian session, same day) moves with it: ρ = 1. ^GSPC leads it inverted: ρ = −1.
const foreignIndices = [
  index('^SOX', 'US', (i) => 10 * c(i + 1)),
  index('^N225', 'ASIA', (i) => 200 * c(i)),
  index('^GSPC', 'US', (i) => 10000 / c(i + 1)),
];
// USD/TWD 30 until the last 20 sessions, then 29.4: −2 % in a month.
const fx: CloseSeries = {
  ...test,
  symbol: 'USD/TWD',
  dates,
  close: Float64Array.from(dates, (_, i) => (i < n - 20 ? 30 : 29.4)),
};
// An ADR at a constant 10 % premium: no vote.
const adr: AdrSeries = {
  ...test,
  symbol: 'TSM',
  sharesPerAdr: 5,
  dates,
  close: Float64Array.from(dates, (_, i) => (c(i) * 5 * 1.1) / fx.close[i]!),
};

describe('international markets analyst', () => {
  it('weighs foreign trends by correlation, with the ADR premium and the Taiwan dollar', () => {
    const o = internationalAnalyst({ ...stock, foreignIndices, fx, adr });
    expect(cited(o, 'corr:^SOX')).toBe(1);
    expect(cited(o, 'corr:^N225')).toBe(1);
    expect(cited(o, 'corr:^GSPC')).toBe(-1);
    // The wiggle repeats every 5 sessions, so a 20-session change is 1.002^20 − 1 = 4.0769 % (and
    // 1.002^−20 − 1 = −3.9172 % inverted).
    expect(cited(o, 'return20:^SOX')).toBe(0.040769);
    expect(cited(o, 'return20:^GSPC')).toBe(-0.039172);
    expect(cited(o, 'adrPremium')).toBe(0.1);
    expect(cited(o, 'adrPremiumMean')).toBe(0.1);
    expect(cited(o, 'usdTwdChange20')).toBe(-0.02);
    // Indices: (0.81538 + 0.81538 + 0.78344) / 3 = 0.80474 (×1.5); ADR 0 (×1); FX +1 (×0.5):
    // score 1.70711 / 3 = 0.5690; every vote agrees: confidence 0.9.
    expect(o.score).toBe(0.569);
    expect(o.confidence).toBe(0.9);
    expect(o.signal).toBe('buy');
    expect(o.opportunities.map((p) => [p.key, p.text?.index])).toEqual([
      ['international.leadUp', '^SOX'],
      ['international.twdStrengthening', undefined],
    ]);
    expect(o.missing).toEqual([]);
  });

  it('works on what it has, and says what is missing', () => {
    const o = internationalAnalyst({ ...stock, fx });
    expect(o.status).toBe('ok');
    expect(o.missing).toEqual(['foreignIndices']);
    expect(o.score).toBe(1);
    expect(keys(o)).toContain('common.partialData');
  });

  it('says the datasets are missing rather than guessing', () => {
    const o = internationalAnalyst(stock);
    expect(o.status).toBe('insufficient');
    expect(o.missing).toEqual(['foreignIndices', 'fx']);
    expect(keys(o)).toEqual(['common.missingData']);
  });
});
