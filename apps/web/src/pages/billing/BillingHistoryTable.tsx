import { formatTwd } from '@alphadesk/ui/plain';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Subscription } from './api.ts';
import { formatDate } from './format.ts';
import { statusColors } from './statusColors.ts';
import { useReceipt } from './useReceipt.ts';

type Row = Subscription['billingHistory'][number];

/** The subscription page's billing history (the latest orders), with receipts for paid ones. */
export function BillingHistoryTable({ rows, onError }: { rows: Row[]; onError: (text: string) => void }) {
  const { t } = useTranslation();
  const receipt = useReceipt(onError);
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('billing.subscription.historyEmpty') }}
      data-testid="billing-history"
      scroll={{ x: true }}
      columns={[
        { key: 'date', title: t('billing.history.date'), render: (_, row) => formatDate(row.date) },
        { key: 'amount', title: t('billing.history.amount'), render: (_, row) => formatTwd(row.amount) },
        { key: 'tier', title: t('billing.history.plan'), render: (_, row) => t(`billing.tiers.${row.tier}`) },
        {
          key: 'status',
          title: t('billing.history.status'),
          render: (_, row) => (
            <Tag color={statusColors[row.status]}>{t(`billing.history.statuses.${row.status}`)}</Tag>
          ),
        },
        {
          key: 'method',
          title: t('billing.history.method'),
          render: (_, row) => (row.paymentMethod ? t(`billing.history.methods.${row.paymentMethod}`) : '—'),
        },
        {
          key: 'invoice',
          title: t('billing.history.invoice'),
          render: (_, row) =>
            row.invoiceUrl ? (
              <Button
                size="small"
                loading={receipt.loading === row.id}
                onClick={() => receipt.download(row.id)}
              >
                {t('billing.history.download')}
              </Button>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
