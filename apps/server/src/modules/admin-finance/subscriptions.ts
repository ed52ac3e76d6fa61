import type { z } from 'zod';
import {
  financeMetrics,
  mrrAt,
  periodContaining,
  previousPeriod,
  revenueByPlan,
  revenueIn,
  refundsIn,
  revenueTrend,
  taipeiMonthStart,
  taipeiMonthOf,
} from '@alphadesk/core';
import type {
  AdminPlan,
  AdminPlanUpdateRequest,
  AdminSubscriptionDetail,
  ExpiringQuery,
  ExpiringSubscription,
  RevenueQuery,
  RevenueReport,
  SubscriptionStats,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import type { StaffPlan } from '../plans/index.ts';
import type { StaffSubscription } from '../subscriptions/index.ts';
import { factsOf, financeFormulas } from './facts.ts';
import { memberLabels } from './members.ts';
import type { AdminFinanceDeps, StaffActor } from './ports.ts';

const dayMs = 86_400_000;
const taipeiOffsetMs = 8 * 3_600_000;
const live = new Set(['trialing', 'active', 'past_due']);

function presentPlan(plan: StaffPlan): AdminPlan {
  return {
    id: plan.id,
    name: plan.name,
    currency: plan.currency,
    price: plan.monthlyPrice,
    billing_cycle: 'monthly',
    monthly_price: plan.monthlyPrice,
    yearly_price: plan.yearlyPrice,
    trial_days: plan.trialDays,
    description: plan.description,
    features: plan.features,
    is_active: plan.isActive,
    updated_at: plan.updatedAt.toISOString(),
  };
}

/** A Taipei calendar day as the instant it starts. */
const taipeiDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - taipeiOffsetMs);
const taipeiDay = (at: Date) => new Date(at.getTime() + taipeiOffsetMs).toISOString().slice(0, 10);

