import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, sampleRatioMismatch, twoProportionZTest } from './statistics.ts';
import { forecastErrors, forecastSeries, holtFit, holtForecast } from './forecast.ts';
import { dailyDistinct, dailySeries, datesBetween, monthlyCohorts, signupFunnel } from './cohorts.ts';
import { evaluateFlag } from './flags.ts';

describe('two-proportion z-test', () => {
  it('matches a hand-computed example', () => {
    // Control 100 of 1000 (10 %), variant 130 of 1000 (13 %).
    // pooled p = 230 / 2000 = 0.115
    // variance = 0.115 × 0.885 × (1/1000 + 1/1000) = 0.101775 × 0.002 = 0.00020355
    // se = √0.00020355 = 0.0142671
    // z = (0.13 − 0.10) / 0.0142671 = 2.10274
    // p (two-sided) = 2 × (1 − Φ(2.10274)) = 0.035488
    // lift = (0.13 − 0.10) / 0.10 = 0.3
    const test = twoProportionZTest({ trials: 1000, successes: 100 }, { trials: 1000, successes: 130 })!;
    expect(test.rateA).toBe(0.1);
    expect(test.rateB).toBe(0.13);
    expect(test.lift).toBeCloseTo(0.3, 10);
    expect(test.z).toBeCloseTo(2.10274, 4);
    expect(test.pValue).toBeCloseTo(0.035488, 5);
  });

  it('is symmetric in sign and has no answer without trials or with a degenerate pooled rate', () => {
    const forward = twoProportionZTest({ trials: 500, successes: 40 }, { trials: 400, successes: 20 })!;
    const backward = twoProportionZTest({ trials: 400, successes: 20 }, { trials: 500, successes: 40 })!;
    expect(forward.z).toBeCloseTo(-backward.z, 12);
    expect(forward.pValue).toBeCloseTo(backward.pValue, 12);
    expect(twoProportionZTest({ trials: 0, successes: 0 }, { trials: 10, successes: 1 })).toBeNull();
    expect(twoProportionZTest({ trials: 10, successes: 0 }, { trials: 10, successes: 0 })).toBeNull();
  });
});

describe('sample-ratio mismatch (chi-square goodness of fit)', () => {
  it('flags a skewed 50/50 split and passes a near one', () => {
    // 5000 vs 5400 planned 50/50: E = 5200 each, χ² = 2 × 200² / 5200 = 15.3846, df 1,
    // p = erfc(√(15.3846 / 2)) = 8.7699e-5 < 0.001 → mismatch.
    const skewed = sampleRatioMismatch([5000, 5400], [50, 50]);
    expect(skewed.chiSquare).toBeCloseTo(15.384615, 5);
    expect(skewed.degreesOfFreedom).toBe(1);
    expect(skewed.pValue).toBeCloseTo(8.7699e-5, 8);
    expect(skewed.mismatch).toBe(true);
    // 5000 vs 5200: χ² = 2 × 100² / 5100 = 3.92157, p = 0.047670 — unusual, not a mismatch.
    const near = sampleRatioMismatch([5000, 5200], [50, 50]);
    expect(near.chiSquare).toBeCloseTo(3.921569, 5);
    expect(near.pValue).toBeCloseTo(0.04767, 5);
    expect(near.mismatch).toBe(false);
  });

  it('uses the planned weights and k − 1 degrees of freedom', () => {
    // 3500/3300/3200 planned equal: E = 3333.33, χ² = (166.67² + 33.33² + 133.33²) / 3333.33 = 14,
    // df 2, p = e^(−14/2) = 0.000911882 — just below 0.001.
    const three = sampleRatioMismatch([3500, 3300, 3200], [1, 1, 1]);
    expect(three.chiSquare).toBeCloseTo(14, 9);
    expect(three.pValue).toBeCloseTo(Math.exp(-7), 9);
    expect(three.mismatch).toBe(true);
    // 7000/3000 planned 70/30 fits exactly.
    expect(sampleRatioMismatch([7000, 3000], [70, 30])).toMatchObject({ chiSquare: 0, mismatch: false });
    expect(chiSquareSurvival(3.841459, 1)).toBeCloseTo(0.05, 6);
  });
});

describe('Holt linear forecast', () => {
  it('follows the recursion by hand for given constants', () => {
    // y = 10, 12, 15; α = 0.5, β = 0.5. l0 = 10, b0 = 2.
    // t=1: ŷ = 12, e = 0; l1 = 0.5·12 + 0.5·12 = 12; b1 = 0.5·2 + 0.5·2 = 2
    // t=2: ŷ = 14, e = 1; l2 = 0.5·15 + 0.5·14 = 14.5; b2 = 0.5·2.5 + 0.5·2 = 2.25
    const fit = holtFit([10, 12, 15], 0.5, 0.5);
    expect(fit.level).toBe(14.5);
    expect(fit.trend).toBe(2.25);
    expect(fit.sse).toBe(1);
    expect(holtForecast(fit, 2)).toEqual([16.75, 19]);
  });

  it('forecasts a straight line exactly, with zero holdout error', () => {
    const line = Array.from({ length: 28 }, (_, index) => 100 + 5 * index);
    const result = forecastSeries(line, 3);
    expect(result.holdout).toBe(7);
    expect(result.mae).toBeCloseTo(0, 9);
    expect(result.mape).toBeCloseTo(0, 9);
    expect(result.forecast.map((value) => Math.round(value * 1e6) / 1e6)).toEqual([240, 245, 250]);
  });

  it('scores errors by hand and skips zero actuals in MAPE', () => {
    // |10 − 8| = 2, |0 − 1| = 1, |20 − 25| = 5: MAE = 8 / 3; MAPE over 10 and 20 = (0.2 + 0.25) / 2.
    const errors = forecastErrors([10, 0, 20], [8, 1, 25]);
    expect(errors.mae).toBeCloseTo(8 / 3, 12);
    expect(errors.mape).toBeCloseTo(0.225, 12);
    expect(forecastErrors([0, 0], [1, 2]).mape).toBeNull();
    expect(forecastSeries([1, 2, 3], 2).mae).toBeNull();
  });
});

