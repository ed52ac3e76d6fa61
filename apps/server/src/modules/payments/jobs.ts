import { ReconcilePendingJob, paymentJobNames } from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { Reconciler } from './reconcile.ts';

export const reconcilePendingJob: JobDefinition<typeof ReconcilePendingJob> = {
  name: paymentJobNames.reconcilePending,
  payload: ReconcilePendingJob,
  expireInSeconds: 300,
  retryLimit: 3,
};

/**
 * The reconciling query: scheduled on PAYMENT_RECONCILE_CRON for every stale pending order, and sent
 * for one order when a browser return arrives before its notify.
 */
export async function registerPaymentJobs(options: {
  queue: JobQueue;
  roles: readonly Role[];
  reconciler: Reconciler;
  cron: string;
  log: Logger;
}): Promise<void> {
  const { queue, roles, reconciler, cron, log } = options;
  await queue.define(reconcilePendingJob);
  if (roles.includes('worker')) {
    await queue.work(reconcilePendingJob, async (payload) => {
      const report = await reconciler.run(payload.orderNumber);
      if (report.checked) log.info({ report }, 'pending payments reconciled');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(reconcilePendingJob, cron, { requestedAt: new Date().toISOString() });
  }
}
