/**
 * Small series worked out by hand (the expected numbers were computed with exact fractions, then
 * written out). Float results must match them to 12 significant digits, or exactly where the
 * arithmetic is exact in binary.
 */
import { describe, expect, it } from 'vitest';
import {
  annualizedVolatility,
  atr,
  beta,
  bollinger,
  correlation,
  ema,
  historicalVar,
  kd,
  logReturnStdDev,
  macd,
  maxDrawdown,
  obv,
  rollingMax,
  rollingMin,
  rsi,
  simpleReturns,
  sma,
  stochastic,
  wma,
} from './index.ts';

const values = (series: Float64Array) => Array.from(series);

function expectClose(actual: Float64Array, expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (Number.isNaN(value)) expect(actual[i], `index ${i}`).toBeNaN();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, 12);
  });
}

describe('moving averages', () => {
  it('SMA(3) of 1..5', () => {
    expect(values(sma([1, 2, 3, 4, 5], 3))).toEqual([NaN, NaN, 2, 3, 4]);
  });

  it('EMA(3) is seeded with the SMA of the first 3, then α = 1/2', () => {
    // seed (10+11+12)/3 = 11; 11 + (13 − 11)/2 = 12; 12 + (20 − 12)/2 = 16
    expect(values(ema([10, 11, 12, 13, 20], 3))).toEqual([NaN, NaN, 11, 12, 16]);
  });

  it('WMA(3) weighs the newest value 3, then 2, then 1', () => {
    // (1·1 + 2·2 + 3·3)/6 = 7/3;  (1·2 + 2·3 + 3·4)/6 = 10/3
    expectClose(wma([1, 2, 3, 4], 3), [NaN, NaN, 7 / 3, 10 / 3]);
  });
});

describe('RSI(14), Wilder smoothing', () => {
  // The 20 closes of the ChartSchool RSI worksheet, rounded to cents.
  const closes = [
    44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28,
    46.0, 46.03, 46.41, 46.22, 45.64,
  ];

  it('matches the exact rational values', () => {
    const expected = [
      70.464135021097, 66.2496185535551, 66.4809418347127, 69.3468531629087, 66.2947126589263,
      57.9150206700856,
    ];
    expectClose(rsi(closes, 14), [...Array(14).fill(NaN), ...expected]);
  });
});

describe('MACD(2, 3, 2)', () => {
  it('follows the EMAs, the SMA-seeded signal and their difference', () => {
    const ours = macd([10, 12, 11, 13, 15, 14, 16, 18], { fast: 2, slow: 3, signal: 2 });
    expectClose(ours.macd, [NaN, NaN, 0, 1 / 3, 11 / 18, 31 / 108, 0.470679012345679, 0.6777263374485597]);
    expectClose(ours.signal, [NaN, NaN, NaN, 1 / 6, 25 / 54, 28 / 81, 139 / 324, 0.5948216735253772]);
    expectClose(ours.histogram, [NaN, NaN, NaN, 1 / 6, 4 / 27, -19 / 324, 1 / 24, 0.08290466392318244]);
  });
});

describe('KD and stochastic, a worked example over 3 days', () => {
  const high = [10, 11, 12, 11, 13];
  const low = [8, 9, 10, 9, 10];
  const close = [9, 10, 12, 10, 11];
  // RSV: day 2 (12 − 8)/(12 − 8) = 100; day 3 (10 − 9)/(12 − 9) = 33⅓; day 4 (11 − 9)/(13 − 9) = 50

  it('Taiwan KD: K = (2·K₋₁ + RSV)/3, D = (2·D₋₁ + K)/3 from 50', () => {
    const { k, d } = kd(high, low, close, 3);
    // K: (100 + 100)/3 = 200/3; (400/3 + 100/3)/3 = 500/9; (1000/9 + 50)/3 = 1450/27
    expectClose(k, [NaN, NaN, 200 / 3, 500 / 9, 1450 / 27]);
    // D: (100 + 200/3)/3 = 500/9; (1000/9 + 500/9)/3 = 500/9; (1000/9 + 1450/27)/3 = 4450/81
    expectClose(d, [NaN, NaN, 500 / 9, 500 / 9, 4450 / 81]);
  });

  it('classic stochastic: %K is the RSV, %D its 2-day SMA', () => {
    const { k, d } = stochastic(high, low, close, 3, 2);
    expectClose(k, [NaN, NaN, 100, 100 / 3, 50]);
    expectClose(d, [NaN, NaN, NaN, 200 / 3, 250 / 6]);
  });
});

