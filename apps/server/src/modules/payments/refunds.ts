import { randomUUID } from 'node:crypto';
import type { PaymentRecord } from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventLog } from './events.ts';
import { GatewayUnavailableError, type PaymentGateway, type RefundResult } from './gateway.ts';
import { refundableAmount, refundWindowMs, toRecord } from './history.ts';
import type { SubscriptionsPort } from './ports.ts';
import type { PaymentRepository } from './repository.ts';

/** A refund lock older than this belongs to a process that died mid-refund and may be taken over. */
const staleLockMs = 5 * 60 * 1000;

/**
 * Refunds through the gateway (PayUni trade/close, CloseType=2). Only completed payments of the last
 * 30 days, up to what is left to refund; one refund of an order at a time. Tier rule: a full refund
 * of a purchase or renewal ends the membership now (tier free); a full refund of an upgrade restores
 * the previous plan; a partial refund changes nothing but the money.
 */
export function createRefunds(deps: {
  repository: PaymentRepository;
  gateway: PaymentGateway | null;
  subscriptions: SubscriptionsPort;
  events: EventLog;
  now: () => Date;
}) {
  const { repository, subscriptions, events, now } = deps;

  return {
    async refund(
      caller: AuthContext,
      id: string,
      input: { amount?: number | undefined; reason?: string | undefined },
    ): Promise<PaymentRecord> {
      const detail = await repository.orderDetail(id);
      if (!detail || detail.order.userId !== caller.userId) throw new AppError('ORDER_NOT_FOUND');
      const { order, payment } = detail;
      const at = now();
      if (!payment || (order.status !== 'completed' && order.status !== 'partially_refunded')) {
        throw new AppError('REFUND_NOT_COMPLETED');
      }
      if (!order.paidAt || at.getTime() - order.paidAt.getTime() > refundWindowMs) {
        throw new AppError('REFUND_WINDOW_PASSED');
      }
      const remaining = refundableAmount(detail, at);
      const amount = input.amount ?? remaining;
      if (amount < 1 || amount > remaining) throw new AppError('REFUND_TOO_MUCH');
      if (!deps.gateway) throw new AppError('PAYMENTS_UNAVAILABLE');

      if (!(await repository.lockForRefund(order.id, at, new Date(at.getTime() - staleLockMs)))) {
        throw new AppError('REFUND_IN_PROGRESS');
      }
      let result: RefundResult;
      try {
        result = await deps.gateway.refund({ tradeNo: payment.tradeNo, amount });
      } catch (error) {
        await repository.unlockRefund(order.id);
        if (!(error instanceof GatewayUnavailableError)) throw error;
        await events.record({
          kind: 'refund',
          orderNumber: order.orderNumber,
          userId: order.userId,
          verified: false,
          outcome: `unreachable: ${error.message}`,
        });
        throw new AppError('REFUND_FAILED');
      }
      await events.record({
        kind: 'refund',
        orderNumber: order.orderNumber,
        userId: order.userId,
        verified: true,
        outcome: result.ok ? `refunded ${amount}` : `refused: ${result.status} ${result.message}`,
        fields: result.fields,
      });

      const refundRow = {
        id: randomUUID(),
        orderId: order.id,
        paymentId: payment.id,
        amount,
        reason: input.reason || null,
        gatewayStatus: result.status,
        gatewayMessage: result.message,
        createdAt: at,
      };
      if (!result.ok) {
        await repository.insertRefund({ ...refundRow, status: 'failed' });
        await repository.unlockRefund(order.id);
        throw new AppError('REFUND_FAILED');
      }
      try {
        await repository.transaction(async (tx, scoped) => {
          const fresh = (await scoped.findOrderById(order.id))!;
          const refunded = fresh.refundedAmount + amount;
          await scoped.insertRefund({ ...refundRow, status: 'succeeded' });
          await scoped.applyRefund(fresh, payment, refunded, at);
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
        });
      } catch (error) {
        await repository.unlockRefund(order.id);
        throw error;
      }
      return toRecord((await repository.orderDetail(order.id))!, at);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
