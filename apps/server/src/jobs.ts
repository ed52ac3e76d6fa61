import type { Config } from './platform/config.ts';
import type { Logger } from './platform/logger.ts';
import type { JobQueue } from './platform/queue.ts';
import type { Services } from './services.ts';
import { registerAccountJobs } from './modules/accounts/jobs.ts';
import { registerSystemJobs } from './modules/system/jobs.ts';
import { registerMarketJobs } from './modules/market/jobs.ts';
import { registerPaymentJobs } from './modules/payments/jobs.ts';
import { registerSubscriptionJobs } from './modules/subscriptions/jobs.ts';
import { registerAnalysisJobs } from './modules/analysis/jobs.ts';
import { registerHistoryJobs } from './modules/analysis/history-jobs.ts';

/** Defines every module's queues, and starts the workers and schedules this process's roles run. */
export async function registerJobs(
  queue: JobQueue,
  services: Services,
  config: Config,
  log: Logger,
): Promise<void> {
  const runWorker = config.roles.includes('worker');
  await registerSystemJobs({
    queue,
    roles: config.roles,
    heartbeats: services.heartbeats,
    cron: config.heartbeatCron,
    log,
  });
  await registerAccountJobs(queue, services.passwordResets, runWorker);
  await registerMarketJobs(queue, services.market, config, log);
  await registerPaymentJobs({
    queue,
    roles: config.roles,
    reconciler: services.payments.reconciler,
    cron: config.payments.reconcileCron,
    log,
  });
  await registerSubscriptionJobs({
    queue,
    roles: config.roles,
    renewals: services.renewals,
    cron: config.payments.renewalCron,
    log,
  });
  await registerHistoryJobs({
    queue,
    roles: config.roles,
    evaluator: services.history.evaluator,
    log,
  });
  await registerAnalysisJobs(queue, services.analysis.runs, runWorker, log);
}
