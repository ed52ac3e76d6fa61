import { formatTwd } from '@alphadesk/ui/plain';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderView } from './api.ts';
import { formatDateTime } from './format.ts';

/** The order as the server has it: number, amount, plan, cycle, and when it was paid. */
export function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      className="order-summary"
      data-testid="order-summary"
      items={[
        { key: 'number', label: t('billing.order.number'), children: order.orderNumber },
        {
          key: 'amount',
          label: t('billing.order.amount'),
          children: <span data-testid="order-amount">{formatTwd(order.amount)}</span>,
        },
        {
          key: 'plan',
          label: t('billing.order.plan'),
          children: <span data-testid="order-plan">{order.planName}</span>,
        },
        {
          key: 'cycle',
          label: t('billing.order.cycle'),
          children: t(`billing.cycles.${order.billingCycle}`),
        },
        {
          key: 'status',
          label: t('billing.order.status'),
          children: t(`billing.history.statuses.${order.status}`),
        },
        ...(order.paidAt
          ? [{ key: 'paidAt', label: t('billing.order.paidAt'), children: formatDateTime(order.paidAt) }]
          : []),
        ...(order.failureReason
          ? [{ key: 'reason', label: t('billing.order.reason'), children: order.failureReason }]
          : []),
      ]}
    />
  );
}
