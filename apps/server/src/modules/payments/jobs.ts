import { ReconcilePendingJob, paymentJobNames } from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { PaymentsModule } from './facade.ts';

export const reconcilePendingJob: JobDefinition<typeof ReconcilePendingJob> = {
  name: paymentJobNames.reconcilePending,
  payload: ReconcilePendingJob,
  expireInSeconds: 300,
  retryLimit: 3,
};

/**
 * The reconciling query: scheduled on PAYMENT_RECONCILE_CRON for every stale pending order and
 * pending refund, and sent for one order when a browser return arrives before its notify.
 */
export async function registerPaymentJobs(options: {
  queue: JobQueue;
  roles: readonly Role[];
  reconciler: Pick<PaymentsModule, 'reconcilePending' | 'reconcileRefunds'>;
  cron: string;
  log: Logger;
}): Promise<void> {
  const { queue, roles, reconciler, cron, log } = options;
  await queue.define(reconcilePendingJob);
  if (roles.includes('worker')) {
    await queue.work(reconcilePendingJob, async (payload) => {
      const report = await reconciler.reconcilePending(payload.orderNumber);
      if (report.checked) log.info({ report }, 'pending payments reconciled');
      if (payload.orderNumber) return;
      const refunds = await reconciler.reconcileRefunds();
      if (refunds.checked) log.info({ refunds }, 'pending refunds reconciled');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(reconcilePendingJob, cron, { requestedAt: new Date().toISOString() });
  }
}
