import type { PlansModule } from '../plans/index.ts';
import type { SubscriptionsModule } from '../subscriptions/index.ts';
import type { EinvoiceModule } from '../einvoice/index.ts';

/** Prices and names from the plan table: what an order costs and how it is described. */
export type PlanPrices = Pick<PlansModule, 'find' | 'priceOf' | 'nameOf'>;

/** What a payment does to a membership: decided by subscriptions, inside our transactions. */
export type SubscriptionsPort = Pick<
  SubscriptionsModule,
  'purchasePurpose' | 'prepareChange' | 'activatePaid' | 'endAfterFullRefund'
>;

/**
 * The e-invoice of each payment: a pending invoice (or void/allowance) is written inside our
 * settling transaction, and its job is sent once the transaction committed.
 */
export type InvoicesPort = Pick<
  EinvoiceModule,
  'paymentCompleted' | 'refundSucceeded' | 'issueSoon' | 'adjustSoon'
>;

/** A payment that was just settled (not a duplicate of one already settled). */
export interface PaidEvent {
  userId: string;
  orderNumber: string;
  amount: number;
  paidAt: Date;
}

/**
 * Told once per settled payment, after its transaction committed (experiments count conversions).
 * A failure here is logged and never undoes or fails the payment.
 */
export type PaidListener = (event: PaidEvent) => Promise<unknown>;
