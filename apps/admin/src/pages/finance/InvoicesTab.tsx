import type { EinvoiceSummary } from '@alphadesk/contracts';
import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, DatePicker, Input, Radio, Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { taipeiDate, taipeiDateTime, twd } from '../money-format.ts';
import { listInvoices, type InvoiceFilter } from './api.ts';
import { useLoad } from './useLoad.ts';

const pageSize = 20;
const filters = ['issued', 'voided', 'allowance', 'pending', 'failed'] as const;
const statusColour = { issued: 'green', voided: 'red', pending: 'blue', failed: 'orange' } as const;

/** Where the invoice went: the carrier and its number, the love code, or the tax id and company. */
function destinationText(invoice: EinvoiceSummary, kindLabel: (kind: string) => string): string {
  const destination = invoice.destination;
  if (!destination) return '—';
  const value =
    destination.carrierNumber ??
    destination.loveCode ??
    (destination.taxId ? `${destination.taxId} ${destination.companyName ?? ''}`.trim() : '');
  return value ? `${kindLabel(destination.kind)} ${value}` : kindLabel(destination.kind);
}

/** Issued e-invoices with their voids and allowances, filtered by status, number and day. */
export function InvoicesTab({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceFilter | undefined>();
  const [search, setSearch] = useState('');
  const [since, setSince] = useState<string | undefined>();
  const { data, error, loading } = useLoad(
    () => listInvoices({ page, limit: pageSize, status, search, since }),
    [page, status, search, since, refreshKey],
  );
  const kindLabel = (kind: string) =>
    t(`money.finance.destinationKinds.${kind as 'donation'}`, { defaultValue: kind });
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space size="large" wrap>
        <Statistic title={t('money.finance.invoiceTotal')} value={data?.total ?? 0} />
        <Radio.Group
          optionType="button"
          size="small"
          value={status ?? 'all'}
          onChange={(event) => {
            const value = event.target.value as InvoiceFilter | 'all';
            refilter(setStatus)(value === 'all' ? undefined : value);
          }}
          options={[
            { value: 'all', label: t('money.finance.invoiceStatusAll') },
            ...filters.map((value) => ({ value, label: t(`money.finance.invoiceStatus.${value}`) })),
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('money.finance.invoiceSearch')}
          placeholder={t('money.finance.invoiceSearch')}
          style={{ width: 240 }}
          onSearch={refilter((value: string) => setSearch(value.trim()))}
        />
        <DatePicker
          aria-label={t('money.finance.invoiceSince')}
          placeholder={t('money.finance.invoiceSince')}
          onChange={(_, text) => refilter(setSince)(typeof text === 'string' && text ? text : undefined)}
        />
      </Space>
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error, language)} /> : null}
      <Table<EinvoiceSummary>
        rowKey="orderNumber"
        size="small"
        loading={loading}
        dataSource={data?.invoices ?? []}
        pagination={{ current: page, pageSize, total: data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            title: t('money.finance.invoiceNumber'),
            dataIndex: 'invoiceNumber',
            render: (v: string | null) => v ?? '—',
          },
          { title: t('money.orderNumber'), dataIndex: 'orderNumber' },
          {
            title: t('money.status'),
            render: (_: unknown, row) => (
              <Space size={4} wrap>
                <Tag color={statusColour[row.status]}>{t(`money.finance.invoiceStatus.${row.status}`)}</Tag>
                {row.adjustments.some((item) => item.kind === 'allowance' && item.status === 'done') ? (
                  <Tag color="gold">{t('money.finance.invoiceStatus.allowance')}</Tag>
                ) : null}
                {row.testMode ? <Tag>{t('money.finance.test')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('money.amount'), dataIndex: 'amount', render: twd },
          {
            title: t('money.finance.destination'),
            render: (_: unknown, row) => destinationText(row, kindLabel),
          },
          { title: t('money.finance.invoiceDate'), dataIndex: 'invoiceDate', render: taipeiDateTime },
          {
            title: t('money.finance.adjustments'),
            render: (_: unknown, row) =>
              row.adjustments.map((item, index) => (
                <Tag key={index} color={item.kind === 'void' ? 'red' : 'orange'}>
                  {item.kind === 'void'
                    ? t('money.finance.void')
                    : item.kind === 'allowance'
                      ? t('money.finance.allowance')
                      : t('money.finance.refunds')}{' '}
                  {twd(item.amount)} {item.allowanceNumber ?? ''} {taipeiDate(item.doneAt ?? item.refundedAt)}{' '}
                  ({t(`money.finance.adjustmentStatus.${item.status}`)})
                </Tag>
              )),
          },
        ]}
      />
    </Space>
  );
}
