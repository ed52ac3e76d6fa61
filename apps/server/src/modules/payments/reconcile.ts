import type { Logger } from '../../platform/logger.ts';
import type { EventLog } from './events.ts';
import { GatewayUnavailableError, GatewayVerificationError, type PaymentGateway } from './gateway.ts';
import type { PendingRefund, RefundCompletion } from './refund-completion.ts';
import type { OrderRow, PaymentRepository } from './repository.ts';
import type { Settlement } from './settlement.ts';

/** A notify normally arrives within seconds; an order pending this long is asked about. */
export const reconcileAfterMs = 2 * 60 * 1000;
/** An order the gateway still does not know this long after it was made was abandoned. */
export const abandonAfterMs = 60 * 60 * 1000;
/**
 * A refund still pending this long lost its request (the close has a time-out of seconds): the
 * gateway's trade/query says whether it was carried out.
 */
export const refundReconcileAfterMs = 2 * 60 * 1000;
/** Older pending orders are no longer asked about. */
const reconcileWindowMs = 3 * 24 * 60 * 60 * 1000;

export interface ReconcileReport {
  checked: number;
  settled: number;
  failed: number;
}

export interface RefundReconcileReport {
  checked: number;
  /** Refunds the gateway made that are now recorded (order, refund and membership). */
  recorded: number;
  /** Refunds the gateway never made: marked failed, the order stays refundable. */
  failed: number;
}

/**
 * The reconciling job: a browser return without a notify (or a lost notify) leaves an order pending;
 * this asks the gateway (trade/query) and settles it through the same path as a notify.
 */
export function createReconciler(deps: {
  repository: PaymentRepository;
  gateway: PaymentGateway | null;
  settlement: Settlement;
  completion: RefundCompletion;
  events: EventLog;
  now: () => Date;
  log: Logger;
}) {
  const { repository, settlement, completion, events, now, log } = deps;

  async function queried(gateway: PaymentGateway, orderNumber: string) {
    try {
      return { trade: await gateway.query(orderNumber) };
    } catch (error) {
      if (error instanceof GatewayVerificationError) {
        await events.security(`query: ${error.message}`, error.fields, { orderNumber });
        return null;
      }
      if (error instanceof GatewayUnavailableError) {
        log.warn({ err: error, orderNumber }, 'trade/query failed; will retry');
        return null;
      }
      throw error;
    }
  }

  /**
   * One pending refund, decided by what the gateway has refunded of the trade: the recorded refunds
   * plus this one → it was made; only the recorded ones → it never was. Anything else is left for a
   * person (logged), never guessed.
   */
  async function reconcileRefund(
    gateway: PaymentGateway,
    pending: PendingRefund,
    report: RefundReconcileReport,
  ): Promise<void> {
    report.checked++;
    const { refund, order } = pending;
    const answer = await queried(gateway, order.orderNumber);
    if (!answer) return;
    const refunded = answer.trade?.refundedAmount ?? null;
    const at = now();
    const said = { status: answer.trade?.status ?? 'NOT_FOUND', message: answer.trade?.message ?? '' };
    if (!answer.trade || refunded === order.refundedAmount) {
      if (await completion.failed(pending, said, at, 'the gateway has no such refund')) report.failed++;
      return;
    }
    if (refunded === order.refundedAmount + refund.amount) {
      if (await completion.succeeded(pending, said, at)) {
        report.recorded++;
        await events.record({
          kind: 'refund',
          orderNumber: order.orderNumber,
          userId: order.userId,
          verified: true,
          outcome: `reconciled: refunded ${refund.amount}`,
          fields: answer.trade.fields,
        });
      }
      return;
    }
    log.error(
      {
        orderNumber: order.orderNumber,
        refundId: refund.id,
        gatewayRefunded: refunded,
        recorded: order.refundedAmount,
      },
      'pending refund does not match the gateway; left for review',
    );
  }

  async function reconcileOne(
    gateway: PaymentGateway,
    order: OrderRow,
    report: ReconcileReport,
  ): Promise<void> {
    report.checked++;
    let trade;
    try {
      trade = await gateway.query(order.orderNumber);
    } catch (error) {
      if (error instanceof GatewayVerificationError) {
        await events.security(`query: ${error.message}`, error.fields, { orderNumber: order.orderNumber });
        return;
      }
      if (error instanceof GatewayUnavailableError) {
        log.warn({ err: error, orderNumber: order.orderNumber }, 'trade/query failed; will retry');
        return;
      }
      throw error;
    }
    if (!trade) {
      const abandoned = now().getTime() - order.createdAt.getTime() >= abandonAfterMs;
      if (abandoned && (await repository.markFailed(order.id, now(), '付款逾時未完成'))) report.failed++;
      await events.record({
        kind: 'query',
        orderNumber: order.orderNumber,
        userId: order.userId,
        verified: true,
        outcome: abandoned ? 'not found: abandoned' : 'not found',
      });
      return;
    }
    const outcome = await settlement.settle(trade, 'query');
    if (outcome === 'activated') report.settled++;
    if (outcome === 'failed') report.failed++;
  }

  return {
    /** Every stale pending order, or just one (after a browser return that came before its notify). */
    async run(orderNumber?: string): Promise<ReconcileReport> {
      const report: ReconcileReport = { checked: 0, settled: 0, failed: 0 };
      if (!deps.gateway) return report;
      const at = now().getTime();
      const pending = orderNumber
        ? [await repository.findOrderByNumber(orderNumber)].filter(
            (order): order is OrderRow => order?.status === 'pending',
          )
        : await repository.stalePendingOrders(
            new Date(at - reconcileAfterMs),
            new Date(at - reconcileWindowMs),
            100,
          );
      for (const order of pending) await reconcileOne(deps.gateway, order, report);
      return report;
    },

    /** Every refund left pending by a request that died or could not record the gateway's answer. */
    async refunds(): Promise<RefundReconcileReport> {
      const report: RefundReconcileReport = { checked: 0, recorded: 0, failed: 0 };
      if (!deps.gateway) return report;
      const stale = await repository.stalePendingRefunds(
        new Date(now().getTime() - refundReconcileAfterMs),
        100,
      );
      for (const pending of stale) await reconcileRefund(deps.gateway, pending, report);
      return report;
    },
  };
}
export type Reconciler = ReturnType<typeof createReconciler>;
