import type { AnalyticsResponse } from '@alphadesk/contracts';
import { Alert, Empty, Progress, Segmented, Skeleton, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { ChartBoundary } from '../../components/charts/ChartBoundary.tsx';
import { gainStyle, money, percent, signedMoney } from './format.ts';
import { useLabels } from './HoldingsTable.tsx';
import { useAnalytics, type AnalyticsPeriod } from './queries.ts';
import { useTranslation } from 'react-i18next';

const ReturnChart = lazy(() => import('./ReturnChart.tsx'));
const periods: AnalyticsPeriod[] = ['mtd', 'ytd', '1y', 'all'];
type Slice = AnalyticsResponse['allocation']['bySector'][number];
type Contribution = AnalyticsResponse['contributions'][number];

function Allocation({
  title,
  slices,
  label,
}: {
  title: string;
  slices: Slice[];
  label: (key: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="portfolio-card" aria-label={title}>
      <h3 className="portfolio-card__title">{title}</h3>
      {slices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portfolio.analytics.noData')} />
      ) : (
        <ul className="portfolio-slices">
          {slices.map((slice) => (
            <li key={slice.key} data-testid={`slice-${slice.key}`}>
              <span className="portfolio-slices__label">{label(slice.key)}</span>
              <Progress
                percent={Math.round(slice.weight * 100) / 100}
                showInfo={false}
                size="small"
                status="normal"
              />
              <span>
                {percent(slice.weight)} · {money(slice.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Charts({ data }: { data: AnalyticsResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const last = data.series.at(-1);
  const fallback = <Alert type="info" title={t('portfolio.analytics.chartUnavailable')} />;
  return (
    <>
      <section className="portfolio-card" aria-labelledby="value-title" data-testid="analytics-chart">
        <h3 id="value-title" className="portfolio-card__title">
          {t('portfolio.analytics.valueTitle')}
        </h3>
        <p data-testid="analytics-period-return">
          {t('portfolio.analytics.endReturn', {
            portfolio: percent(last?.portfolioReturn ?? null, true),
            benchmark: percent(last?.benchmarkReturn ?? null, true),
          })}
        </p>
        {data.benchmark.available ? null : (
          <Alert type="info" title={t('portfolio.analytics.benchmarkMissing')} />
        )}
        <ChartBoundary fallback={fallback}>
          <Suspense fallback={<Skeleton.Node active className="portfolio-chart" />}>
            <ReturnChart series={data.series} kind="returns" language={language} />
          </Suspense>
        </ChartBoundary>
        <p className="portfolio-legend">
          <span className="portfolio-legend__portfolio">{t('portfolio.analytics.portfolio')}</span>
          <span className="portfolio-legend__benchmark">{t('portfolio.analytics.benchmark')}</span>
        </p>
      </section>
      <section className="portfolio-card" aria-labelledby="drawdown-title" data-testid="analytics-drawdown">
        <h3 id="drawdown-title" className="portfolio-card__title">
          {t('portfolio.analytics.drawdownTitle')}
        </h3>
        <p>
          {t('portfolio.analytics.maxDrawdown')}{' '}
          <strong data-testid="max-drawdown">{percent(data.drawdown.maxDrawdown)}</strong>
          {data.drawdown.peakDate
            ? ` (${data.drawdown.peakDate} → ${data.drawdown.troughDate ?? ''})`
            : ''} · {t('portfolio.analytics.currentDrawdown')} {percent(data.drawdown.current)}
        </p>
        <ChartBoundary fallback={fallback}>
          <Suspense fallback={<Skeleton.Node active className="portfolio-chart" />}>
            <ReturnChart series={data.series} kind="drawdown" language={language} height={180} />
          </Suspense>
        </ChartBoundary>
      </section>
    </>
  );
}

/** Analytics (spec §2, was a placeholder): return against 0050, drawdown, allocation, contribution. */
export function AnalyticsTab({ portfolioId }: { portfolioId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useLabels();
  const [period, setPeriod] = useState<AnalyticsPeriod>('all');
  const analytics = useAnalytics(portfolioId, period);

  const body = () => {
    if (analytics.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
    if (analytics.isError)
      return <Alert type="error" showIcon title={errorMessage(analytics.error, language)} />;
    const data = analytics.data;
    if (data.series.length === 0) return <Empty description={t('portfolio.analytics.noData')} />;
    return (
      <>
        <Charts data={data} />
        <div className="portfolio-overview__scores">
          <Allocation
            title={t('portfolio.analytics.allocationSector')}
            slices={data.allocation.bySector}
            label={labels.sector}
          />
          <Allocation
            title={t('portfolio.analytics.allocationMarket')}
            slices={data.allocation.byExchange}
            label={labels.market}
          />
        </div>
        <section className="portfolio-card" aria-labelledby="contrib-title">
          <h3 id="contrib-title" className="portfolio-card__title">
            {t('portfolio.analytics.contributions')}
          </h3>
          <Table<Contribution>
            rowKey="symbol"
            size="small"
            pagination={false}
            dataSource={data.contributions}
            data-testid="contributions"
            columns={[
              {
                title: t('portfolio.holdings.symbol'),
                key: 'symbol',
                render: (_, row) => `${row.symbol} ${row.companyName}`,
              },
              {
                title: t('portfolio.analytics.gain'),
                key: 'gain',
                align: 'right',
                render: (_, row) => <span style={gainStyle(row.gain)}>{signedMoney(row.gain)}</span>,
              },
              {
                title: t('portfolio.analytics.share'),
                key: 'share',
                align: 'right',
                render: (_, row) => percent(row.share),
              },
            ]}
          />
        </section>
      </>
    );
  };

  return (
    <div className="portfolio-analytics" data-testid="portfolio-analytics">
      <Segmented<AnalyticsPeriod>
        value={period}
        onChange={setPeriod}
        options={periods.map((value) => ({ value, label: t(`portfolio.analytics.periods.${value}`) }))}
        aria-label={t('portfolio.analytics.period')}
      />
      {body()}
    </div>
  );
}
