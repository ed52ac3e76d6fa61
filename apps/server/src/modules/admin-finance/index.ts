import type { z } from 'zod';
import type {
  AdminPlan,
  AdminPlanUpdateRequest,
  AdminSubscriptionDetail,
  EinvoiceSummary,
  ExpiringQuery,
  FinanceAlertsResponse,
  ExpiringSubscription,
  FinanceInvoiceQuery,
  FinanceOverview,
  FinancePeriodQuery,
  FinanceRecord,
  FinanceRecordCreateRequest,
  FinanceRecordQuery,
  FinanceRecordUpdateRequest,
  GatewayEventsResponse,
  GatewayTransaction,
  GatewayTransactionQuery,
  GatewayTransactionStats,
  ReconciliationQuery,
  ReconciliationResponse,
  RevenueQuery,
  RevenueReport,
  RiskMetrics,
  SubscriptionStats,
  TradingOrder,
  TradingOrderQuery,
  TradingStats,
} from '@alphadesk/contracts';
import type { SubscriptionSummary } from '../subscriptions/index.ts';
import { createFinanceAlerts } from './alerts.ts';
import { createMemberSubscriptions } from './member-subscription.ts';
import { createAdminFinance } from './finance.ts';
import type { AdminFinanceDeps, StaffActor } from './ports.ts';
import { createFinanceRecords } from './records.ts';
import { createAdminSubscriptions } from './subscriptions.ts';
import { createAdminTrading } from './trading.ts';

export { adminFinanceRoutes } from './routes.ts';
export type { AdminFinanceDeps, StaffActor } from './ports.ts';

/**
 * The back-office's money screens (admin spec §2.8 subscriptions, §2.9 finance, §2.13 trading):
 * read from the payments, subscriptions, plans, portfolios and e-invoice facades, figures from
 * core's finance formulas, and the few mutations (plan edits, reminders, general records) audited.
 */
export interface AdminFinanceModule {
  plans(activeOnly: boolean): Promise<AdminPlan[]>;
  updatePlan(actor: StaffActor, id: string, patch: AdminPlanUpdateRequest): Promise<AdminPlan>;
  subscriptionStats(): Promise<SubscriptionStats>;
  expiring(
    query: z.output<typeof ExpiringQuery>,
  ): Promise<{ subscriptions: ExpiringSubscription[]; total: number }>;
  subscription(id: string): Promise<z.infer<typeof AdminSubscriptionDetail>>;
  remind(actor: StaffActor, id: string): Promise<{ sentTo: string; sentAt: Date }>;
  revenue(query: z.output<typeof RevenueQuery>): Promise<RevenueReport>;

  overview(query: z.output<typeof FinancePeriodQuery>): Promise<FinanceOverview>;
  transactions(query: z.output<typeof GatewayTransactionQuery>): Promise<{
    transactions: GatewayTransaction[];
    total: number;
    stats: z.infer<typeof GatewayTransactionStats>;
  }>;
  events(orderNumber: string): Promise<z.infer<typeof GatewayEventsResponse>['events']>;
  exportCsv(query: z.output<typeof FinancePeriodQuery>): Promise<{ fileName: string; body: string }>;
  reconciliation(
    query: z.output<typeof ReconciliationQuery>,
  ): Promise<Omit<z.infer<typeof ReconciliationResponse>, 'success'>>;
  invoices(
    query: z.output<typeof FinanceInvoiceQuery>,
  ): Promise<{ invoices: EinvoiceSummary[]; total: number }>;
  /** One member's membership, and staff cancelling or resuming it for them (audited). */
  memberSubscription(userId: string): Promise<SubscriptionSummary>;
  cancelMemberSubscription(
    actor: StaffActor,
    userId: string,
  ): Promise<{ summary: SubscriptionSummary; message: string }>;
  renewMemberSubscription(actor: StaffActor, userId: string): Promise<SubscriptionSummary>;
  /** Alerts from the ledger by the stated rules (failed payments and refunds, stale orders, ratios). */
  alerts(): Promise<Omit<z.infer<typeof FinanceAlertsResponse>, 'success'>>;
  records(query: z.output<typeof FinanceRecordQuery>): Promise<{ records: FinanceRecord[]; total: number }>;
  createRecord(actor: StaffActor, input: z.output<typeof FinanceRecordCreateRequest>): Promise<FinanceRecord>;
  updateRecord(
    actor: StaffActor,
    id: string,
    input: z.output<typeof FinanceRecordUpdateRequest>,
  ): Promise<FinanceRecord>;

  tradingOrders(
    query: z.output<typeof TradingOrderQuery>,
  ): Promise<{ orders: z.infer<typeof TradingOrder>[]; total: number }>;
  tradingStats(): Promise<TradingStats>;
  riskMetrics(): Promise<RiskMetrics>;
}

export function createAdminFinanceModule(deps: AdminFinanceDeps): AdminFinanceModule {
  const subscriptions = createAdminSubscriptions(deps);
  const records = createFinanceRecords(deps);
  const finance = createAdminFinance(deps, records);
  const trading = createAdminTrading(deps);
  const members = createMemberSubscriptions(deps);
  return {
    plans: subscriptions.plans,
    updatePlan: subscriptions.updatePlan,
    subscriptionStats: subscriptions.stats,
    expiring: subscriptions.expiring,
    subscription: subscriptions.detail,
    remind: subscriptions.remind,
    revenue: subscriptions.revenue,
    overview: finance.overview,
    transactions: finance.transactions,
    events: finance.events,
    exportCsv: finance.exportCsv,
    reconciliation: finance.reconciliation,
    invoices: finance.invoices,
    alerts: createFinanceAlerts(deps),
    memberSubscription: members.get,
    cancelMemberSubscription: members.cancel,
    renewMemberSubscription: members.renew,
    records: records.list,
    createRecord: records.create,
    updateRecord: records.update,
    tradingOrders: trading.orders,
    tradingStats: trading.stats,
    riskMetrics: trading.riskMetrics,
  };
}
