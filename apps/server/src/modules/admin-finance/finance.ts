import type { z } from 'zod';
import {
  financeMetrics,
  periodContaining,
  previousPeriod,
  revenueByPlan,
  revenueTrend,
  type PeriodKind,
  type PeriodRange,
} from '@alphadesk/core';
import type {
  FinanceInvoiceQuery,
  FinanceOverview,
  FinancePeriodQuery,
  GatewayTransaction,
  GatewayTransactionQuery,
  ReconciliationQuery,
} from '@alphadesk/contracts';
import type { LedgerOrder } from '../payments/index.ts';
import { toCsv } from './csv.ts';
import { factsOf, financeFormulas } from './facts.ts';
import { memberLabels } from './members.ts';
import type { AdminFinanceDeps } from './ports.ts';
import type { createFinanceRecords } from './records.ts';

const taipeiOffsetMs = 8 * 3_600_000;
const paidStatuses = new Set(['completed', 'refunded', 'partially_refunded']);

/** PayUni's PaymentType: 1 card, 2 ATM (a virtual account), 3 convenience store. */
function methodOf(paymentType: string | null | undefined): GatewayTransaction['payment_method'] {
  if (!paymentType) return null;
  return (
    ({ '1': 'credit_card', '2': 'vacc', '3': 'cvs' } as const)[paymentType as '1' | '2' | '3'] ?? 'other'
  );
}

const periodOf = (kind: PeriodKind, date: string | undefined, now: Date): PeriodRange =>
  periodContaining(kind, date ? new Date(Date.parse(`${date}T00:00:00Z`) - taipeiOffsetMs) : now);

const presentPeriod = (period: PeriodRange) => ({
  kind: period.kind,
  label: period.label,
  start: period.start.toISOString(),
  end: period.end.toISOString(),
});

const within = (at: Date, period: PeriodRange) => at >= period.start && at < period.end;

