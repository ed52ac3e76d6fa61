import { Radio, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStockBars } from '../../components/charts/useStockBars.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { SimulatedTag, sourceLabel } from './Badges.tsx';
import { ChartBoundary } from '../../components/charts/ChartBoundary.tsx';
import { taipeiDate } from '../../lib/taipei.ts';
import { shiftDate } from './format.ts';

// The chart library is its own chunk, fetched when a result is first shown.
const CandlestickChart = lazy(() => import('../../components/charts/CandlestickChart.tsx'));

export const CHART_RANGES = ['3M', '6M', '1Y', '5Y'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
const rangeMonths: Record<ChartRange, number> = { '3M': 3, '6M': 6, '1Y': 12, '5Y': 60 };

/** Calendar days fetched before the range so the 60-day average starts at its first day. */
const WARM_UP_DAYS = 120;

const CHART_HEIGHT = 380;

/** The candlestick chart of a result: one year by default, ranges 3M / 6M / 1Y / 5Y. */
export function PriceChartPanel({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range, setRange] = useState<ChartRange>('1Y');
  const { visibleFrom, fetchFrom } = useMemo(() => {
    const start = shiftDate(taipeiDate(new Date()), -rangeMonths[range]);
    return { visibleFrom: start, fetchFrom: shiftDate(start, 0, -WARM_UP_DAYS) };
  }, [range]);
  const bars = useStockBars(symbol, fetchFrom);
  const data = bars.data;

  let body;
  if (bars.isError) body = <p className="chart-panel__note">{t('search.chart.failed')}</p>;
  else if (!data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!data.bars.some((bar) => bar.date >= visibleFrom))
    body = <p className="chart-panel__note">{t('search.chart.empty')}</p>;
  else
    body = (
      <ChartBoundary fallback={<p className="chart-panel__note">{t('search.chart.unavailable')}</p>}>
        <Suspense fallback={<div style={{ height: CHART_HEIGHT + 28 }} />}>
          <CandlestickChart
            bars={data.bars}
            visibleFrom={visibleFrom}
            language={language}
            height={CHART_HEIGHT}
          />
        </Suspense>
      </ChartBoundary>
    );

  return (
    <section className="result-section chart-panel" data-testid="chart-panel">
      <div className="chart-panel__header">
        <h3 className="result-section__title">{t('search.chart.title')}</h3>
        {data?.simulated ? <SimulatedTag /> : null}
        {data ? (
          <span className="muted small">
            {t('search.card.source', { source: sourceLabel(data.source, t) })}
          </span>
        ) : null}
        <Radio.Group
          className="chart-panel__ranges"
          size="small"
          optionType="button"
          value={range}
          onChange={(event) => setRange(event.target.value as ChartRange)}
          aria-label={t('search.chart.range')}
          options={CHART_RANGES.map((value) => ({ value, label: t(`search.chart.ranges.${value}`) }))}
        />
      </div>
      {body}
    </section>
  );
}
