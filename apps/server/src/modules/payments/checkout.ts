import { randomInt, randomUUID } from 'node:crypto';
import {
  paymentMessages as messages,
  subscriptionMessages,
  type BillingCycle,
  type OrderPurpose,
  type PaymentFormResponse,
  type Tier,
} from '@alphadesk/contracts';
import { taipeiDate } from '@alphadesk/core';
import type { AuthContext } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { orderDescription } from '../plans/index.ts';
import type { PlanChange } from '../subscriptions/index.ts';
import type { PlanPrices, SubscriptionsPort } from './ports.ts';
import type { EventLog } from './events.ts';
import type { PaymentGateway } from './gateway.ts';
import type { OrderRow, PaymentRepository } from './repository.ts';
import { cardTokenFor } from './settlement.ts';

/** Who pays (the accounts service). */
export interface ContactBook {
  contactOf(userId: string): Promise<{ name: string; email: string | null; kind: string } | null>;
}

/** A pending order of the same kind made this recently is reused: double clicks make one order. */
export const orderReuseMs = 10 * 60 * 1000;

const orderAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** MerTradeNo: "AD" + Taipei date + 8 random characters (18 characters, PayUni allows 25). */
export function newOrderNumber(at: Date): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += orderAlphabet[randomInt(orderAlphabet.length)];
  return `AD${taipeiDate(at).replace(/-/g, '')}${suffix}`;
}

