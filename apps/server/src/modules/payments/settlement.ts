import { randomUUID } from 'node:crypto';
import type { EventLog } from './events.ts';
import type { GatewayTrade } from './gateway.ts';
import type { InvoicesPort, PaidListener, SubscriptionsPort } from './ports.ts';
import type { OrderRow, PaymentRepository } from './repository.ts';

export type SettleSource = 'notify' | 'query' | 'charge';

export type SettleOutcome =
  'activated' | 'duplicate' | 'failed' | 'pending' | 'unknown-order' | 'amount-mismatch' | 'missing-trade-no';

/** Outcomes that mean the gateway's message did not match our records. */
export const securityOutcomes: ReadonlySet<SettleOutcome> = new Set([
  'unknown-order',
  'amount-mismatch',
  'missing-trade-no',
]);

/** The CreditToken we ask the gateway to bind a member's card under. */
export const cardTokenFor = (userId: string) => `AD-${userId}`;

/**
 * Applies what the gateway says about a trade, from any source (notify, reconciling query, token
 * charge). The order is ours, the amount is the order's, and then in ONE transaction: the order is
 * marked paid (only if it was pending or failed — the idempotency point), the payment is recorded,
 * the subscription is activated or extended and users.tier is set. Anything thrown rolls all of it
 * back; the same message retried completes it. A second success changes nothing.
 */
export function createSettlement(deps: {
  repository: PaymentRepository;
  subscriptions: SubscriptionsPort;
  events: EventLog;
  now: () => Date;
  invoices?: InvoicesPort | undefined;
  onPaid?: PaidListener | undefined;
  /** Told once per order that turns failed (after it is stored); never fails the settlement. */
  onFailed?: ((order: OrderRow, reason: string) => Promise<void>) | undefined;
}) {
  const { repository, subscriptions, events, now, invoices, onPaid } = deps;

  /** 'activated', 'unapplied' (paid, but nothing was left to apply it to) or 'duplicate'. */
  async function markPaid(
    order: OrderRow,
    trade: GatewayTrade,
    source: SettleSource,
  ): Promise<'activated' | 'unapplied' | 'duplicate'> {
    const at = now();
    return repository.transaction(async (tx, scoped) => {
      const marked = await scoped.markCompleted(order.id, at);
      if (!marked) return 'duplicate';
      await scoped.insertPayment({
        id: randomUUID(),
        orderId: order.id,
        tradeNo: trade.tradeNo!,
        amount: order.amount,
        paymentType: trade.paymentType,
        cardLast4: trade.cardLast4,
        authDay: trade.authDay,
        status: 'paid',
        source,
        paidAt: at,
      });
      await invoices?.paymentCompleted(tx, {
        orderNumber: order.orderNumber,
        userId: order.userId,
        amount: order.amount,
        description: order.description,
        paidAt: at,
      });
      const applied = await subscriptions.activatePaid(
        tx,
        {
          userId: order.userId,
          planId: order.planId,
          billingCycle: order.billingCycle,
          purpose: order.purpose,
          previousPlanId: order.previousPlanId,
        },
        trade.cardHash
          ? { token: cardTokenFor(order.userId), hash: trade.cardHash, last4: trade.cardLast4 }
          : null,
        at,
      );
      return applied ? 'activated' : 'unapplied';
    });
  }

  return {
    async settle(
      trade: GatewayTrade,
      source: SettleSource,
      remoteIp?: string | null,
    ): Promise<SettleOutcome> {
      const order = await repository.findOrderByNumber(trade.orderNumber);
      const context = { remoteIp, verified: true };
      if (!order) {
        await events.security(`${source}: unknown order`, trade.fields, context);
        return 'unknown-order';
      }
      const log = (outcome: string) =>
        events.record({
          kind: source,
          orderNumber: order.orderNumber,
          userId: order.userId,
          verified: true,
          outcome,
          fields: trade.fields,
          remoteIp,
        });

      if (trade.outcome === 'paid') {
        if (trade.amount !== order.amount) {
          await events.security(
            `${source}: amount ${trade.amount} differs from order amount ${order.amount}`,
            trade.fields,
            {
              ...context,
              orderNumber: order.orderNumber,
              userId: order.userId,
            },
          );
          return 'amount-mismatch';
        }
        if (!trade.tradeNo) {
          await events.security(`${source}: paid without TradeNo`, trade.fields, {
            ...context,
            orderNumber: order.orderNumber,
          });
          return 'missing-trade-no';
        }
        let result: Awaited<ReturnType<typeof markPaid>>;
        try {
          result = await markPaid(order, trade, source);
        } catch (error) {
          await log(`error: ${(error as Error).message}`).catch(() => undefined);
          throw error;
        }
        if (result !== 'duplicate' && invoices) {
          // The sweep issues it later if this send is lost.
          await invoices.issueSoon(order.orderNumber).catch(() => undefined);
        }
        if (result !== 'duplicate' && onPaid) {
          await onPaid({
            userId: order.userId,
            orderNumber: order.orderNumber,
            amount: order.amount,
            paidAt: now(),
          }).catch((error: unknown) =>
            log(`paid listener failed: ${(error as Error).message}`).catch(() => undefined),
          );
        }
        if (result === 'unapplied') {
          await log('paid, not applied: the subscription had ended before the upgrade was paid (refund due)');
          return 'activated';
        }
        await log(result);
        return result;
      }

      if (trade.outcome === 'failed') {
        const failed = await repository.markFailed(order.id, now(), trade.message || '付款失敗');
        await log(failed ? 'failed' : 'duplicate');
        if (failed) await deps.onFailed?.(order, trade.message || '付款失敗');
        return failed ? 'failed' : 'duplicate';
      }
      await log('pending');
      return 'pending';
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