describe('volatility', () => {
  it('Bollinger(5, 2) of 1..5: 3 ± 2·√2 (population σ)', () => {
    const { middle, upper, lower } = bollinger([1, 2, 3, 4, 5], 5, 2);
    expectClose(middle, [NaN, NaN, NaN, NaN, 3]);
    expectClose(upper, [NaN, NaN, NaN, NaN, 3 + 2 * Math.SQRT2]);
    expectClose(lower, [NaN, NaN, NaN, NaN, 3 - 2 * Math.SQRT2]);
  });

  it('ATR(3): true ranges 2, 2, 3, 3, 1 from the second bar, Wilder-smoothed', () => {
    const high = [10, 11, 12, 11, 13, 12];
    const low = [8, 9, 10, 9, 10, 11];
    const close = [9, 10, 12, 10, 11, 11.5];
    // (2 + 2 + 3)/3 = 7/3; 7/3 + (3 − 7/3)/3 = 23/9; 23/9 + (1 − 23/9)/3 = 55/27
    expectClose(atr(high, low, close, 3), [NaN, NaN, NaN, 7 / 3, 23 / 9, 55 / 27]);
  });

  it('log-return σ over 2 returns: |ln 1.1 − ln 0.9| / √2, annualised by √252', () => {
    const closes = [100, 110, 99, 108.9];
    const sd = Math.abs(Math.log(1.1) - Math.log(0.9)) / Math.SQRT2;
    expectClose(logReturnStdDev(closes, 2), [NaN, NaN, sd, sd]);
    expectClose(annualizedVolatility(closes, 2), [NaN, NaN, sd * Math.sqrt(252), sd * Math.sqrt(252)]);
  });
});

describe('volume and extremes', () => {
  it('OBV adds on up days, subtracts on down days, ignores unchanged days', () => {
    expect(values(obv([10, 11, 11, 9, 12], [100, 200, 300, 400, 500]))).toEqual([0, 200, 200, -200, 300]);
  });

  it('rolling max and min of 3', () => {
    const x = [3, 1, 4, 1, 5, 9, 2, 6];
    expect(values(rollingMax(x, 3))).toEqual([NaN, NaN, 4, 4, 5, 9, 9, 9]);
    expect(values(rollingMin(x, 3))).toEqual([NaN, NaN, 1, 1, 1, 1, 2, 2]);
  });
});

describe('risk', () => {
  it('max drawdown of [100, 120, 90, 130, 65] is −50 % (130 → 65)', () => {
    expect(maxDrawdown([100, 120, 90, 130, 65])).toEqual({ value: -0.5, peakIndex: 3, troughIndex: 4 });
    expect(maxDrawdown([100, 120, 90, 130]).value).toBe(-0.25);
    expect(maxDrawdown([1, 2, 3])).toEqual({ value: 0, peakIndex: 0, troughIndex: 0 });
  });

  it('beta and correlation', () => {
    const market = [0.01, -0.02, 0.03, 0.0, -0.01];
    expect(
      beta(
        market.map((r) => 2 * r),
        market,
      ),
    ).toBeCloseTo(2, 14);
    expect(
      correlation(
        market.map((r) => 2 * r + 0.001),
        market,
      ),
    ).toBeCloseTo(1, 14);
    expect(
      correlation(
        market.map((r) => -r),
        market,
      ),
    ).toBeCloseTo(-1, 14);
    // Cov([1,2,3],[1,3,2]) = 0.5 (sample), Var = 1 each → β = ρ = 0.5
    expect(beta([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 14);
    expect(correlation([1, 2, 3], [1, 3, 2])).toBeCloseTo(0.5, 14);
  });

  it('historical VaR interpolates linearly between order statistics', () => {
    const eleven = [-0.05, -0.04, -0.03, -0.02, -0.01, 0, 0.01, 0.02, 0.03, 0.04, 0.05];
    // h = 10 · 0.05 = 0.5 → halfway between −5 % and −4 %
    expect(historicalVar(eleven, 0.95)).toBeCloseTo(0.045, 15);
    // h = 20 · 0.05 = 1 → exactly the second smallest
    const twentyOne = Array.from({ length: 21 }, (_, i) => (i - 10) / 100);
    expect(historicalVar(twentyOne, 0.95)).toBe(0.09);
    // h = 10 · 0.01 = 0.1
    expect(historicalVar(eleven, 0.99)).toBeCloseTo(0.049, 15);
  });

  it('simple returns are one shorter than the prices', () => {
    expectClose(simpleReturns([100, 110, 99]), [0.1, -0.1]);
  });
});
