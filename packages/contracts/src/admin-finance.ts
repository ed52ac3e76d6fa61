import { z } from 'zod';
import { pageLimit, pageNumber } from './paging.ts';
import { SubscriptionView } from './payments.ts';
import { EinvoiceStatus, EinvoiceSummary } from './einvoice.ts';
import { safeText } from './text.ts';

/**
 * Back-office subscriptions (admin spec §2.8, §7.8), finance (§2.9) and trading (§2.13, §7.7).
 * Field names are the spec's (§3); money is whole NT$, rates are fractions (the screen shows ×100).
 */

const page = pageNumber;
const limit = pageLimit;
const dateMessage = '日期格式須為 YYYY-MM-DD';
const isoDay = safeText({ error: dateMessage })
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    dateMessage,
  );
const booleanText = z
  .enum(['true', 'false'], { error: '須為 true 或 false' })
  .transform((value) => value === 'true');
const moneyMessage = '金額須為 0 到 10,000,000 的整數';
const money = z
  .number({ error: moneyMessage })
  .int(moneyMessage)
  .min(0, moneyMessage)
  .max(10_000_000, moneyMessage);
const rate = z.number().nullable();

export const adminTiers = ['free', 'gold', 'diamond'] as const;

// ── Subscriptions ────────────────────────────────────────────────────────────────────────────

export const AdminPlansQuery = z.strictObject({ active_only: booleanText.optional() });
export const AdminPlanParams = z.strictObject({
  id: z.enum(adminTiers, { error: '方案須為 free、gold 或 diamond' }),
});

