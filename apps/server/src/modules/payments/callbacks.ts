import type { EventLog } from './events.ts';
import { GatewayVerificationError, type GatewayTrade, type PaymentGateway } from './gateway.ts';
import type { PaymentRepository } from './repository.ts';
import { securityOutcomes, type SettleOutcome, type Settlement } from './settlement.ts';
import { formHasUnsafeText } from './text-safety.ts';

export type CallbackBody = Record<string, string | undefined>;

/** What the notify endpoint answers PayUni: 200 for anything handled (duplicates too), 400 for forgeries. */
export interface NotifyAnswer {
  status: 200 | 400 | 503;
  body: 'SUCCESS' | 'FAIL';
  outcome: SettleOutcome | 'unverified' | 'malformed' | 'disabled';
}

/** The envelope fields worth keeping of a callback refused before verification. */
const envelopeOf = (body: CallbackBody) => ({
  Status: body.Status,
  MerID: body.MerID,
  Version: body.Version,
});

/**
 * The gateway's two callbacks. NotifyURL (server to server) is the only one that settles orders;
 * ReturnURL (the payer's browser) is verified and recorded and only decides which page to show —
 * a return claiming success never activates anything by itself. Unexpected errors propagate, so the
 * notify answers 500 and PayUni sends it again.
 */
export function createCallbacks(deps: {
  repository: PaymentRepository;
  gateway: PaymentGateway | null;
  settlement: Settlement;
  events: EventLog;
  /** Asks the gateway about one order soon (a return came first); absent without a job queue. */
  reconcileSoon?: (orderNumber: string) => Promise<void>;
}) {
  const { repository, settlement, events } = deps;

  /** NUL or broken surrogates never come from the gateway: refused (and logged) before anything else. */
  async function malformed(kind: 'notify' | 'return', body: CallbackBody, remoteIp: string) {
    if (!formHasUnsafeText(body)) return false;
    await events.security(`${kind}: rejected: malformed characters`, envelopeOf(body), { remoteIp });
    return true;
  }

  async function verified(
    kind: 'notify' | 'return',
    body: CallbackBody,
    remoteIp: string,
  ): Promise<GatewayTrade | null> {
    try {
      return await deps.gateway!.openCallback(body);
    } catch (error) {
      if (!(error instanceof GatewayVerificationError)) throw error;
      await events.security(
        `${kind}: ${error.message}`,
        { ...error.fields, Status: body.Status },
        { remoteIp },
      );
      return null;
    }
  }

  return {
    async notify(body: CallbackBody, remoteIp: string): Promise<NotifyAnswer> {
      if (!deps.gateway) return { status: 503, body: 'FAIL', outcome: 'disabled' };
      if (await malformed('notify', body, remoteIp))
        return { status: 400, body: 'FAIL', outcome: 'malformed' };
      const trade = await verified('notify', body, remoteIp);
      if (!trade) return { status: 400, body: 'FAIL', outcome: 'unverified' };
      const outcome = await settlement.settle(trade, 'notify', remoteIp);
      return securityOutcomes.has(outcome)
        ? { status: 400, body: 'FAIL', outcome }
        : { status: 200, body: 'SUCCESS', outcome };
    },

    /**
     * Returns the page to send the payer to: /payment/success or /payment/cancel with the order number;
     * null for a malformed post, which no gateway sends (answered 400).
     */
    async return(body: CallbackBody, remoteIp: string): Promise<string | null> {
      if (!deps.gateway) return '/payment/cancel';
      if (await malformed('return', body, remoteIp)) return null;
      const trade = await verified('return', body, remoteIp);
      if (!trade) return '/payment/cancel';
      const order = await repository.findOrderByNumber(trade.orderNumber);
      if (!order) {
        await events.security('return: unknown order', trade.fields, { remoteIp, verified: true });
        return '/payment/cancel';
      }
      await events.record({
        kind: 'return',
        orderNumber: order.orderNumber,
        userId: order.userId,
        verified: true,
        outcome: `browser says ${trade.outcome}; order is ${order.status}`,
        fields: trade.fields,
        remoteIp,
      });
      const query = `?order_number=${encodeURIComponent(order.orderNumber)}`;
      if (order.status === 'completed') return `/payment/success${query}`;
      if (trade.outcome === 'failed' || order.status !== 'pending') return `/payment/cancel${query}`;
      // Paid (or pending) according to the browser, not yet settled: the success page shows the real,
      // still pending, status while the notify — or a reconciling query — settles it.
      await deps.reconcileSoon?.(order.orderNumber).catch(() => undefined);
      return `/payment/success${query}`;
    },
  };
}
export type Callbacks = ReturnType<typeof createCallbacks>;
