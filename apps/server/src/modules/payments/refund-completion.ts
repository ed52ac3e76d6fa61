import type { EventLog } from './events.ts';
import type { InvoicesPort, SubscriptionsPort } from './ports.ts';
import type { OrderRow, PaymentRepository, PaymentRow, RefundRow } from './repository.ts';

/** A pending refund with what completing it touches. */
export interface PendingRefund {
  refund: RefundRow;
  order: OrderRow;
  payment: PaymentRow;
}

export interface GatewayAnswer {
  status: string;
  message: string;
}

/**
 * The last step of the refund saga, shared by the member's request and the reconciling job: the
 * refund row, the order, the payment and the membership change in one transaction, applied once
 * (only a refund still pending is settled). Tier rule: a full refund of a purchase or renewal ends the
 * membership now (tier free); a full refund of an upgrade restores the previous plan; a partial
 * refund changes nothing but the money.
 */
export function createRefundCompletion(deps: {
  repository: PaymentRepository;
  subscriptions: SubscriptionsPort;
  events: EventLog;
  invoices?: InvoicesPort | undefined;
}) {
  const { repository, subscriptions, events, invoices } = deps;

  /** The refund, the order, the payment, the membership and the invoice's adjustment, at once. */
  const settle = (pending: PendingRefund, answer: GatewayAnswer, at: Date): Promise<boolean> =>
    repository.transaction(async (tx, scoped) => {
      const settled = await scoped.settleRefund(pending.refund.id, {
        status: 'succeeded',
        ...gateway(answer),
        at,
      });
      if (!settled) return false;
      const fresh = (await scoped.findOrderById(pending.order.id))!;
      const refunded = fresh.refundedAmount + settled.amount;
      await scoped.applyRefund(fresh, pending.payment, refunded, at);
      await invoices?.refundSucceeded(tx, {
        refundId: pending.refund.id,
        orderNumber: fresh.orderNumber,
        amount: settled.amount,
        full: refunded >= fresh.amount,
        at,
      });
      if (refunded >= fresh.amount) {
        await subscriptions.endAfterFullRefund(
          tx,
          {
            userId: fresh.userId,
            planId: fresh.planId,
            billingCycle: fresh.billingCycle,
            purpose: fresh.purpose,
            previousPlanId: fresh.previousPlanId,
          },
          at,
        );
      }
      return true;
    });

  return {
    /** The gateway refunded: records it; false when the refund was already settled. */
    async succeeded(pending: PendingRefund, answer: GatewayAnswer, at: Date): Promise<boolean> {
      const settled = await settle(pending, answer, at);
      if (settled && invoices) {
        // The sweep voids or allows later if this send is lost.
        await invoices.adjustSoon(pending.refund.id).catch(() => undefined);
      }
      return settled;
    },

    /** The gateway refused, or never carried it out: the order stays refundable. */
    async failed(pending: PendingRefund, answer: GatewayAnswer, at: Date, why: string): Promise<boolean> {
      const settled = await repository.settleRefund(pending.refund.id, {
        status: 'failed',
        ...gateway(answer),
        at,
      });
      if (settled) {
        await events.record({
          kind: 'refund',
          orderNumber: pending.order.orderNumber,
          userId: pending.order.userId,
          verified: true,
          outcome: `failed: ${why}`,
        });
      }
      return Boolean(settled);
    },
  };
}
export type RefundCompletion = ReturnType<typeof createRefundCompletion>;

const gateway = (answer: GatewayAnswer) => ({ gatewayStatus: answer.status, gatewayMessage: answer.message });
