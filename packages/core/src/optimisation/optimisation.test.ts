import { describe, expect, it } from 'vitest';
import {
  classificationReport,
  detectAnomalies,
  forecastCrossing,
  robustZScores,
  type CallClass,
} from './index.ts';

const hour = 3_600_000;
const seriesOf = (values: number[], start = Date.UTC(2026, 0, 5), step = hour) =>
  values.map((value, i) => ({ at: new Date(start + i * step), value }));

describe('robust z-scores', () => {
  it('flag the one point far from the median in MAD units, and not one just under 3.5', () => {
    // Sorted: 10 10 11 11 12 12 12 13 40 → median 12. |x − 12|: 2 0 1 1 0 1 2 0 28, sorted
    // 0 0 0 1 1 1 2 2 28 → MAD 1. z(40) = 0.6745 × 28 / 1 = 18.886; z(10) = −1.349; z(13) = 0.6745.
    const spike = seriesOf([10, 12, 11, 13, 12, 11, 10, 12, 40]);
    const robust = robustZScores(spike.map((point) => point.value))!;
    expect(robust.median).toBe(12);
    expect(robust.mad).toBe(1);
    expect(robust.scores[8]).toBeCloseTo(18.886, 3);
    expect(robust.scores[0]).toBeCloseTo(-1.349, 3);
    const found = detectAnomalies(spike);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ index: 8, value: 40, median: 12, mad: 1, direction: 'above' });
    expect(found[0]!.at).toEqual(spike[8]!.at);

    // Same median and MAD with 17 in place of 40: z(17) = 0.6745 × 5 = 3.3725 ≤ 3.5, no anomaly;
    // a stricter cut-off of 3 flags it.
    const near = seriesOf([10, 12, 11, 13, 12, 11, 10, 12, 17]);
    expect(detectAnomalies(near)).toEqual([]);
    expect(detectAnomalies(near, 3).map((anomaly) => anomaly.value)).toEqual([17]);
  });

  it('report nothing below the minimum sample count', () => {
    expect(detectAnomalies(seriesOf([1, 1, 1, 1, 1, 1, 100]))).toEqual([]);
  });
});

describe('threshold forecasts', () => {
  it('give the time a rising series reaches its threshold from the fitted line', () => {
    // 50, 52, …, 60 at hourly steps: slope 2 per hour, fitted value now (the last sample) 60;
    // the threshold 85 is (85 − 60) / 2 = 12.5 hours away.
    const series = seriesOf([50, 52, 54, 56, 58, 60]);
    const now = series[5]!.at;
    const forecast = forecastCrossing(series, 85, now, 6);
    expect(forecast.status).toBe('rising');
    if (forecast.status !== 'rising') return;
    expect(forecast.fit.slope * hour).toBeCloseTo(2, 9);
    expect(forecast.current).toBeCloseTo(60, 9);
    expect(forecast.msToCross / hour).toBeCloseTo(12.5, 9);
    expect(forecast.crossesAt.getTime()).toBe(now.getTime() + 12.5 * hour);
  });

  it('say "not enough samples" below n, "not rising" for a flat or falling series', () => {
    expect(forecastCrossing(seriesOf([50, 52, 54, 56, 58]), 85, new Date(), 6)).toEqual({
      status: 'not_enough_samples',
      n: 5,
      needed: 6,
    });
    const falling = seriesOf([60, 59, 58, 57, 56, 55]);
    expect(forecastCrossing(falling, 85, falling[5]!.at, 6).status).toBe('not_rising');
    const flat = seriesOf([40, 40, 40, 40, 40, 40]);
    expect(forecastCrossing(flat, 85, flat[5]!.at, 6).status).toBe('not_rising');
    const over = seriesOf([86, 87, 88, 89, 90, 91]);
    expect(forecastCrossing(over, 85, over[5]!.at, 6).status).toBe('already_crossed');
  });
});

/** Expands matrix[predicted][actual] counts into pairs. */
function pairsOf(matrix: [CallClass, CallClass | null, number][]) {
  return matrix.flatMap(([predicted, actual, n]) => Array.from({ length: n }, () => ({ predicted, actual })));
}

describe('classification measures', () => {
  it('match a hand-computed confusion matrix', () => {
    // predicted \ actual   buy hold sell unknown
    //   buy                 6    2    2    0     (10)
    //   hold                0    3    0    2     (5)
    //   sell                1    1    4    0     (6)
    // accuracy 13/21. buy: P 6/10, R 6/7, F1 2·(3/5)(6/7)/((3/5)+(6/7)) = 12/17.
    // hold: P 3/5 (the unknowns count against it), R 3/6, F1 6/11. sell: P 4/6, R 4/6, F1 2/3.
    const report = classificationReport(
      pairsOf([
        ['buy', 'buy', 6],
        ['buy', 'hold', 2],
        ['buy', 'sell', 2],
        ['hold', 'hold', 3],
        ['hold', null, 2],
        ['sell', 'buy', 1],
        ['sell', 'hold', 1],
        ['sell', 'sell', 4],
      ]),
    );
    expect(report.matrix.buy).toEqual({ buy: 6, hold: 2, sell: 2 });
    expect(report.unknown).toEqual({ buy: 0, hold: 2, sell: 0 });
    expect(report.total).toBe(21);
    expect(report.accuracy).toBeCloseTo(13 / 21, 12);
    expect(report.perClass.buy.precision).toBeCloseTo(0.6, 12);
    expect(report.perClass.buy.recall).toBeCloseTo(6 / 7, 12);
    expect(report.perClass.buy.f1).toBeCloseTo(12 / 17, 12);
    expect(report.perClass.hold.precision).toBeCloseTo(0.6, 12);
    expect(report.perClass.hold.recall).toBeCloseTo(0.5, 12);
    expect(report.perClass.hold.f1).toBeCloseTo(6 / 11, 12);
    expect(report.perClass.sell).toMatchObject({ support: 6 });
    expect(report.perClass.sell.f1).toBeCloseTo(2 / 3, 12);
    expect(report.macro.precision).toBeCloseTo((0.6 + 0.6 + 2 / 3) / 3, 12);
    expect(report.macro.recall).toBeCloseTo((6 / 7 + 0.5 + 2 / 3) / 3, 12);
    expect(report.macro.f1).toBeCloseTo((12 / 17 + 6 / 11 + 2 / 3) / 3, 12);
  });

  it('leave measures without a denominator empty', () => {
    const report = classificationReport(pairsOf([['buy', 'buy', 2]]));
    expect(report.perClass.sell).toEqual({ precision: null, recall: null, f1: null, support: 0 });
    expect(report.perClass.buy.f1).toBe(1);
    expect(classificationReport([]).accuracy).toBeNull();
  });
});
