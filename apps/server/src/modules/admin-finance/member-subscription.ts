import type { Tier } from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { SubscriptionSummary } from '../subscriptions/index.ts';
import type { AdminFinanceDeps, StaffActor } from './ports.ts';

/**
 * Staff acting on one member's membership (admin spec §7.2): the same cancel and resume a member
 * makes on /subscription — the paid period runs out, nothing is refunded — done on their behalf,
 * each with an audit entry naming the staff member and the state before and after.
 */
const tierOf: Record<'FREE' | 'GOLD' | 'DIAMOND', Tier> = { FREE: 'free', GOLD: 'gold', DIAMOND: 'diamond' };

export function createMemberSubscriptions(
  deps: Pick<AdminFinanceDeps, 'accounts' | 'subscriptions' | 'audit'>,
) {
  const { accounts, subscriptions, audit } = deps;

  // The member as the subscriptions module sees its own caller (404 when there is no such member).
  async function memberContext(userId: string): Promise<AuthContext> {
    const member = await accounts.memberById(userId);
    return {
      userId: member.id,
      sessionId: 'back-office',
      kind: 'member',
      tier: tierOf[member.membershipTier],
    };
  }

  const stateOf = (summary: SubscriptionSummary) => ({
    tier: summary.tier,
    status: summary.status,
    cancelAtPeriodEnd: summary.cancelAtPeriodEnd,
    currentPeriodEnd: summary.currentPeriodEnd,
  });

  return {
    async get(userId: string): Promise<SubscriptionSummary> {
      return subscriptions.summary(await memberContext(userId));
    },

    async cancel(
      actor: StaffActor,
      userId: string,
    ): Promise<{ summary: SubscriptionSummary; message: string }> {
      const caller = await memberContext(userId);
      const before = await subscriptions.summary(caller);
      const result = await subscriptions.cancel(caller);
      await audit.record({
        action: 'subscription.cancelled_by_staff',
        actor,
        target: { type: 'user', id: userId },
        before: stateOf(before),
        after: stateOf(result.summary),
      });
      return result;
    },

    async renew(actor: StaffActor, userId: string): Promise<SubscriptionSummary> {
      const caller = await memberContext(userId);
      const before = await subscriptions.summary(caller);
      const after = await subscriptions.resume(caller);
      await audit.record({
        action: 'subscription.resumed_by_staff',
        actor,
        target: { type: 'user', id: userId },
        before: stateOf(before),
        after: stateOf(after),
      });
      return after;
    },
  };
}
