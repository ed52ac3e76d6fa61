import { z } from 'zod';
import { safeText } from './text.ts';
import { errorMessage } from './errors/index.ts';
import { Usage } from './auth.ts';
import { BillingCycle, Tier } from './plans.ts';

/**
 * The spec's payment and subscription messages (member-site §5 and §8) that are not errors, exactly
 * as users read them. Errors and their messages are in the error catalogue (errors/billing.ts).
 */
export const paymentMessages = {
  unknownCycle: '不支援的付款週期',
  orderCreated: '訂單已建立，請前往付款頁面完成付款',
  refunded: '退款已完成，款項將於 3-7 個工作天內退回原付款方式',
} as const;

export const subscriptionMessages = {
  cancelled: '已取消自動續訂，會員權益將保留至本期結束',
  cancelledNow: '訂閱已取消',
  resumed: '已恢復自動續訂',
  trialStarted: '免費試用已開始',
  changeScheduled: '方案變更將於本期結束後生效',
  upgradeCreated: '升級訂單已建立，請完成付款後立即生效',
} as const;

const tierType = z.enum(Tier.options, { error: errorMessage('PLAN_UNSUPPORTED', 'zh-TW') });
const billingCycle = z.enum(BillingCycle.options, { error: paymentMessages.unknownCycle });

/**
 * The spec's payment request (§3, §7). The browser's amount and description are accepted for
 * compatibility and ignored: the server prices every order from the plan table.
 */
export const CreatePaymentRequest = z.strictObject({
  subscription_id: z.union([safeText().max(64), z.number()]).optional(),
  amount: z.number().optional(),
  description: safeText().max(500).optional(),
  tier_type: tierType,
  billing_cycle: billingCycle.default('monthly'),
});
export type CreatePaymentRequest = z.input<typeof CreatePaymentRequest>;

/** The spec's guest checkout payload (§7). Refused: paid plans need a member account. */
export const CreateGuestPaymentRequest = z.strictObject({
  tier_type: tierType,
  billing_cycle: billingCycle.default('yearly'),
  amount: z.number().optional(),
  description: safeText().max(500).optional(),
  return_url: safeText().max(2048).optional(),
  customer_url: safeText().max(2048).optional(),
  client_back_url: safeText().max(2048).optional(),
});

export const OrderStatus = z.enum(['pending', 'completed', 'failed', 'refunded', 'partially_refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const OrderPurpose = z.enum(['new', 'renewal', 'change']);
export type OrderPurpose = z.infer<typeof OrderPurpose>;

/** What the browser must POST to the gateway (an HTML form with these hidden fields). */
export const GatewayForm = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.object({ MerID: z.string(), Version: z.string(), EncryptInfo: z.string(), HashInfo: z.string() }),
});

export const PaymentFormResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Our page that posts the form to the gateway: /payuni/payment-page/{orderNumber}. */
  payment_url: z.string(),
  order_number: z.string(),
  form: GatewayForm,
  amount: z.number().int().positive(),
  currency: z.literal('TWD'),
  tier_type: Tier,
  billing_cycle: BillingCycle,
  purpose: OrderPurpose,
  description: z.string(),
  test_mode: z.boolean(),
});
export type PaymentFormResponse = z.infer<typeof PaymentFormResponse>;

export const OrderNumberParams = z.strictObject({
  orderNumber: safeText().regex(/^[A-Za-z0-9_-]{1,40}$/, errorMessage('ORDER_NOT_FOUND', 'zh-TW')),
});

