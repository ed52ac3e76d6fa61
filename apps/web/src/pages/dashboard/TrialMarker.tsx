import type { UserProfile } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { TAIPEI_TIME_ZONE } from '../../lib/taipei.ts';
import { billingApi, subscriptionQueryKey } from '../billing/api.ts';

/**
 * While a member's free trial runs: which plan, when it ends (both from `GET /api/subscription`),
 * and the way to keep the plan by buying it.
 */
export function TrialMarker({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const subscription = useQuery({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => billingApi.subscription(signal),
    enabled: user.kind === 'member',
  });
  const view = subscription.data;
  if (!view || view.status !== 'trialing') return null;
  const endsAt = view.trial.endsAt ?? view.currentPeriodEnd;
  const date = endsAt
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: TAIPEI_TIME_ZONE }).format(
        new Date(endsAt),
      )
    : null;
  return (
    <section className="dashboard-banner dashboard-trial" data-testid="trial-marker">
      <div>
        <h2 className="dashboard-banner__title">
          <Tag color="gold">{t('dashboard.trial.tag')}</Tag>{' '}
          {t('dashboard.trial.title', { plan: t(`dashboard.tier.${view.trial.tier ?? view.tier}`) })}
        </h2>
        {date ? <p>{t('dashboard.trial.endsAt', { date })}</p> : null}
      </div>
      <ButtonLink to="/subscription" type="primary">
        {t('dashboard.trial.cta')}
      </ButtonLink>
    </section>
  );
}