describe('cohorts, retention and the funnel', () => {
  const at = (iso: string) => new Date(iso);

  it('groups by Taipei signup month and counts activity per month after', () => {
    const members = [
      { id: 'a', signedUpAt: at('2026-08-31T17:00:00Z') }, // 2026-09-01 in Taipei
      { id: 'b', signedUpAt: at('2026-09-10T00:00:00Z') },
      { id: 'c', signedUpAt: at('2026-10-02T00:00:00Z') },
    ];
    const activity = [
      { userId: 'a', at: at('2026-09-02T00:00:00Z') },
      { userId: 'a', at: at('2026-10-05T00:00:00Z') },
      { userId: 'b', at: at('2026-11-01T00:00:00Z') },
      { userId: 'c', at: at('2026-10-03T00:00:00Z') },
      { userId: 'stranger', at: at('2026-10-03T00:00:00Z') },
    ];
    expect(monthlyCohorts(members, activity, at('2026-11-24T00:00:00Z'))).toEqual([
      { cohort: '2026-09', size: 2, retention: [0.5, 0.5, 0.5] },
      { cohort: '2026-10', size: 1, retention: [1, 0] },
    ]);
  });

  it('counts signup → analysis → payment in order', () => {
    const signups = [
      { id: 'a', signedUpAt: at('2026-11-01T00:00:00Z') },
      { id: 'b', signedUpAt: at('2026-11-01T00:00:00Z') },
      { id: 'c', signedUpAt: at('2026-11-01T00:00:00Z') },
      { id: 'd', signedUpAt: at('2026-11-01T00:00:00Z') },
    ];
    const analyses = [
      { userId: 'a', at: at('2026-11-02T00:00:00Z') },
      { userId: 'b', at: at('2026-11-03T00:00:00Z') },
      { userId: 'c', at: at('2026-11-05T00:00:00Z') },
    ];
    const payments = [
      { userId: 'a', at: at('2026-11-04T00:00:00Z') },
      { userId: 'c', at: at('2026-11-04T00:00:00Z') }, // paid before analysing: not a funnel conversion
      { userId: 'd', at: at('2026-11-04T00:00:00Z') },
    ];
    expect(signupFunnel(signups, analyses, payments)).toEqual([
      { step: 'signup', members: 4, rate: 1 },
      { step: 'analysis', members: 3, rate: 0.75 },
      { step: 'payment', members: 1, rate: 0.25 },
    ]);
  });

  it('fills daily series by Taipei date', () => {
    const dates = datesBetween('2026-11-01', '2026-11-03');
    expect(dates).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(
      dailySeries(
        [
          { at: at('2026-10-31T16:30:00Z'), value: 100 }, // 11-01 00:30 Taipei
          { at: at('2026-11-01T15:59:00Z'), value: 50 }, // 11-01 23:59 Taipei
          { at: at('2026-11-03T01:00:00Z'), value: 7 },
        ],
        dates,
      ),
    ).toEqual([
      { date: '2026-11-01', value: 150 },
      { date: '2026-11-02', value: 0 },
      { date: '2026-11-03', value: 7 },
    ]);
    expect(
      dailyDistinct(
        [
          { at: at('2026-11-02T01:00:00Z'), userId: 'a' },
          { at: at('2026-11-02T02:00:00Z'), userId: 'a' },
          { at: at('2026-11-02T03:00:00Z'), userId: 'b' },
        ],
        dates,
      ).map((point) => point.value),
    ).toEqual([0, 2, 0]);
  });
});

describe('flag evaluation', () => {
  const rule = {
    enabled: true,
    rolloutPercentage: 20,
    targetTiers: [] as string[],
    emergencyDisabled: false,
  };

  it('is on under the threshold, off when disabled, emergency-disabled or outside the tiers', () => {
    expect(evaluateFlag(rule, { tier: 'free', bucket: 1999 })).toBe(true);
    expect(evaluateFlag(rule, { tier: 'free', bucket: 2000 })).toBe(false);
    expect(evaluateFlag({ ...rule, enabled: false }, { tier: 'free', bucket: 0 })).toBe(false);
    expect(evaluateFlag({ ...rule, emergencyDisabled: true }, { tier: 'free', bucket: 0 })).toBe(false);
    expect(evaluateFlag({ ...rule, targetTiers: ['gold'] }, { tier: 'free', bucket: 0 })).toBe(false);
    expect(evaluateFlag({ ...rule, targetTiers: ['gold'] }, { tier: 'gold', bucket: 0 })).toBe(true);
    expect(evaluateFlag({ ...rule, rolloutPercentage: 12.34 }, { tier: 'gold', bucket: 1233 })).toBe(true);
    expect(evaluateFlag({ ...rule, rolloutPercentage: 12.34 }, { tier: 'gold', bucket: 1234 })).toBe(false);
  });
});
