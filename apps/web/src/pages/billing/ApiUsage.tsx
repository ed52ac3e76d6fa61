import type { ApiUsageResponse } from '@alphadesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { userQueryKey } from '../../auth/session.ts';

type Usage = ReturnType<(typeof ApiUsageResponse)['parse']>['usage'];

/** Developer API calls today (against the plan's daily limit) and this month, from the metering. */
export function ApiUsage() {
  const { t, i18n } = useTranslation();
  const usage = useQuery({
    queryKey: [...userQueryKey, 'api-usage'],
    queryFn: () => api.get<{ usage: Usage }>('/api/user/api-usage').then((answer) => answer.usage),
    retry: false,
  });
  // Shown to members whose plan has API access, or who still have calls counted this month.
  if (!usage.data || (!usage.data.apiAccess && usage.data.month === 0)) return null;
  const { today, month, dailyLimit } = usage.data;
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <>
      <p>
        {t('billing.subscription.apiCalls')}{' '}
        <strong data-testid="subscription-api-usage">
          {t('billing.subscription.apiCallsValue', {
            today: number(today),
            limit: number(dailyLimit),
            month: number(month),
          })}
        </strong>
      </p>
      {dailyLimit > 0 ? <Progress percent={Math.min(100, Math.round((today / dailyLimit) * 100))} /> : null}
    </>
  );
}
