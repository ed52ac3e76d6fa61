import type { BillingCycle, Tier } from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi, submitGatewayForm, subscriptionQueryKey, type Subscription } from './api.ts';
import { errorMessage } from '../../api/client.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { BillingHistoryTable } from './BillingHistoryTable.tsx';
import { formatDate } from './format.ts';
import { Notice, useNotice } from './Notice.tsx';
import { SubscriptionOverview } from './SubscriptionOverview.tsx';
import { SubscriptionPlans } from './SubscriptionPlans.tsx';
import { usePurchase } from './usePurchase.ts';
import { InvoiceChoiceModal } from './einvoice/InvoiceChoiceModal.tsx';
import './billing.css';

/** A plan change goes through /change only while a paid plan is running; otherwise it is a purchase. */
const hasPaidPlan = (s: Subscription) =>
  s.tier !== 'free' && (s.status === 'active' || s.status === 'past_due');

/** /subscription: the plan, usage, cancel/resume, trial, plan changes and the billing history. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('billing.subscription.title'));
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const subscription = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => billingApi.subscription(signal),
  });
  const purchase = usePurchase();
  const notice = useNotice();
  const done = async (answer: { message?: string; subscription: Subscription }) => {
    queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
    if (answer.message) notice.show({ type: 'success', text: answer.message });
    await queryClient.invalidateQueries({ queryKey: ['user'], refetchType: 'none' });
  };
  const cancel = useMutation({ mutationFn: billingApi.cancel, onSuccess: done });
  const resume = useMutation({ mutationFn: billingApi.resume, onSuccess: done });
  const trial = useMutation({ mutationFn: () => billingApi.startTrial('gold'), onSuccess: done });
  const change = useMutation({
    mutationFn: ({ tier, cycle }: { tier: Tier; cycle: BillingCycle }) => billingApi.change(tier, cycle),
    onSuccess: async (answer) => {
      if (answer.effective === 'now' && answer.payment) return void submitGatewayForm(answer.payment.form);
      await done(answer);
    },
  });

  if (subscription.isPending)
    return (
      <div className="container page">
        <Result icon={<Spin size="large" />} title={t('common.loading')} />
      </div>
    );
  if (subscription.isError)
    return (
      <div className="container page">
        <Result
          status="error"
          title={t('billing.subscription.loadError')}
          subTitle={errorMessage(subscription.error, language)}
          extra={<Button onClick={() => void subscription.refetch()}>{t('common.retry')}</Button>}
        />
      </div>
    );

  const s = subscription.data;
  const failure = [cancel, resume, trial, change].find((m) => m.isError)?.error;
  const problem = purchase.error ?? (failure ? errorMessage(failure, language) : null);
  const busy = purchase.pendingTier !== null || change.isPending;
  const choose = (tier: Tier, cycle: BillingCycle) => {
    if (busy) return;
    if (hasPaidPlan(s)) change.mutate({ tier, cycle });
    else void purchase.buy(tier, cycle);
  };

  return (
    <div className="container page billing-page" data-testid="subscription-page">
      <h1>{t('billing.subscription.title')}</h1>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      <Notice notice={notice.notice} onClose={notice.clear} />
      <SubscriptionOverview subscription={s} />
      <Space wrap className="billing-section">
        {hasPaidPlan(s) && !s.cancelAtPeriodEnd ? (
          <Button danger onClick={() => setConfirming(true)} data-testid="cancel-subscription">
            {t('billing.subscription.cancel')}
          </Button>
        ) : null}
        {s.cancelAtPeriodEnd ? (
          <Button type="primary" loading={resume.isPending} onClick={() => resume.mutate()}>
            {t('billing.subscription.resume')}
          </Button>
        ) : null}
        {s.trial.eligible ? (
          <Button loading={trial.isPending} onClick={() => trial.mutate()} data-testid="start-trial">
            {t('billing.subscription.startTrial', { days: s.trial.days })}
          </Button>
        ) : null}
      </Space>
      <SubscriptionPlans subscription={s} busy={busy} pendingTier={purchase.pendingTier} onChoose={choose} />
      <InvoiceChoiceModal
        open={purchase.invoicePrompt !== null}
        onSaved={purchase.invoiceChosen}
        onCancel={purchase.invoiceCancelled}
      />
      <section className="billing-section" aria-labelledby="history-title">
        <h2 id="history-title">{t('billing.subscription.historyTitle')}</h2>
        <BillingHistoryTable
          rows={s.billingHistory}
          onError={(text) => notice.show({ type: 'error', text })}
        />
        <p>
          <ButtonLink to="/payments" type="link">
            {t('billing.subscription.allPayments')}
          </ButtonLink>
        </p>
      </section>
      <Modal
        open={confirming}
        title={t('billing.subscription.cancelTitle')}
        okText={t('billing.subscription.cancelConfirm')}
        cancelText={t('billing.subscription.keep')}
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        onOk={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('billing.subscription.cancelText', { date: formatDate(s.currentPeriodEnd) })}</p>
      </Modal>
    </div>
  );
}
