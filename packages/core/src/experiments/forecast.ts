/**
 * Forecasting daily series with Holt's linear method (level + trend exponential smoothing), and its
 * error on the series' own past: fit on all but the last days, forecast those, compare.
 */

export interface HoltFit {
  alpha: number;
  beta: number;
  level: number;
  trend: number;
  /** Sum of squared one-step-ahead errors over the fitted series. */
  sse: number;
}

/** Holt's method with given smoothing constants; level₀ = y₀, trend₀ = y₁ − y₀. */
export function holtFit(series: readonly number[], alpha: number, beta: number): HoltFit {
  if (series.length === 0) return { alpha, beta, level: 0, trend: 0, sse: 0 };
  let level = series[0]!;
  let trend = series.length > 1 ? series[1]! - series[0]! : 0;
  let sse = 0;
  for (let t = 1; t < series.length; t++) {
    const predicted = level + trend;
    sse += (series[t]! - predicted) ** 2;
    const previous = level;
    level = alpha * series[t]! + (1 - alpha) * (level + trend);
    trend = beta * (level - previous) + (1 - beta) * trend;
  }
  return { alpha, beta, level, trend, sse };
}

const grid = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/** The (α, β) on a 0.1 grid with the least one-step squared error. */
export function holtBestFit(series: readonly number[]): HoltFit {
  let best: HoltFit | null = null;
  for (const alpha of grid) {
    for (const beta of grid) {
      const fit = holtFit(series, alpha, beta);
      if (!best || fit.sse < best.sse - 1e-12) best = fit;
    }
  }
  return best!;
}

/** `horizon` values ahead: level + h·trend, never below zero (counts and money are not negative). */
export function holtForecast(fit: HoltFit, horizon: number): number[] {
  return Array.from({ length: horizon }, (_, index) => Math.max(0, fit.level + (index + 1) * fit.trend));
}

export interface ForecastErrors {
  holdout: number;
  mae: number | null;
  /** Mean absolute percentage error over holdout days with a non-zero actual, as a fraction. */
  mape: number | null;
}

/** MAE and MAPE of a forecast against actuals. */
export function forecastErrors(actual: readonly number[], predicted: readonly number[]): ForecastErrors {
  const n = Math.min(actual.length, predicted.length);
  if (n === 0) return { holdout: 0, mae: null, mape: null };
  let absolute = 0;
  let percentage = 0;
  let nonZero = 0;
  for (let i = 0; i < n; i++) {
    const error = Math.abs(actual[i]! - predicted[i]!);
    absolute += error;
    if (actual[i] !== 0) {
      percentage += error / Math.abs(actual[i]!);
      nonZero += 1;
    }
  }
  return { holdout: n, mae: absolute / n, mape: nonZero > 0 ? percentage / nonZero : null };
}

export interface SeriesForecast extends ForecastErrors {
  method: string;
  forecast: number[];
}

/**
 * Fits Holt's method on all but the last `holdout` values (a quarter of the series, at most 7) and
 * scores it on them; then refits on the whole series for the forecast. Too short a series (under 8
 * values) gets no error, only a forecast.
 */
export function forecastSeries(series: readonly number[], horizon: number): SeriesForecast {
  const holdout = Math.min(7, Math.floor(series.length / 4));
  const method = 'holt_linear';
  const full = holtBestFit(series);
  const forecast = holtForecast(full, horizon);
  if (series.length < 8 || holdout < 1) return { method, forecast, holdout: 0, mae: null, mape: null };
  const train = series.slice(0, series.length - holdout);
  const predicted = holtForecast(holtBestFit(train), holdout);
  return { method, forecast, ...forecastErrors(series.slice(series.length - holdout), predicted) };
}
