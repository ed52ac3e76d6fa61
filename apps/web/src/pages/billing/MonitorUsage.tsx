import type { MonitorUsage as Usage } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';

/** Price alerts in use against the plan's limit (spec §2 subscription: usage bars), from the server. */
export function MonitorUsage() {
  const { t } = useTranslation();
  const usage = useQuery({
    queryKey: ['monitor', 'usage'],
    queryFn: () => api.get<{ usage: Usage }>('/api/market/usage').then((answer) => answer.usage),
    retry: false,
  });
  if (!usage.data) return null;
  const { alertCount, alertLimit } = usage.data;
  return (
    <>
      <p>
        {t('billing.subscription.priceAlerts')}{' '}
        <strong data-testid="subscription-alert-usage">
          {t('billing.subscription.usageValue', { used: alertCount, limit: alertLimit })}
        </strong>
      </p>
      {alertLimit > 0 ? (
        <Progress percent={Math.min(100, Math.round((alertCount / alertLimit) * 100))} />
      ) : null}
    </>
  );
}
