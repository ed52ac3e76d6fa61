/**
 * The statistics of AI optimisation (admin spec §2.19): robust anomaly scores on metric series,
 * linear forecasts of when a resource crosses its threshold, and classification measures of the
 * analysts' calls. Pure functions: the server feeds them stored samples and calls.
 */

/** The robust z-score cut-off (Iglewicz and Hoaglin): |z| above it is an anomaly. */
export const defaultAnomalyThreshold = 3.5;

/** 0.6745 = the standard normal's 75th percentile: makes MAD comparable with a standard deviation. */
const madScale = 0.6745;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface RobustScores {
  median: number;
  /** Median absolute deviation from the median. */
  mad: number;
  /** z_i = 0.6745 (x_i − median) / MAD; 0 for every point when MAD is 0 and x_i equals the median. */
  scores: number[];
}

/** Robust z-scores of a series; null for an empty one. */
export function robustZScores(values: readonly number[]): RobustScores | null {
  const centre = median(values);
  if (centre === null) return null;
  const mad = median(values.map((value) => Math.abs(value - centre)))!;
  const scores = values.map((value) => {
    const deviation = value - centre;
    if (mad === 0) return deviation === 0 ? 0 : deviation > 0 ? Infinity : -Infinity;
    return (madScale * deviation) / mad;
  });
  return { median: centre, mad, scores };
}

export interface SeriesPoint {
  at: Date;
  value: number;
}

export interface Anomaly {
  index: number;
  at: Date;
  value: number;
  score: number;
  median: number;
  mad: number;
  direction: 'above' | 'below';
}

/**
 * The points of a series whose |robust z| exceeds the threshold. Needs `minSamples` points (a
 * median of a handful says little); below that, none are reported.
 */
export function detectAnomalies(
  series: readonly SeriesPoint[],
  threshold = defaultAnomalyThreshold,
  minSamples = 8,
): Anomaly[] {
  if (series.length < minSamples) return [];
  const robust = robustZScores(series.map((point) => point.value));
  if (!robust) return [];
  const out: Anomaly[] = [];
  robust.scores.forEach((score, index) => {
    if (Math.abs(score) <= threshold) return;
    const point = series[index]!;
    out.push({
      index,
      at: point.at,
      value: point.value,
      score,
      median: robust.median,
      mad: robust.mad,
      direction: score > 0 ? 'above' : 'below',
    });
  });
  return out;
}

export interface LinearFit {
  /** Units per millisecond. */
  slope: number;
  /** The fitted value at t = 0 (the epoch). */
  intercept: number;
  r2: number;
  n: number;
}

/** Least-squares line of value against time (ms); null below 2 points or with no time spread. */
export function linearFit(series: readonly SeriesPoint[]): LinearFit | null {
  const n = series.length;
  if (n < 2) return null;
  // Centred on the first time, for numerical stability with epoch milliseconds.
  const origin = series[0]!.at.getTime();
  const xs = series.map((point) => point.at.getTime() - origin);
  const ys = series.map((point) => point.value);
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - meanX) ** 2;
    sxy += (xs[i]! - meanX) * (ys[i]! - meanY);
    syy += (ys[i]! - meanY) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const centredIntercept = meanY - slope * meanX;
  return {
    slope,
    intercept: centredIntercept - slope * origin,
    r2: syy === 0 ? 1 : (sxy * sxy) / (sxx * syy),
    n,
  };
}

export type CrossingForecast =
  | { status: 'not_enough_samples'; n: number; needed: number }
  | { status: 'not_rising'; fit: LinearFit; current: number }
  | { status: 'already_crossed'; fit: LinearFit; current: number }
  | { status: 'rising'; fit: LinearFit; current: number; crossesAt: Date; msToCross: number };

/**
 * When a rising resource reaches `threshold`, from the least-squares line of its samples: the
 * fitted value now is the start, the slope the rate. Below `minSamples` points it says so; a flat
 * or falling line is "not rising"; a fitted value already above the threshold is "already crossed".
 */
export function forecastCrossing(
  series: readonly SeriesPoint[],
  threshold: number,
  now: Date,
  minSamples = 6,
): CrossingForecast {
  if (series.length < minSamples)
    return { status: 'not_enough_samples', n: series.length, needed: minSamples };
  const fit = linearFit(series);
  if (!fit) return { status: 'not_enough_samples', n: series.length, needed: minSamples };
  const current = fit.intercept + fit.slope * now.getTime();
  if (current >= threshold) return { status: 'already_crossed', fit, current };
  if (fit.slope <= 0) return { status: 'not_rising', fit, current };
  const msToCross = (threshold - current) / fit.slope;
  return { status: 'rising', fit, current, crossesAt: new Date(now.getTime() + msToCross), msToCross };
}

export const callClasses = ['buy', 'hold', 'sell'] as const;
export type CallClass = (typeof callClasses)[number];

export interface ClassMeasures {
  precision: number | null;
  recall: number | null;
  f1: number | null;
  support: number;
}

export interface ClassificationReport {
  /** matrix[predicted][actual]: counts of calls. */
  matrix: Record<CallClass, Record<CallClass, number>>;
  /** Calls whose actual class is unknown (counted against the predicted class's precision only). */
  unknown: Record<CallClass, number>;
  total: number;
  accuracy: number | null;
  perClass: Record<CallClass, ClassMeasures>;
  /** Unweighted means over the classes that have a value. */
  macro: { precision: number | null; recall: number | null; f1: number | null };
}

const meanOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? known.reduce((a, b) => a + b, 0) / known.length : null;
};

/**
 * Confusion matrix and per-class precision, recall and F1 of predicted against actual classes.
 * precision_c = TP_c / (calls predicted c), recall_c = TP_c / (calls whose actual is c),
 * F1 = 2PR / (P + R); accuracy = correct / calls. An unknown actual counts as wrong.
 */
export function classificationReport(
  pairs: readonly { predicted: CallClass; actual: CallClass | null }[],
): ClassificationReport {
  const zeros = () => ({ buy: 0, hold: 0, sell: 0 });
  const matrix = { buy: zeros(), hold: zeros(), sell: zeros() };
  const unknown = zeros();
  for (const pair of pairs) {
    if (pair.actual === null) unknown[pair.predicted] += 1;
    else matrix[pair.predicted][pair.actual] += 1;
  }
  const total = pairs.length;
  const correct = callClasses.reduce((sum, c) => sum + matrix[c][c], 0);
  const perClass = {} as Record<CallClass, ClassMeasures>;
  for (const c of callClasses) {
    const tp = matrix[c][c];
    const predicted = callClasses.reduce((sum, a) => sum + matrix[c][a], 0) + unknown[c];
    const actual = callClasses.reduce((sum, p) => sum + matrix[p][c], 0);
    const precision = predicted ? tp / predicted : null;
    const recall = actual ? tp / actual : null;
    const f1 =
      precision === null || recall === null
        ? null
        : precision + recall === 0
          ? 0
          : (2 * precision * recall) / (precision + recall);
    perClass[c] = { precision, recall, f1, support: actual };
  }
  return {
    matrix,
    unknown,
    total,
    accuracy: total ? correct / total : null,
    perClass,
    macro: {
      precision: meanOf(callClasses.map((c) => perClass[c].precision)),
      recall: meanOf(callClasses.map((c) => perClass[c].recall)),
      f1: meanOf(callClasses.map((c) => perClass[c].f1)),
    },
  };
}
