import { formatTwd } from '@alphadesk/ui/plain';
import { Alert, Descriptions, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Subscription } from './api.ts';
import { formatDate } from './format.ts';
import { MonitorUsage } from './MonitorUsage.tsx';
import { ApiUsage } from './ApiUsage.tsx';

const tierColors = { free: 'default', gold: 'gold', diamond: 'blue' } as const;
const statusColors = {
  none: 'default',
  trialing: 'cyan',
  active: 'green',
  past_due: 'red',
  cancelled: 'orange',
  expired: 'default',
} as const;

/** The current plan, its state and dates, the notices that apply, and this month's usage. */
export function SubscriptionOverview({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const limit = s.usage.analysisLimit;
  const notices: string[] = [];
  if (s.cancelAtPeriodEnd && s.currentPeriodEnd)
    notices.push(t('billing.subscription.cancelScheduled', { date: formatDate(s.currentPeriodEnd) }));
  if (s.status === 'past_due' && s.graceEndsAt)
    notices.push(t('billing.subscription.pastDue', { date: formatDate(s.graceEndsAt) }));
  if (s.status === 'trialing' && s.trial.endsAt)
    notices.push(t('billing.subscription.trialUntil', { date: formatDate(s.trial.endsAt) }));
  if (s.pendingChange)
    notices.push(
      t('billing.subscription.pendingChange', {
        date: formatDate(s.pendingChange.effectiveAt),
        plan: t(`billing.tiers.${s.pendingChange.tier}`),
        cycle: t(`billing.cycles.${s.pendingChange.billingCycle}`),
      }),
    );

  return (
    <>
      {notices.map((notice) => (
        <Alert key={notice} type="info" showIcon title={notice} className="billing-section" />
      ))}
      <Descriptions
        bordered
        column={{ xs: 1, md: 2 }}
        className="billing-section"
        items={[
          {
            key: 'plan',
            label: t('billing.subscription.currentPlan'),
            children: (
              <Tag color={tierColors[s.tier]} data-testid="subscription-tier">
                {s.plan.name}
              </Tag>
            ),
          },
          {
            key: 'status',
            label: t('billing.subscription.status'),
            children: (
              <Tag color={statusColors[s.status]} data-testid="subscription-status">
                {t(`billing.subscription.statuses.${s.status}`)}
              </Tag>
            ),
          },
          {
            key: 'price',
            label: t('billing.subscription.price'),
            children: `${formatTwd(s.plan.price)}${
              s.plan.billingCycle ? ` / ${t(`billing.cycles.${s.plan.billingCycle}`)}` : ''
            }`,
          },
          {
            key: 'period',
            label: t('billing.subscription.period'),
            children: s.currentPeriodStart
              ? `${formatDate(s.currentPeriodStart)} – ${formatDate(s.currentPeriodEnd)}`
              : '—',
          },
          {
            key: 'next',
            label: t('billing.subscription.nextBilling'),
            children:
              s.nextBillingDate && s.nextBillingAmount !== null
                ? t('billing.subscription.nextBillingValue', {
                    date: formatDate(s.nextBillingDate),
                    amount: formatTwd(s.nextBillingAmount),
                  })
                : t('billing.subscription.noNextBilling'),
          },
          {
            key: 'method',
            label: t('billing.subscription.paymentMethod'),
            children: s.paymentMethod
              ? s.paymentMethod.last4
                ? t('billing.subscription.cardLast4', { last4: s.paymentMethod.last4 })
                : t('billing.subscription.card')
              : '—',
          },
        ]}
      />
      <section className="billing-section" aria-labelledby="usage-title">
        <h2 id="usage-title">{t('billing.subscription.usageTitle')}</h2>
        <p>
          {t('billing.subscription.analyses')}{' '}
          <strong data-testid="subscription-usage">
            {t('billing.subscription.usageValue', {
              used: s.usage.analysesUsed,
              limit: limit ?? t('billing.unlimited'),
            })}
          </strong>
          {s.usage.resetsAt ? (
            <span className="pricing-footnote">
              {' '}
              {t('billing.subscription.resetsAt', { date: formatDate(s.usage.resetsAt) })}
            </span>
          ) : null}
        </p>
        {limit !== null ? (
          <Progress percent={Math.min(100, Math.round((s.usage.analysesUsed / limit) * 100))} />
        ) : null}
        <MonitorUsage />
        <ApiUsage />
      </section>
    </>
  );
}
