import { apiErrorMessage } from '@alphadesk/ui';
import { App as AntApp, Button, Card, Segmented, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { exportFinance, type PeriodKind } from './api.ts';
import { AlertsTab, ReconciliationTab } from './CheckTabs.tsx';
import { InvoicesTab } from './InvoicesTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { RecordsTab } from './RecordsTab.tsx';
import { TransactionsTab } from './TransactionsTab.tsx';

/**
 * Financial management (admin spec §2.9): a period selector and refresh over tabs — overview from
 * real payments, PayUni transactions, general records — plus reconciliation and e-invoices.
 */
export function FinancePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = AntApp.useApp();
  const [period, setPeriod] = useState<PeriodKind>('month');
  const [refreshKey, setRefreshKey] = useState(0);

  const download = async () => {
    try {
      const url = URL.createObjectURL(await exportFinance(period));
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: `finance-${period}-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      link.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      void message.error(apiErrorMessage(caught, language));
    }
  };

  return (
    <Card
      title={t('nav.financial_management')}
      extra={
        <Space>
          <Segmented<PeriodKind>
            value={period}
            onChange={setPeriod}
            options={[
              { value: 'month', label: t('money.period.month') },
              { value: 'quarter', label: t('money.period.quarter') },
              { value: 'year', label: t('money.period.year') },
            ]}
          />
          <Button
            onClick={() => {
              setRefreshKey((key) => key + 1);
              void message.success(t('money.finance.refreshed'));
            }}
          >
            {t('money.refresh')}
          </Button>
          <Button onClick={() => void download()}>{t('money.export')}</Button>
        </Space>
      }
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'overview',
            label: t('money.finance.overview'),
            children: <OverviewTab period={period} refreshKey={refreshKey} />,
          },
          {
            key: 'payuni',
            label: t('money.finance.payuni'),
            children: <TransactionsTab period={period} refreshKey={refreshKey} />,
          },
          {
            key: 'records',
            label: t('money.finance.records'),
            children: <RecordsTab refreshKey={refreshKey} />,
          },
          {
            key: 'reconciliation',
            label: t('money.finance.reconciliation'),
            children: <ReconciliationTab period={period} refreshKey={refreshKey} />,
          },
          {
            key: 'invoices',
            label: t('money.finance.invoices'),
            children: <InvoicesTab refreshKey={refreshKey} />,
          },
          {
            key: 'alerts',
            label: t('money.finance.alerts'),
            children: <AlertsTab refreshKey={refreshKey} />,
          },
        ]}
      />
    </Card>
  );
}
