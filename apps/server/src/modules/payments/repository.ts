import {
  and,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  orders,
  paymentEvents,
  payments,
  refunds,
  sql,
  type Db,
} from '@alphadesk/db';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewEventRow = typeof paymentEvents.$inferInsert;

/** An order with its settled payment and its refunds, as history, receipts and refunds read it. */
export interface OrderDetail {
  order: OrderRow;
  payment: PaymentRow | null;
  refunds: RefundRow[];
}

function paymentQueries(db: Db) {
  return {
    /** Serialises order creation per user inside a transaction (double clicks make one order). */
    lockUser: async (userId: string) => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${userId}`}))`);
    },

    insertOrder: async (row: NewOrderRow) => (await db.insert(orders).values(row).returning())[0]!,

    findOrderByNumber: async (orderNumber: string) =>
      (await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0],

    findOrderById: async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0],

    /** A pending order of the same kind made since `since`, to reuse instead of making another. */
    findReusableOrder: async (key: {
      userId: string;
      planId: OrderRow['planId'];
      billingCycle: OrderRow['billingCycle'];
      purpose: OrderRow['purpose'];
      since: Date;
    }) =>
      (
        await db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.userId, key.userId),
              eq(orders.planId, key.planId),
              eq(orders.billingCycle, key.billingCycle),
              eq(orders.purpose, key.purpose),
              eq(orders.status, 'pending'),
              gte(orders.createdAt, key.since),
            ),
          )
          .orderBy(desc(orders.createdAt))
          .limit(1)
      )[0],

    /** Marks an order paid unless something already did: the one idempotency point of settlement. */
    markCompleted: async (id: string, at: Date) =>
      (
        await db
          .update(orders)
          .set({ status: 'completed', paidAt: at, failureReason: null, updatedAt: at })
          .where(and(eq(orders.id, id), inArray(orders.status, ['pending', 'failed'])))
          .returning()
      )[0],

    markFailed: async (id: string, at: Date, reason: string) =>
      (
        await db
          .update(orders)
          .set({ status: 'failed', failedAt: at, failureReason: reason, updatedAt: at })
          .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
          .returning()
      )[0],

    insertPayment: async (row: typeof payments.$inferInsert) =>
      (await db.insert(payments).values(row).returning())[0]!,

    /** Pending orders old enough that a notify should have come, young enough to still settle. */
    stalePendingOrders: (olderThan: Date, newerThan: Date, limit: number) =>
      db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            lte(orders.createdAt, olderThan),
            gte(orders.createdAt, newerThan),
          ),
        )
        .orderBy(orders.createdAt)
        .limit(limit),

    /** Every order of a user with its payment and refunds, newest first. */
    async ordersOfUser(userId: string): Promise<OrderDetail[]> {
      const rows = await db
        .select({ order: orders, payment: payments })
        .from(orders)
        .leftJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const refundRows = rows.length
        ? await db
            .select()
            .from(refunds)
            .where(
              inArray(
                refunds.orderId,
                rows.map((row) => row.order.id),
              ),
            )
            .orderBy(refunds.createdAt)
        : [];
      return rows.map((row) => ({
        order: row.order,
        payment: row.payment,
        refunds: refundRows.filter((refund) => refund.orderId === row.order.id),
      }));
    },

    async orderDetail(id: string): Promise<OrderDetail | undefined> {
      const row = (
        await db
          .select({ order: orders, payment: payments })
          .from(orders)
          .leftJoin(payments, eq(payments.orderId, orders.id))
          .where(or(eq(orders.id, id), eq(orders.orderNumber, id)))
      )[0];
      if (!row) return undefined;
      const list = await db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, row.order.id))
        .orderBy(refunds.createdAt);
      return { order: row.order, payment: row.payment, refunds: list };
    },

    /**
     * Records a refund as pending before the gateway is asked; undefined when another refund of the
     * order is still pending (one at a time, by a partial unique index).
     */
    insertPendingRefund: async (row: Omit<typeof refunds.$inferInsert, 'status'>) =>
      (
        await db
          .insert(refunds)
          .values({ ...row, status: 'pending' })
          .onConflictDoNothing()
          .returning()
      )[0],

    /** Settles a pending refund; undefined when something already settled it (the idempotency point). */
    settleRefund: async (
      id: string,
      outcome: { status: 'succeeded' | 'failed'; gatewayStatus: string; gatewayMessage: string; at: Date },
    ) =>
      (
        await db
          .update(refunds)
          .set({
            status: outcome.status,
            gatewayStatus: outcome.gatewayStatus.slice(0, 100),
            gatewayMessage: outcome.gatewayMessage.slice(0, 300),
            completedAt: outcome.at,
          })
          .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
          .returning()
      )[0],

    /** Pending refunds older than `olderThan` (their request died or could not record the result). */
    stalePendingRefunds: (olderThan: Date, limit: number) =>
      db
        .select({ refund: refunds, order: orders, payment: payments })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(refunds.status, 'pending'), lte(refunds.createdAt, olderThan)))
        .orderBy(refunds.createdAt)
        .limit(limit),

    applyRefund: async (order: OrderRow, payment: PaymentRow, refunded: number, at: Date) => {
      const full = refunded >= order.amount;
      await db
        .update(orders)
        .set({
          refundedAmount: refunded,
          status: full ? 'refunded' : 'partially_refunded',
          updatedAt: at,
        })
        .where(eq(orders.id, order.id));
      await db
        .update(payments)
        .set({ status: full ? 'refunded' : 'partially_refunded' })
        .where(eq(payments.id, payment.id));
    },

    recordEvent: (row: NewEventRow) => db.insert(paymentEvents).values(row),

    /** Money taken (settled payments) and given back (succeeded refunds), in NT$, ever. */
    revenueTotals: async () => {
      const [paid] = await db
        .select({ amount: sql<string>`coalesce(sum(${payments.amount}), 0)`, count: sql<string>`count(*)` })
        .from(payments);
      const [refunded] = await db
        .select({ amount: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(eq(refunds.status, 'succeeded'));
      return {
        gross: Number(paid?.amount ?? 0),
        payments: Number(paid?.count ?? 0),
        refunded: Number(refunded?.amount ?? 0),
      };
    },

    eventsOf: (orderNumber: string) =>
      db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderNumber, orderNumber))
        .orderBy(paymentEvents.id),
  };
}

export type PaymentRepository = ReturnType<typeof paymentQueries> & {
  /** Runs `run` in one transaction, with a repository (and the raw handle) bound to it. */
  transaction<T>(run: (tx: Db, scoped: PaymentRepository) => Promise<T>): Promise<T>;
};

/** Persistence of orders, payments, refunds and the payment event log (this module's tables only). */
export function createPaymentRepository(db: Db): PaymentRepository {
  return {
    ...paymentQueries(db),
    transaction: (run) =>
      db.transaction((tx) => run(tx as unknown as Db, createPaymentRepository(tx as unknown as Db))),
  };
}
