import type { GatewayTransaction } from '@alphadesk/contracts';
import { orderStatuses } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, App as AntApp, Button, Modal, Select, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { rate, taipeiDateTime, twd } from '../money-format.ts';
import { listTransactions, transactionEvents, type GatewayEvent, type PeriodKind } from './api.ts';
import { useLoad } from './useLoad.ts';

/** PayUni orders of the period (spec §3 card-provider transaction) with their gateway events. */
export function TransactionsTab({ period, refreshKey }: { period: PeriodKind; refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | undefined>();
  const [events, setEvents] = useState<GatewayEvent[] | null>(null);
  const { data, error, loading } = useLoad(
    () => listTransactions(period, page, status),
    [period, page, status, refreshKey],
  );
  if (error) return <Alert type="error" showIcon title={apiErrorMessage(error, language)} />;
  const showEvents = async (row: GatewayTransaction) => {
    try {
      setEvents((await transactionEvents(row.order_number)).events);
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title={t('money.finance.count')} value={data?.stats.total_transactions ?? 0} />
        <Statistic title={t('money.totalRevenue')} value={twd(data?.stats.total_amount)} />
        <Statistic title={t('money.finance.successRate')} value={rate(data?.stats.success_rate)} />
        <Statistic title={t('money.finance.average')} value={twd(data?.stats.average_transaction_amount)} />
        <Select
          allowClear
          placeholder={t('money.status')}
          style={{ width: 180 }}
          value={status}
          onChange={(value?: string) => {
            setStatus(value);
            setPage(1);
          }}
          options={orderStatuses.map((value) => ({ value, label: value }))}
        />
      </Space>
      <Table<GatewayTransaction>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data?.transactions ?? []}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('money.orderNumber'), dataIndex: 'order_number' },
          { title: t('money.member'), render: (_: unknown, row) => `${row.username} ${row.email ?? ''}` },
          {
            title: t('money.subs.plan'),
            render: (_: unknown, row) => `${row.tier_type} × ${row.duration_months}`,
          },
          { title: t('money.amount'), dataIndex: 'amount', render: twd },
          { title: t('money.finance.refunds'), dataIndex: 'refunded_amount', render: twd },
          {
            title: t('money.finance.method'),
            dataIndex: 'payment_method',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('money.status'),
            dataIndex: 'status',
            render: (v: string, row) => (
              <Space>
                <Tag color={v === 'completed' ? 'green' : v === 'failed' ? 'red' : 'default'}>{v}</Tag>
                {row.test_mode ? <Tag>{t('money.finance.test')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('money.paidAt'), dataIndex: 'paid_at', render: taipeiDateTime },
          {
            title: t('money.actions'),
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => void showEvents(row)}>
                {t('money.finance.events')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={events !== null}
        footer={null}
        width={720}
        onCancel={() => setEvents(null)}
        title={t('money.finance.events')}
      >
        <Table<GatewayEvent>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={events ?? []}
          columns={[
            { title: t('money.time'), dataIndex: 'created_at', render: taipeiDateTime },
            { title: 'kind', dataIndex: 'kind' },
            { title: 'outcome', dataIndex: 'outcome' },
            { title: 'verified', dataIndex: 'verified', render: (v: boolean) => (v ? '✓' : '✗') },
            {
              title: 'fields',
              dataIndex: 'fields',
              render: (v: Record<string, string>) => <code>{JSON.stringify(v)}</code>,
            },
          ]}
        />
      </Modal>
    </Space>
  );
}
