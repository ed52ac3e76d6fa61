import type { Config } from './config.ts';
import type { Logger } from './platform/logger.ts';
import type { JobQueue } from './platform/queue.ts';
import type { Services } from './services.ts';
import { registerAccountJobs } from './modules/accounts/index.ts';
import { registerSystemJobs } from './modules/system/index.ts';
import { registerPaymentJobs } from './modules/payments/index.ts';
import { registerSubscriptionJobs } from './modules/subscriptions/index.ts';
import { registerMarketJobs } from './modules/market/index.ts';
import { registerMonitorJobs } from './modules/monitor/index.ts';
import { registerAnalysisJobs } from './modules/analysis/index.ts';
import { registerEinvoiceJobs } from './modules/einvoice/index.ts';
import { registerContentJobs } from './modules/content/index.ts';
import { registerWorkflowJobs } from './modules/workflows/index.ts';
import { registerTtsJobs } from './modules/tts/index.ts';
import { registerAdminAnalystsJobs } from './modules/admin-analysts/index.ts';
import { registerAlertDeliveryJobs } from './modules/monitor/index.ts';

/** Defines every module's queues, and starts the workers and schedules this process's roles run. */
export async function registerJobs(
  queue: JobQueue,
  services: Services,
  config: Config,
  log: Logger,
): Promise<void> {
  const context = { roles: config.roles, log };
  await registerSystemJobs(queue, services.system, { ...context, cron: config.system.heartbeatCron });
  await registerAccountJobs(queue, services.accounts, context);
  await registerMarketJobs(queue, services.market, config, log);
  await registerMonitorJobs(queue, services.monitor, config, log);
  await registerPaymentJobs({
    queue,
    roles: config.roles,
    reconciler: services.payments,
    cron: config.payments.reconcileCron,
    log,
  });
  await registerSubscriptionJobs({
    queue,
    roles: config.roles,
    renewals: services.subscriptions,
    cron: config.subscriptions.renewalCron,
    log,
  });
  await registerAnalysisJobs(queue, services.analysis, {
    ...context,
    concurrency: config.analysis.concurrency,
  });
  await registerEinvoiceJobs({
    queue,
    roles: config.roles,
    einvoices: services.einvoices,
    cron: config.einvoice.reconcileCron,
    log,
  });
  await registerContentJobs(queue, services.content, context);
  await registerWorkflowJobs(queue, services.workflows, context);
  await registerTtsJobs(queue, services.tts, { ...context, concurrency: config.tts.concurrency });
  await registerAdminAnalystsJobs(queue, services.adminAnalysts, context);
  await registerAlertDeliveryJobs(queue, services.alertDelivery, context);
}
