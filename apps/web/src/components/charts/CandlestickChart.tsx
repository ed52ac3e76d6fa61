import type { DailyBar } from '@alphadesk/contracts';
import { formatCompact, useMarketPalette, type MarketPalette } from '@alphadesk/ui/plain';
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
import { useAppearance } from '../../display/useDisplay.ts';
import { MOVING_AVERAGE_PERIODS, toChartSeries, type MovingAveragePeriod } from './chartData.ts';
import './charts.css';

/** Line colours of the averages: neither red nor green, which mean up and down. */
export const movingAverageColors: Record<MovingAveragePeriod, string> = {
  5: '#f59e0b',
  20: '#2563eb',
  60: '#7c3aed',
};

/** The chart's own background, text and lines on a light and on a dark page (canvas cannot read CSS). */
const chartSurfaces = {
  light: { background: '#ffffff', text: '#475569', grid: '#f1f5f9', border: '#e5e7eb' },
  dark: { background: '#141414', text: '#9ca3af', grid: '#1f2937', border: '#374151' },
} as const;

/** Volume bars in the candle's colour, half transparent so the candles stay readable. */
const volumeColor = (palette: MarketPalette, up: boolean) => `${up ? palette.up : palette.down}80`;

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
  // The reader's convention (red up unless swapped in their preferences).
  const palette = useMarketPalette();
  const appearance = useAppearance();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const surface = chartSurfaces[appearance];
    const api = createChart(element, {
      autoSize: true,
      height,
      layout: {
        background: { type: ColorType.Solid, color: surface.background },
        textColor: surface.text,
        fontSize: 12,
      },
      grid: { vertLines: { color: surface.grid }, horzLines: { color: surface.grid } },
      rightPriceScale: { borderColor: surface.border, scaleMargins: { top: 0.06, bottom: 0.26 } },
      timeScale: { borderColor: surface.border },
      localization: { locale: language },
    });
    const candles = api.addSeries(CandlestickSeries, {
      upColor: palette.up,
      downColor: palette.down,
      borderUpColor: palette.up,
      borderDownColor: palette.down,
      wickUpColor: palette.up,
      wickDownColor: palette.down,
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
  }, [height, language, palette, appearance]);

  useEffect(() => {
    const current = series.current;
    if (!current) return;
    current.candles.setData(data.candles);
    current.volume.setData(
      data.volumes.map(({ time, value, up }) => ({ time, value, color: volumeColor(palette, up) })),
    );
    for (const period of MOVING_AVERAGE_PERIODS) current.averages[period].setData(data.averages[period]);
    chart.current?.timeScale().fitContent();
  }, [data, height, language, palette, appearance]);

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
