import type { PaymentFact, RefundFact } from '@alphadesk/core';
import type { FinanceLedger } from '../payments/index.ts';

/** The payments ledger as core's finance formulas read it: settled payments and succeeded refunds. */
export function factsOf(ledger: FinanceLedger): { payments: PaymentFact[]; refunds: RefundFact[] } {
  const refundedByOrder = new Map<string, number>();
  const refunds: RefundFact[] = [];
  for (const refund of ledger.refunds) {
    if (refund.status !== 'succeeded') continue;
    refundedByOrder.set(refund.orderNumber, (refundedByOrder.get(refund.orderNumber) ?? 0) + refund.amount);
    refunds.push({
      orderNumber: refund.orderNumber,
      planId: refund.planId,
      amount: refund.amount,
      at: refund.completedAt ?? refund.createdAt,
    });
  }
  const payments: PaymentFact[] = [];
  for (const order of ledger.orders) {
    if (!order.payment) continue;
    payments.push({
      orderNumber: order.orderNumber,
      userId: order.userId,
      planId: order.planId,
      cycle: order.billingCycle,
      purpose: order.purpose,
      amount: order.payment.amount,
      paidAt: order.payment.paidAt,
      refunded: refundedByOrder.get(order.orderNumber) ?? 0,
    });
  }
  return { payments, refunds };
}

/** The formulas behind the figures, as the screens state them. */
export const financeFormulas = {
  revenue: '營收 = 期間內已付款訂單金額總和',
  refunds: '退款 = 期間內完成的退款金額總和',
  net: '淨營收 = 營收 − 退款',
  mrr: 'MRR = 期末仍在有效期的會員最近一筆定期付款之月值總和（月繳：金額；年繳：金額 ÷ 12；扣除已退款部分；升級補差額不計）',
  arr: 'ARR = MRR × 12',
  arpu: 'ARPU = 淨營收 ÷ 期間內付款會員數',
  churn: '流失率 = 期初有效而期末不再有效的會員數 ÷ 期初有效會員數',
  growth: '成長率 = (本期淨營收 − 上期淨營收) ÷ 上期淨營收',
  netProfit: '淨利 = 淨營收 + 其他收入 − 支出（僅計已完成的收支紀錄）',
  margin: '利潤率 = 淨利 ÷ (淨營收 + 其他收入)',
  ltv: 'LTV = ARPU ÷ 流失率（以月計）',
} as const;
