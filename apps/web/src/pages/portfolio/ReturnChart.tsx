import type { AnalyticsResponse } from '@alphadesk/contracts';
import { AreaSeries, ColorType, createChart, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

type Point = AnalyticsResponse['series'][number];

/** Neither red nor green (they mean up and down): the portfolio blue, the benchmark grey. */
export const chartColors = { portfolio: '#2563eb', benchmark: '#94a3b8', drawdown: '#e53935' };

export interface ReturnChartProps {
  series: readonly Point[];
  /** `returns`: portfolio and 0050 growth in percent; `drawdown`: the fall from the last peak. */
  kind: 'returns' | 'drawdown';
  language: string;
  height?: number;
}

/** A daily line chart of the server's analytics series (lightweight-charts, loaded with this chunk). */
export default function ReturnChart({ series, kind, language, height = 300 }: ReturnChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      autoSize: true,
      height,
      layout: { background: { type: ColorType.Solid, color: '#ffffff' }, textColor: '#475569', fontSize: 12 },
      grid: { vertLines: { color: '#f1f5f9' }, horzLines: { color: '#f1f5f9' } },
      rightPriceScale: { borderColor: '#e5e7eb' },
      timeScale: { borderColor: '#e5e7eb' },
      localization: { locale: language, priceFormatter: (value: number) => `${value.toFixed(2)}%` },
    });
    if (kind === 'returns') {
      chart
        .addSeries(LineSeries, { color: chartColors.portfolio, lineWidth: 2, priceLineVisible: false })
        .setData(series.map((point) => ({ time: point.date, value: point.portfolioReturn })));
      const benchmark = series.filter((point) => point.benchmarkReturn !== null);
      if (benchmark.length > 0) {
        chart
          .addSeries(LineSeries, { color: chartColors.benchmark, lineWidth: 2, priceLineVisible: false })
          .setData(benchmark.map((point) => ({ time: point.date, value: point.benchmarkReturn! })));
      }
    } else {
      chart
        .addSeries(AreaSeries, {
          lineColor: chartColors.drawdown,
          topColor: `${chartColors.drawdown}10`,
          bottomColor: `${chartColors.drawdown}50`,
          lineWidth: 1,
          priceLineVisible: false,
        })
        .setData(series.map((point) => ({ time: point.date, value: point.drawdown })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [series, kind, language, height]);

  return <div ref={container} className="portfolio-chart" data-testid={`chart-${kind}`} />;
}
