import { refundsIn, revenueIn, type PaymentFact, type RefundFact } from './metrics.ts';

/** An order as the alert rules read it (any status). */
export interface OrderFact {
  orderNumber: string;
  status: 'pending' | 'completed' | 'failed' | 'refunded' | 'partially_refunded';
  amount: number;
  createdAt: Date;
  failedAt: Date | null;
}

/** A refund in any state (the metrics read only the succeeded ones). */
export interface RefundAttempt {
  orderNumber: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount: number;
  createdAt: Date;
}

export type FinanceAlertSeverity = 'high' | 'medium' | 'low';

export interface FinanceAlert {
  rule: keyof typeof financeAlertRules;
  severity: FinanceAlertSeverity;
  /** How many orders or refunds the rule counted (for ratios: the numerator). */
  count: number;
  /** The money the counted items carry, NT$. */
  amount: number;
  /** Up to five order numbers, newest first. */
  orders: string[];
  /** The measured value against the rule's threshold, for ratio rules. */
  value: number | null;
}

const hour = 3_600_000;
const day = 24 * hour;

/**
 * The rules, with their thresholds, in one place; the screen states each one. Windows end at `now`.
 */
export const financeAlertRules = {
  payment_failures: '近 24 小時付款失敗：1 筆以上為中、5 筆以上為高',
  refund_failures: '近 30 天退款失敗（會員可能尚未收到退款）：1 筆以上為高',
  stale_pending: '建立超過 30 分鐘（7 天內）仍未確認的訂單：1 筆以上為低（對帳排程應會結清）',
  refund_ratio: '近 30 天退款 ÷ 營收 超過 10%：中',
  revenue_drop: '近 7 天淨營收較前 7 天下滑超過 50%（前 7 天須大於 0）：中',
} as const;

const thresholds = {
  paymentFailuresHigh: 5,
  stalePendingAfterMs: 30 * 60_000,
  stalePendingUntilMs: 7 * day,
  refundRatio: 0.1,
  revenueDrop: 0.5,
};

const newest = <T extends { createdAt: Date; orderNumber: string }>(items: readonly T[]) =>
  [...items]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 5)
    .map((item) => item.orderNumber);
const sum = (items: readonly { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

/** Evaluates every rule over the ledger; answers the alerts that hold, most severe first. */
export function financeAlerts(input: {
  orders: readonly OrderFact[];
  refundAttempts: readonly RefundAttempt[];
  payments: readonly PaymentFact[];
  refunds: readonly RefundFact[];
  now: Date;
}): FinanceAlert[] {
  const at = input.now.getTime();
  // Periods end before their `end` (as in the metrics): a window up to now includes now.
  const since = (ms: number) => ({ start: new Date(at - ms), end: new Date(at + 1) });
  const alerts: FinanceAlert[] = [];

  const failed = input.orders.filter(
    (order) => order.status === 'failed' && order.failedAt && at - order.failedAt.getTime() <= day,
  );
  if (failed.length > 0) {
    alerts.push({
      rule: 'payment_failures',
      severity: failed.length >= thresholds.paymentFailuresHigh ? 'high' : 'medium',
      count: failed.length,
      amount: sum(failed),
      orders: newest(failed),
      value: null,
    });
  }

  const refundFailures = input.refundAttempts.filter(
    (refund) => refund.status === 'failed' && at - refund.createdAt.getTime() <= 30 * day,
  );
  if (refundFailures.length > 0) {
    alerts.push({
      rule: 'refund_failures',
      severity: 'high',
      count: refundFailures.length,
      amount: sum(refundFailures),
      orders: newest(refundFailures),
      value: null,
    });
  }

  const stale = input.orders.filter((order) => {
    const age = at - order.createdAt.getTime();
    return (
      order.status === 'pending' &&
      age > thresholds.stalePendingAfterMs &&
      age <= thresholds.stalePendingUntilMs
    );
  });
  if (stale.length > 0) {
    alerts.push({
      rule: 'stale_pending',
      severity: 'low',
      count: stale.length,
      amount: sum(stale),
      orders: newest(stale),
      value: null,
    });
  }

  const month = since(30 * day);
  const revenue = revenueIn(input.payments, month);
  const refunded = refundsIn(input.refunds, month);
  if (revenue > 0 && refunded / revenue > thresholds.refundRatio) {
    alerts.push({
      rule: 'refund_ratio',
      severity: 'medium',
      count: input.refunds.filter((refund) => refund.at >= month.start && refund.at < month.end).length,
      amount: refunded,
      orders: [],
      value: refunded / revenue,
    });
  }

  const net = (period: { start: Date; end: Date }) =>
    revenueIn(input.payments, period) - refundsIn(input.refunds, period);
  const lastWeek = net(since(7 * day));
  const weekBefore = net({ start: new Date(at - 14 * day), end: new Date(at - 7 * day) });
  if (weekBefore > 0 && (weekBefore - lastWeek) / weekBefore > thresholds.revenueDrop) {
    alerts.push({
      rule: 'revenue_drop',
      severity: 'medium',
      count: 0,
      amount: lastWeek,
      orders: [],
      value: (lastWeek - weekBefore) / weekBefore,
    });
  }

  const rank: Record<FinanceAlertSeverity, number> = { high: 0, medium: 1, low: 2 };
  return alerts.sort((a, b) => rank[a.severity] - rank[b.severity]);
}