export function createCheckout(deps: {
  repository: PaymentRepository;
  gateway: PaymentGateway | null;
  subscriptions: SubscriptionsPort;
  plans: PlanPrices;
  contacts: ContactBook;
  events: EventLog;
  publicBaseUrl: string;
  now: () => Date;
}) {
  const { repository, subscriptions, plans, contacts, events, now } = deps;
  const base = deps.publicBaseUrl.replace(/\/+$/, '');

  function requireGateway(): PaymentGateway {
    if (!deps.gateway) throw new AppError('PAYMENTS_UNAVAILABLE');
    return deps.gateway;
  }

  async function payer(caller: AuthContext) {
    if (caller.kind !== 'member') throw new AppError('GUEST_CANNOT_PAY');
    const contact = await contacts.contactOf(caller.userId);
    if (!contact) throw new AppError('UNAUTHENTICATED');
    return contact;
  }

  /** The price of a plan for a cycle, from the plan table; free and unknown plans cannot be bought. */
  async function priced(tier: Tier, cycle: BillingCycle): Promise<{ amount: number; planName: string }> {
    if (tier === 'free') throw new AppError('FREE_PLAN_NOT_PAYABLE');
    const plan = await plans.find(tier);
    if (!plan) throw new AppError('PLAN_UNSUPPORTED');
    const amount = plans.priceOf(plan, cycle);
    if (amount <= 0) throw new AppError('FREE_PLAN_NOT_PAYABLE');
    return { amount, planName: plan.name };
  }

  /** Creates an order, or reuses a pending one of the same kind from the last few minutes. */
  async function openOrder(input: {
    userId: string;
    planId: Tier;
    billingCycle: BillingCycle;
    amount: number;
    planName: string;
    purpose: OrderPurpose;
    previousPlanId?: Tier | null;
    retryOf?: string | null;
    reuse?: boolean;
  }): Promise<OrderRow> {
    const gateway = requireGateway();
    const at = now();
    return repository.transaction(async (_tx, scoped) => {
      await scoped.lockUser(input.userId);
      if (input.reuse !== false) {
        const reusable = await scoped.findReusableOrder({
          ...input,
          since: new Date(at.getTime() - orderReuseMs),
        });
        if (reusable && reusable.amount === input.amount) return reusable;
      }
      return scoped.insertOrder({
        id: randomUUID(),
        orderNumber: newOrderNumber(at),
        userId: input.userId,
        planId: input.planId,
        billingCycle: input.billingCycle,
        amount: input.amount,
        purpose: input.purpose,
        status: 'pending',
        // Stored in zh-TW: the gateway's ProdDesc and the receipt; members reading another
        // language get it rebuilt (localisedOrderDescription).
        description: orderDescription(
          {
            tier: input.planId,
            planName: input.planName,
            cycle: input.billingCycle,
            purpose: input.purpose,
          },
          'zh-TW',
        ),
        gateway: gateway.name,
        testMode: gateway.testMode,
        previousPlanId: input.previousPlanId ?? null,
        retryOf: input.retryOf ?? null,
        createdAt: at,
        updatedAt: at,
      });
    });
  }

  /** The gateway form for a pending order, sealed afresh (new Timestamp) each time it is asked for. */
  async function present(
    order: OrderRow,
    email: string | null,
    message: string,
  ): Promise<PaymentFormResponse> {
    const gateway = requireGateway();
    const form = await gateway.checkoutForm({
      orderNumber: order.orderNumber,
      amount: order.amount,
      description: order.description,
      payerEmail: email ?? '',
      returnUrl: `${base}/api/v1/payuni/return`,
      notifyUrl: `${base}/api/v1/payuni/notify`,
      cardToken: cardTokenFor(order.userId),
    });
    await events.record({
      kind: 'upp',
      orderNumber: order.orderNumber,
      userId: order.userId,
      verified: true,
      outcome: 'form issued',
      fields: { MerTradeNo: order.orderNumber, TradeAmt: String(order.amount), ProdDesc: order.description },
    });
    return {
      success: true,
      message,
      payment_url: `${base}/payuni/payment-page/${order.orderNumber}`,
      order_number: order.orderNumber,
      form,
      amount: order.amount,
      currency: 'TWD',
      tier_type: order.planId,
      billing_cycle: order.billingCycle,
      purpose: order.purpose,
      description: order.description,
      test_mode: order.testMode,
    };
  }

  async function ownOrder(caller: AuthContext, idOrNumber: string): Promise<OrderRow> {
    const order = (await repository.orderDetail(idOrNumber))?.order;
    // Someone else's order answers exactly like a missing one.
    if (!order || order.userId !== caller.userId) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  return {
    ownOrder,

    /** create-payment: the server prices the order from the plan table, whatever the browser sent. */
    async createPayment(caller: AuthContext, tier: Tier, cycle: BillingCycle): Promise<PaymentFormResponse> {
      requireGateway();
      const contact = await payer(caller);
      const { amount, planName } = await priced(tier, cycle);
      const purpose = await subscriptions.purchasePurpose(caller.userId, tier, cycle);
      const order = await openOrder({
        userId: caller.userId,
        planId: tier,
        billingCycle: cycle,
        amount,
        planName,
        purpose,
      });
      return present(order, contact.email, messages.orderCreated);
    },

    /** The form of one of the caller's pending orders (the /payuni/payment-page/{orderNumber} page). */
    async paymentPage(caller: AuthContext, orderNumber: string): Promise<PaymentFormResponse> {
      const order = await ownOrder(caller, orderNumber);
      if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
      const contact = await payer(caller);
      return present(order, contact.email, messages.orderCreated);
    },

    /** A failed payment paid again: a new order for the same plan and cycle, priced afresh. */
    async retry(caller: AuthContext, id: string): Promise<PaymentFormResponse> {
      const failed = await ownOrder(caller, id);
      if (failed.status !== 'failed') throw new AppError('PAYMENT_RETRY_NOT_FAILED');
      const contact = await payer(caller);
      const { amount, planName } = await priced(failed.planId, failed.billingCycle);
      const purpose = await subscriptions.purchasePurpose(caller.userId, failed.planId, failed.billingCycle);
      const order = await openOrder({
        userId: caller.userId,
        planId: failed.planId,
        billingCycle: failed.billingCycle,
        amount,
        planName,
        purpose,
        retryOf: failed.id,
        reuse: false,
      });
      return present(order, contact.email, messages.orderCreated);
    },

    /** A plan change: upgrades get an order for the prorated difference; the rest is scheduled. */
    async changePlan(
      caller: AuthContext,
      tier: Tier,
      cycle: BillingCycle,
    ): Promise<{ change: PlanChange; payment: PaymentFormResponse | null }> {
      requireGateway();
      const contact = await payer(caller);
      const change = await subscriptions.prepareChange(caller, tier, cycle);
      if (change.kind === 'scheduled') return { change, payment: null };
      const order = await openOrder({
        userId: caller.userId,
        planId: tier,
        billingCycle: change.billingCycle,
        amount: change.amount,
        planName: await plans.nameOf(tier),
        purpose: 'change',
        previousPlanId: change.previousPlanId,
      });
      return { change, payment: await present(order, contact.email, subscriptionMessages.upgradeCreated) };
    },

    openOrder,
  };
}
export type Checkout = ReturnType<typeof createCheckout>;
