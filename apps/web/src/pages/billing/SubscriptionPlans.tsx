import type { BillingCycle, Tier } from '@alphadesk/contracts';
import { formatTwd } from '@alphadesk/ui/plain';
import { Button, Card, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from './api.ts';
import { usePlans } from '../pricing/usePlans.ts';
import { BillingToggle } from '../home/BillingToggle.tsx';

export interface SubscriptionPlansProps {
  subscription: Subscription;
  busy: boolean;
  pendingTier: Tier | null;
  onChoose: (tier: Tier, cycle: BillingCycle) => void;
}

/** The plans from `GET /api/plans` with a button to move to each paid one. */
export function SubscriptionPlans({ subscription, busy, pendingTier, onChoose }: SubscriptionPlansProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const [cycle, setCycle] = useState<BillingCycle>(subscription.plan.billingCycle ?? 'monthly');
  if (!plans.data) return null;
  return (
    <section className="billing-section" aria-labelledby="plans-title">
      <h2 id="plans-title">{t('billing.subscription.plansTitle')}</h2>
      <div className="pricing__toggle">
        <BillingToggle value={cycle} onChange={setCycle} />
      </div>
      <div className="billing-grid">
        {plans.data.map((plan) => {
          // A trial's plan is not bought yet: it stays buyable during the trial.
          const current =
            subscription.status !== 'trialing' &&
            plan.id === subscription.tier &&
            (plan.id === 'free' || cycle === subscription.plan.billingCycle);
          const price = cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
          return (
            <Card
              key={plan.id}
              title={plan.name}
              extra={current ? <Tag color="gold">{t('billing.pricing.current')}</Tag> : null}
              data-testid={`subscription-plan-${plan.id}`}
            >
              <p className="plan__price">
                <span className="plan__amount">{formatTwd(price)}</span>{' '}
                <span className="plan__cycle">
                  {cycle === 'yearly' ? t('pricing.perYear') : t('pricing.perMonth')}
                </span>
              </p>
              <p>{plan.description}</p>
              {plan.id !== 'free' && !current ? (
                <Button
                  type="primary"
                  block
                  loading={pendingTier === plan.id}
                  disabled={busy && pendingTier !== plan.id}
                  onClick={() => onChoose(plan.id, cycle)}
                >
                  {subscription.tier === 'free' || subscription.status !== 'active'
                    ? t('billing.subscription.choose')
                    : t('billing.subscription.switchTo')}
                </Button>
              ) : null}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
