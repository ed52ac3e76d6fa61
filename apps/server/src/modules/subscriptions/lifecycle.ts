import { randomUUID } from 'node:crypto';
import type { BillingCycle, OrderPurpose, Tier } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { periodEndFrom, taipeiDayOfMonth } from './periods.ts';
import {
  createSubscriptionRepository,
  liveStatuses,
  type NewSubscriptionRow,
  type SubscriptionRow,
} from './repository.ts';

/** Sets the tier every gate reads (the accounts service), inside the caller's transaction. */
export interface TierSetter {
  setTier(userId: string, tier: Tier, within?: Db): Promise<void>;
}

export interface PaidOrder {
  userId: string;
  planId: Tier;
  billingCycle: BillingCycle;
  purpose: OrderPurpose;
  previousPlanId: Tier | null;
}

export interface BoundCard {
  token: string | null;
  hash: string | null;
  last4: string | null;
}

const isLive = (row: SubscriptionRow | undefined): row is SubscriptionRow =>
  !!row && (liveStatuses as readonly string[]).includes(row.status);

/**
 * The state changes money causes. Each runs inside the caller's transaction (the one that marks the
 * order paid or refunded), so an order and the membership it buys change together or not at all.
 */
export function createSubscriptionLifecycle(accounts: TierSetter) {
  /**
   * Applies a paid order:
   *  - change (an upgrade): the plan switches now; the period end stays.
   *  - renewal, or paying the trial's plan during the trial: the new period starts where the current
   *    one ends (a trial's remaining days are kept); if that end is already out of reach, from now.
   *  - anything else: a new period from now.
   * Returns null when nothing could be applied (an upgrade paid after its subscription ended).
   */
  async function activate(
    tx: Db,
    order: PaidOrder,
    card: BoundCard | null,
    at: Date,
  ): Promise<SubscriptionRow | null> {
    const repository = createSubscriptionRepository(tx);
    const current = await repository.lockByUser(order.userId);
    const live = isLive(current) ? current : undefined;
    // An upgrade's prorated difference paid after the subscription ended buys nothing: the order is
    // recorded as paid and the settlement logs it as a refund due.
    if (order.purpose === 'change' && !live) return null;
    let next: Partial<NewSubscriptionRow>;

    if (order.purpose === 'change' && live) {
      next = { planId: order.planId, status: 'active', pendingPlanId: null };
    } else {
      const continues =
        live && (order.purpose === 'renewal' || (live.status === 'trialing' && live.planId === order.planId));
      const anchorDay = live && live.status !== 'trialing' ? live.billingAnchorDay : undefined;
      const extendedEnd = live ? periodEndFrom(live.currentPeriodEnd, order.billingCycle, anchorDay) : null;
      if (live && continues && extendedEnd && extendedEnd > at) {
        const base = live.currentPeriodEnd;
        next = {
          planId: order.planId,
          billingCycle: order.billingCycle,
          status: 'active',
          currentPeriodStart: base <= at ? base : live.currentPeriodStart,
          currentPeriodEnd: extendedEnd,
          billingAnchorDay: anchorDay ?? taipeiDayOfMonth(base),
        };
      } else {
        next = {
          planId: order.planId,
          billingCycle: order.billingCycle,
          status: 'active',
          currentPeriodStart: at,
          currentPeriodEnd: periodEndFrom(at, order.billingCycle),
          billingAnchorDay: taipeiDayOfMonth(at),
        };
      }
      next = {
        ...next,
        cancelAtPeriodEnd: false,
        pendingPlanId: null,
        pendingBillingCycle: null,
        pastDueSince: null,
        lastChargeAttemptAt: null,
        endedAt: null,
      };
    }
    if (card?.hash) next = { ...next, cardToken: card.token, cardHash: card.hash, cardLast4: card.last4 };

    // Without a live row the order took the "new period" branch above, which sets every column.
    const saved = current
      ? (await repository.update(current.id, next, at))!
      : await repository.insert({
          ...(next as Omit<NewSubscriptionRow, 'id' | 'userId'>),
          id: randomUUID(),
          userId: order.userId,
        });
    await accounts.setTier(order.userId, saved.planId, tx);
    return saved;
  }

  /**
   * After a full refund: refunding an upgrade restores the previous plan for the rest of the period;
   * refunding a purchase or renewal ends the membership now and the tier drops to free.
   */
  async function endAfterFullRefund(tx: Db, order: PaidOrder, at: Date): Promise<void> {
    const repository = createSubscriptionRepository(tx);
    const current = await repository.lockByUser(order.userId);
    if (!isLive(current)) return;
    if (order.purpose === 'change' && order.previousPlanId && current.planId === order.planId) {
      await repository.update(current.id, { planId: order.previousPlanId }, at);
      await accounts.setTier(order.userId, order.previousPlanId, tx);
      return;
    }
    await lapse(tx, current, 'cancelled', at, at);
  }

  /** Ends a subscription (cancelled by the member, or expired unpaid); the tier drops to free. */
  async function lapse(
    tx: Db,
    row: SubscriptionRow,
    status: 'cancelled' | 'expired',
    at: Date,
    periodEnd = row.currentPeriodEnd,
  ): Promise<void> {
    await createSubscriptionRepository(tx).update(
      row.id,
      {
        status,
        endedAt: at,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        pendingPlanId: null,
        pendingBillingCycle: null,
      },
      at,
    );
    await accounts.setTier(row.userId, 'free', tx);
  }

  return { activate, endAfterFullRefund, lapse };
}
export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