export function createAdminSubscriptions(deps: AdminFinanceDeps) {
  const { db, plans, subscriptions, payments, audit, mailer, now } = deps;

  async function expiringRow(
    subscription: StaffSubscription,
    label: Awaited<ReturnType<ReturnType<typeof memberLabels>>>,
    at: Date,
  ): Promise<ExpiringSubscription> {
    return {
      id: subscription.id,
      user_id: subscription.userId,
      user_email: label.email,
      username: label.username,
      plan_id: subscription.planId,
      plan_name: await plans.nameOf(subscription.planId),
      status: subscription.status,
      billing_cycle: subscription.billingCycle,
      expires_at: subscription.currentPeriodEnd.toISOString(),
      // Whole days left, a started day counting (the member's view of "expires in N days").
      days_until_expiry: Math.max(
        0,
        Math.ceil((subscription.currentPeriodEnd.getTime() - at.getTime()) / dayMs),
      ),
      auto_renew: !subscription.cancelAtPeriodEnd && subscription.cardBound,
    };
  }

  async function detail(id: string): Promise<z.infer<typeof AdminSubscriptionDetail>> {
    const subscription = await subscriptions.staffGet(id);
    if (!subscription) throw new AppError('ADMIN_SUBSCRIPTION_NOT_FOUND');
    const label = await memberLabels(deps.accounts)(subscription.userId);
    const ledger = await payments.financeLedger();
    const history = ledger.orders.filter((order) => order.userId === subscription.userId);
    return {
      ...(await expiringRow(subscription, label, now())),
      current_period_start: subscription.currentPeriodStart.toISOString(),
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      card_last4: subscription.cardLast4,
      created_at: subscription.createdAt.toISOString(),
      payments: history.map((order) => ({
        order_number: order.orderNumber,
        amount: order.amount,
        status: order.status,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    async plans(activeOnly: boolean): Promise<AdminPlan[]> {
      const all = await plans.staffList();
      return all.filter((plan) => !activeOnly || plan.isActive).map(presentPlan);
    },

    /** The plan table stays the one source of prices: the edit lands there, with its audit entry. */
    updatePlan(actor: StaffActor, id: string, patch: AdminPlanUpdateRequest): Promise<AdminPlan> {
      return db.transaction(async (tx) => {
        const within = tx as unknown as Db;
        const { before, after } = await plans.staffUpdate(
          id,
          {
            name: patch.name,
            description: patch.description,
            monthlyPrice: patch.monthly_price,
            yearlyPrice: patch.yearly_price,
            trialDays: patch.trial_days,
            features: patch.features,
            isActive: patch.is_active,
          },
          within,
          now(),
        );
        await audit.record(
          {
            action: 'plan.updated',
            actor,
            target: { type: 'plan', id },
            before: presentPlan(before),
            after: presentPlan(after),
            details: { changed: Object.keys(patch) },
          },
          within,
        );
        return presentPlan(after);
      });
    },

    async stats(): Promise<SubscriptionStats> {
      const all = await subscriptions.staffList();
      const at = now();
      const { payments: paid, refunds } = factsOf(await payments.financeLedger());
      const month = periodContaining('month', at);
      const metrics = financeMetrics({
        payments: paid,
        refunds,
        records: [],
        period: month,
        previous: previousPeriod(month),
        now: at,
      });
      const count = (status: string) => all.filter((s) => s.status === status).length;
      const ever = { start: new Date(0), end: new Date(at.getTime() + 1) };
      return {
        total_subscriptions: all.length,
        active_subscriptions: count('active'),
        trialing_subscriptions: count('trialing'),
        past_due_subscriptions: count('past_due'),
        expired_subscriptions: count('expired'),
        cancelled_subscriptions: count('cancelled'),
        total_revenue: revenueIn(paid, ever) - refundsIn(refunds, ever),
        monthly_revenue: metrics.net,
        churn_rate: metrics.churnRate,
        growth_rate: metrics.growthRate,
        mrr: metrics.mrr,
      };
    },

    async expiring(query: z.output<typeof ExpiringQuery>) {
      const at = now();
      const horizon = at.getTime() + query.days * dayMs;
      const due = (await subscriptions.staffList()).filter(
        (s) =>
          live.has(s.status) &&
          s.currentPeriodEnd.getTime() > at.getTime() &&
          s.currentPeriodEnd.getTime() <= horizon,
      );
      const labels = memberLabels(deps.accounts);
      const shown = due.slice(0, query.limit);
      return {
        total: due.length,
        subscriptions: await Promise.all(shown.map(async (s) => expiringRow(s, await labels(s.userId), at))),
      };
    },

    detail,

    /** Mails the member a renewal reminder; the sending is the mutation the audit log records. */
    async remind(actor: StaffActor, id: string): Promise<{ sentTo: string; sentAt: Date }> {
      const subscription = await detail(id);
      if (!subscription.user_email) throw new AppError('ADMIN_REMINDER_NO_EMAIL');
      const expires = taipeiDay(new Date(subscription.expires_at));
      const text = [
        `${subscription.username} 您好：`,
        '',
        `您的 AlphaDesk ${subscription.plan_name}（${subscription.billing_cycle === 'yearly' ? '年繳' : '月繳'}）將於 ${expires}（台北時間）到期，剩餘 ${subscription.days_until_expiry} 天。`,
        subscription.auto_renew
          ? '到期時將以您綁定的信用卡自動續訂，無需任何操作。'
          : '到期後將回到免費方案；如需繼續使用，請至「我的訂閱」續訂。',
        '',
        'AlphaDesk 台股AI投研',
      ].join('\n');
      const sentAt = now();
      try {
        await mailer.send({
          to: subscription.user_email,
          subject: `【AlphaDesk】會員方案將於 ${expires} 到期`,
          text,
        });
      } catch {
        await audit.record({
          action: 'subscription.reminder_sent',
          actor,
          target: { type: 'subscription', id },
          success: false,
          details: { to: subscription.user_email, expiresAt: subscription.expires_at },
        });
        throw new AppError('ADMIN_REMINDER_FAILED');
      }
      await audit.record({
        action: 'subscription.reminder_sent',
        actor,
        target: { type: 'subscription', id },
        details: { to: subscription.user_email, expiresAt: subscription.expires_at },
      });
      return { sentTo: subscription.user_email, sentAt };
    },

    async revenue(query: z.output<typeof RevenueQuery>): Promise<RevenueReport> {
      const at = now();
      const { year, month } = taipeiMonthOf(at);
      const start = query.start_date ? taipeiDayStart(query.start_date) : taipeiMonthStart(year, month - 11);
      const end = query.end_date ? new Date(taipeiDayStart(query.end_date).getTime() + dayMs) : at;
      const { payments: paid, refunds } = factsOf(await payments.financeLedger());
      const trend = revenueTrend(paid, refunds, start, end);
      const last = trend.at(-1);
      const before = trend.at(-2);
      const range = { start, end };
      const total = revenueIn(paid, range) - refundsIn(refunds, range);
      const lastMonth = periodContaining('month', new Date(end.getTime() - 1));
      const metrics = financeMetrics({
        payments: paid,
        refunds,
        records: [],
        period: lastMonth,
        previous: previousPeriod(lastMonth),
        now: at,
      });
      return {
        start_date: taipeiDay(start),
        end_date: taipeiDay(new Date(end.getTime() - 1)),
        total_revenue: total,
        monthly_revenue: last?.net ?? 0,
        revenue_growth: before && before.net > 0 && last ? (last.net - before.net) / before.net : null,
        revenue_by_plan: revenueByPlan(paid, refunds, range),
        revenue_trend: trend,
        key_metrics: {
          arpu: metrics.arpu,
          ltv: metrics.arpu !== null && metrics.churnRate ? metrics.arpu / metrics.churnRate : null,
          churn_rate: metrics.churnRate,
          mrr: mrrAt(paid, new Date(Math.min(end.getTime() - 1, at.getTime()))),
        },
        formulas: { ...financeFormulas },
      };
    },
  };
}
