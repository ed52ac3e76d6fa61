import { RenewSubscriptionsJob, paymentJobNames } from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { SubscriptionsModule } from './index.ts';

export const renewSubscriptionsJob: JobDefinition<typeof RenewSubscriptionsJob> = {
  name: paymentJobNames.renewSubscriptions,
  payload: RenewSubscriptionsJob,
  expireInSeconds: 900,
  retryLimit: 1,
};

/** The renewal run, on SUBSCRIPTION_RENEWAL_CRON (hourly by default). */
export async function registerSubscriptionJobs(options: {
  queue: JobQueue;
  roles: readonly Role[];
  renewals: Pick<SubscriptionsModule, 'renew'>;
  cron: string;
  log: Logger;
}): Promise<void> {
  const { queue, roles, renewals, cron, log } = options;
  await queue.define(renewSubscriptionsJob);
  if (roles.includes('worker')) {
    await queue.work(renewSubscriptionsJob, async () => {
      const report = await renewals.renew();
      if (Object.values(report).some(Boolean)) log.info({ report }, 'subscriptions renewed');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(renewSubscriptionsJob, cron, { requestedAt: new Date().toISOString() });
  }
}
