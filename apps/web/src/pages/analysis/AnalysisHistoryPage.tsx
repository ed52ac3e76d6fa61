import { Alert, Button, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  defaultFilters,
  useAnalystPerformance,
  useHistory,
  useHistoryMutations,
  type HistoryFilters,
} from './history/queries.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { DetailModal } from './history/DetailModal.tsx';
import { HistoryActions } from './history/HistoryActions.tsx';
import { HistoryCards, HistoryTable } from './history/HistoryItems.tsx';
import { HistoryToolbar, type HistoryView } from './history/HistoryToolbar.tsx';
import { InsightsModal } from './history/InsightsModal.tsx';
import { PerformanceHeader } from './history/PerformanceHeader.tsx';
import { ReportModal } from './history/ReportModal.tsx';
import './history/history.css';

const AnalyticsView = lazy(() => import('./history/AnalyticsView.tsx'));

/**
 * /analysis/history and /history: the member's analyses with the performance header, search and
 * filters, card/list/analytics views, bulk delete and export, share, and the detail (`?id=`),
 * report and insights modals. Every number comes from the server's scoring of the member's record.
 */
export default function AnalysisHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const [filters, setFilters] = useState<HistoryFilters>(defaultFilters);
  const [view, setView] = useState<HistoryView>('cards');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [modal, setModal] = useState<'report' | 'insights' | null>(null);
  const history = useHistory(filters);
  const analysts = useAnalystPerformance();
  const { favorite } = useHistoryMutations();

  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('id', id);
      else next.delete('id');
      return next;
    });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const data = history.data;
  const stats = data?.performance;
  const filtered = data?.analyses ?? [];
  const unfiltered =
    JSON.stringify({ ...filters, sort: 'date', order: 'desc' }) === JSON.stringify(defaultFilters);
  const itemProps = {
    items: filtered,
    selected,
    onToggle: toggle,
    onOpen: (id: string) => open(id),
    onFavorite: (id: string) => favorite.mutate(id),
  };

  return (
    <div className="history-page" data-testid="history-page">
      <header>
        <h1>{t('history.title')}</h1>
        <p className="history-muted">{t('history.subtitle')}</p>
      </header>
      {history.isError && <Alert type="error" title={t('history.loadFailed')} />}
      {history.isPending && <Skeleton active />}
      {data && stats && stats.totalAnalyses === 0 && unfiltered ? (
        <section className="history-empty" data-testid="history-empty">
          <Empty description={t('history.empty')} />
          <p>{t('history.emptyHint')}</p>
          <Link to="/analysts">
            <Button type="primary">{t('history.startAnalysis')}</Button>
          </Link>
        </section>
      ) : (
        data && (
          <>
            {stats && <PerformanceHeader stats={stats} />}
            <HistoryToolbar
              filters={filters}
              onChange={(next) => {
                setFilters((current) => ({ ...current, ...next }));
                setSelected(new Set());
              }}
              view={view}
              onView={setView}
            />
            <HistoryActions
              filteredIds={filtered.map((item) => item.id)}
              selected={selected}
              onSelect={setSelected}
              onReport={() => setModal('report')}
              onInsights={() => setModal('insights')}
            />
            {view === 'analytics' && stats ? (
              <Suspense fallback={<Skeleton active title={{ width: 200 }} />}>
                <AnalyticsView stats={stats} analysts={analysts.data ?? []} />
              </Suspense>
            ) : filtered.length === 0 ? (
              <Empty />
            ) : view === 'list' ? (
              <HistoryTable {...itemProps} />
            ) : (
              <HistoryCards {...itemProps} />
            )}
          </>
        )
      )}
      <DetailModal id={openId} onClose={() => open(null)} />
      <ReportModal
        open={modal === 'report'}
        onClose={() => setModal(null)}
        stats={stats}
        analysts={analysts.data}
      />
      <InsightsModal
        open={modal === 'insights'}
        onClose={() => setModal(null)}
        stats={stats}
        analysts={analysts.data}
      />
    </div>
  );
}
