import type { DailyBar } from '@alphadesk/contracts';
import { describe, expect, it } from 'vitest';
import { simpleMovingAverage, toChartSeries } from './chartData.ts';

const bar = (date: string, open: number, close: number, volume = 1000): DailyBar => ({
  date,
  open,
  high: Math.max(open, close),
  low: Math.min(open, close),
  close,
  volume,
  value: null,
  transactions: null,
});

describe('chart data', () => {
  it('averages the last n closes once n exist', () => {
    expect(simpleMovingAverage([1, 2, 3, 4, 5, 6], 3)).toEqual([null, null, 2, 3, 4, 5]);
    expect(simpleMovingAverage([10, 20], 5)).toEqual([null, null]);
  });

  it('warms the averages up on bars before the visible range and colours days by open and close', () => {
    const bars = Array.from({ length: 8 }, (_, index) =>
      bar(`2026-01-0${index + 1}`, 100, 100 + (index % 2 === 0 ? index : -index)),
    );
    // closes: 100, 99, 102, 97, 104, 95, 106, 93
    const series = toChartSeries(bars, '2026-01-06');
    expect(series.candles.map((candle) => candle.time)).toEqual(['2026-01-06', '2026-01-07', '2026-01-08']);
    expect(series.volumes.map((volume) => volume.up)).toEqual([false, true, false]);
    expect(series.averages[5]).toEqual([
      { time: '2026-01-06', value: (99 + 102 + 97 + 104 + 95) / 5 },
      { time: '2026-01-07', value: (102 + 97 + 104 + 95 + 106) / 5 },
      { time: '2026-01-08', value: (97 + 104 + 95 + 106 + 93) / 5 },
    ]);
    expect(series.averages[20]).toEqual([]);
  });
});
