import { analystIds } from '@alphadesk/contracts';
import { Input, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters } from './queries.ts';

export type HistoryView = 'cards' | 'list' | 'analytics';
const markets = ['TW', 'US', 'HK', 'CN', 'JP', 'KR'];

/** Text search, the spec's filters (§5), sort and the view switch. */
export function HistoryToolbar(props: {
  filters: HistoryFilters;
  onChange: (next: Partial<HistoryFilters>) => void;
  view: HistoryView;
  onView: (view: HistoryView) => void;
}) {
  const { t } = useTranslation();
  const { filters, onChange } = props;
  const all = { value: '', label: t('history.filters.all') };
  return (
    <div className="history-toolbar">
      <Input.Search
        allowClear
        placeholder={t('history.filters.search')}
        defaultValue={filters.q}
        onSearch={(q) => onChange({ q: q.trim(), page: 1 })}
        aria-label={t('history.filters.search')}
        data-testid="history-search"
        style={{ maxWidth: 280 }}
      />
      <Select
        aria-label={t('history.filters.dateRange')}
        value={filters.dateRange}
        onChange={(dateRange) => onChange({ dateRange, page: 1 })}
        style={{ width: 130 }}
        options={[
          { value: '', label: t('history.filters.dateRange') },
          { value: '7d', label: t('history.filters.d7') },
          { value: '30d', label: t('history.filters.d30') },
          { value: '90d', label: t('history.filters.d90') },
          { value: '1y', label: t('history.filters.y1') },
        ]}
      />
      <Select
        aria-label={t('history.filters.market')}
        value={filters.market}
        onChange={(market) => onChange({ market, page: 1 })}
        style={{ width: 110 }}
        options={[
          { ...all, label: t('history.filters.market') },
          ...markets.map((m) => ({ value: m, label: m })),
        ]}
      />
      <Select
        aria-label={t('history.filters.result')}
        data-testid="history-filter-result"
        value={filters.result}
        onChange={(result) => onChange({ result, page: 1 })}
        style={{ width: 120 }}
        options={[
          { value: '', label: t('history.filters.result') },
          ...(['buy', 'hold', 'sell'] as const).map((r) => ({ value: r, label: t(`history.result.${r}`) })),
        ]}
      />
      <Select
        aria-label={t('history.filters.analyst')}
        value={filters.analyst}
        onChange={(analyst) => onChange({ analyst, page: 1 })}
        style={{ width: 150 }}
        options={[
          { value: '', label: t('history.filters.analyst') },
          ...analystIds.map((id) => ({
            value: id,
            label: t(`history.analystNames.${id}`),
          })),
        ]}
      />
      <Select
        aria-label={t('history.filters.sort')}
        value={`${filters.sort}:${filters.order}`}
        onChange={(value: string) => {
          const [sort, order] = value.split(':') as [HistoryFilters['sort'], HistoryFilters['order']];
          onChange({ sort, order });
        }}
        style={{ width: 150 }}
        options={(['date', 'confidence', 'performance', 'symbol'] as const).flatMap((sort) =>
          (['desc', 'asc'] as const).map((order) => ({
            value: `${sort}:${order}`,
            label: `${t(`history.filters.by${sort[0]!.toUpperCase()}${sort.slice(1)}` as 'history.filters.byDate')}・${t(`history.filters.${order}`)}`,
          })),
        )}
      />
      <Segmented
        value={props.view}
        onChange={(view) => props.onView(view as HistoryView)}
        options={(['cards', 'list', 'analytics'] as const).map((v) => ({
          value: v,
          label: t(`history.views.${v}`),
        }))}
        data-testid="history-views"
      />
    </div>
  );
}
