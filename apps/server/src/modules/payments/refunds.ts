import { randomUUID } from 'node:crypto';
import type { PaymentRecord } from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { EventLog } from './events.ts';
import { GatewayUnavailableError, type PaymentGateway, type RefundResult } from './gateway.ts';
import { refundableAmount, refundWindowMs, toRecord } from './history.ts';
import type { PendingRefund, RefundCompletion } from './refund-completion.ts';
import type { PaymentRepository } from './repository.ts';
import { hasUnsafeText } from './text-safety.ts';

/**
 * Refunds through the gateway (PayUni trade/close, CloseType=2), as a saga: the refund is stored as
 * pending first, the close carries its id, and completion is one transaction. Whatever fails after
 * the gateway was asked leaves the refund pending, and the reconciling job (reconcile.ts) settles it
 * from trade/query — a refund the gateway made is never left unrecorded. Only completed payments of
 * the last 30 days, up to what is left to refund; one pending refund of an order at a time.
 */
export function createRefunds(deps: {
  repository: PaymentRepository;
  gateway: PaymentGateway | null;
  completion: RefundCompletion;
  events: EventLog;
  log: Logger;
  now: () => Date;
}) {
  const { repository, completion, events, log, now } = deps;

  /** Asks the gateway; null when it could not be reached (the outcome is unknown). */
  async function close(gateway: PaymentGateway, pending: PendingRefund): Promise<RefundResult | null> {
    const { refund, order, payment } = pending;
    try {
      const result = await gateway.refund({
        tradeNo: payment.tradeNo,
        amount: refund.amount,
        refundNo: refund.id,
      });
      await events.record({
        kind: 'refund',
        orderNumber: order.orderNumber,
        userId: order.userId,
        verified: true,
        outcome: result.ok ? `refunded ${refund.amount}` : `refused: ${result.status} ${result.message}`,
        fields: result.fields,
      });
      return result;
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      await events.record({
        kind: 'refund',
        orderNumber: order.orderNumber,
        userId: order.userId,
        verified: false,
        outcome: `unreachable: ${error.message}`,
      });
      return null;
    }
  }

  return {
    async refund(
      caller: AuthContext,
      id: string,
      input: { amount?: number | undefined; reason?: string | undefined },
    ): Promise<PaymentRecord> {
      if (input.reason !== undefined && hasUnsafeText(input.reason))
        throw new AppError('REFUND_REASON_INVALID');
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

      const refund = await repository.insertPendingRefund({
        id: randomUUID(),
        orderId: order.id,
        paymentId: payment.id,
        amount,
        reason: input.reason || null,
        createdAt: at,
      });
      if (!refund) throw new AppError('REFUND_IN_PROGRESS');
      const pending = { refund, order, payment };

      const result = await close(deps.gateway, pending);
      if (!result) throw new AppError('REFUND_PENDING');
      if (!result.ok) {
        await completion.failed(pending, result, at, `refused: ${result.status}`);
        throw new AppError('REFUND_FAILED');
      }
      try {
        await completion.succeeded(pending, result, at);
      } catch (error) {
        // The money went back but the database did not take it: the refund stays pending and the
        // reconciling job records it.
        log.error({ err: error, orderNumber: order.orderNumber, refundId: refund.id }, 'refund not recorded');
        throw new AppError('REFUND_PENDING');
      }
      return toRecord((await repository.orderDetail(order.id))!, at);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
