import { useQuery } from '@tanstack/react-query';
import { formatTwd } from '@alphadesk/ui/plain';
import { Button, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from './api.ts';
import { formatDateTime } from './format.ts';
import { statusColors } from './statusColors.ts';
import { useReceipt } from './useReceipt.ts';
import { einvoiceApi, einvoicesQueryKey } from './einvoice/einvoiceApi.ts';
import { InvoiceCell } from './einvoice/InvoiceCell.tsx';

export interface PaymentsTableProps {
  payments: PaymentRecord[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  retrying: string | null;
  onPage: (page: number) => void;
  onRefund: (payment: PaymentRecord) => void;
  onRetry: (payment: PaymentRecord) => void;
  onError: (text: string) => void;
}

/** One row per order; refund, receipt and retry only where the server says they apply. */
export function PaymentsTable(props: PaymentsTableProps) {
  const { t } = useTranslation();
  const receipt = useReceipt(props.onError);
  const invoices = useQuery({
    queryKey: einvoicesQueryKey,
    queryFn: ({ signal }) => einvoiceApi.list(signal),
  });
  const invoiceOf = (orderNumber: string) =>
    invoices.data?.find((invoice) => invoice.orderNumber === orderNumber);
  return (
    <Table<PaymentRecord>
      rowKey="id"
      dataSource={props.payments}
      loading={props.loading}
      locale={{ emptyText: props.emptyText }}
      data-testid="payments-table"
      scroll={{ x: true }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        onChange: props.onPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          key: 'date',
          title: t('billing.history.date'),
          render: (_, p) => formatDateTime(p.paidAt ?? p.date),
        },
        {
          key: 'order',
          title: t('billing.payments.order'),
          render: (_, p) => (
            <>
              <div>{p.orderNumber}</div>
              {p.transactionId ? <small>{p.transactionId}</small> : null}
            </>
          ),
        },
        {
          key: 'description',
          title: t('billing.payments.description'),
          render: (_, p) => (
            <>
              {p.description} {p.testMode ? <Tag color="orange">{t('billing.payments.testMode')}</Tag> : null}
            </>
          ),
        },
        {
          key: 'amount',
          title: t('billing.history.amount'),
          render: (_, p) => (
            <>
              <div>{formatTwd(p.amount)}</div>
              {p.refundAmount > 0 ? (
                <small>{t('billing.payments.refunded', { amount: formatTwd(p.refundAmount) })}</small>
              ) : null}
            </>
          ),
        },
        {
          key: 'status',
          title: t('billing.history.status'),
          render: (_, p) => (
            <Tag color={statusColors[p.status]}>{t(`billing.history.statuses.${p.status}`)}</Tag>
          ),
        },
        {
          key: 'method',
          title: t('billing.history.method'),
          render: (_, p) =>
            p.paymentMethod
              ? `${t(`billing.history.methods.${p.paymentMethod}`)}${p.cardLast4 ? ` •••• ${p.cardLast4}` : ''}`
              : '—',
        },
        {
          key: 'invoice',
          title: t('billing.einvoice.column'),
          render: (_, p) => <InvoiceCell invoice={invoiceOf(p.orderNumber)} />,
        },
        {
          key: 'actions',
          title: t('billing.payments.actions'),
          render: (_, p) => (
            <Space wrap>
              {p.status === 'completed' && p.invoiceUrl ? (
                <Button
                  size="small"
                  loading={receipt.loading === p.id}
                  onClick={() => receipt.download(p.id)}
                >
                  {t('billing.history.download')}
                </Button>
              ) : null}
              {p.refundable ? (
                <Button size="small" danger onClick={() => props.onRefund(p)}>
                  {t('billing.payments.refund')}
                </Button>
              ) : null}
              {p.retryable ? (
                <Button
                  size="small"
                  type="primary"
                  loading={props.retrying === p.id}
                  disabled={props.retrying !== null && props.retrying !== p.id}
                  onClick={() => props.onRetry(p)}
                >
                  {t('billing.payments.retry')}
                </Button>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}
