import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { PricingSection } from '../home/PricingSection.tsx';

/** /pricing, /pricing-full and /pricing-simple: the same plans the landing page shows. */
export default function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('pricing.title'));
  return <PricingSection headingLevel="h1" />;
}
