import type { Db } from '@alphadesk/db';
import { createSubscriptionRepository, liveStatuses, type SubscriptionRow } from './repository.ts';
import type { RenewalCharger } from './ports.ts';
import type { SubscriptionService } from './service.ts';

export interface RenewalReport {
  renewed: number;
  pastDue: number;
  expired: number;
  cancelled: number;
}

/** At most one automatic charge attempt per subscription per day while it is past due. */
export const chargeRetryGapMs = 20 * 60 * 60 * 1000;

/**
 * The renewal run (a scheduled job): for every live subscription whose period has ended —
 *  - a trial ends (expired, tier free): it never had a card, nothing is charged;
 *  - cancelled at period end: cancelled, tier free;
 *  - otherwise it becomes past_due (the tier is kept for the grace period) and the bound card, if any,
 *    is charged for the next period (again at most once a day); paid → active, new period;
 *  - past_due beyond the grace period: expired, tier free.
 */
export function createRenewals(deps: {
  db: Db;
  subscriptions: SubscriptionService;
  charger: RenewalCharger;
  now: () => Date;
  batchSize?: number;
}) {
  const { db, subscriptions, charger, now } = deps;
  const { lifecycle, repository } = subscriptions;
  const inTransaction = <T>(run: (tx: Db) => Promise<T>) => db.transaction((tx) => run(tx as unknown as Db));

  /** Decides under the row's lock, so a notify settling at the same moment is never overwritten. */
  async function step(userId: string, at: Date): Promise<keyof RenewalReport | SubscriptionRow | null> {
    return inTransaction(async (tx) => {
      const scoped = createSubscriptionRepository(tx);
      const row = await scoped.lockByUser(userId);
      if (!row || !(liveStatuses as readonly string[]).includes(row.status) || row.currentPeriodEnd > at) {
        return null;
      }
      if (row.status === 'trialing' || at >= subscriptions.graceEnd(row)) {
        await lifecycle.lapse(tx, row, 'expired', at);
        return 'expired';
      }
      if (row.cancelAtPeriodEnd) {
        await lifecycle.lapse(tx, row, 'cancelled', at);
        return 'cancelled';
      }
      if (row.status === 'active') {
        return (await scoped.update(row.id, { status: 'past_due', pastDueSince: at }, at)) ?? null;
      }
      return row;
    });
  }

  async function renewOne(userId: string, at: Date, report: RenewalReport): Promise<void> {
    const outcome = await step(userId, at);
    if (outcome === null) return;
    if (typeof outcome === 'string') {
      report[outcome]++;
      return;
    }
    const becamePastDue = outcome.pastDueSince?.getTime() === at.getTime();
    const chargeable =
      !!outcome.cardToken &&
      !!outcome.cardHash &&
      (await repository.claimChargeAttempt(outcome.id, at, chargeRetryGapMs));
    const paid =
      chargeable &&
      (await charger.chargeRenewal({
        userId,
        planId: outcome.pendingPlanId ?? outcome.planId,
        billingCycle: outcome.pendingBillingCycle ?? outcome.billingCycle,
        cardToken: outcome.cardToken!,
        cardHash: outcome.cardHash!,
      }));
    if (paid) report.renewed++;
    else if (becamePastDue) report.pastDue++;
  }

  return {
    async run(): Promise<RenewalReport> {
      const at = now();
      const report: RenewalReport = { renewed: 0, pastDue: 0, expired: 0, cancelled: 0 };
      for (const row of await repository.findDue(at, deps.batchSize ?? 200)) {
        await renewOne(row.userId, at, report);
      }
      return report;
    },
  };
}
export type Renewals = ReturnType<typeof createRenewals>;
