import type { BillingCycle } from '@alphadesk/contracts';
import { useTranslation } from 'react-i18next';

const cycles: BillingCycle[] = ['monthly', 'yearly'];

export interface BillingToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/**
 * Monthly/yearly switch. Two plain toggle buttons instead of antd's Segmented, which brings the
 * tooltip stack with it; this sits on the landing page, where every kilobyte counts.
 */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="segmented" role="group" aria-label={t('pricing.billingCycle')}>
      {cycles.map((cycle) => (
        <button
          key={cycle}
          type="button"
          className={cycle === value ? 'segmented__item segmented__item--active' : 'segmented__item'}
          aria-pressed={cycle === value}
          onClick={() => onChange(cycle)}
        >
          {t(`pricing.${cycle}`)}
        </button>
      ))}
    </div>
  );
}
