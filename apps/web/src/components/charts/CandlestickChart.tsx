import type { DailyBar } from '@alphadesk/contracts';
import { formatCompact, marketColors } from '@alphadesk/ui';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type MouseEventParams,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVING_AVERAGE_PERIODS, toChartSeries, type MovingAveragePeriod } from './chartData.ts';
import './charts.css';

/** Line colours of the averages: neither red nor green, which mean up and down. */
export const movingAverageColors: Record<MovingAveragePeriod, string> = {
  5: '#f59e0b',
  20: '#2563eb',
  60: '#7c3aed',
};

/** Volume bars in the candle's colour, half transparent so the candles stay readable. */
const volumeColor = (up: boolean) => `${up ? marketColors.up : marketColors.down}80`;

interface Series {
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  averages: Record<MovingAveragePeriod, ISeriesApi<'Line'>>;
}

export interface CandlestickChartProps {
  /** Daily bars as the API returned them, oldest first (earlier ones warm the averages up). */
  bars: readonly DailyBar[];
  /** First day shown, `YYYY-MM-DD`. */
  visibleFrom: string;
  /** BCP 47 language for dates and big numbers. */
  language: string;
  height?: number;
}

/**
 * Daily candles (red up, green down) with a volume histogram and 5/20/60-day moving averages
 * computed here from the bars given. The legend shows the hovered day, or the last one.
 */
export default function CandlestickChart({
  bars,
  visibleFrom,
  language,
  height = 380,
}: CandlestickChartProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<Series | null>(null);
  const data = useMemo(() => toChartSeries(bars, visibleFrom), [bars, visibleFrom]);
  const [hovered, setHovered] = useState<string | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const api = createChart(element, {
      autoSize: true,
      height,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#475569', fontSize: 12 },
      grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
      rightPriceScale: { borderColor: '#e5e7eb', scaleMargins: { top: 0.06, bottom: 0.26 } },
      timeScale: { borderColor: '#e5e7eb' },
      localization: { locale: language },
    });
    const candles = api.addSeries(CandlestickSeries, {
      upColor: marketColors.up,
      downColor: marketColors.down,
      borderUpColor: marketColors.up,
      borderDownColor: marketColors.down,
      wickUpColor: marketColors.up,
      wickDownColor: marketColors.down,
      priceLineVisible: false,
    });
    const volume = api.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    api.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    const line = (period: MovingAveragePeriod) =>
      api.addSeries(LineSeries, {
        color: movingAverageColors[period],
        lineWidth: 1,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      });
    series.current = { candles, volume, averages: { 5: line(5), 20: line(20), 60: line(60) } };
    const onMove = (event: MouseEventParams) =>
      setHovered(typeof event.time === 'string' ? event.time : null);
    api.subscribeCrosshairMove(onMove);
    chart.current = api;
    return () => {
      api.unsubscribeCrosshairMove(onMove);
      api.remove();
      chart.current = null;
      series.current = null;
    };
  }, [height, language]);

  useEffect(() => {
    const current = series.current;
    if (!current) return;
    current.candles.setData(data.candles);
    current.volume.setData(
      data.volumes.map(({ time, value, up }) => ({ time, value, color: volumeColor(up) })),
    );
    for (const period of MOVING_AVERAGE_PERIODS) current.averages[period].setData(data.averages[period]);
    chart.current?.timeScale().fitContent();
  }, [data, height, language]);

  const day = (hovered && data.candles.find((candle) => candle.time === hovered)) || data.candles.at(-1);
  const volume = day && data.volumes.find((point) => point.time === day.time);
  const average = (period: MovingAveragePeriod) =>
    day && data.averages[period].find((point) => point.time === day.time)?.value;

  return (
    <div className="candlestick-chart">
      <div className="candlestick-chart__legend" data-testid="chart-legend">
        {day ? (
          <>
            <span>{day.time}</span>
            <span>
              {t('charts.open')} {day.open} {t('charts.high')} {day.high} {t('charts.low')} {day.low}{' '}
              {t('charts.close')} {day.close}
            </span>
            {volume ? (
              <span>
                {t('charts.volume')} {formatCompact(volume.value, language)}
              </span>
            ) : null}
          </>
        ) : null}
        {MOVING_AVERAGE_PERIODS.map((period) => {
          const value = average(period);
          return (
            <span key={period} style={{ color: movingAverageColors[period] }}>
              MA{period} {value == null ? '—' : value.toFixed(2)}
            </span>
          );
        })}
      </div>
      <div ref={container} className="candlestick-chart__canvas" style={{ height }} data-testid="chart" />
    </div>
  );
}
