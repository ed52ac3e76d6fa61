import type { BillingCycle, Plan } from '@alphadesk/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { formatTwd } from '@alphadesk/ui/plain';
import { useTranslation } from 'react-i18next';
import { PlainLink } from '../../components/PlainButton.tsx';

export interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
}

/** What a year costs less when paid yearly; computed from the plan's own prices, never assumed. */
export function yearlySaving(plan: Plan): number {
  return Math.max(0, plan.monthlyPrice * 12 - plan.yearlyPrice);
}

function signUpLink(plan: Plan, cycle: BillingCycle): string {
  const query = new URLSearchParams({ mode: 'register' });
  if (plan.monthlyPrice > 0) {
    query.set('tier', plan.id);
    query.set('cycle', cycle);
  }
  return `/auth?${query.toString()}`;
}

export function PlanCard({ plan, cycle }: PlanCardProps) {
  const { t } = useTranslation();
  const yearly = cycle === 'yearly';
  const price = yearly ? plan.yearlyPrice : plan.monthlyPrice;
  const saving = yearly ? yearlySaving(plan) : 0;
  const isFree = plan.monthlyPrice === 0 && plan.yearlyPrice === 0;

  return (
    <article
      className={plan.highlighted ? 'plan plan--highlighted' : 'plan'}
      data-testid={`plan-${plan.id}`}
      aria-labelledby={`plan-${plan.id}-name`}
    >
      <div className="plan__header">
        <h3 id={`plan-${plan.id}-name`} className="plan__name">
          {plan.name}
        </h3>
        {plan.highlighted ? <span className="badge badge--primary">{t('pricing.recommended')}</span> : null}
      </div>
      <p className="plan__description">{plan.description}</p>
      <p className="plan__price">
        <span className="plan__amount" data-testid={`plan-${plan.id}-price`}>
          {formatTwd(price)}
        </span>
        <span className="plan__cycle">{yearly ? t('pricing.perYear') : t('pricing.perMonth')}</span>
      </p>
      <div className="plan__notes">
        {saving > 0 ? (
          <span className="badge badge--saving">
            {t('pricing.yearlySaving', { amount: formatTwd(saving) })}
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
      <PlainLink
        to={signUpLink(plan, cycle)}
        kind={plan.highlighted ? 'primary' : 'default'}
        size="large"
        block
        className="plan__action"
      >
        {isFree ? t('pricing.startFree') : t('pricing.choose')}
      </PlainLink>
    </article>
  );
}
