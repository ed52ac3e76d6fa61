import type { Locale } from '@alphadesk/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  OrderView,
  PaymentFormResponse,
  PaymentListQuery,
  PaymentListResponse,
  PaymentRecord,
} from '@alphadesk/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access.ts';
import type { SubscriptionBilling } from '../subscriptions/index.ts';
import type { CallbackBody, NotifyAnswer } from './callbacks.ts';
import type { GatewayTrade } from './gateway.ts';
import type { ReconcileReport, RefundReconcileReport } from './reconcile.ts';
import type { FinanceLedger, GatewayEvent, LedgerOrder } from './finance-reads.ts';

type Tier = Parameters<SubscriptionBilling['changePlan']>[1];
type Cycle = Parameters<SubscriptionBilling['changePlan']>[2];

/**
 * Everything other modules, the composition root, jobs, scripts and tests may ask of payments. The
 * repository, the gateway client and the built-in sandbox stay inside the module.
 */
export interface PaymentsModule {
  /** The HTTP surface: checkout, the gateway's callbacks, history, refunds, receipts, the sandbox. */
  routes(): FastifyPluginAsyncZod;

  // A member's checkout and history (the routes).
  createPayment(caller: AuthContext, tier: Tier, cycle: Cycle): Promise<PaymentFormResponse>;
  paymentPage(caller: AuthContext, orderNumber: string): Promise<PaymentFormResponse>;
  retry(caller: AuthContext, id: string): Promise<PaymentFormResponse>;
  orderView(caller: AuthContext, orderNumber: string): Promise<z.infer<typeof OrderView>>;
  list(
    caller: AuthContext,
    query: z.output<typeof PaymentListQuery>,
  ): Promise<z.infer<typeof PaymentListResponse>>;
  record(caller: AuthContext, id: string): Promise<PaymentRecord>;
  receipt(caller: AuthContext, id: string, locale?: Locale): Promise<{ fileName: string; pdf: Buffer }>;
  refund(
    caller: AuthContext,
    id: string,
    input: { amount?: number | undefined; reason?: string | undefined },
  ): Promise<PaymentRecord>;

  // The gateway's callbacks (NotifyURL, ReturnURL).
  paymentNotify(body: CallbackBody, remoteIp: string): Promise<NotifyAnswer>;
  /** The page to send the payer to; null for a malformed post (answered 400). */
  paymentReturn(body: CallbackBody, remoteIp: string): Promise<string | null>;

  // For subscriptions (renewals, plan changes, its billing history).
  chargeRenewal: SubscriptionBilling['chargeRenewal'];
  changePlan: SubscriptionBilling['changePlan'];
  billingHistory: SubscriptionBilling['billingHistory'];

  // For the reconciling job.
  /** Asks the gateway about stale pending orders (or one order) and settles them. */
  reconcilePending(orderNumber?: string): Promise<ReconcileReport>;
  /** Records or fails refunds left pending, from the gateway's trade/query. */
  reconcileRefunds(): Promise<RefundReconcileReport>;
  /** The gateway's own view of an order (trade/query); null when it has none or payments are off. */
  gatewayTrade(orderNumber: string): Promise<GatewayTrade | null>;

  // For the back-office finance screens (read only).
  /** Orders (with their payment) and refunds; only orders created since `from` when given. */
  financeLedger(from?: Date): Promise<FinanceLedger>;
  /** The gateway event log of one order. */
  orderEvents(orderNumber: string): Promise<GatewayEvent[]>;
  /** Orders created in [from, to), newest first, at most `limit`. */
  ordersBetween(from: Date, to: Date, limit: number): Promise<LedgerOrder[]>;
  // For the back-office dashboard.
  /** NT$ of every settled payment, of the succeeded refunds, and the number of payments. */
  revenueTotals(): Promise<{ gross: number; refunded: number; payments: number }>;
}
