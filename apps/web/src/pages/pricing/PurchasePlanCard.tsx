import type { BillingCycle, Plan } from '@alphadesk/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { formatPercent, formatTwd } from '@alphadesk/ui/plain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../billing/api.ts';
import { PlainButton, PlainLink } from '../../components/PlainButton.tsx';

export interface PurchasePlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
  /** The member's plan, when signed in. */
  current: boolean;
  /** The member is on this plan's free trial (and may buy it now). */
  onTrial: boolean;
  /** The member may start this plan's free trial. */
  trialEligible: boolean;
  busy: boolean;
  pending: boolean;
  onBuy: () => void;
  onStartTrial: () => void;
  /** Someone with a session; the free plan's button then leads to the dashboard. */
  signedIn: boolean;
}

/** One plan with the server's price; the yearly equivalent and saving come from the quote API. */
export function PurchasePlanCard(props: PurchasePlanCardProps) {
  const { plan, cycle, current, onTrial, trialEligible, busy, pending, onBuy, onStartTrial, signedIn } =
    props;
  const { t } = useTranslation();
  const yearly = cycle === 'yearly';
  const isFree = plan.monthlyPrice === 0 && plan.yearlyPrice === 0;
  const quote = useQuery({
    queryKey: ['plans', 'quote', plan.id, cycle],
    queryFn: () => billingApi.quote(plan.id, cycle),
    enabled: yearly && !isFree,
    staleTime: 5 * 60_000,
  });
  const price = yearly ? plan.yearlyPrice : plan.monthlyPrice;

  let action;
  if (current) {
    action = (
      <PlainButton size="large" block disabled className="plan__action">
        {t('billing.pricing.current')}
      </PlainButton>
    );
  } else if (isFree) {
    action = (
      <PlainLink
        to={signedIn ? '/dashboard' : '/auth?mode=register'}
        size="large"
        block
        className="plan__action"
      >
        {t('pricing.startFree')}
      </PlainLink>
    );
  } else {
    action = (
      <PlainButton
        kind={plan.highlighted ? 'primary' : 'default'}
        size="large"
        block
        className="plan__action"
        loading={pending}
        disabled={busy && !pending}
        onClick={onBuy}
        data-testid={`buy-${plan.id}`}
      >
        {pending ? t('billing.pricing.processing') : t('pricing.choose')}
      </PlainButton>
    );
  }

  return (
    <article
      className={plan.highlighted ? 'plan plan--highlighted' : 'plan'}
      data-testid={`plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
    >
      <div className="plan__header">
        <h2 id={`plan-${plan.id}-name`} className="plan__name">
          {plan.name}
        </h2>
        {plan.highlighted ? <span className="badge badge--primary">{t('pricing.recommended')}</span> : null}
        {current ? <span className="badge badge--gold">{t('billing.pricing.current')}</span> : null}
        {onTrial ? (
          <span className="badge badge--cyan" data-testid={`on-trial-${plan.id}`}>
            {t('billing.pricing.onTrial')}
          </span>
        ) : null}
      </div>
      <p className="plan__description">{plan.description}</p>
      <p className="plan__price">
        <span className="plan__amount" data-testid={`plan-${plan.id}-price`}>
          {formatTwd(price)}
        </span>
        <span className="plan__cycle">{yearly ? t('pricing.perYear') : t('pricing.perMonth')}</span>
      </p>
      <div className="plan__notes" data-testid={`plan-${plan.id}-notes`}>
        {quote.data ? (
          <span className="badge">
            {t('billing.pricing.monthlyEquivalent', { amount: formatTwd(quote.data.monthlyEquivalent) })}
          </span>
        ) : null}
        {quote.data && quote.data.yearlySavingsPercent > 0 ? (
          <span className="badge badge--saving">
            {t('billing.pricing.savingsPercent', { percent: formatPercent(quote.data.yearlySavingsPercent) })}
          </span>
        ) : null}
        {plan.trialDays > 0 ? (
          <span className="badge badge--trial">{t('pricing.trial', { days: plan.trialDays })}</span>
        ) : null}
      </div>
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {action}
      {trialEligible && plan.trialDays > 0 && !current ? (
        <PlainButton
          kind="link"
          block
          onClick={onStartTrial}
          disabled={busy}
          data-testid={`trial-${plan.id}`}
        >
          {t('billing.pricing.startTrial', { days: plan.trialDays })}
        </PlainButton>
      ) : null}
    </article>
  );
}
