import type { DailyBar } from '@alphadesk/contracts';

/** The moving averages drawn over the candles (trading days). */
export const MOVING_AVERAGE_PERIODS = [5, 20, 60] as const;
export type MovingAveragePeriod = (typeof MOVING_AVERAGE_PERIODS)[number];

/**
 * Simple moving average of `values` over `period` items: null until `period` values exist, then the
 * mean of the last `period` values (a running sum, one pass).
 */
export function simpleMovingAverage(values: readonly number[], period: number): (number | null)[] {
  const result: (number | null)[] = [];
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) {
    sum += values[index]!;
    if (index >= period) sum -= values[index - period]!;
    result.push(index >= period - 1 ? sum / period : null);
  }
  return result;
}

export interface ChartPoint {
  /** Business day, `YYYY-MM-DD`. */
  time: string;
  value: number;
}

export interface ChartSeries {
  candles: { time: string; open: number; high: number; low: number; close: number }[];
  volumes: (ChartPoint & { up: boolean })[];
  averages: Record<MovingAveragePeriod, ChartPoint[]>;
}

/**
 * Turns the API's bars into chart series. The averages are computed over every bar given (so bars
 * before `visibleFrom` warm them up) and only the bars from `visibleFrom` on are returned. A day
 * counts as up when it closed at or above its open, as its candle is drawn.
 */
export function toChartSeries(bars: readonly DailyBar[], visibleFrom: string): ChartSeries {
  const closes = bars.map((bar) => bar.close);
  const averages = Object.fromEntries(
    MOVING_AVERAGE_PERIODS.map((period) => [period, simpleMovingAverage(closes, period)]),
  ) as Record<MovingAveragePeriod, (number | null)[]>;
  const series: ChartSeries = { candles: [], volumes: [], averages: { 5: [], 20: [], 60: [] } };
  bars.forEach((bar, index) => {
    if (bar.date < visibleFrom) return;
    const time = bar.date;
    series.candles.push({ time, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
    series.volumes.push({ time, value: bar.volume, up: bar.close >= bar.open });
    for (const period of MOVING_AVERAGE_PERIODS) {
      const value = averages[period][index];
      if (value != null) series.averages[period].push({ time, value });
    }
  });
  return series;
}
