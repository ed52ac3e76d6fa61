import {
  AdjustEinvoiceJob,
  IssueEinvoiceJob,
  ReconcileEinvoicesJob,
  einvoiceJobNames,
} from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { EinvoiceModule } from './facade.ts';

/** Issuing one payment's invoice: retried with back-off (30 s, 1 min, 2 min, … about 4 hours in all). */
export const issueEinvoiceJob: JobDefinition<typeof IssueEinvoiceJob> = {
  name: einvoiceJobNames.issue,
  payload: IssueEinvoiceJob,
  expireInSeconds: 120,
  retryLimit: 9,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

/** Voiding or allowing one refund's invoice, retried the same way. */
export const adjustEinvoiceJob: JobDefinition<typeof AdjustEinvoiceJob> = {
  name: einvoiceJobNames.adjust,
  payload: AdjustEinvoiceJob,
  expireInSeconds: 120,
  retryLimit: 9,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

export const reconcileEinvoicesJob: JobDefinition<typeof ReconcileEinvoicesJob> = {
  name: einvoiceJobNames.reconcile,
  payload: ReconcileEinvoicesJob,
  expireInSeconds: 600,
  retryLimit: 1,
};

/** The issuing and adjusting workers, and the sweep on EINVOICE_RECONCILE_CRON for anything left pending. */
export async function registerEinvoiceJobs(options: {
  queue: JobQueue;
  roles: readonly Role[];
  einvoices: Pick<EinvoiceModule, 'issue' | 'adjust' | 'sweep'>;
  cron: string;
  log: Logger;
}): Promise<void> {
  const { queue, roles, einvoices, cron, log } = options;
  await queue.define(issueEinvoiceJob);
  await queue.define(adjustEinvoiceJob);
  await queue.define(reconcileEinvoicesJob);
  if (roles.includes('worker')) {
    await queue.work(issueEinvoiceJob, async (payload) => {
      const outcome = await einvoices.issue(payload.orderNumber);
      log.info({ orderNumber: payload.orderNumber, outcome }, 'e-invoice issue');
    });
    await queue.work(adjustEinvoiceJob, async (payload) => {
      const outcome = await einvoices.adjust(payload.refundId);
      log.info({ refundId: payload.refundId, outcome }, 'e-invoice adjustment');
    });
    await queue.work(reconcileEinvoicesJob, async () => {
      const report = await einvoices.sweep();
      if (report.invoices || report.adjustments) log.info({ report }, 'pending e-invoices swept');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(reconcileEinvoicesJob, cron, { requestedAt: new Date().toISOString() });
  }
}
