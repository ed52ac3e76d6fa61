import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnalyticsTab } from './AnalyticsTab.tsx';
import { ExperimentsTab } from './ExperimentsTab.tsx';
import { FlagsTab } from './FlagsTab.tsx';

/** Advanced analytics (admin spec §2.17): feature flags, A/B tests and predictive analytics. */
export function AdvancedAnalyticsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>{t('nav.advanced_analytics')}</Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'flags', label: t('flags.tabFlags'), children: <FlagsTab /> },
          { key: 'experiments', label: t('flags.tabExperiments'), children: <ExperimentsTab /> },
          { key: 'analytics', label: t('flags.tabAnalytics'), children: <AnalyticsTab /> },
        ]}
      />
    </>
  );
}
