import type { BillingCycle } from '@alphadesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { billingApi, subscriptionQueryKey } from '../billing/api.ts';
import { errorMessage } from '../../api/client.ts';
import { usePlans } from './usePlans.ts';
import { useSession } from '../../auth/session.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { NoticeValue } from '../billing/Notice.tsx';
import { PlainAlert } from '../../components/PlainAlert.tsx';
import { PlainButton } from '../../components/PlainButton.tsx';
import { AntdScope } from '../../layout/AntdScope.ts';
import { usePurchase } from '../billing/usePurchase.ts';
import { BillingToggle } from '../home/BillingToggle.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { PricingExtras } from './PricingExtras.tsx';
import { PurchasePlanCard } from './PurchasePlanCard.tsx';
import '../billing/billing.css';
import './pricing.css';
import { useExposures, usePricingVariant } from './usePricingVariant.ts';

// The page itself is plain markup (it is a landing page for many visitors); the invoice question
// and the outcome notice use antd and load, with antd's theme, only when shown.
const InvoiceChoiceModal = lazy(() =>
  import('../billing/einvoice/InvoiceChoiceModal.tsx').then((module) => ({
    default: module.InvoiceChoiceModal,
  })),
);
const Notice = lazy(() => import('../billing/Notice.tsx').then((module) => ({ default: module.Notice })));

type Variant = 'standard' | 'full' | 'simple';

const variantOf = (path: string): Variant =>
  path.startsWith('/pricing-full') ? 'full' : path.startsWith('/pricing-simple') ? 'simple' : 'standard';

/**
 * /pricing (plans, security note, FAQ), /pricing-full (plus the comparison table) and
 * /pricing-simple (plans only). Prices come from `GET /api/plans`; a signed-in member sees the
 * current plan and, when eligible, the free trial from `GET /api/subscription`.
 */
export default function PricingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const variant = variantOf(useLocation().pathname);
  const title = t(
    variant === 'full'
      ? 'billing.pricing.fullTitle'
      : variant === 'simple'
        ? 'billing.pricing.simpleTitle'
        : 'billing.pricing.title',
  );
  usePageTitle(title);
  // The `pricing_annual_default` flag (or the member's experiment arm) shows yearly prices first;
  // the member's own choice wins once made.
  const variantInfo = usePricingVariant();
  const [chosenCycle, setCycle] = useState<BillingCycle | null>(null);
  const cycle: BillingCycle = chosenCycle ?? (variantInfo.annualDefault ? 'yearly' : 'monthly');
  const plans = usePlans();
  useExposures(variantInfo.experiments, plans.isSuccess);
  const { status } = useSession();
  const member = status === 'authenticated';
  const subscription = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => billingApi.subscription(signal),
    enabled: member,
  });
  const purchase = usePurchase();
  const queryClient = useQueryClient();
  // useNotice's state, kept here: Notice.tsx itself loads antd.
  const [noticeValue, setNotice] = useState<NoticeValue | null>(null);
  const notice = { notice: noticeValue, show: setNotice, clear: () => setNotice(null) };
  const trial = useMutation({
    mutationFn: () => billingApi.startTrial('gold'),
    onSuccess: async (answer) => {
      queryClient.setQueryData(subscriptionQueryKey, answer.subscription);
      notice.show({
        type: 'success',
        text: language === 'zh-TW' && answer.message ? answer.message : t('billing.pricing.trialStarted'),
      });
      await queryClient.invalidateQueries({ queryKey: ['user'] });
    },
  });

  // A trial is not a purchase: the trial's plan stays buyable (paying keeps the trial's days).
  const current = member && subscription.data?.status !== 'trialing' ? subscription.data?.tier : undefined;
  const trialTier = member && subscription.data?.status === 'trialing' ? subscription.data.tier : undefined;
  const trialInfo = subscription.data?.trial;
  const problem = purchase.error ?? (trial.error ? errorMessage(trial.error, language) : null);

  let body;
  if (plans.isPending) {
    // Cards of the real ones' size hold the place, so the notes and FAQ below do not jump down
    // when the plans arrive.
    body = (
      <div
        className="grid grid--plans"
        aria-busy="true"
        aria-label={t('common.loading')}
        data-testid="plans-loading"
      >
        {[0, 1, 2].map((index) => (
          <div key={index} className="plan plan--placeholder pricing-plan-placeholder" aria-hidden />
        ))}
      </div>
    );
  } else if (plans.isError) {
    body = (
      <PlainAlert
        type="error"
        title={t('pricing.loadError')}
        description={errorMessage(plans.error, language)}
        action={<PlainButton onClick={() => void plans.refetch()}>{t('common.retry')}</PlainButton>}
      />
    );
  } else {
    body = (
      <>
        <div className="grid grid--plans">
          {plans.data.map((plan) => (
            <PurchasePlanCard
              key={plan.id}
              plan={plan}
              cycle={cycle}
              current={current === plan.id}
              onTrial={trialTier === plan.id}
              trialEligible={Boolean(trialInfo?.eligible && trialInfo.tier === plan.id)}
              busy={purchase.pendingTier !== null || trial.isPending}
              pending={purchase.pendingTier === plan.id}
              onBuy={() => void purchase.buy(plan.id, cycle)}
              onStartTrial={() => trial.mutate()}
              signedIn={status !== 'anonymous'}
            />
          ))}
        </div>
        {variant === 'full' ? <ComparisonTable plans={plans.data} /> : null}
      </>
    );
  }

  return (
    <section className="section pricing-page" aria-labelledby="pricing-title">
      <div className="container">
        {purchase.invoicePrompt !== null ? (
          <Suspense fallback={null}>
            <AntdScope>
              <InvoiceChoiceModal
                open={purchase.invoicePrompt !== null}
                onSaved={purchase.invoiceChosen}
                onCancel={purchase.invoiceCancelled}
              />
            </AntdScope>
          </Suspense>
        ) : null}
        <div className="section__heading">
          <h1 id="pricing-title">{title}</h1>
          <p>{t('billing.pricing.subtitle')}</p>
        </div>
        <div className="pricing__toggle">
          <BillingToggle value={cycle} onChange={setCycle} />
        </div>
        {problem ? <PlainAlert type="error" title={problem} className="pricing-page__error" /> : null}
        {notice.notice ? (
          <Suspense fallback={null}>
            <AntdScope>
              <Notice notice={notice.notice} onClose={notice.clear} />
            </AntdScope>
          </Suspense>
        ) : null}
        {variantInfo.annualDefault ? (
          <PlainAlert
            type="info"
            title={t('billing.pricing.annualVariant')}
            className="pricing-page__variant"
            data-testid="pricing-variant-annual"
          />
        ) : null}
        {body}
        {variant === 'simple' ? null : <PricingExtras />}
      </div>
    </section>
  );
}
