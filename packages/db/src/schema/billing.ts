import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { plans } from './plans.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const tier = (name: string) => text(name, { enum: ['free', 'gold', 'diamond'] });
const cycle = (name: string) => text(name, { enum: ['monthly', 'yearly'] });

/**
 * One row per user: their membership over time. Periods are UTC instants computed with Asia/Taipei
 * calendar arithmetic (a month from the 31st ends on the last day of a shorter month, then returns
 * to the anchor day). trialUsedAt makes the free trial once per user, whatever happens later.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: tier('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: cycle('billing_cycle').notNull(),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'cancelled', 'expired'] }).notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    /** Paid (or trial) through this instant; the next charge is due then. */
    currentPeriodEnd: at('current_period_end').notNull(),
    /** Taipei day of month the periods are anchored to (1–31). */
    billingAnchorDay: integer('billing_anchor_day').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade or cycle change waiting for the end of the period. */
    pendingPlanId: tier('pending_plan_id'),
    pendingBillingCycle: cycle('pending_billing_cycle'),
    trialUsedAt: at('trial_used_at'),
    trialEndsAt: at('trial_ends_at'),
    pastDueSince: at('past_due_since'),
    lastChargeAttemptAt: at('last_charge_attempt_at'),
    endedAt: at('ended_at'),
    /** The bound card for renewals: PayUni's CreditToken (our identifier) and CreditHash (theirs). */
    cardToken: text('card_token'),
    cardHash: text('card_hash'),
    cardLast4: text('card_last4'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_unique').on(table.userId),
    index('subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
  ],
);

/** What a user was asked to pay. orderNumber is PayUni's MerTradeNo. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: tier('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: cycle('billing_cycle').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('TWD'),
    purpose: text('purpose', { enum: ['new', 'renewal', 'change'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'],
    }).notNull(),
    description: text('description').notNull(),
    gateway: text('gateway').notNull(),
    testMode: boolean('test_mode').notNull(),
    /** For an upgrade: the plan it replaces (restored if the upgrade is fully refunded). */
    previousPlanId: tier('previous_plan_id'),
    retryOf: text('retry_of'),
    failureReason: text('failure_reason'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    failedAt: at('failed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_order_number_unique').on(table.orderNumber),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A settled charge of an order, as the gateway reported it. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tradeNo: text('trade_no').notNull(),
    amount: integer('amount').notNull(),
    paymentType: text('payment_type'),
    cardLast4: text('card_last4'),
    authDay: text('auth_day'),
    status: text('status', { enum: ['paid', 'refunded', 'partially_refunded'] }).notNull(),
    source: text('source', { enum: ['notify', 'query', 'charge'] }).notNull(),
    paidAt: at('paid_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_trade_no_unique').on(table.tradeNo),
  ],
);

/**
 * A refund is written as `pending` before the gateway is asked (its id is the idempotency key sent
 * with trade/close), so a refund the gateway confirmed is never lost: the completion or the
 * reconciling job moves it to `succeeded` or `failed`. At most one refund of an order is pending.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    gatewayStatus: text('gateway_status'),
    gatewayMessage: text('gateway_message'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_one_pending_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'pending'`),
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Append-only log of every exchange with the gateway: notify, return, query, refund, charge and
 * security events (forged or mismatched callbacks). Fields are the decrypted parameters without
 * secrets (card hashes and tokens are masked).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', {
      enum: ['upp', 'notify', 'return', 'query', 'refund', 'charge', 'security', 'subscription'],
    }).notNull(),
    orderNumber: text('order_number'),
    userId: text('user_id'),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    remoteIp: text('remote_ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payment_events_order_idx').on(table.orderNumber),
    index('payment_events_kind_idx').on(table.kind, table.createdAt),
  ],
);

/**
 * The built-in PayUni sandbox's own ledger (test mode only): what its hosted page "charged", so
 * trade/query, trade/close and token charges answer consistently from any process.
 */
export const payuniSandboxTrades = pgTable('payuni_sandbox_trades', {
  merTradeNo: text('mer_trade_no').primaryKey(),
  tradeNo: text('trade_no').notNull(),
  amount: integer('amount').notNull(),
  tradeStatus: text('trade_status').notNull(),
  cardToken: text('card_token'),
  cardHash: text('card_hash'),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Refunds the built-in sandbox carried out, by the shop's refund number: a repeated close is a no-op. */
export const payuniSandboxRefunds = pgTable('payuni_sandbox_refunds', {
  refundNo: text('refund_no').primaryKey(),
  merTradeNo: text('mer_trade_no').notNull(),
  amount: integer('amount').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The built-in sandbox's HashKey and HashIV, made at random the first time an installation needs
 * them: keys in the source would let anyone seal a "paid" notify.
 */
export const payuniSandboxKeys = pgTable('payuni_sandbox_keys', {
  id: text('id').primaryKey(),
  hashKey: text('hash_key').notNull(),
  hashIv: text('hash_iv').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