/** The real order behind /payment/success and /payment/cancel. */
export const OrderView = z.object({
  orderNumber: z.string(),
  status: OrderStatus,
  amount: z.number().int(),
  currency: z.literal('TWD'),
  tier: Tier,
  planName: z.string(),
  billingCycle: BillingCycle,
  purpose: OrderPurpose,
  description: z.string(),
  testMode: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export const OrderViewResponse = z.object({ success: z.literal(true), order: OrderView });

/** The gateway's callback form (NotifyURL and ReturnURL). Unknown fields are ignored: PayUni defines them. */
export const GatewayCallbackBody = z.object({
  Status: z.string().max(100).optional(),
  MerID: z.string().max(100).optional(),
  Version: z.string().max(20).optional(),
  EncryptInfo: z.string().max(20_000).optional(),
  HashInfo: z.string().max(200).optional(),
});

export const PaymentRecordStatus = OrderStatus;
export const PaymentMethod = z.enum(['credit_card', 'atm', 'cvs', 'other']);

/** A payment record (§3), one per order. Every number is computed by the server. */
export const PaymentRecord = z.object({
  id: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.literal('TWD'),
  tier: Tier,
  billingCycle: BillingCycle,
  purpose: OrderPurpose,
  status: PaymentRecordStatus,
  paymentMethod: PaymentMethod.nullable(),
  cardLast4: z.string().nullable(),
  transactionId: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  description: z.string(),
  paidAt: z.string().nullable(),
  refundAmount: z.number().int(),
  refundDate: z.string().nullable(),
  refundable: z.boolean(),
  refundableAmount: z.number().int(),
  retryable: z.boolean(),
  testMode: z.boolean(),
});
export type PaymentRecord = z.infer<typeof PaymentRecord>;

export const PaymentStats = z.object({
  /** Paid amounts minus refunds. */
  totalPaid: z.number().int(),
  /** Orders that were paid. */
  totalTransactions: z.number().int(),
  /** totalPaid divided by the Taipei calendar months from the first payment to now (inclusive). */
  averageMonthly: z.number().int(),
  /** The first successful payment; null before any. */
  memberSince: z.string().nullable(),
});

export const PaymentListQuery = z.strictObject({
  year: z.coerce.number().int().min(2000, '年份無效').max(2100, '年份無效').optional(),
  status: z.enum(['all', ...OrderStatus.options], { error: '付款狀態無效' }).default('all'),
  /** Transaction id, order number or description; blank is ignored. */
  q: safeText().max(100, '搜尋文字過長').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const PaymentListResponse = z.object({
  success: z.literal(true),
  payments: z.array(PaymentRecord),
  total: z.number().int(),
  stats: PaymentStats,
  /** Taipei years that have payments, newest first, for the year filter. */
  years: z.array(z.number().int()),
});

export const PaymentIdParams = z.strictObject({
  id: safeText().regex(/^[A-Za-z0-9_-]{1,40}$/, errorMessage('ORDER_NOT_FOUND', 'zh-TW')),
});

export const RefundRequest = z.strictObject({
  /** Whole NT$; omitted means everything not yet refunded. */
  amount: z.number().int('退款金額必須是整數').positive('退款金額必須大於 0').optional(),
  reason: z.string().trim().max(200, '退款原因不可超過200個字').optional(),
});

export const RefundResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: PaymentRecord,
});

export const SubscriptionStatus = z.enum(['none', 'trialing', 'active', 'past_due', 'cancelled', 'expired']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** A billing-history row of /subscription (§3). */
export const BillingHistoryRow = z.object({
  id: z.string(),
  date: z.string(),
  amount: z.number().int(),
  tier: Tier,
  status: z.enum(['paid', 'pending', 'failed', 'refunded', 'partially_refunded']),
  paymentMethod: PaymentMethod.nullable(),
  invoiceUrl: z.string().nullable(),
});

export const SubscriptionView = z.object({
  /** What every gate sees (users.tier). */
  tier: Tier,
  status: SubscriptionStatus,
  plan: z.object({
    id: Tier,
    name: z.string(),
    billingCycle: BillingCycle.nullable(),
    /** Price of one cycle of this plan, from the plan table. */
    price: z.number().int(),
    currency: z.literal('TWD'),
  }),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** When the bound card is charged next; null when nothing will be charged automatically. */
  nextBillingDate: z.string().nullable(),
  nextBillingAmount: z.number().int().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Last moment of the grace period while past_due. */
  graceEndsAt: z.string().nullable(),
  trial: z.object({
    eligible: z.boolean(),
    tier: Tier.nullable(),
    days: z.number().int(),
    used: z.boolean(),
    endsAt: z.string().nullable(),
  }),
  pendingChange: z.object({ tier: Tier, billingCycle: BillingCycle, effectiveAt: z.string() }).nullable(),
  paymentMethod: z.object({ type: z.literal('credit_card'), last4: z.string().nullable() }).nullable(),
  usage: Usage,
  billingHistory: z.array(BillingHistoryRow),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

export const SubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  subscription: SubscriptionView,
});

/** Actions that take no input: an empty JSON object, or no body at all. */
export const EmptyRequest = z.strictObject({});

export const StartTrialRequest = z.strictObject({ tier_type: tierType.default('gold') });

export const ChangePlanRequest = z.strictObject({ tier_type: tierType, billing_cycle: billingCycle });

export const ChangePlanResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** now: an upgrade, effective once `payment` is paid; period_end: scheduled, nothing to pay now. */
  effective: z.enum(['now', 'period_end']),
  subscription: SubscriptionView,
  payment: PaymentFormResponse.nullable(),
});

/** Durable jobs of payments and subscriptions. */
export const paymentJobNames = {
  reconcilePending: 'payments.reconcile-pending',
  renewSubscriptions: 'subscriptions.renew',
} as const;

export const ReconcilePendingJob = z.object({
  requestedAt: z.string(),
  /** One order (after a browser return without a notify); omitted means every stale pending order. */
  orderNumber: z.string().optional(),
});
export const RenewSubscriptionsJob = z.object({ requestedAt: z.string() });
