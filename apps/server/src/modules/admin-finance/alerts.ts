import type { FinanceAlert } from '@alphadesk/contracts';
import { financeAlertRules, financeAlerts, type FinanceAlert as AlertFact } from '@alphadesk/core';
import { factsOf } from './facts.ts';
import type { AdminFinanceDeps } from './ports.ts';

const titles: Record<AlertFact['rule'], string> = {
  payment_failures: '付款失敗',
  refund_failures: '退款失敗',
  stale_pending: '訂單未確認付款',
  refund_ratio: '退款比例偏高',
  revenue_drop: '營收下滑',
};

const money = (amount: number) => `NT$${Math.round(amount).toLocaleString('en-US')}`;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function messageOf(alert: AlertFact): string {
  switch (alert.rule) {
    case 'payment_failures':
      return `近 24 小時 ${alert.count} 筆付款失敗，合計 ${money(alert.amount)}`;
    case 'refund_failures':
      return `近 30 天 ${alert.count} 筆退款失敗，合計 ${money(alert.amount)}，請確認會員是否已收到退款`;
    case 'stale_pending':
      return `${alert.count} 筆訂單建立超過 30 分鐘仍未確認付款，合計 ${money(alert.amount)}`;
    case 'refund_ratio':
      return `近 30 天退款 ${money(alert.amount)}，佔營收 ${percent(alert.value ?? 0)}`;
    case 'revenue_drop':
      return `近 7 天淨營收 ${money(alert.amount)}，較前 7 天變動 ${percent(alert.value ?? 0)}`;
  }
}

/** The finance screen's alerts: core's rules over the whole ledger, worded for staff. */
export function createFinanceAlerts(deps: Pick<AdminFinanceDeps, 'payments' | 'now'>) {
  return async () => {
    const at = deps.now();
    const ledger = await deps.payments.financeLedger();
    const { payments, refunds } = factsOf(ledger);
    const alerts: FinanceAlert[] = financeAlerts({
      orders: ledger.orders,
      refundAttempts: ledger.refunds,
      payments,
      refunds,
      now: at,
    }).map((alert) => ({ ...alert, title: titles[alert.rule], message: messageOf(alert) }));
    const summary = { high: 0, medium: 0, low: 0 };
    for (const alert of alerts) summary[alert.severity] += 1;
    return { alerts, summary, rules: { ...financeAlertRules }, checked_at: at.toISOString() };
  };
}
