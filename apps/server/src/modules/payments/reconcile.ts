import type { Logger } from '../../platform/logger.ts';
import type { EventLog } from './events.ts';
import { GatewayUnavailableError, GatewayVerificationError, type PaymentGateway } from './gateway.ts';
import type { OrderRow, PaymentRepository } from './repository.ts';
import type { Settlement } from './settlement.ts';

/** A notify normally arrives within seconds; an order pending this long is asked about. */
export const reconcileAfterMs = 2 * 60 * 1000;
/** An order the gateway still does not know this long after it was made was abandoned. */
export const abandonAfterMs = 60 * 60 * 1000;
/** Older pending orders are no longer asked about. */
const reconcileWindowMs = 3 * 24 * 60 * 60 * 1000;

export interface ReconcileReport {
  checked: number;
  settled: number;
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
  events: EventLog;
  now: () => Date;
  log: Logger;
}) {
  const { repository, settlement, events, now, log } = deps;

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
  };
}
export type Reconciler = ReturnType<typeof createReconciler>;
