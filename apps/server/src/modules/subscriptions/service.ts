import { randomUUID } from 'node:crypto';
import {
  subscriptionMessages as messages,
  type BillingCycle,
  type SubscriptionView,
  type Tier,
} from '@alphadesk/contracts';
import { tierRank } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { PlansModule } from '../plans/index.ts';
import { createSubscriptionLifecycle, type TierSetter } from './lifecycle.ts';
import { dayMs, prorateUpgrade, taipeiDayOfMonth } from './periods.ts';
import { createSubscriptionRepository, liveStatuses, type SubscriptionRow } from './repository.ts';

/** Prices and names from the plan table: the single source of truth for what anything costs. */
export type PlanPrices = Pick<PlansModule, 'find' | 'priceOf' | 'price' | 'nameOf'>;

export type SubscriptionSummary = Omit<SubscriptionView, 'billingHistory'>;

/** What an upgrade costs now, or that the change was scheduled for the period end. */
export type PlanChange =
  | { kind: 'upgrade'; amount: number; billingCycle: BillingCycle; previousPlanId: Tier }
  | { kind: 'scheduled'; effectiveAt: Date };

const isLive = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  !!row && (liveStatuses as readonly string[]).includes(row.status);

export function createSubscriptionService(deps: {
  db: Db;
  plans: PlanPrices;
  entitlements: Pick<EntitlementsModule, 'usage'>;
  accounts: TierSetter;
  now: () => Date;
  graceDays: number;
}) {
  const { db, plans, entitlements, accounts, now, graceDays } = deps;
  const repository = createSubscriptionRepository(db);
  const lifecycle = createSubscriptionLifecycle(accounts);
  const transaction = <T>(run: (tx: Db) => Promise<T>) => db.transaction((tx) => run(tx as unknown as Db));
  const graceEnd = (row: SubscriptionRow) => new Date(row.currentPeriodEnd.getTime() + graceDays * dayMs);

  async function trialPlan() {
    for (const tier of ['gold', 'diamond'] as const) {
      const plan = await plans.find(tier);
      if (plan && plan.trialDays > 0) return plan;
    }
    return null;
  }

  async function summary(caller: AuthContext): Promise<SubscriptionSummary> {
    const row = await repository.findByUser(caller.userId);
    const live = isLive(row) ? row : undefined;
    const planTier: Tier = live?.planId ?? 'free';
    const plan = await plans.find(planTier);
    const cycle = live?.billingCycle ?? null;
    const renews = !!live && live.status === 'active' && !live.cancelAtPeriodEnd && !!live.cardHash;
    const nextTier = live?.pendingPlanId ?? planTier;
    const nextCycle = live?.pendingBillingCycle ?? cycle;
    const trial = await trialPlan();
    return {
      tier: caller.tier,
      status: row?.status ?? 'none',
      plan: {
        id: planTier,
        name: plan?.name ?? (await plans.nameOf(planTier)),
        billingCycle: cycle,
        price: plan && cycle ? plans.priceOf(plan, cycle) : 0,
        currency: 'TWD',
      },
      currentPeriodStart: live?.currentPeriodStart.toISOString() ?? null,
      currentPeriodEnd: live?.currentPeriodEnd.toISOString() ?? null,
      nextBillingDate: renews ? live.currentPeriodEnd.toISOString() : null,
      nextBillingAmount: renews && nextCycle ? await plans.price(nextTier, nextCycle) : null,
      cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
      graceEndsAt: live?.status === 'past_due' ? graceEnd(live).toISOString() : null,
      trial: {
        eligible: caller.kind === 'member' && !!trial && !row?.trialUsedAt && !live,
        tier: trial?.id ?? null,
        days: trial?.trialDays ?? 0,
        used: !!row?.trialUsedAt,
        endsAt: row?.trialEndsAt?.toISOString() ?? null,
      },
      pendingChange:
        live && (live.pendingPlanId || live.pendingBillingCycle)
          ? {
              tier: nextTier,
              billingCycle: nextCycle ?? live.billingCycle,
              effectiveAt: live.currentPeriodEnd.toISOString(),
            }
          : null,
      paymentMethod: live?.cardHash ? { type: 'credit_card', last4: live.cardLast4 } : null,
      usage: await entitlements.usage({ userId: caller.userId, kind: caller.kind, tier: caller.tier }),
    };
  }

  /** The caller with the tier just written (the access guard read it before the change). */
  const refreshed = async (caller: AuthContext, tier?: Tier) => summary(tier ? { ...caller, tier } : caller);

  return {
    lifecycle,
    repository,
    graceEnd,
    summary,

    /** A free trial of the trial plan (gold, 7 days): once per user, no card, nothing charged. */
    async startTrial(caller: AuthContext, tier: Tier): Promise<SubscriptionSummary> {
      if (caller.kind !== 'member') throw new AppError('TRIAL_NEEDS_ACCOUNT');
      const plan = await trialPlan();
      if (!plan || plan.id !== tier) throw new AppError('TRIAL_UNAVAILABLE');
      const at = now();
      const endsAt = new Date(at.getTime() + plan.trialDays * dayMs);
      await transaction(async (tx) => {
        const scoped = createSubscriptionRepository(tx);
        const row = await scoped.lockByUser(caller.userId);
        if (row?.trialUsedAt) throw new AppError('TRIAL_USED');
        if (row && (liveStatuses as readonly string[]).includes(row.status))
          throw new AppError('ALREADY_PAID_MEMBER');
        const fields = {
          planId: plan.id,
          billingCycle: 'monthly' as const,
          status: 'trialing' as const,
          currentPeriodStart: at,
          currentPeriodEnd: endsAt,
          billingAnchorDay: taipeiDayOfMonth(endsAt),
          cancelAtPeriodEnd: false,
          pendingPlanId: null,
          pendingBillingCycle: null,
          pastDueSince: null,
          endedAt: null,
          trialUsedAt: at,
          trialEndsAt: endsAt,
        };
        if (row) await scoped.update(row.id, fields, at);
        else await scoped.insert({ id: randomUUID(), userId: caller.userId, ...fields });
        await accounts.setTier(caller.userId, plan.id, tx);
      });
      return refreshed(caller, plan.id);
    },

    /**
     * Cancels at the end of the period: nothing more is charged and the tier stays until then. A
     * past-due subscription (its period already over) ends at once.
     */
    async cancel(caller: AuthContext): Promise<{ summary: SubscriptionSummary; message: string }> {
      const at = now();
      const ended = await transaction(async (tx) => {
        const scoped = createSubscriptionRepository(tx);
        const row = await scoped.lockByUser(caller.userId);
        if (!isLive(row)) throw new AppError('NOTHING_TO_CANCEL');
        if (row.status === 'past_due') {
          await lifecycle.lapse(tx, row, 'cancelled', at);
          return true;
        }
        await scoped.update(
          row.id,
          { cancelAtPeriodEnd: true, pendingPlanId: null, pendingBillingCycle: null },
          at,
        );
        return false;
      });
      return ended
        ? { summary: await refreshed(caller, 'free'), message: messages.cancelledNow }
        : { summary: await refreshed(caller), message: messages.cancelled };
    },

    async resume(caller: AuthContext): Promise<SubscriptionSummary> {
      const at = now();
      await transaction(async (tx) => {
        const scoped = createSubscriptionRepository(tx);
        const row = await scoped.lockByUser(caller.userId);
        if (!isLive(row) || !row.cancelAtPeriodEnd || row.currentPeriodEnd <= at) {
          throw new AppError('NOTHING_TO_RESUME');
        }
        await scoped.update(row.id, { cancelAtPeriodEnd: false }, at);
      });
      return refreshed(caller);
    },

    /**
     * What a purchase of (tier, cycle) is: new (no paid membership, or a trial), or a renewal of the
     * same plan and cycle. Another plan while a paid one runs goes through a plan change instead.
     */
    async purchasePurpose(userId: string, tier: Tier, cycle: BillingCycle): Promise<'new' | 'renewal'> {
      const row = await repository.findByUser(userId);
      if (!isLive(row) || row.status === 'trialing') return 'new';
      if (row.planId === tier && row.billingCycle === cycle) return 'renewal';
      throw new AppError('ACTIVE_SUBSCRIPTION');
    },

    /**
     * A plan change. Upgrades (a higher tier) are charged now, prorated over the rest of the period
     * (see periods.ts), and take effect when paid. Downgrades and cycle changes are scheduled for the
     * end of the period; changing to free cancels at the period end.
     */
    async prepareChange(caller: AuthContext, tier: Tier, cycle: BillingCycle): Promise<PlanChange> {
      const at = now();
      const row = await repository.findByUser(caller.userId);
      if (!isLive(row) || row.status === 'trialing') throw new AppError('NO_PAID_SUBSCRIPTION');
      if (row.status === 'past_due') throw new AppError('SUBSCRIPTION_PAST_DUE');
      if (row.planId === tier && row.billingCycle === cycle) {
        throw new AppError('SAME_PLAN');
      }
      if (tier === 'free') {
        await repository.update(
          row.id,
          { cancelAtPeriodEnd: true, pendingPlanId: null, pendingBillingCycle: null },
          at,
        );
        return { kind: 'scheduled', effectiveAt: row.currentPeriodEnd };
      }
      const [current, target] = [await plans.find(row.planId), await plans.find(tier)];
      if (!target || !current) throw new AppError('PLAN_UNSUPPORTED');
      const pendingCycle = cycle === row.billingCycle ? null : cycle;
      if (tierRank[tier] > tierRank[row.planId]) {
        const { amount } = prorateUpgrade({
          currentPrice: plans.priceOf(current, row.billingCycle),
          newPrice: plans.priceOf(target, row.billingCycle),
          cycle: row.billingCycle,
          periodEnd: row.currentPeriodEnd,
          anchorDay: row.billingAnchorDay,
          now: at,
        });
        await repository.update(row.id, { pendingBillingCycle: pendingCycle, cancelAtPeriodEnd: false }, at);
        if (amount > 0) {
          return { kind: 'upgrade', amount, billingCycle: row.billingCycle, previousPlanId: row.planId };
        }
      }
      await repository.update(
        row.id,
        {
          pendingPlanId: tier === row.planId ? null : tier,
          pendingBillingCycle: pendingCycle,
          cancelAtPeriodEnd: false,
        },
        at,
      );
      return { kind: 'scheduled', effectiveAt: row.currentPeriodEnd };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
