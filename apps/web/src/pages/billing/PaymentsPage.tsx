import { formatTwd } from '@alphadesk/ui/plain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Result, Select, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  billingApi,
  paymentsQueryKey,
  submitGatewayForm,
  type PaymentListFilter,
  type PaymentRecord,
} from './api.ts';
import { errorMessage } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatDate } from './format.ts';
import { Notice, useNotice } from './Notice.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import { RefundModal } from './RefundModal.tsx';
import './billing.css';

const PAGE_SIZE = 20;
const statuses = ['all', 'completed', 'pending', 'failed', 'refunded', 'partially_refunded'] as const;

/** /payments: the member's totals, filters (year, status, search), the orders, refunds and retries. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('billing.payments.title'));
  const [year, setYear] = useState<number | undefined>();
  const [status, setStatus] = useState<(typeof statuses)[number]>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<PaymentRecord | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const notice = useNotice();
  const filter: PaymentListFilter = { year, status, q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const list = useQuery({
    queryKey: [...paymentsQueryKey, filter],
    queryFn: ({ signal }) => billingApi.payments(filter, signal),
    placeholderData: keepPreviousData,
  });

  const retry = (payment: PaymentRecord) => {
    if (retrying) return;
    setRetrying(payment.id);
    notice.clear();
    billingApi
      .retry(payment.id)
      .then((answer) => submitGatewayForm(answer.form))
      .catch((error: unknown) => {
        setRetrying(null);
        notice.show({ type: 'error', text: errorMessage(error, language) });
      });
  };

  if (list.isError && !list.data)
    return (
      <div className="container page">
        <Result
          status="error"
          title={t('billing.payments.loadError')}
          subTitle={errorMessage(list.error, language)}
          extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );

  const stats = list.data?.stats;
  const filtered = Boolean(year) || status !== 'all' || q.trim() !== '';
  return (
    <div className="container page billing-page" data-testid="payments-page">
      <h1>{t('billing.payments.title')}</h1>
      <div className="billing-grid">
        <Card>
          <Statistic
            title={t('billing.payments.totalPaid')}
            value={stats ? formatTwd(stats.totalPaid) : '—'}
          />
        </Card>
        <Card>
          <Statistic
            title={t('billing.payments.totalTransactions')}
            value={stats?.totalTransactions ?? '—'}
          />
        </Card>
        <Card>
          <Statistic
            title={t('billing.payments.averageMonthly')}
            value={stats ? formatTwd(stats.averageMonthly) : '—'}
          />
        </Card>
        <Card>
          <Statistic title={t('billing.payments.memberSince')} value={formatDate(stats?.memberSince)} />
        </Card>
      </div>
      <p className="pricing-footnote">{t('billing.payments.statsNote')}</p>
      <div className="billing-filters">
        <Select
          aria-label={t('billing.payments.year')}
          style={{ minWidth: 140 }}
          value={year ?? 0}
          onChange={(value: number) => (setYear(value || undefined), setPage(1))}
          options={[
            { value: 0, label: t('billing.payments.allYears') },
            ...(list.data?.years ?? []).map((y) => ({ value: y, label: String(y) })),
          ]}
        />
        <Select
          aria-label={t('billing.payments.statusFilter')}
          style={{ minWidth: 140 }}
          value={status}
          onChange={(value) => (setStatus(value), setPage(1))}
          options={statuses.map((s) => ({
            value: s,
            label: s === 'all' ? t('billing.payments.allStatuses') : t(`billing.history.statuses.${s}`),
          }))}
        />
        <Input.Search
          allowClear
          maxLength={100}
          placeholder={t('billing.payments.search')}
          aria-label={t('billing.payments.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => (setQ(value), setPage(1))}
        />
      </div>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <PaymentsTable
        payments={list.data?.payments ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={list.isFetching}
        emptyText={filtered ? t('billing.payments.emptyFiltered') : t('billing.payments.empty')}
        retrying={retrying}
        onPage={setPage}
        onRefund={setRefunding}
        onRetry={retry}
        onError={(text) => notice.show({ type: 'error', text })}
      />
      <section className="billing-notes" aria-labelledby="payment-notes-title">
        <h2 id="payment-notes-title">{t('billing.payments.notesTitle')}</h2>
        <ul>
          <li>{t('billing.payments.notePayment')}</li>
          <li>{t('billing.payments.noteSecurity')}</li>
          <li>
            {t('billing.payments.noteContact')}{' '}
            <ButtonLink to="/contact" type="link" size="small">
              {t('billing.payments.contact')}
            </ButtonLink>
          </li>
        </ul>
      </section>
      {refunding ? (
        <RefundModal
          payment={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(text) => notice.show({ type: 'success', text })}
        />
      ) : null}
    </div>
  );
}
