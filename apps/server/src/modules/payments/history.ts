import type { z } from 'zod';
import type {
  BillingHistoryRow,
  OrderView,
  PaymentListQuery,
  PaymentListResponse,
  PaymentRecord,
} from '@alphadesk/contracts';
import { taipeiMonthsInclusive, taipeiYear } from '@alphadesk/core';
import type { PlanPrices } from './ports.ts';
import type { OrderDetail, OrderRow } from './repository.ts';

/** Refunds can be asked for within this long after a payment (spec §9). */
export const refundWindowMs = 30 * 24 * 60 * 60 * 1000;

const paymentMethods: Record<string, PaymentRecord['paymentMethod']> = {
  '1': 'credit_card',
  '2': 'atm',
  '3': 'cvs',
};

export const receiptUrlOf = (orderNumber: string) => `/api/payments/${orderNumber}/receipt.pdf`;

export function refundableAmount(detail: OrderDetail, now: Date): number {
  const { order, payment } = detail;
  if (!payment || !order.paidAt) return 0;
  if (order.status !== 'completed' && order.status !== 'partially_refunded') return 0;
  if (now.getTime() - order.paidAt.getTime() > refundWindowMs) return 0;
  return Math.max(0, order.amount - order.refundedAmount);
}

/** A payment record (§3) of one order. */
export function toRecord(detail: OrderDetail, now: Date): PaymentRecord {
  const { order, payment } = detail;
  const lastRefund = detail.refunds.filter((refund) => refund.status === 'succeeded').at(-1);
  const refundable = refundableAmount(detail, now);
  return {
    id: order.orderNumber,
    orderNumber: order.orderNumber,
    date: order.createdAt.toISOString(),
    amount: order.amount,
    currency: 'TWD',
    tier: order.planId,
    billingCycle: order.billingCycle,
    purpose: order.purpose,
    status: order.status,
    paymentMethod: payment ? (paymentMethods[payment.paymentType ?? ''] ?? 'other') : null,
    cardLast4: payment?.cardLast4 ?? null,
    transactionId: payment?.tradeNo ?? null,
    invoiceUrl: payment ? receiptUrlOf(order.orderNumber) : null,
    description: order.description,
    paidAt: order.paidAt?.toISOString() ?? null,
    refundAmount: order.refundedAmount,
    refundDate: (lastRefund?.completedAt ?? lastRefund?.createdAt)?.toISOString() ?? null,
    refundable: refundable > 0,
    refundableAmount: refundable,
    retryable: order.status === 'failed',
    testMode: order.testMode,
  };
}

/** The caller's history, filtered, with stats over all of it (filters do not change the stats). */
export function listPayments(
  details: OrderDetail[],
  query: z.output<typeof PaymentListQuery>,
  now: Date,
): z.infer<typeof PaymentListResponse> {
  const text = query.q?.trim().toLowerCase();
  const matching = details.filter(({ order, payment }) => {
    if (query.year !== undefined && taipeiYear(order.createdAt) !== query.year) return false;
    if (query.status !== 'all' && order.status !== query.status) return false;
    if (!text) return true;
    return [payment?.tradeNo, order.orderNumber, order.description].some((value) =>
      value?.toLowerCase().includes(text),
    );
  });
  return {
    success: true,
    payments: matching.slice(query.offset, query.offset + query.limit).map((detail) => toRecord(detail, now)),
    total: matching.length,
    stats: paymentStats(details, now),
    years: [...new Set(details.map(({ order }) => taipeiYear(order.createdAt)))].sort((a, b) => b - a),
  };
}

export function paymentStats(details: OrderDetail[], now: Date) {
  const paid = details.filter(({ order }) => order.paidAt !== null);
  const totalPaid = paid.reduce((sum, { order }) => sum + order.amount - order.refundedAmount, 0);
  const first = paid.reduce<Date | null>(
    (earliest, { order }) => (earliest && earliest <= order.paidAt! ? earliest : order.paidAt),
    null,
  );
  return {
    totalPaid,
    totalTransactions: paid.length,
    averageMonthly: first ? Math.round(totalPaid / taipeiMonthsInclusive(first, now)) : 0,
    memberSince: first?.toISOString() ?? null,
  };
}

const billingStatus: Record<OrderRow['status'], z.infer<typeof BillingHistoryRow>['status']> = {
  completed: 'paid',
  pending: 'pending',
  failed: 'failed',
  refunded: 'refunded',
  partially_refunded: 'partially_refunded',
};

/** The /subscription page's billing history rows (§3). */
export function billingHistory(details: OrderDetail[], limit = 12): z.infer<typeof BillingHistoryRow>[] {
  return details.slice(0, limit).map(({ order, payment }) => ({
    id: order.orderNumber,
    date: order.createdAt.toISOString(),
    amount: order.amount,
    tier: order.planId,
    status: billingStatus[order.status],
    paymentMethod: payment ? (paymentMethods[payment.paymentType ?? ''] ?? 'other') : null,
    invoiceUrl: payment ? receiptUrlOf(order.orderNumber) : null,
  }));
}

export async function toOrderView(
  order: OrderRow,
  plans: Pick<PlanPrices, 'nameOf'>,
): Promise<z.infer<typeof OrderView>> {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    amount: order.amount,
    currency: 'TWD',
    tier: order.planId,
    planName: await plans.nameOf(order.planId),
    billingCycle: order.billingCycle,
    purpose: order.purpose,
    description: order.description,
    testMode: order.testMode,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    failureReason: order.failureReason,
  };
}
