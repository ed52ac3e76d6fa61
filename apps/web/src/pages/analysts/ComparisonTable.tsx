import type { AnalystProfile } from '@alphadesk/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { analystName, percentOrInsufficient } from './names.ts';

/** The comparison view: one row per analyst, the measured fields side by side. */
export function ComparisonTable({
  analysts,
  selected,
  onToggle,
}: {
  analysts: readonly AnalystProfile[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table<AnalystProfile>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...analysts]}
      scroll={{ x: true }}
      data-testid="analysts-comparison"
      rowSelection={{
        selectedRowKeys: [...selected],
        onSelect: (record) => onToggle(record.id),
        hideSelectAll: true,
      }}
      columns={[
        {
          title: '',
          key: 'name',
          render: (_, a) => `${a.avatar} ${analystName(a, t, i18n.language)}`,
        },
        {
          title: t('analysisRun.filters.type'),
          key: 'tier',
          render: (_, a) => t(`analysisRun.tiers.${a.tier}`),
        },
        {
          title: t('analysisRun.fields.accuracy'),
          key: 'accuracy',
          render: (_, a) => percentOrInsufficient(a.accuracy, t),
        },
        {
          title: t('analysisRun.fields.winRate'),
          key: 'winRate',
          render: (_, a) => percentOrInsufficient(a.winRate, t),
        },
        {
          title: t('analysisRun.fields.averageReturn'),
          key: 'avg',
          render: (_, a) => percentOrInsufficient(a.averageReturnRate, t),
        },
        {
          title: t('analysisRun.fields.maxDrawdown'),
          key: 'mdd',
          render: (_, a) => percentOrInsufficient(a.maxDrawdown, t),
        },
        { title: t('analysisRun.fields.analysisCount'), key: 'count', dataIndex: 'analysisCount' },
        {
          title: t('analysisRun.fields.responseTime'),
          key: 'time',
          render: (_, a) =>
            a.responseTime === null
              ? t('analysisRun.notMeasured')
              : t('analysisRun.seconds', { value: Math.round(a.responseTime) }),
        },
        {
          title: t('analysisRun.fields.experience'),
          key: 'exp',
          render: (_, a) => t('analysisRun.years', { value: a.experience }),
        },
      ]}
    />
  );
}
