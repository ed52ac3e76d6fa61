import { randomUUID } from 'node:crypto';
import type { Db } from '@alphadesk/db';
import type { InvoiceChoice } from '@alphadesk/core';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { createAdjuster } from './adjustments.ts';
import type { EinvoiceSettings } from './config.ts';
import type { EinvoiceModule } from './facade.ts';
import { createIssuer, pendingInvoice, type ContactBook } from './issuance.ts';
import { adjustEinvoiceJob, issueEinvoiceJob } from './jobs.ts';
import { createPreferences } from './preferences.ts';
import { createEinvoiceClient } from './provider.ts';
import { createEinvoiceRepository } from './repository.ts';
import { einvoiceRoutes } from './routes.ts';
import { createStandinEngine } from './standin/engine.ts';
import { createStandinStore } from './standin/store.ts';
import { fetchJsonTransport, loopbackJsonTransport, type JsonTransport } from './transport.ts';
import { certificateOf, summaryOf } from './views.ts';

export interface EinvoiceDeps {
  db: Db;
  settings: EinvoiceSettings;
  publicBaseUrl: string;
  contacts: ContactBook;
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
  /** Replaces the HTTP transport (tests pointing at a stand-in provider). */
  transport?: JsonTransport;
}

/** Pending rows younger than this are left to their own job; the sweep takes the rest. */
const sweepAfterMs = 5 * 60 * 1000;

/** Assembles the e-invoice module: provider client or stand-in, preferences, issuance, adjustments. */
export function createEinvoiceModule(deps: EinvoiceDeps): EinvoiceModule {
  const { db, settings, log, now, queue } = deps;
  const repository = createEinvoiceRepository(db);
  const http = deps.transport ?? fetchJsonTransport(settings.httpTimeoutMs);
  const loopback = loopbackJsonTransport(new URL(deps.publicBaseUrl).origin, http);
  const client =
    settings.provider === 'disabled'
      ? null
      : createEinvoiceClient({
          merchantId: settings.merchantId,
          keys: settings.keys,
          apiBase: settings.apiBase,
          transport: settings.provider === 'builtin-standin' ? loopback : http,
          now,
        });
  const standin =
    settings.provider === 'builtin-standin'
      ? createStandinEngine({
          merchantId: settings.merchantId,
          keys: settings.keys,
          store: createStandinStore(db),
          now,
        })
      : null;
  const issuer = createIssuer({ repository, client, contacts: deps.contacts, log, now });
  const adjuster = createAdjuster({ repository, client, issuer, log, now });
  const preferences = createPreferences({ repository, client, log, now });
  const seller = { taxId: settings.sellerTaxId, qrSeed: settings.qrSeed };

  async function summaries(rows: Awaited<ReturnType<typeof repository.ofUser>>) {
    const adjustments = await repository.adjustmentsOf(rows.map((row) => row.id));
    return rows.map((row) => summaryOf(row, adjustments));
  }

  const module: EinvoiceModule = {
    routes: () => einvoiceRoutes(module, { attach: (app) => loopback.attach(app), standin }),
    preference: (caller) => preferences.get(caller.userId),
    savePreference: (caller, input) => preferences.save(caller.userId, input),
    invoices: async (caller) => summaries(await repository.ofUser(caller.userId)),

    async invoice(caller, orderNumber) {
      const row = await repository.byOrder(orderNumber);
      if (!row || row.userId !== caller.userId) throw new AppError('EINVOICE_NOT_FOUND');
      const [invoice] = await summaries([row]);
      return { invoice: invoice!, certificate: certificateOf(row, seller) };
    },

    async paymentCompleted(tx, payment) {
      const scoped = createEinvoiceRepository(tx);
      const preference = await scoped.preferenceOf(payment.userId);
      const destination = preference
        ? (Object.fromEntries(
            Object.entries(preference).filter(
              ([key, value]) => value !== null && key !== 'userId' && key !== 'updatedAt',
            ),
          ) as unknown as InvoiceChoice)
        : null;
      await scoped.insertPending(
        pendingInvoice({
          ...payment,
          // Read nothing outside the caller's transaction here: on PGlite it would wait for it.
          itemName: payment.description.slice(0, 100),
          destination,
          testMode: settings.testMode,
          at: now(),
        }),
      );
    },

    async refundSucceeded(tx, refund) {
      const scoped = createEinvoiceRepository(tx);
      const invoice = await scoped.byOrder(refund.orderNumber);
      if (!invoice) return;
      await scoped.insertAdjustment({
        id: randomUUID(),
        einvoiceId: invoice.id,
        refundId: refund.refundId,
        kind: null,
        amount: refund.amount,
        full: refund.full,
        status: 'pending',
        refundedAt: refund.at,
        createdAt: now(),
      });
    },

    async issueSoon(orderNumber) {
      if (queue) await queue.send(issueEinvoiceJob, { orderNumber });
    },
    async adjustSoon(refundId) {
      if (queue) await queue.send(adjustEinvoiceJob, { refundId });
    },

    issue: (orderNumber) => issuer.issue(orderNumber),
    adjust: (refundId) => adjuster.adjust(refundId),

    async sweep() {
      const report = { invoices: 0, adjustments: 0, errors: 0 };
      const before = new Date(now().getTime() - sweepAfterMs);
      for (const row of await repository.pendingBefore(before, 50)) {
        report.invoices += 1;
        await issuer.issue(row.orderNumber).catch((error: unknown) => {
          report.errors += 1;
          log.warn({ err: error, orderNumber: row.orderNumber }, 'e-invoice still not issued');
        });
      }
      for (const row of await repository.pendingAdjustmentsBefore(before, 50)) {
        report.adjustments += 1;
        await adjuster.adjust(row.refundId).catch((error: unknown) => {
          report.errors += 1;
          log.warn({ err: error, refundId: row.refundId }, 'e-invoice adjustment still pending');
        });
      }
      return report;
    },

    async financeList(query) {
      const { rows, total } = await repository.finance(query);
      return { invoices: await summaries(rows), total };
    },
  };
  return module;
}
