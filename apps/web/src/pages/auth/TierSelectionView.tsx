import type { Tier } from '@alphadesk/contracts';
import { CheckOutlined } from '@ant-design/icons';
import { formatTwd } from '@alphadesk/ui/plain';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { usePlans } from '../pricing/usePlans.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import type { ViewProps } from './types.ts';

/** The plans from `GET /api/plans`; choosing one continues to the register view with it. */
export function TierSelectionView({
  goTo,
  selectedTier,
  onSelect,
}: Pick<ViewProps, 'goTo'> & { selectedTier: Tier | null; onSelect: (tier: Tier) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const plans = usePlans();

  return (
    <>
      <h1 className="auth-card__title">{t('auth.tiers.title')}</h1>
      <p className="auth-card__subtitle">{t('auth.tiers.subtitle')}</p>
      {plans.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {plans.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('pricing.loadError')}
          description={errorMessage(plans.error, language)}
          action={<Button onClick={() => void plans.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      <div className="tier-grid">
        {plans.data?.map((plan) => (
          <article
            key={plan.id}
            className={plan.id === selectedTier ? 'tier-card tier-card--selected' : 'tier-card'}
            data-testid={`tier-${plan.id}`}
          >
            <h2 className="tier-card__name">{plan.name}</h2>
            <p className="tier-card__price">
              <strong>{formatTwd(plan.monthlyPrice)}</strong> {t('pricing.perMonth')}
            </p>
            <p className="tier-card__limit">
              {plan.monthlyAnalysisLimit === null
                ? t('auth.tiers.unlimited')
                : t('auth.tiers.analyses', { limit: plan.monthlyAnalysisLimit })}
            </p>
            <ul className="tier-card__features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <CheckOutlined aria-hidden /> {feature}
                </li>
              ))}
            </ul>
            <Button
              type={plan.highlighted ? 'primary' : 'default'}
              block
              onClick={() => onSelect(plan.id)}
              data-testid={`choose-${plan.id}`}
            >
              {t('auth.tiers.choose', { plan: plan.name })}
            </Button>
          </article>
        ))}
      </div>
      <p className="auth-card__footer">
        <Button type="link" onClick={() => goTo('login')} className="auth-card__link-button">
          {t('auth.tiers.back')}
        </Button>
      </p>
    </>
  );
}
