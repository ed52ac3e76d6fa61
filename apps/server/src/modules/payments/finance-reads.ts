import { asc, desc, eq, gte, orders, paymentEvents, payments, refunds, type Db } from '@alphadesk/db';

/**
 * Read-only views of orders, payments, refunds and gateway events for the back-office finance
 * screens. The back-office reaches them through the facade; nothing here changes money.
 */
export interface LedgerOrder {
  id: string;
  orderNumber: string;
  userId: string;
  planId: 'free' | 'gold' | 'diamond';
  billingCycle: 'monthly' | 'yearly';
  purpose: 'new' | 'renewal' | 'change';
  amount: number;
  status: 'pending' | 'completed' | 'failed' | 'refunded' | 'partially_refunded';
  testMode: boolean;
  refundedAmount: number;
  createdAt: Date;
  paidAt: Date | null;
  failedAt: Date | null;
  failureReason: string | null;
  payment: { amount: number; paidAt: Date; paymentType: string | null; tradeNo: string } | null;
}

export interface LedgerRefund {
  id: string;
  orderNumber: string;
  planId: 'free' | 'gold' | 'diamond';
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  createdAt: Date;
  completedAt: Date | null;
}

export interface GatewayEvent {
  id: number;
  kind: string;
  verified: boolean;
  outcome: string;
  fields: Record<string, string>;
  createdAt: Date;
}

export interface FinanceLedger {
  orders: LedgerOrder[];
  refunds: LedgerRefund[];
}

/** Orders created since `from` (all of them without it), newest first, with their payment. */
export async function readLedger(db: Db, from?: Date): Promise<FinanceLedger> {
  const orderRows = await db
    .select({ order: orders, payment: payments })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(from ? gte(orders.createdAt, from) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const refundRows = await db
    .select({ refund: refunds, orderNumber: orders.orderNumber, planId: orders.planId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(from ? gte(orders.createdAt, from) : undefined)
    .orderBy(asc(refunds.createdAt));
  return {
    orders: orderRows.map(({ order, payment }) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      planId: order.planId,
      billingCycle: order.billingCycle,
      purpose: order.purpose,
      amount: order.amount,
      status: order.status,
      testMode: order.testMode,
      refundedAmount: order.refundedAmount,
      createdAt: order.createdAt,
      paidAt: order.paidAt,
      failedAt: order.failedAt,
      failureReason: order.failureReason,
      payment: payment
        ? {
            amount: payment.amount,
            paidAt: payment.paidAt,
            paymentType: payment.paymentType,
            tradeNo: payment.tradeNo,
          }
        : null,
    })),
    refunds: refundRows.map(({ refund, orderNumber, planId }) => ({
      id: refund.id,
      orderNumber,
      planId,
      amount: refund.amount,
      status: refund.status,
      createdAt: refund.createdAt,
      completedAt: refund.completedAt,
    })),
  };
}

/** The gateway exchanges of one order, oldest first (fields are already stripped of secrets). */
export async function readOrderEvents(db: Db, orderNumber: string): Promise<GatewayEvent[]> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderNumber, orderNumber))
    .orderBy(asc(paymentEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    verified: row.verified,
    outcome: row.outcome,
    fields: row.fields,
    createdAt: row.createdAt,
  }));
}

/** Orders created in [from, to), for reconciliation against the gateway. */
export async function readOrdersBetween(db: Db, from: Date, to: Date, limit: number): Promise<LedgerOrder[]> {
  const ledger = await readLedger(db, from);
  return ledger.orders.filter((order) => order.createdAt < to).slice(0, limit);
}