export const AdminPlan = z.object({
  id: z.enum(adminTiers),
  name: z.string(),
  currency: z.string(),
  /** The monthly price (the spec's `price` with `billing_cycle` monthly). */
  price: z.number().int(),
  billing_cycle: z.literal('monthly'),
  monthly_price: z.number().int(),
  yearly_price: z.number().int(),
  trial_days: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;
export const AdminPlanListResponse = z.object({ success: z.literal(true), plans: z.array(AdminPlan) });

const nameMessage = '方案名稱須為 1 到 50 個字';
export const AdminPlanUpdateRequest = z
  .strictObject({
    name: safeText({ error: nameMessage }).trim().min(1, nameMessage).max(50, nameMessage).optional(),
    description: safeText({ error: '方案說明最多 500 個字' }).max(500, '方案說明最多 500 個字').optional(),
    monthly_price: money.optional(),
    yearly_price: money.optional(),
    trial_days: z
      .number({ error: '試用天數須為 0 到 90 的整數' })
      .int('試用天數須為 0 到 90 的整數')
      .min(0, '試用天數須為 0 到 90 的整數')
      .max(90, '試用天數須為 0 到 90 的整數')
      .optional(),
    features: z
      .array(safeText().trim().min(1, '功能說明不能為空').max(100, '每項功能說明最多 100 個字'), {
        error: '功能須為文字清單',
      })
      .max(30, '功能最多 30 項')
      .optional(),
    is_active: z.boolean({ error: '上架狀態須為 true 或 false' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: '請至少修改一個欄位',
  });
export type AdminPlanUpdateRequest = z.infer<typeof AdminPlanUpdateRequest>;
export const AdminPlanResponse = z.object({ success: z.literal(true), plan: AdminPlan });

export const SubscriptionStats = z.object({
  total_subscriptions: z.number().int(),
  active_subscriptions: z.number().int(),
  trialing_subscriptions: z.number().int(),
  past_due_subscriptions: z.number().int(),
  expired_subscriptions: z.number().int(),
  cancelled_subscriptions: z.number().int(),
  /** Net revenue (payments − refunds) of all time. */
  total_revenue: z.number(),
  /** Net revenue of this Taipei month. */
  monthly_revenue: z.number(),
  churn_rate: rate,
  growth_rate: rate,
  mrr: z.number(),
});
export const SubscriptionStatsResponse = z.object({ success: z.literal(true), stats: SubscriptionStats });

export const ExpiringQuery = z.strictObject({
  days: z.coerce
    .number({ error: '天數須為 1 到 365 的整數' })
    .int('天數須為 1 到 365 的整數')
    .min(1, '天數須為 1 到 365 的整數')
    .max(365, '天數須為 1 到 365 的整數')
    .default(30),
  limit: limit(10),
});
export const ExpiringSubscription = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  username: z.string(),
  plan_id: z.enum(adminTiers),
  plan_name: z.string(),
  status: z.string(),
  billing_cycle: z.enum(['monthly', 'yearly']),
  expires_at: z.string(),
  days_until_expiry: z.number().int(),
  /** Renews by itself: not cancelled and a card is bound. */
  auto_renew: z.boolean(),
});
export type ExpiringSubscription = z.infer<typeof ExpiringSubscription>;
export const ExpiringResponse = z.object({
  success: z.literal(true),
  subscriptions: z.array(ExpiringSubscription),
  total: z.number().int(),
});

export const AdminSubscriptionParams = z.strictObject({
  id: safeText().regex(/^[\w-]{1,64}$/, '訂閱編號格式錯誤'),
});
export const AdminSubscriptionDetail = ExpiringSubscription.extend({
  current_period_start: z.string(),
  cancel_at_period_end: z.boolean(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
  payments: z.array(
    z.object({
      order_number: z.string(),
      amount: z.number().int(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
});
export const AdminSubscriptionResponse = z.object({
  success: z.literal(true),
  subscription: AdminSubscriptionDetail,
});
export const ReminderResponse = z.object({
  success: z.literal(true),
  sent_to: z.string(),
  sent_at: z.string(),
});

export const RevenueQuery = z
  .strictObject({ start_date: isoDay.optional(), end_date: isoDay.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    error: '開始日期不能晚於結束日期',
    path: ['start_date'],
  });
export const RevenuePoint = z.object({
  month: z.string(),
  revenue: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export const RevenueReport = z.object({
  start_date: z.string(),
  end_date: z.string(),
  total_revenue: z.number(),
  /** Net revenue of the range's last month. */
  monthly_revenue: z.number(),
  /** Last month against the month before it (null without a base). */
  revenue_growth: rate,
  revenue_by_plan: z.record(z.string(), z.number()),
  revenue_trend: z.array(RevenuePoint),
  key_metrics: z.object({ arpu: rate, ltv: rate, churn_rate: rate, mrr: z.number() }),
  formulas: z.record(z.string(), z.string()),
});
export const RevenueResponse = z.object({ success: z.literal(true), report: RevenueReport });

// ── Finance ──────────────────────────────────────────────────────────────────────────────────

export const FinancePeriodQuery = z.strictObject({
  period: z.enum(['month', 'quarter', 'year'], { error: '期間須為 month、quarter 或 year' }).default('month'),
  date: isoDay.optional(),
});
export const FinancePeriod = z.object({
  kind: z.enum(['month', 'quarter', 'year']),
  label: z.string(),
  start: z.string(),
  end: z.string(),
});

export const paymentMethods = ['credit_card', 'webatm', 'vacc', 'cvs', 'other'] as const;
export const GatewayTransaction = z.object({
  id: z.string(),
  order_number: z.string(),
  user_id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  tier_type: z.enum(adminTiers),
  duration_months: z.number().int(),
  purpose: z.enum(['new', 'renewal', 'change']),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  payment_method: z.enum(paymentMethods).nullable(),
  status: z.enum(['pending', 'completed', 'failed', 'refunded', 'partially_refunded']),
  test_mode: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type GatewayTransaction = z.infer<typeof GatewayTransaction>;

export const FinanceOverview = z.object({
  period: FinancePeriod,
  total_revenue: z.number(),
  refunds: z.number(),
  net_revenue: z.number(),
  other_income: z.number(),
  total_expenses: z.number(),
  net_profit: z.number(),
  profit_margin: rate,
  growth_rate: rate,
  /** MRR at the period's end (or now): the spec's monthly revenue. */
  monthly_revenue: z.number(),
  /** ARR = MRR × 12: the spec's yearly revenue. */
  yearly_revenue: z.number(),
  mrr: z.number(),
  arr: z.number(),
  arpu: rate,
  churn_rate: rate,
  paying_members: z.number().int(),
  trend: z.array(RevenuePoint),
  revenue_by_plan: z.record(z.string(), z.number()),
  recent_transactions: z.array(GatewayTransaction),
  formulas: z.record(z.string(), z.string()),
});
export const FinanceOverviewResponse = z.object({ success: z.literal(true), overview: FinanceOverview });

/** Money alerts from the ledger (admin spec §2.9 GET /admin/finance/alerts), each by a stated rule. */
export const FinanceAlert = z.object({
  rule: z.enum(['payment_failures', 'refund_failures', 'stale_pending', 'refund_ratio', 'revenue_drop']),
  severity: z.enum(['high', 'medium', 'low']),
  title: z.string(),
  message: z.string(),
  count: z.number().int(),
  amount: z.number(),
  orders: z.array(z.string()),
  value: z.number().nullable(),
});
export type FinanceAlert = z.infer<typeof FinanceAlert>;
export const FinanceAlertsResponse = z.object({
  success: z.literal(true),
  alerts: z.array(FinanceAlert),
  summary: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }),
  rules: z.record(z.string(), z.string()),
  checked_at: z.string(),
});

export const orderStatuses = ['pending', 'completed', 'failed', 'refunded', 'partially_refunded'] as const;
export const GatewayTransactionQuery = z.strictObject({
  page,
  limit: limit(20),
  status: z.enum(orderStatuses, { error: '狀態不正確' }).optional(),
  period: z.enum(['month', 'quarter', 'year'], { error: '期間須為 month、quarter 或 year' }).optional(),
  date: isoDay.optional(),
});
const Distribution = z.record(
  z.string(),
  z.object({ count: z.number().int(), percentage: z.number(), amount: z.number() }),
);
export const GatewayTransactionStats = z.object({
  total_transactions: z.number().int(),
  total_amount: z.number(),
  success_rate: rate,
  average_transaction_amount: rate,
  payment_methods: Distribution,
  tier_distribution: Distribution,
});
export const GatewayTransactionListResponse = z.object({
  success: z.literal(true),
  transactions: z.array(GatewayTransaction),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  stats: GatewayTransactionStats,
});
export const FinanceOrderParams = z.strictObject({
  orderNumber: safeText().regex(/^[\w-]{1,40}$/, '訂單編號格式錯誤'),
});
export const GatewayEventsResponse = z.object({
  success: z.literal(true),
  events: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      verified: z.boolean(),
      outcome: z.string(),
      fields: z.record(z.string(), z.string()),
      created_at: z.string(),
    }),
  ),
});

export const financeRecordTypes = ['income', 'expense'] as const;
export const financeRecordStatuses = ['completed', 'pending', 'cancelled'] as const;
const categoryMessage = '類別須為 1 到 50 個字';
export const FinanceRecordCreateRequest = z.strictObject({
  type: z.enum(financeRecordTypes, { error: '類型須為 income 或 expense' }),
  category: safeText({ error: categoryMessage }).trim().min(1, categoryMessage).max(50, categoryMessage),
  amount: z
    .number({ error: '金額須為 1 到 10,000,000 的整數' })
    .int('金額須為 1 到 10,000,000 的整數')
    .min(1, '金額須為 1 到 10,000,000 的整數')
    .max(10_000_000, '金額須為 1 到 10,000,000 的整數'),
  description: safeText({ error: '說明最多 500 個字' }).max(500, '說明最多 500 個字').default(''),
  date: isoDay,
  status: z
    .enum(financeRecordStatuses, { error: '狀態須為 completed、pending 或 cancelled' })
    .default('completed'),
});
export type FinanceRecordCreateRequest = z.infer<typeof FinanceRecordCreateRequest>;
export const FinanceRecordUpdateRequest = z.strictObject({
  status: z.enum(financeRecordStatuses, { error: '狀態須為 completed、pending 或 cancelled' }),
});
export const FinanceRecordParams = z.strictObject({
  id: safeText().regex(/^[0-9a-f-]{36}$/, '紀錄編號格式錯誤'),
});
export const FinanceRecord = z.object({
  id: z.string(),
  type: z.enum(financeRecordTypes),
  category: z.string(),
  amount: z.number().int(),
  description: z.string(),
  date: z.string(),
  status: z.enum(financeRecordStatuses),
  created_by: z.string(),
  created_at: z.string(),
});
export type FinanceRecord = z.infer<typeof FinanceRecord>;
export const FinanceRecordQuery = z.strictObject({
  page,
  limit: limit(20),
  type: z.enum(financeRecordTypes, { error: '類型須為 income 或 expense' }).optional(),
});
export const FinanceRecordListResponse = z.object({
  success: z.literal(true),
  records: z.array(FinanceRecord),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const FinanceRecordResponse = z.object({ success: z.literal(true), record: FinanceRecord });

export const ReconciliationQuery = z.strictObject({
  period: z.enum(['month', 'quarter', 'year'], { error: '期間須為 month、quarter 或 year' }).default('month'),
  date: isoDay.optional(),
  limit: limit(50),
});
export const ReconciliationRow = z.object({
  order_number: z.string(),
  our_status: z.string(),
  our_amount: z.number().int(),
  our_refunded: z.number().int(),
  gateway_outcome: z.enum(['paid', 'failed', 'pending', 'unknown']),
  gateway_status: z.string().nullable(),
  gateway_amount: z.number().nullable(),
  gateway_refunded: z.number().nullable(),
  matched: z.boolean(),
  issue: z.string().nullable(),
});
export const ReconciliationResponse = z.object({
  success: z.literal(true),
  period: FinancePeriod,
  rows: z.array(ReconciliationRow),
  checked: z.number().int(),
  mismatches: z.number().int(),
});

const invoiceFilterMessage = '發票狀態須為 pending、issued、voided、failed 或 allowance';
const invoiceSearchMessage = '請輸入發票號碼或訂單編號（英數字與連字號，最多 40 字）';
/** An invoice's own status, or "allowance": invoices with at least one allowance made. */
export const FinanceInvoiceFilter = z.enum([...EinvoiceStatus.options, 'allowance'], {
  error: invoiceFilterMessage,
});
export type FinanceInvoiceFilter = z.infer<typeof FinanceInvoiceFilter>;
export const FinanceInvoiceQuery = z.strictObject({
  page,
  limit: limit(20),
  status: FinanceInvoiceFilter.optional(),
  /** Invoices created on or after this day (Taipei). */
  date: isoDay.optional(),
  /** An exact invoice number or order number. */
  search: z
    .string({ error: invoiceSearchMessage })
    .trim()
    .max(40, invoiceSearchMessage)
    .regex(/^[A-Za-z0-9-]*$/, invoiceSearchMessage)
    .optional(),
});
export const FinanceInvoiceListResponse = z.object({
  success: z.literal(true),
  invoices: z.array(EinvoiceSummary),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// ── Trading ──────────────────────────────────────────────────────────────────────────────────

export const tradingOrderStatuses = ['executed', 'pending', 'cancelled'] as const;
export const TradingOrderQuery = z.strictObject({
  page,
  limit: limit(10),
  status: z.enum(tradingOrderStatuses, { error: '狀態須為 executed、pending 或 cancelled' }).optional(),
  user_id: safeText()
    .regex(/^[0-9a-f-]{36}$/, '用戶編號格式錯誤')
    .optional(),
  symbol: safeText()
    .trim()
    .regex(/^[0-9A-Z^.]{1,16}$/, '股票代號格式錯誤')
    .optional(),
});
export const TradingOrder = z.object({
  id: z.string(),
  symbol: z.string(),
  order_type: z.enum(['buy', 'sell']),
  quantity: z.number(),
  price: z.number(),
  value: z.number(),
  fee: z.number().int(),
  tax: z.number().int(),
  /** A recorded transaction is a filled order. */
  status: z.enum(tradingOrderStatuses),
  user_id: z.string(),
  portfolio_id: z.string(),
  trade_date: z.string(),
  created_at: z.string(),
});
export const TradingOrderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(TradingOrder),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const TradingStats = z.object({
  total_orders: z.number().int(),
  executed_orders: z.number().int(),
  pending_orders: z.number().int(),
  buy_orders: z.number().int(),
  sell_orders: z.number().int(),
  total_volume: z.number(),
  total_value: z.number(),
  success_rate: rate,
  /** Members record filled trades; there is no execution to time (null, not invented). */
  avg_execution_time: z.number().nullable(),
  members: z.number().int(),
});
export const TradingStatsResponse = z.object({ success: z.literal(true), stats: TradingStats });
const Concentration = z.object({ key: z.string(), value: z.number(), weight: z.number() });
export const RiskMetrics = z.object({
  total_exposure: z.number(),
  var_95: z.number().nullable(),
  max_drawdown: z.number().nullable(),
  sharpe_ratio: z.number().nullable(),
  beta: z.number().nullable(),
  volatility: z.number().nullable(),
  return_days: z.number().int(),
  risk_free_rate: z.number(),
  portfolios: z.number().int(),
  members: z.number().int(),
  as_of: z.string(),
  simulated: z.boolean(),
  concentration_by_symbol: z.array(Concentration),
  concentration_by_member: z.array(Concentration),
  formulas: z.record(z.string(), z.string()),
});
export const RiskMetricsResponse = z.object({ success: z.literal(true), metrics: RiskMetrics });

export type SubscriptionStats = z.infer<typeof SubscriptionStats>;
export type RevenueReport = z.infer<typeof RevenueReport>;
export type FinanceOverview = z.infer<typeof FinanceOverview>;
export type TradingStats = z.infer<typeof TradingStats>;
export type RiskMetrics = z.infer<typeof RiskMetrics>;

/** A member's membership as staff see and change it (admin spec §7.2 /users/{id}/subscription…). */
export const AdminMemberSubscriptionResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  subscription: SubscriptionView.omit({ billingHistory: true }),
});
