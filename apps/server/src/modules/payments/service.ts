import type { FastifyInstance } from 'fastify';
import { type OrderView, type PaymentListQuery, type PaymentRecord } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/access.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { AppError } from '../../platform/errors.ts';
import { createCallbacks } from './callbacks.ts';
import { createCheckout, type ContactBook } from './checkout.ts';
import type { PaymentSettings } from './config.ts';
import { createEventLog } from './events.ts';
import { reconcilePendingJob } from './jobs.ts';
import type { PaymentGateway } from './gateway.ts';
import { billingHistory, listPayments, toOrderView, toRecord } from './history.ts';
import { createPayuniGateway } from './payuni/adapter.ts';
import { fetchTransport, loopbackTransport, type FormTransport } from './payuni/transport.ts';
import { renderReceipt } from './receipt.ts';
import { createReconciler } from './reconcile.ts';
import { createRefunds } from './refunds.ts';
import { createRenewalCharger } from './renewal-charger.ts';
import type { PlanPrices, SubscriptionsPort } from './ports.ts';
import { createPaymentRepository } from './repository.ts';
import { createSandboxEngine } from './sandbox/engine.ts';
import { createSandboxStore } from './sandbox/store.ts';
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
}

/** Assembles the payments module: gateway, checkout, callbacks, settlement, refunds, history, jobs. */
export function createPaymentsModule(deps: PaymentsDeps) {
  const { db, settings, plans, subscriptions, contacts, log, now } = deps;
  const repository = createPaymentRepository(db);
  const events = createEventLog(repository, now);
  const http = deps.transport ?? fetchTransport(settings.httpTimeoutMs);
  const loopback = loopbackTransport(new URL(deps.publicBaseUrl).origin, http);
  const transport = settings.gateway === 'builtin-sandbox' ? loopback : http;
  const keys = { hashKey: settings.hashKey, hashIv: settings.hashIv };
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

  const settlement = createSettlement({ repository, subscriptions, events, now });
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
  const reconciler = createReconciler({ repository, gateway, settlement, events, now, log });
  const sandbox =
    settings.gateway === 'builtin-sandbox'
      ? createSandboxEngine({
          merchant: { merchantId: settings.merchantId, keys },
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

  return {
    settings,
    gateway,
    sandbox,
    repository,
    checkout,
    reconciler,
    refunds: createRefunds({ repository, gateway, subscriptions, events, now }),
    callbacks: createCallbacks({
      repository,
      gateway,
      settlement,
      events,
      reconcileSoon: deps.queue
        ? async (orderNumber) => {
            await deps.queue!.send(reconcilePendingJob, { requestedAt: now().toISOString(), orderNumber });
          }
        : undefined,
    }),
    charger: createRenewalCharger({ gateway, checkout, plans, settlement, events, log }),

    /** Lets the built-in sandbox and our notify endpoint reach each other in process (app.inject). */
    attach(app: FastifyInstance): void {
      loopback.attach(app);
    },

    async list(caller: AuthContext, query: z.output<typeof PaymentListQuery>) {
      return listPayments(await repository.ordersOfUser(caller.userId), query, now());
    },

    async billingHistory(userId: string) {
      return billingHistory(await repository.ordersOfUser(userId));
    },

    async orderView(caller: AuthContext, orderNumber: string): Promise<z.infer<typeof OrderView>> {
      return toOrderView((await detailOf(caller, orderNumber)).order, plans);
    },

    async record(caller: AuthContext, id: string): Promise<PaymentRecord> {
      return toRecord(await detailOf(caller, id), now());
    },

    async receipt(caller: AuthContext, id: string): Promise<{ fileName: string; pdf: Buffer }> {
      const detail = await detailOf(caller, id);
      const payer = (await contacts.contactOf(caller.userId)) ?? { name: '', email: null };
      const pdf = await renderReceipt({
        detail,
        payer,
        planName: await plans.nameOf(detail.order.planId),
        fontPath: settings.receiptFontPath,
      });
      return { fileName: `alphadesk-receipt-${detail.order.orderNumber}.pdf`, pdf };
    },
  };
}
export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
