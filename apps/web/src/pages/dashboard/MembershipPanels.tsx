import type { UserProfile } from '@alphadesk/contracts';
import { CheckOutlined, CloseOutlined, CrownOutlined, RocketOutlined } from '@ant-design/icons';
import { formatTwd } from '@alphadesk/ui/plain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlans } from '../pricing/usePlans.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { remainingAnalyses } from './usage.ts';

/** A guest's remaining analyses and the way to keep their data by registering. */
export function GuestBanner({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const remaining = remainingAnalyses(user.usage);
  return (
    <section className="dashboard-banner dashboard-banner--guest" data-testid="guest-banner">
      <div>
        <h2 className="dashboard-banner__title">{t('dashboard.guestBanner.title')}</h2>
        <p>
          {remaining === null
            ? t('dashboard.guestBanner.unlimited')
            : t('dashboard.guestBanner.remaining', { remaining })}{' '}
          {t('dashboard.guestBanner.keep')}
        </p>
      </div>
      <ButtonLink to="/auth?mode=register" type="primary" size="large" data-testid="guest-register">
        {t('dashboard.guestBanner.register')}
      </ButtonLink>
    </section>
  );
}

const dismissKey = (userId: string) => `alphadesk.subscriptionPromptDismissed.${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(dismissKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** For free members: a prompt to look at the paid plans, dismissed for good with one click. */
export function SubscriptionPrompt({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readDismissed(user.id));
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissKey(user.id), '1');
    } catch {
      // Not remembered; hidden for this visit.
    }
    setDismissed(true);
  };
  return (
    <section className="dashboard-banner" data-testid="subscription-prompt">
      <div>
        <h2 className="dashboard-banner__title">{t('dashboard.subscriptionPrompt.title')}</h2>
        <p>{t('dashboard.subscriptionPrompt.text')}</p>
      </div>
      <div className="dashboard-banner__actions">
        <ButtonLink to="/pricing" type="primary">
          {t('dashboard.subscriptionPrompt.cta')}
        </ButtonLink>
        <Button
          type="text"
          icon={<CloseOutlined />}
          onClick={dismiss}
          aria-label={t('dashboard.subscriptionPrompt.dismiss')}
          title={t('dashboard.subscriptionPrompt.dismiss')}
          data-testid="subscription-prompt-dismiss"
        />
      </div>
    </section>
  );
}

/** The paid plans as the server lists them (name, price, allowance), with a link to /pricing. */
export function UpgradePitch() {
  const { t } = useTranslation();
  const plans = usePlans();
  const paid = plans.data?.filter((plan) => plan.monthlyPrice > 0) ?? [];
  return (
    <section className="dashboard-card upgrade" aria-labelledby="upgrade-title" data-testid="upgrade-pitch">
      <h2 id="upgrade-title" className="dashboard-card__title">
        <RocketOutlined aria-hidden /> {t('dashboard.upgrade.title')}
      </h2>
      <p className="dashboard-card__muted">{t('dashboard.upgrade.text')}</p>
      {paid.length > 0 ? (
        <ul className="upgrade__plans">
          {paid.map((plan) => (
            <li key={plan.id}>
              <strong>{plan.name}</strong>
              <span>
                {formatTwd(plan.monthlyPrice)} {t('pricing.perMonth')}
              </span>
              <span>
                {plan.monthlyAnalysisLimit === null
                  ? t('auth.tiers.unlimited')
                  : t('auth.tiers.analyses', { limit: plan.monthlyAnalysisLimit })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ButtonLink to="/pricing" type="primary">
        {t('dashboard.upgrade.cta')}
      </ButtonLink>
    </section>
  );
}

/** For diamond members: what their plan includes, from the plan list. */
export function DiamondPanel() {
  const { t } = useTranslation();
  const plans = usePlans();
  const diamond = plans.data?.find((plan) => plan.id === 'diamond');
  return (
    <section className="dashboard-card" aria-labelledby="diamond-title" data-testid="diamond-panel">
      <h2 id="diamond-title" className="dashboard-card__title">
        <CrownOutlined aria-hidden /> {t('dashboard.diamond.title')}
      </h2>
      <p className="dashboard-card__muted">{t('dashboard.diamond.text')}</p>
      {diamond ? (
        <ul className="dashboard-card__list">
          {diamond.features.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden /> {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
