import type { Logger } from '../../platform/logger.ts';
import type { SubscriptionBilling } from '../subscriptions/index.ts';
import type { Checkout } from './checkout.ts';
import type { EventLog } from './events.ts';
import { GatewayUnavailableError, GatewayVerificationError, type PaymentGateway } from './gateway.ts';
import type { PlanPrices } from './ports.ts';
import type { Settlement } from './settlement.ts';

/**
 * Renewal charges on the bound card: a renewal order priced from the plan table, PayUni's token
 * charge (credit with CreditToken + CreditHash), then the same settlement as a notify. An unreachable
 * gateway leaves the order pending for the reconciling query (it may have been charged).
 */
export function createRenewalCharger(deps: {
  gateway: PaymentGateway | null;
  checkout: Checkout;
  plans: PlanPrices;
  settlement: Settlement;
  events: EventLog;
  log: Logger;
}): Pick<SubscriptionBilling, 'chargeRenewal'> {
  const { checkout, plans, settlement, events, log } = deps;
  return {
    async chargeRenewal(input) {
      const gateway = deps.gateway;
      const plan = await plans.find(input.planId);
      if (!gateway || !plan) return false;
      const amount = plans.priceOf(plan, input.billingCycle);
      if (amount <= 0) return false;
      const order = await checkout.openOrder({
        userId: input.userId,
        planId: input.planId,
        billingCycle: input.billingCycle,
        amount,
        planName: plan.name,
        purpose: 'renewal',
        reuse: false,
      });
      let trade;
      try {
        trade = await gateway.chargeToken({
          orderNumber: order.orderNumber,
          amount,
          description: order.description,
          cardToken: input.cardToken,
          cardHash: input.cardHash,
        });
      } catch (error) {
        if (error instanceof GatewayVerificationError) {
          await events.security(`charge: ${error.message}`, error.fields, { orderNumber: order.orderNumber });
          return false;
        }
        if (!(error instanceof GatewayUnavailableError)) throw error;
        log.warn({ err: error, orderNumber: order.orderNumber }, 'renewal charge did not reach the gateway');
        await events.record({
          kind: 'charge',
          orderNumber: order.orderNumber,
          userId: order.userId,
          verified: false,
          outcome: `unreachable: ${error.message}`,
        });
        return false;
      }
      if (trade.orderNumber !== order.orderNumber) {
        await events.security('charge: answer is about another order', trade.fields, {
          orderNumber: order.orderNumber,
        });
        return false;
      }
      return (await settlement.settle(trade, 'charge')) === 'activated';
    },
  };
}
