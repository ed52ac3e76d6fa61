import type { BillingCycle, PaymentFormResponse, SubscriptionView, Tier } from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { PlanChange } from './service.ts';

/**
 * What subscriptions needs from whoever takes the money (the payments module, wired by the
 * composition root). Subscriptions never imports payments: payments is built on subscriptions.
 */
export interface SubscriptionBilling {
  /** Charges a bound card for the next period; true when paid and applied. */
  chargeRenewal(input: {
    userId: string;
    planId: Tier;
    billingCycle: BillingCycle;
    cardToken: string;
    cardHash: string;
  }): Promise<boolean>;
  /** The member's paid and refunded orders, shown with the subscription. */
  billingHistory(userId: string): Promise<SubscriptionView['billingHistory']>;
  /** A plan change: an upgrade gets an order for the prorated difference, the rest is scheduled. */
  changePlan(
    caller: AuthContext,
    tier: Tier,
    cycle: BillingCycle,
  ): Promise<{ change: PlanChange; payment: PaymentFormResponse | null }>;
}

/** The renewal charge alone (the renewal run's only need). */
export type RenewalCharger = Pick<SubscriptionBilling, 'chargeRenewal'>;
