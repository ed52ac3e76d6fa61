import {
  isThresholdAlertType,
  type DashboardAlert,
  type DashboardInsight,
  type MemberDashboardResponse,
} from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Alert, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { userQueryKey } from '../../auth/session.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { TAIPEI_TIME_ZONE } from '../../lib/taipei.ts';

/** Spec §9: the dashboard refreshes every 30 s. */
export const DASHBOARD_REFRESH_MS = 30_000;
export const dashboardOverviewKey = [...userQueryKey, 'dashboard-overview'] as const;

/** The live panels' data: every number comes from `GET /api/dashboard/overview`. */
export function useDashboardOverview() {
  return useQuery({
    queryKey: dashboardOverviewKey,
    queryFn: ({ signal }) => api.get<MemberDashboardResponse>('/api/dashboard/overview', { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
type Overview = ReturnType<typeof useDashboardOverview>;

const percent = (value: number, digits = 2) => `${value.toFixed(digits)}%`;

function Card({
  panel,
  testId,
  children,
  rule,
}: {
  panel: Panel;
  testId: string;
  children: ReactNode;
  rule?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-card" aria-labelledby={`${panel}-title`} data-testid={testId}>
      <h2 id={`${panel}-title`} className="dashboard-card__title">
        {t(`dashboard.${panel}.title`)}
      </h2>
      {children}
      {rule ? <p className="dashboard-card__rule">{rule}</p> : null}
    </section>
  );
}

type Panel = 'recent' | 'alerts' | 'opportunities' | 'insights';

function EmptyPanel({ panel, children }: { panel: Panel; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`dashboard.${panel}.empty`)}>
      <p className="dashboard-card__muted">{t(`dashboard.${panel}.emptyText`)}</p>
      {children}
    </Empty>
  );
}

/** The five newest analyses, each linking to its record. */
export function RecentAnalyses({ overview, canStart }: { overview: Overview; canStart: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TAIPEI_TIME_ZONE,
  });
  const list = overview.data?.recentAnalyses ?? [];
  return (
    <Card panel="recent" testId="recent-analyses">
      {overview.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : list.length === 0 ? (
        <EmptyPanel panel="recent">
          {canStart ? (
            <ButtonLink to="/analysts" type="primary">
              {t('dashboard.recent.start')}
            </ButtonLink>
          ) : null}
        </EmptyPanel>
      ) : (
        <>
          <ul className="dashboard-list">
            {list.map((item) => (
              <li key={item.id} data-testid="recent-analysis" data-symbol={item.symbol}>
                <Link to={`/analysis/history?id=${encodeURIComponent(item.id)}`}>
                  <strong>{item.symbol}</strong> {item.companyName}
                </Link>
                <span className={`dashboard-verdict dashboard-verdict--${item.result}`}>
                  {t(`dashboard.results.${item.result}`)}
                </span>
                <span className="dashboard-card__muted">
                  {t('dashboard.recent.confidence', { value: percent(item.confidence * 100, 0) })}
                  {item.targetPrice !== null
                    ? ` · ${t('dashboard.recent.target', { price: item.targetPrice })}`
                    : ''}
                  {' · '}
                  {date.format(new Date(item.createdAt))}
                </span>
              </li>
            ))}
          </ul>
          <Link to="/analysis/history">{t('dashboard.recent.all')}</Link>
        </>
      )}
    </Card>
  );
}

function alertText(alert: DashboardAlert, t: TFunction): string {
  if (alert.kind === 'triggered') {
    // The server's wording of the firing (in the reader's language) when it has one.
    if (alert.text) return alert.text;
    const type = t(`dashboard.alerts.types.${alert.type}`);
    // The limit and event alerts have no threshold to show.
    const condition = isThresholdAlertType(alert.type) ? alert.condition : '';
    return t('dashboard.alerts.triggered', { symbol: alert.symbol, type, condition });
  }
  const values = {
    symbol: alert.symbol,
    name: alert.companyName,
    result: t(`dashboard.results.${alert.result}`),
    return: alert.actualReturn === null ? '—' : percent(Math.abs(alert.actualReturn) * 100),
  };
  return alert.outcome === 'profit'
    ? t('dashboard.alerts.profit', values)
    : t('dashboard.alerts.loss', values);
}

function insightText(insight: DashboardInsight, t: TFunction): { text: string; rule: string } {
  switch (insight.kind) {
    case 'hit_rate':
      return {
        text: t('dashboard.insights.hit_rate', {
          scored: insight.scored,
          hits: insight.hits,
          rate: insight.hitRate.toFixed(2),
        }),
        rule: t('dashboard.insights.hit_rateRule'),
      };
    case 'watchlist_unanalysed':
      return {
        text: t('dashboard.insights.watchlist_unanalysed', {
          symbols: insight.symbols.join('、'),
          days: insight.days,
        }),
        rule: t('dashboard.insights.watchlist_unanalysedRule', { days: insight.days }),
      };
    case 'watchlist_sell':
      return {
        text: t('dashboard.insights.watchlist_sell', { symbols: insight.symbols.join('、') }),
        rule: t('dashboard.insights.watchlist_sellRule'),
      };
    case 'call_mix':
      return {
        text: t('dashboard.insights.call_mix', {
          counted: insight.counted,
          buy: insight.buy,
          hold: insight.hold,
          sell: insight.sell,
        }),
        rule: t('dashboard.insights.call_mixRule'),
      };
  }
}

/** Market alerts, opportunities and AI insights, computed by the server from the member's data. */
export function LivePanels({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const data = overview.data;
  const loading = overview.isPending;
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone: TAIPEI_TIME_ZONE });
  return (
    <>
      <p className="dashboard-card__muted dashboard-live" role="status" data-testid="dashboard-updated">
        {overview.isError && !data
          ? t('dashboard.live.failed')
          : data
            ? t('dashboard.live.updated', { time: time.format(new Date(data.generatedAt)) })
            : null}
      </p>
      {overview.isError && data ? <Alert type="warning" showIcon title={t('dashboard.live.failed')} /> : null}
      <div className="dashboard__panels">
        <Card panel="alerts" testId="panel-alerts" rule={t('dashboard.alerts.rule')}>
          {loading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : !data || data.alerts.length === 0 ? (
            <EmptyPanel panel="alerts" />
          ) : (
            <ul className="dashboard-list">
              {data.alerts.map((alert) => (
                <li key={`${alert.kind}-${alert.id}`} data-testid="dashboard-alert" data-kind={alert.kind}>
                  {alertText(alert, t)}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card panel="opportunities" testId="panel-opportunities" rule={t('dashboard.opportunities.rule')}>
          {loading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : !data || data.opportunities.length === 0 ? (
            <EmptyPanel panel="opportunities" />
          ) : (
            <ul className="dashboard-list">
              {data.opportunities.map((item) => (
                <li key={item.analysisId} data-testid="dashboard-opportunity" data-symbol={item.symbol}>
                  <Link to={`/analysis/history?id=${encodeURIComponent(item.analysisId)}`}>
                    <strong>{item.symbol}</strong> {item.companyName}
                  </Link>
                  <span className="dashboard-card__muted">
                    {t('dashboard.opportunities.item', {
                      target: item.targetPrice,
                      source: t(`dashboard.opportunities.${item.priceSource}`),
                      price: item.price,
                      upside: item.upsidePercent.toFixed(2),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card panel="insights" testId="panel-insights">
          {loading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : !data || data.insights.length === 0 ? (
            <EmptyPanel panel="insights" />
          ) : (
            <ul className="dashboard-list">
              {data.insights.map((insight) => {
                const { text, rule } = insightText(insight, t);
                return (
                  <li key={insight.kind} data-testid={`insight-${insight.kind}`}>
                    <span>{text}</span>
                    <span className="dashboard-card__rule">{rule}</span>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
