import { readLedger, readOrderEvents, readOrdersBetween } from './finance-reads.ts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { AppError } from '../../platform/errors.ts';
import { createCallbacks } from './callbacks.ts';
import { createCheckout, type ContactBook } from './checkout.ts';
import type { PaymentSettings } from './config.ts';
import { createEventLog } from './events.ts';
import type { PaymentsModule } from './facade.ts';
import { reconcilePendingJob } from './jobs.ts';
import type { PaymentGateway } from './gateway.ts';
import { billingHistory, listPayments, toOrderView, toRecord } from './history.ts';
import { createPayuniGateway } from './payuni/adapter.ts';
import { fetchTransport, loopbackTransport, type FormTransport } from './payuni/transport.ts';
import { renderReceipt } from './receipt.ts';
import { createReconciler } from './reconcile.ts';
import { createRefundCompletion } from './refund-completion.ts';
import { createRefunds } from './refunds.ts';
import { createRenewalCharger } from './renewal-charger.ts';
import type { InvoicesPort, PaidListener, PlanPrices, SubscriptionsPort } from './ports.ts';
import { createPaymentRepository } from './repository.ts';
import { createSandboxEngine } from './sandbox/engine.ts';
import { installationKeys } from './sandbox/keys.ts';
import { createSandboxStore } from './sandbox/store.ts';
import { paymentRoutes } from './routes.ts';
import { createSettlement } from './settlement.ts';

export interface PaymentsDeps {
  db: Db;
  settings: PaymentSettings;
  publicBaseUrl: string;
  plans: PlanPrices;
  subscriptions: SubscriptionsPort;
  contacts: ContactBook;
  log: Logger;
  now: () => Date;
  /** Runs the reconciling query of one order soon (after a browser return); null without a queue. */
  queue: JobQueue | null;
  /** Replaces the HTTP transport (tests pointing at a stand-in gateway). */
  transport?: FormTransport;
  /** The e-invoice of each payment and refund. */
  invoices?: InvoicesPort;
  /** Told of each settled payment after it committed (experiment conversions). */
  onPaid?: PaidListener;
  /** Told of each order that turns failed (workflow events); never fails the settlement. */
  onPaymentFailed?: (failure: {
    orderNumber: string;
    userId: string;
    amount: number;
    reason: string;
  }) => Promise<void>;
}

/** Assembles the payments module: gateway, checkout, callbacks, settlement, refunds, history, jobs. */
export function createPaymentsModule(deps: PaymentsDeps): PaymentsModule {
  const { db, settings, plans, subscriptions, contacts, log, now } = deps;
  const repository = createPaymentRepository(db);
  const events = createEventLog(repository, now);
  const http = deps.transport ?? fetchTransport(settings.httpTimeoutMs);
  const loopback = loopbackTransport(new URL(deps.publicBaseUrl).origin, http);
  const transport = settings.gateway === 'builtin-sandbox' ? loopback : http;
  // The built-in sandbox's keys are made per installation and read from the database when first used.
  const keys = settings.keys ?? installationKeys(db);
  const gateway: PaymentGateway | null =
    settings.gateway === 'disabled'
      ? null
      : createPayuniGateway({
          merchantId: settings.merchantId,
          keys,
          apiBase: settings.apiBase,
          testMode: settings.testMode,
          transport,
          now,
        });

  const settlement = createSettlement({
    repository,
    subscriptions,
    events,
    now,
    invoices: deps.invoices,
    onPaid: deps.onPaid,
    onFailed: async (order, reason) =>
      deps.onPaymentFailed?.({
        orderNumber: order.orderNumber,
        userId: order.userId,
        amount: order.amount,
        reason,
      }),
  });
  const checkout = createCheckout({
    repository,
    gateway,
    subscriptions,
    plans,
    contacts,
    events,
    publicBaseUrl: deps.publicBaseUrl,
    now,
  });
  const completion = createRefundCompletion({ repository, subscriptions, events, invoices: deps.invoices });
  const reconciler = createReconciler({ repository, gateway, settlement, completion, events, now, log });
  const refunds = createRefunds({ repository, gateway, completion, events, log, now });
  const callbacks = createCallbacks({
    repository,
    gateway,
    settlement,
    events,
    reconcileSoon: deps.queue
      ? async (orderNumber) => {
          await deps.queue!.send(reconcilePendingJob, { requestedAt: now().toISOString(), orderNumber });
        }
      : undefined,
  });
  const charger = createRenewalCharger({ gateway, checkout, plans, settlement, events, log });
  const base = deps.publicBaseUrl.replace(/\/+$/, '');
  const sandbox =
    settings.gateway === 'builtin-sandbox'
      ? createSandboxEngine({
          merchant: { merchantId: settings.merchantId, keys },
          shop: { notifyUrl: `${base}/api/v1/payuni/notify`, returnUrl: `${base}/api/v1/payuni/return` },
          store: createSandboxStore(db),
          transport: loopback,
          now,
        })
      : null;

  async function detailOf(caller: AuthContext, id: string) {
    const detail = await repository.orderDetail(id);
    if (!detail || detail.order.userId !== caller.userId) throw new AppError('ORDER_NOT_FOUND');
    return detail;
  }

  const module: PaymentsModule = {
    routes: () =>
      paymentRoutes(module, {
        // Lets the built-in sandbox and our notify endpoint reach each other in process (app.inject).
        attach: (app) => loopback.attach(app),
        sandbox: sandbox ? { engine: sandbox, merchantId: settings.merchantId } : null,
      }),

    createPayment: (caller, tier, cycle) => checkout.createPayment(caller, tier, cycle),
    paymentPage: (caller, orderNumber) => checkout.paymentPage(caller, orderNumber),
    retry: (caller, id) => checkout.retry(caller, id),
    refund: (caller, id, input) => refunds.refund(caller, id, input),
    paymentNotify: (body, remoteIp) => callbacks.notify(body, remoteIp),
    paymentReturn: (body, remoteIp) => callbacks.return(body, remoteIp),
    chargeRenewal: (input) => charger.chargeRenewal(input),
    changePlan: (caller, tier, cycle) => checkout.changePlan(caller, tier, cycle),
    reconcilePending: (orderNumber) => reconciler.run(orderNumber),
    reconcileRefunds: () => reconciler.refunds(),
    gatewayTrade: async (orderNumber) => (gateway ? gateway.query(orderNumber) : null),
    financeLedger: (from) => readLedger(db, from),
    orderEvents: (orderNumber) => readOrderEvents(db, orderNumber),
    ordersBetween: (from, to, limit) => readOrdersBetween(db, from, to, limit),
    revenueTotals: () => repository.revenueTotals(),

    async list(caller, query) {
      return listPayments(await repository.ordersOfUser(caller.userId), query, now());
    },

    async billingHistory(userId) {
      return billingHistory(await repository.ordersOfUser(userId));
    },

    async orderView(caller, orderNumber) {
      return toOrderView((await detailOf(caller, orderNumber)).order, plans);
    },

    async record(caller, id) {
      return toRecord(await detailOf(caller, id), now());
    },

    async receipt(caller, id, locale = 'zh-TW') {
      const detail = await detailOf(caller, id);
      const payer = (await contacts.contactOf(caller.userId)) ?? { name: '', email: null };
      const pdf = await renderReceipt({
        detail,
        payer,
        planName: await plans.nameOf(detail.order.planId),
        fontPath: settings.receiptFontPath,
        locale,
      });
      return { fileName: `alphadesk-receipt-${detail.order.orderNumber}.pdf`, pdf };
    },
  };
  return module;
}
export type { PaymentsModule };
