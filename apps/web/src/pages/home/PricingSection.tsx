import type { BillingCycle } from '@alphadesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { PlainButton } from '../../components/PlainButton.tsx';
import { usePlans } from '../pricing/usePlans.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { BillingToggle } from './BillingToggle.tsx';
import { PlanCard } from './PlanCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export interface PricingSectionProps {
  /** The page's main heading level: the landing page uses h2, the pricing page h1. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * Plans and prices exactly as the server lists them, with a monthly/yearly switch. Loading and
 * error states are plain markup (not antd Skeleton/Alert) to keep the landing page's first load small.
 */
export function PricingSection({ headingLevel = 'h2' }: PricingSectionProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const plans = usePlans();

  let body;
  if (plans.isPending) {
    body = (
      <div className="grid grid--plans" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((index) => (
          <div key={index} className="plan plan--placeholder" aria-hidden />
        ))}
      </div>
    );
  } else if (plans.isError) {
    body = (
      <div className="notice notice--error" role="alert">
        <div>
          <strong>{t('pricing.loadError')}</strong>
          <p>{errorMessage(plans.error, language)}</p>
        </div>
        <PlainButton onClick={() => void plans.refetch()} loading={plans.isFetching}>
          {t('common.retry')}
        </PlainButton>
      </div>
    );
  } else if (plans.data.length === 0) {
    body = <p className="notice">{t('pricing.empty')}</p>;
  } else {
    body = (
      <div className="grid grid--plans">
        {plans.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} cycle={cycle} />
        ))}
      </div>
    );
  }

  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title">
      <div className="container">
        {headingLevel === 'h1' ? (
          <div className="section__heading">
            <h1 id="pricing-title">{t('pricing.title')}</h1>
            <p>{t('pricing.subtitle')}</p>
          </div>
        ) : (
          <SectionHeading id="pricing-title" title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
        )}
        <div className="pricing__toggle">
          <BillingToggle value={cycle} onChange={setCycle} />
        </div>
        {body}
      </div>
    </section>
  );
}
