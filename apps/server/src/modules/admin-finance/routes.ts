import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminModule } from '@alphadesk/contracts';
import {
  AdminPlanListResponse,
  AdminPlanParams,
  AdminPlanResponse,
  AdminPlansQuery,
  AdminPlanUpdateRequest,
  AdminSubscriptionParams,
  AdminSubscriptionResponse,
  EmptyRequest,
  ExpiringQuery,
  ExpiringResponse,
  AdminMemberSubscriptionResponse,
  AdminUserIdParams,
  FinanceAlertsResponse,
  FinanceInvoiceListResponse,
  FinanceInvoiceQuery,
  FinanceOrderParams,
  FinanceOverviewResponse,
  FinancePeriodQuery,
  FinanceRecordCreateRequest,
  FinanceRecordListResponse,
  FinanceRecordParams,
  FinanceRecordQuery,
  FinanceRecordResponse,
  FinanceRecordUpdateRequest,
  GatewayEventsResponse,
  GatewayTransactionListResponse,
  GatewayTransactionQuery,
  ReconciliationQuery,
  ReconciliationResponse,
  ReminderResponse,
  RevenueQuery,
  RevenueResponse,
  RiskMetricsResponse,
  SubscriptionStatsResponse,
  TradingOrderListResponse,
  TradingOrderQuery,
  TradingStatsResponse,
} from '@alphadesk/contracts';
import { staffActorOf } from '../../platform/access.ts';
import type { AdminFinanceModule } from './index.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const guard = (module: AdminModule, action: 'read' | 'write', max: number) => ({
  access: 'staff' as const,
  permission: { module, action },
  rateLimit: perMinute(max),
});
const subs = (action: 'read' | 'write', max = 120) => guard('subscription_management', action, max);
const money = (action: 'read' | 'write', max = 120) => guard('financial_management', action, max);
const trading = (max = 120) => guard('trading_management', 'read', max);

const actorOf = staffActorOf;

