import { addDays } from './dates.ts';
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStockBars } from '../charts/useStockBars.ts';

const CandlestickChart = lazy(() => import('../charts/CandlestickChart.tsx'));

/** Adjusted daily candles with the 5/20/60-day averages the technical analyst reads, to the call date. */
export function ReportChart({ symbol, asOf }: { symbol: string; asOf: string }) {
  const { t, i18n } = useTranslation();
  const from = addDays(asOf, -400);
  const bars = useStockBars(symbol, from);
  const shown = (bars.data?.bars ?? []).filter((bar) => bar.date <= asOf);
  return (
    <section className="report-section" data-testid="report-chart">
      <h3>{t('analysisRun.report.chart')}</h3>
      {bars.isPending ? (
        <Skeleton active />
      ) : shown.length > 0 ? (
        <Suspense fallback={<Skeleton active />}>
          <CandlestickChart
            bars={shown}
            visibleFrom={addDays(asOf, -180)}
            language={i18n.language}
            height={320}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
