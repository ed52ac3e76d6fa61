import { apiErrorMessage } from '@alphadesk/ui';
import { Alert, List, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { twd } from '../money-format.ts';
import { financeAlerts, reconcile, type PeriodKind, type ReconciliationRow } from './api.ts';
import { useLoad } from './useLoad.ts';

/** Our orders against PayUni's trade/query, one row per order of the period. */
export function ReconciliationTab({ period, refreshKey }: { period: PeriodKind; refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, loading } = useLoad(() => reconcile(period), [period, refreshKey]);
  if (error) return <Alert type="error" showIcon title={apiErrorMessage(error, language)} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space size="large">
        <Statistic title={t('money.finance.checked')} value={data?.checked ?? 0} />
        <Statistic title={t('money.finance.mismatches')} value={data?.mismatches ?? 0} />
      </Space>
      <Table<ReconciliationRow>
        rowKey="order_number"
        size="small"
        loading={loading}
        dataSource={data?.rows ?? []}
        pagination={false}
        columns={[
          { title: t('money.orderNumber'), dataIndex: 'order_number' },
          {
            title: t('money.finance.ours'),
            render: (_: unknown, r) => `${r.our_status} ${twd(r.our_amount)} / ${twd(r.our_refunded)}`,
          },
          {
            title: 'PayUni',
            render: (_: unknown, r) =>
              `${r.gateway_outcome} ${twd(r.gateway_amount)} / ${twd(r.gateway_refunded)}`,
          },
          {
            title: t('money.status'),
            render: (_: unknown, r) =>
              r.matched ? (
                <Tag color="green">{t('money.finance.matched')}</Tag>
              ) : (
                <Tag color="red">{r.issue}</Tag>
              ),
          },
        ]}
      />
    </Space>
  );
}

const severityColour = { high: 'red', medium: 'orange', low: 'blue' } as const;

/** Alerts the server finds in the ledger, each with the rule that raised it. */
export function AlertsTab({ refreshKey }: { refreshKey: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, loading } = useLoad(() => financeAlerts(), [refreshKey]);
  if (error) return <Alert type="error" showIcon title={apiErrorMessage(error, language)} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space size="large">
        {(['high', 'medium', 'low'] as const).map((severity) => (
          <Statistic
            key={severity}
            title={t(`money.finance.severity.${severity}`)}
            value={data?.summary[severity] ?? 0}
          />
        ))}
      </Space>
      <List
        loading={loading}
        dataSource={data?.alerts ?? []}
        locale={{ emptyText: t('money.finance.noAlerts') }}
        renderItem={(alert) => (
          <List.Item data-testid={`finance-alert-${alert.rule}`}>
            <List.Item.Meta
              title={
                <Space>
                  <Tag color={severityColour[alert.severity]}>
                    {t(`money.finance.severity.${alert.severity}`)}
                  </Tag>
                  {alert.title}
                </Space>
              }
              description={
                <>
                  <div>{alert.message}</div>
                  {alert.orders.length > 0 && (
                    <Typography.Text type="secondary">{alert.orders.join('、')}</Typography.Text>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      <Typography.Title level={5}>{t('money.finance.alertRules')}</Typography.Title>
      <ul>
        {Object.entries(data?.rules ?? {}).map(([rule, text]) => (
          <li key={rule}>{text}</li>
        ))}
      </ul>
    </Space>
  );
}