/** Subscriptions, finance and trading in the back-office (admin spec §7.7, §7.8). */
export const adminFinanceRoutes =
  (module: AdminFinanceModule): FastifyPluginAsyncZod =>
  async (app) => {
    // ── Subscriptions (§2.8, §7.8) ──
    const s = '/api/admin/subscriptions';
    const subTags = ['admin-subscriptions'];
    app.get(
      `${s}/plans`,
      {
        config: subs('read'),
        schema: {
          tags: subTags,
          summary: '方案列表',
          querystring: AdminPlansQuery,
          response: { 200: AdminPlanListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        plans: await module.plans(request.query.active_only ?? false),
      }),
    );
    app.put(
      `${s}/plans/:id`,
      {
        config: subs('write', 30),
        schema: {
          tags: subTags,
          summary: '編輯方案（價格來源即方案表）',
          params: AdminPlanParams,
          body: AdminPlanUpdateRequest,
          response: { 200: AdminPlanResponse },
        },
      },
      async (request) => ({
        success: true as const,
        plan: await module.updatePlan(actorOf(request), request.params.id, request.body),
      }),
    );
    app.get(
      `${s}/stats`,
      {
        config: subs('read'),
        schema: { tags: subTags, summary: '訂閱統計', response: { 200: SubscriptionStatsResponse } },
      },
      async () => ({ success: true as const, stats: await module.subscriptionStats() }),
    );
    app.get(
      `${s}/expiring`,
      {
        config: subs('read'),
        schema: {
          tags: subTags,
          summary: '即將到期的訂閱',
          querystring: ExpiringQuery,
          response: { 200: ExpiringResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.expiring(request.query)) }),
    );
    app.get(
      `${s}/revenue`,
      {
        config: subs('read', 60),
        schema: {
          tags: subTags,
          summary: '營收報表',
          querystring: RevenueQuery,
          response: { 200: RevenueResponse },
        },
      },
      async (request) => ({ success: true as const, report: await module.revenue(request.query) }),
    );
    app.get(
      `${s}/:id`,
      {
        config: subs('read'),
        schema: {
          tags: subTags,
          summary: '訂閱詳情',
          params: AdminSubscriptionParams,
          response: { 200: AdminSubscriptionResponse },
        },
      },
      async (request) => ({
        success: true as const,
        subscription: await module.subscription(request.params.id),
      }),
    );
    app.post(
      `${s}/:id/remind`,
      {
        config: subs('write', 20),
        schema: {
          tags: subTags,
          summary: '寄送到期提醒',
          params: AdminSubscriptionParams,
          body: EmptyRequest.nullish(),
          response: { 200: ReminderResponse },
        },
      },
      async (request) => {
        const sent = await module.remind(actorOf(request), request.params.id);
        return { success: true as const, sent_to: sent.sentTo, sent_at: sent.sentAt.toISOString() };
      },
    );

    // One member's membership (§7.2 /users/{id}/subscription…): read, cancel at period end, resume.
    const member = '/api/admin/users/:id/subscription';
    const memberSubscriptionSchema = (summary: string) => ({
      tags: subTags,
      summary,
      params: AdminUserIdParams,
      response: { 200: AdminMemberSubscriptionResponse },
    });
    app.get(
      member,
      { config: subs('read'), schema: memberSubscriptionSchema('會員的訂閱') },
      async (request) => ({
        success: true as const,
        subscription: await module.memberSubscription(request.params.id),
      }),
    );
    app.put(
      `${member}/cancel`,
      {
        config: subs('write', 30),
        schema: { ...memberSubscriptionSchema('為會員取消續訂'), body: EmptyRequest.nullish() },
      },
      async (request) => {
        const { summary, message } = await module.cancelMemberSubscription(
          actorOf(request),
          request.params.id,
        );
        return { success: true as const, message, subscription: summary };
      },
    );
    app.put(
      `${member}/renew`,
      {
        config: subs('write', 30),
        schema: { ...memberSubscriptionSchema('為會員恢復續訂'), body: EmptyRequest.nullish() },
      },
      async (request) => ({
        success: true as const,
        subscription: await module.renewMemberSubscription(actorOf(request), request.params.id),
      }),
    );

    // ── Finance (§2.9) ──
    const f = '/api/admin/finance';
    const finTags = ['admin-finance'];
    app.get(
      `${f}/overview`,
      {
        config: money('read', 60),
        schema: {
          tags: finTags,
          summary: '財務總覽',
          querystring: FinancePeriodQuery,
          response: { 200: FinanceOverviewResponse },
        },
      },
      async (request) => ({ success: true as const, overview: await module.overview(request.query) }),
    );
    app.get(
      `${f}/transactions`,
      {
        config: money('read', 60),
        schema: {
          tags: finTags,
          summary: 'PayUni 交易',
          querystring: GatewayTransactionQuery,
          response: { 200: GatewayTransactionListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.transactions(request.query)),
        page: request.query.page,
        limit: request.query.limit,
      }),
    );
    app.get(
      `${f}/transactions/:orderNumber/events`,
      {
        config: money('read'),
        schema: {
          tags: finTags,
          summary: '交易的金流事件',
          params: FinanceOrderParams,
          response: { 200: GatewayEventsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        events: await module.events(request.params.orderNumber),
      }),
    );
    app.get(
      `${f}/export`,
      {
        config: money('read', 10),
        schema: { tags: finTags, summary: '匯出財務 CSV', querystring: FinancePeriodQuery },
      },
      async (request, reply) => {
        const file = await module.exportCsv(request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
    app.get(
      `${f}/reconciliation`,
      {
        config: money('read', 10),
        schema: {
          tags: finTags,
          summary: '對帳（訂單對 PayUni trade/query）',
          querystring: ReconciliationQuery,
          response: { 200: ReconciliationResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.reconciliation(request.query)) }),
    );
    app.get(
      `${f}/alerts`,
      {
        config: money('read', 60),
        schema: { tags: finTags, summary: '財務預警', response: { 200: FinanceAlertsResponse } },
      },
      async () => ({ success: true as const, ...(await module.alerts()) }),
    );
    app.get(
      `${f}/invoices`,
      {
        config: money('read', 60),
        schema: {
          tags: finTags,
          summary: '電子發票、作廢與折讓',
          querystring: FinanceInvoiceQuery,
          response: { 200: FinanceInvoiceListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.invoices(request.query)),
        page: request.query.page,
        limit: request.query.limit,
      }),
    );
    app.get(
      `${f}/records`,
      {
        config: money('read'),
        schema: {
          tags: finTags,
          summary: '一般收支紀錄',
          querystring: FinanceRecordQuery,
          response: { 200: FinanceRecordListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.records(request.query)),
        page: request.query.page,
        limit: request.query.limit,
      }),
    );
    app.post(
      `${f}/records`,
      {
        config: money('write', 30),
        schema: {
          tags: finTags,
          summary: '新增收支紀錄',
          body: FinanceRecordCreateRequest,
          response: { 200: FinanceRecordResponse },
        },
      },
      async (request) => ({
        success: true as const,
        record: await module.createRecord(actorOf(request), request.body),
      }),
    );
    app.put(
      `${f}/records/:id`,
      {
        config: money('write', 30),
        schema: {
          tags: finTags,
          summary: '更新收支紀錄狀態',
          params: FinanceRecordParams,
          body: FinanceRecordUpdateRequest,
          response: { 200: FinanceRecordResponse },
        },
      },
      async (request) => ({
        success: true as const,
        record: await module.updateRecord(actorOf(request), request.params.id, request.body),
      }),
    );

    // ── Trading (§2.13, §7.7) ──
    const t = '/api/admin/trading';
    const tradeTags = ['admin-trading'];
    app.get(
      `${t}/orders`,
      {
        config: trading(),
        schema: {
          tags: tradeTags,
          summary: '會員交易訂單',
          querystring: TradingOrderQuery,
          response: { 200: TradingOrderListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.tradingOrders(request.query)),
        page: request.query.page,
        limit: request.query.limit,
      }),
    );
    app.get(
      `${t}/stats`,
      {
        config: trading(),
        schema: { tags: tradeTags, summary: '交易統計', response: { 200: TradingStatsResponse } },
      },
      async () => ({ success: true as const, stats: await module.tradingStats() }),
    );
    app.get(
      `${t}/risk-metrics`,
      {
        config: trading(20),
        schema: { tags: tradeTags, summary: '跨會員風險指標', response: { 200: RiskMetricsResponse } },
      },
      async () => ({ success: true as const, metrics: await module.riskMetrics() }),
    );
  };
