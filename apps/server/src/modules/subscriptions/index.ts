import type { BillingCycle, SubscriptionView, Tier } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { BoundCard, PaidOrder, TierSetter } from './lifecycle.ts';
import type { SubscriptionBilling } from './ports.ts';
import { readAllSubscriptions, readSubscription, type StaffSubscription } from './staff-reads.ts';
import { createRenewals, type RenewalReport } from './renewals.ts';
import {
  createSubscriptionService,
  type PlanChange,
  type PlanPrices,
  type SubscriptionSummary,
} from './service.ts';

export { subscriptionsConfig, type SubscriptionSettings } from './config.ts';
export { subscriptionRoutes } from './routes.ts';
export { registerSubscriptionJobs } from './jobs.ts';
export type { BoundCard, PaidOrder, TierSetter } from './lifecycle.ts';
export type { SubscriptionBilling } from './ports.ts';
export type { RenewalReport } from './renewals.ts';
export type { StaffSubscription } from './staff-reads.ts';
export type { PlanChange, PlanPrices, SubscriptionSummary } from './service.ts';
export { localiseMessage, localisePaymentForm, subscriptionMessage } from './texts.ts';

/** Memberships: trials, plan changes, cancellation, renewals, and what money does to them. */
export interface SubscriptionsModule {
  /** The caller's subscription, usage included (without the billing history). */
  summary(caller: AuthContext): Promise<SubscriptionSummary>;
  /** The member's billing history (from billing). */
  billingHistory(userId: string): Promise<SubscriptionView['billingHistory']>;
  startTrial(caller: AuthContext, tier: Tier): Promise<SubscriptionSummary>;
  cancel(caller: AuthContext): Promise<{ summary: SubscriptionSummary; message: string }>;
  resume(caller: AuthContext): Promise<SubscriptionSummary>;
  /** A plan change, paid through billing when it is an upgrade. */
  changePlan: SubscriptionBilling['changePlan'];
  /** Whether buying (tier, cycle) is a new membership or a renewal; 409 for another plan while paid. */
  purchasePurpose(userId: string, tier: Tier, cycle: BillingCycle): Promise<'new' | 'renewal'>;
  /** Records a plan change; an upgrade returns what to charge now, the rest is scheduled. */
  prepareChange(caller: AuthContext, tier: Tier, cycle: BillingCycle): Promise<PlanChange>;
  /**
   * Applies a paid order inside the caller's transaction (the one marking it paid); false when
   * nothing could be applied (an upgrade paid after its subscription ended).
   */
  activatePaid(tx: Db, order: PaidOrder, card: BoundCard | null, at: Date): Promise<boolean>;
  /** After a full refund, inside the caller's transaction: back to the previous plan, or ended now. */
  endAfterFullRefund(tx: Db, order: PaidOrder, at: Date): Promise<void>;
  /** The renewal run over every subscription whose period has ended. */
  renew(): Promise<RenewalReport>;
  /** Every membership, for the back-office (stats, expiring list); ordered by period end. */
  staffList(): Promise<StaffSubscription[]>;
  /** One membership by its id; null when there is none. */
  staffGet(id: string): Promise<StaffSubscription | null>;
}

export interface SubscriptionsModuleDeps {
  db: Db;
  plans: PlanPrices;
  entitlements: Pick<EntitlementsModule, 'usage'>;
  accounts: TierSetter;
  billing: SubscriptionBilling;
  now: () => Date;
  graceDays: number;
}

export function createSubscriptionsModule(deps: SubscriptionsModuleDeps): SubscriptionsModule {
  const { db, billing, now } = deps;
  const service = createSubscriptionService(deps);
  const renewals = createRenewals({ db, subscriptions: service, charger: billing, now });
  return {
    summary: service.summary,
    billingHistory: (userId) => billing.billingHistory(userId),
    startTrial: service.startTrial,
    cancel: service.cancel,
    resume: service.resume,
    changePlan: (caller, tier, cycle) => billing.changePlan(caller, tier, cycle),
    purchasePurpose: service.purchasePurpose,
    prepareChange: service.prepareChange,
    activatePaid: async (tx, order, card, at) =>
      (await service.lifecycle.activate(tx, order, card, at)) !== null,
    endAfterFullRefund: service.lifecycle.endAfterFullRefund,
    renew: () => renewals.run(),
    staffList: () => readAllSubscriptions(db),
    staffGet: (id) => readSubscription(db, id),
  };
}
