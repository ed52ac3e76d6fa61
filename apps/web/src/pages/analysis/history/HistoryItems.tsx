import type { AnalysisRecord } from '@alphadesk/contracts';
import { Button, Card, Checkbox, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveColor, outcomeColor, pct, pctPoints, price, resultColor } from './format.ts';

interface ItemsProps {
  items: AnalysisRecord[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onFavorite: (id: string) => void;
}

function useLabels() {
  const { t } = useTranslation();
  return {
    t,
    result: (r: AnalysisRecord['result']) => t(`history.result.${r}`),
    outcome: (o: AnalysisRecord['actualOutcome']) => t(`history.outcome.${o}`),
    date: (record: AnalysisRecord) => record.callDate ?? record.createdAt.slice(0, 10),
  };
}

/** Card view: one card per analysis with its call, confidence, outcome and a selection box. */
export function HistoryCards({ items, selected, onToggle, onOpen, onFavorite }: ItemsProps) {
  const { t, result, outcome, date } = useLabels();
  return (
    <div className="history-cards">
      {items.map((record) => (
        <Card
          key={record.id}
          size="small"
          data-testid="history-item"
          data-symbol={record.symbol}
          title={
            <span>
              <Checkbox
                checked={selected.has(record.id)}
                onChange={() => onToggle(record.id)}
                aria-label={`${record.symbol} ${record.companyName}`}
                style={{ marginRight: 8 }}
              />
              {record.companyName} <span className="history-muted">{record.symbol}</span>
            </span>
          }
          extra={
            <Button
              type="text"
              size="small"
              aria-label={record.isFavorite ? t('history.unfavorite') : t('history.favorite')}
              onClick={() => onFavorite(record.id)}
            >
              {record.isFavorite ? '★' : '☆'}
            </Button>
          }
        >
          <div className="history-card-row">
            <Tag color={resultColor[record.result]}>{result(record.result)}</Tag>
            <Tag color={outcomeColor[record.actualOutcome]}>{outcome(record.actualOutcome)}</Tag>
            {record.simulated && <Tag>{t('history.simulated')}</Tag>}
          </div>
          <div className="history-card-row history-muted">
            {t('history.columns.confidence')} {pct(record.confidence)}・{t('history.columns.target')}{' '}
            {price(record.targetPrice)}・{date(record)}
          </div>
          <div className="history-card-row">
            {t('history.columns.change')}{' '}
            <span style={{ color: moveColor(record.priceChangePercent) }}>
              {pctPoints(record.priceChangePercent)}
            </span>
            {record.actualReturn !== null && (
              <>
                ・{t('history.columns.actualReturn')}{' '}
                <span style={{ color: moveColor(record.actualReturn) }}>
                  {pct(record.actualReturn, true)}
                </span>
              </>
            )}
          </div>
          <p className="history-summary">{record.summary}</p>
          <Button size="small" onClick={() => onOpen(record.id)}>
            {t('history.detail')}
          </Button>
        </Card>
      ))}
    </div>
  );
}

/** List view: a table with row selection. */
export function HistoryTable({ items, selected, onToggle, onOpen }: ItemsProps) {
  const { t, result, outcome, date } = useLabels();
  return (
    <Table<AnalysisRecord>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={items}
      onRow={(record) => ({ 'data-testid': 'history-item', 'data-symbol': record.symbol }) as object}
      rowSelection={{
        selectedRowKeys: [...selected],
        onSelect: (record) => onToggle(record.id),
        hideSelectAll: true,
      }}
      columns={[
        { title: t('history.columns.symbol'), dataIndex: 'symbol' },
        { title: t('history.columns.company'), dataIndex: 'companyName' },
        {
          title: t('history.columns.result'),
          render: (_, r) => <Tag color={resultColor[r.result]}>{result(r.result)}</Tag>,
        },
        { title: t('history.columns.confidence'), render: (_, r) => pct(r.confidence) },
        { title: t('history.columns.target'), render: (_, r) => price(r.targetPrice) },
        {
          title: t('history.columns.change'),
          render: (_, r) => (
            <span style={{ color: moveColor(r.priceChangePercent) }}>{pctPoints(r.priceChangePercent)}</span>
          ),
        },
        {
          title: t('history.columns.outcome'),
          render: (_, r) => <Tag color={outcomeColor[r.actualOutcome]}>{outcome(r.actualOutcome)}</Tag>,
        },
        { title: t('history.columns.date'), render: (_, r) => date(r) },
        {
          title: '',
          render: (_, r) => (
            <Button size="small" onClick={() => onOpen(r.id)}>
              {t('history.detail')}
            </Button>
          ),
        },
      ]}
    />
  );
}