export function createAdminFinance(deps: AdminFinanceDeps, records: ReturnType<typeof createFinanceRecords>) {
  const { payments, einvoices, now } = deps;

  async function present(orders: readonly LedgerOrder[]): Promise<GatewayTransaction[]> {
    const labels = memberLabels(deps.accounts);
    return Promise.all(
      orders.map(async (order) => {
        const label = await labels(order.userId);
        return {
          id: order.id,
          order_number: order.orderNumber,
          user_id: order.userId,
          username: label.username,
          email: label.email,
          tier_type: order.planId,
          duration_months: order.billingCycle === 'yearly' ? 12 : 1,
          purpose: order.purpose,
          amount: order.amount,
          refunded_amount: order.refundedAmount,
          payment_method: methodOf(order.payment?.paymentType),
          status: order.status,
          test_mode: order.testMode,
          created_at: order.createdAt.toISOString(),
          paid_at: order.paidAt?.toISOString() ?? null,
        };
      }),
    );
  }

  function transactionStats(orders: readonly LedgerOrder[]) {
    const paid = orders.filter((order) => paidStatuses.has(order.status));
    const decided = paid.length + orders.filter((order) => order.status === 'failed').length;
    const total = paid.reduce((sum, order) => sum + order.amount, 0);
    const distribution = (keyOf: (order: LedgerOrder) => string) => {
      const groups: Record<string, { count: number; percentage: number; amount: number }> = {};
      for (const order of paid) {
        const group = (groups[keyOf(order)] ??= { count: 0, percentage: 0, amount: 0 });
        group.count += 1;
        group.amount += order.amount;
      }
      for (const group of Object.values(groups)) group.percentage = (group.count / paid.length) * 100;
      return groups;
    };
    return {
      total_transactions: orders.length,
      total_amount: total,
      success_rate: decided === 0 ? null : paid.length / decided,
      average_transaction_amount: paid.length === 0 ? null : total / paid.length,
      payment_methods: distribution((order) => methodOf(order.payment?.paymentType) ?? 'unknown'),
      tier_distribution: distribution((order) => order.planId),
    };
  }

  return {
    async overview(query: z.output<typeof FinancePeriodQuery>): Promise<FinanceOverview> {
      const at = now();
      const period = periodOf(query.period, query.date, at);
      const previous = previousPeriod(period);
      const ledger = await payments.financeLedger();
      const { payments: paid, refunds } = factsOf(ledger);
      const { facts } = await records.between(period.start, period.end);
      const metrics = financeMetrics({ payments: paid, refunds, records: facts, period, previous, now: at });
      // The trend shows the twelve months up to the period's end (or now).
      const trendEnd = new Date(Math.min(period.end.getTime(), at.getTime() + 1));
      const trendStart = periodContaining('month', new Date(trendEnd.getTime() - 1));
      const firstMonth = new Date(trendStart.start);
      for (let i = 0; i < 11; i++)
        firstMonth.setTime(previousPeriod(periodContaining('month', firstMonth)).start.getTime());
      return {
        period: presentPeriod(period),
        total_revenue: metrics.revenue,
        refunds: metrics.refunds,
        net_revenue: metrics.net,
        other_income: metrics.otherIncome,
        total_expenses: metrics.expenses,
        net_profit: metrics.netProfit,
        profit_margin: metrics.profitMargin,
        growth_rate: metrics.growthRate,
        monthly_revenue: metrics.mrr,
        yearly_revenue: metrics.arr,
        mrr: metrics.mrr,
        arr: metrics.arr,
        arpu: metrics.arpu,
        churn_rate: metrics.churnRate,
        paying_members: metrics.payingMembers,
        trend: revenueTrend(paid, refunds, firstMonth, trendEnd),
        revenue_by_plan: revenueByPlan(paid, refunds, period),
        recent_transactions: await present(ledger.orders.slice(0, 10)),
        formulas: { ...financeFormulas },
      };
    },

    async transactions(query: z.output<typeof GatewayTransactionQuery>) {
      const ledger = await payments.financeLedger();
      const period = query.period ? periodOf(query.period, query.date, now()) : null;
      const inPeriod = period
        ? ledger.orders.filter((order) => within(order.createdAt, period))
        : ledger.orders;
      const filtered = query.status ? inPeriod.filter((order) => order.status === query.status) : inPeriod;
      const pageRows = filtered.slice((query.page - 1) * query.limit, query.page * query.limit);
      return {
        transactions: await present(pageRows),
        total: filtered.length,
        stats: transactionStats(inPeriod),
      };
    },

    async events(orderNumber: string) {
      const events = await payments.orderEvents(orderNumber);
      return events.map((event) => ({
        id: event.id,
        kind: event.kind,
        verified: event.verified,
        outcome: event.outcome,
        fields: event.fields,
        created_at: event.createdAt.toISOString(),
      }));
    },

    /** The period's gateway transactions and general records in one sheet. */
    async exportCsv(query: z.output<typeof FinancePeriodQuery>): Promise<{ fileName: string; body: string }> {
      const period = periodOf(query.period, query.date, now());
      const ledger = await payments.financeLedger();
      const orders = await present(ledger.orders.filter((order) => within(order.createdAt, period)));
      const { records: entries } = await records.between(period.start, period.end);
      const rows: (string | number | null)[][] = [
        [
          'source',
          'id',
          'date',
          'member_or_category',
          'email',
          'type',
          'amount',
          'refunded',
          'status',
          'payment_method',
          'description',
        ],
      ];
      for (const order of orders)
        rows.push([
          'payuni',
          order.order_number,
          order.paid_at ?? order.created_at,
          order.username,
          order.email,
          `${order.tier_type}/${order.duration_months}m/${order.purpose}`,
          order.amount,
          order.refunded_amount,
          order.status,
          order.payment_method,
          null,
        ]);
      for (const entry of entries)
        rows.push([
          'record',
          entry.id,
          entry.date,
          entry.category,
          null,
          entry.type,
          entry.amount,
          null,
          entry.status,
          null,
          entry.description,
        ]);
      return { fileName: `finance-${period.label}.csv`, body: toCsv(rows) };
    },

    /** Our orders against the gateway's own answer (trade/query), one query per order. */
    async reconciliation(query: z.output<typeof ReconciliationQuery>) {
      const period = periodOf(query.period, query.date, now());
      const orders = await payments.ordersBetween(period.start, period.end, query.limit);
      const rows = [];
      for (const order of orders) {
        const trade = await payments.gatewayTrade(order.orderNumber);
        const paidHere = paidStatuses.has(order.status);
        let issue: string | null = null;
        if (!trade) {
          if (paidHere) issue = '金流查無此筆交易';
        } else if (paidHere && trade.outcome !== 'paid') {
          issue = '本站已入帳，金流未顯示付款成功';
        } else if (!paidHere && trade.outcome === 'paid') {
          issue = '金流已付款，本站尚未入帳';
        } else if (paidHere && trade.amount !== null && trade.amount !== order.amount) {
          issue = '金額不符';
        } else if (
          paidHere &&
          trade.refundedAmount !== null &&
          trade.refundedAmount !== order.refundedAmount
        ) {
          issue = '退款金額不符';
        }
        rows.push({
          order_number: order.orderNumber,
          our_status: order.status,
          our_amount: order.amount,
          our_refunded: order.refundedAmount,
          gateway_outcome: trade?.outcome ?? ('unknown' as const),
          gateway_status: trade?.status ?? null,
          gateway_amount: trade?.amount ?? null,
          gateway_refunded: trade?.refundedAmount ?? null,
          matched: issue === null,
          issue,
        });
      }
      return {
        period: presentPeriod(period),
        rows,
        checked: rows.length,
        mismatches: rows.filter((row) => !row.matched).length,
      };
    },

    invoices(query: z.output<typeof FinanceInvoiceQuery>) {
      return einvoices.financeList({
        ...(query.status ? { status: query.status } : {}),
        ...(query.date ? { from: new Date(Date.parse(`${query.date}T00:00:00Z`) - taipeiOffsetMs) } : {}),
        ...(query.search ? { search: query.search } : {}),
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
    },
  };
}
