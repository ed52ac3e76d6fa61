import {
  AlertEmailJob,
  AlertEmailSummaryJob,
  WebhookAttemptJob,
  alertDeliveryJobNames,
  type AlertDeliverySettings,
  type AlertWebhook,
  type Tier,
  type WebhookDelivery,
} from '@alphadesk/contracts';
import { alertCheckSeconds } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import type { Mailer } from '../../../platform/mail.ts';
import type { JobContext, JobDefinition, JobQueue } from '../../../platform/queue.ts';
import { createSecretBox } from '../../../platform/secret-box.ts';
import type { FiredAlert } from '../evaluation.ts';
import { createAlertEmails } from './email.ts';
import type { DeliveryMembers, DeliveryPlans, DeliveryScheduler } from './ports.ts';
import { createDeliveryRepository } from './repository.ts';
import { createWebhooks, type WebhookSettings } from './webhooks.ts';

export type { DeliveryMembers, DeliveryPlans } from './ports.ts';
export { alertDeliveryRoutes } from './routes.ts';
export { signature as webhookSignature } from './sender.ts';

export const webhookAttemptJob: JobDefinition<typeof WebhookAttemptJob> = {
  name: alertDeliveryJobNames.webhook,
  payload: WebhookAttemptJob,
  // One attempt is 3 s; a job that failed outright (the database) is run once more.
  expireInSeconds: 60,
  retryLimit: 1,
};
export const alertEmailJob: JobDefinition<typeof AlertEmailJob> = {
  name: alertDeliveryJobNames.email,
  payload: AlertEmailJob,
  expireInSeconds: 120,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
};
export const alertEmailSummaryJob: JobDefinition<typeof AlertEmailSummaryJob> = {
  name: alertDeliveryJobNames.emailSummary,
  payload: AlertEmailSummaryJob,
  expireInSeconds: 120,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
};

export interface AlertDeliverySettingsInput {
  emailsPerHour: number;
  webhook: WebhookSettings;
}

export interface AlertDeliveryDeps {
  db: Db;
  members: DeliveryMembers;
  plans: DeliveryPlans;
  mailer: Mailer;
  /** Null in a process without the job queue: work then runs on timers in this process. */
  queue: JobQueue | null;
  settings: AlertDeliverySettingsInput;
  /** The server's secret (AUTH_SECRET or its development/test stand-in): webhook secrets are sealed under a key derived from it. */
  serverSecret: string;
  now: () => Date;
  onError: (error: unknown) => void;
}

type Caller = { userId: string; tier: Tier };

/** Fired alerts by e-mail (opt-in, rate-limited) and signed webhooks (plans with real-time alerts). */
export interface AlertDelivery {
  /** Hands a stored firing to its deliveries (never throws; failures go to onError). */
  fired(fired: FiredAlert): Promise<void>;
  settings(caller: Caller): Promise<{ settings: AlertDeliverySettings; webhook: AlertWebhook | null }>;
  setEmail(caller: Caller, enabled: boolean): Promise<void>;
  registerWebhook(caller: Caller, url: string): Promise<{ webhook: AlertWebhook; secret: string }>;
  removeWebhook(caller: Caller, id: string): Promise<void>;
  webhookDeliveries(caller: Caller, id: string): Promise<WebhookDelivery[]>;
  /** The jobs' work. */
  attemptWebhook(deliveryId: number): Promise<void>;
  sendAlertEmail(firingId: number): Promise<void>;
  sendEmailSummary(userId: string): Promise<void>;
  /** Seals webhook secrets stored before sealing (the worker does it at start); answers how many. */
  sealStoredSecrets(): Promise<number>;
}

export function createAlertDelivery(deps: AlertDeliveryDeps): AlertDelivery {
  const repository = createDeliveryRepository(deps.db);
  const scheduler = (): DeliveryScheduler => (deps.queue ? queued(deps.queue) : timers);
  const emails = createAlertEmails({
    repository,
    members: deps.members,
    mailer: deps.mailer,
    scheduler,
    perHour: deps.settings.emailsPerHour,
    now: deps.now,
  });
  const webhooks = createWebhooks({
    repository,
    members: deps.members,
    plans: deps.plans,
    scheduler,
    settings: deps.settings.webhook,
    secrets: createSecretBox(deps.serverSecret, 'monitor.webhook-secret'),
    now: deps.now,
  });
  const later = (delayMs: number, work: () => Promise<void>) =>
    setTimeout(() => void work().catch(deps.onError), delayMs).unref();
  // Without a queue (a process started without it) delivery still happens, on this process's timers.
  const timers: DeliveryScheduler = {
    webhookAttempt: async (id, delayMs) => void later(delayMs, () => webhooks.attempt(id)),
    alertEmail: async (id) => void later(0, () => emails.send(id)),
    emailSummary: async (userId, at) =>
      void later(Math.max(0, at.getTime() - deps.now().getTime()), () => emails.sendSummary(userId)),
  };
  return {
    async fired({ userId, firing }) {
      await Promise.all([
        emails.fired(userId, firing).catch(deps.onError),
        webhooks.fired(userId, firing).catch(deps.onError),
      ]);
    },
    async settings(caller) {
      const plan = await deps.plans.find(caller.tier);
      return {
        settings: {
          emailEnabled: await repository.emailEnabled(caller.userId),
          emailsPerHour: deps.settings.emailsPerHour,
          alertCheckSeconds: alertCheckSeconds(plan ?? { realtimeAlerts: false, alertCheckSeconds: 300 }),
          webhooksAllowed: plan?.realtimeAlerts ?? false,
          webhookTier: 'diamond',
        },
        webhook: await webhooks.current(caller.userId),
      };
    },
    setEmail: (caller, enabled) => repository.setEmailEnabled(caller.userId, enabled, deps.now()),
    registerWebhook: (caller, url) => webhooks.register(caller, url),
    removeWebhook: (caller, id) => webhooks.remove(caller.userId, id),
    webhookDeliveries: (caller, id) => webhooks.deliveries(caller.userId, id),
    attemptWebhook: webhooks.attempt,
    sendAlertEmail: emails.send,
    sendEmailSummary: emails.sendSummary,
    sealStoredSecrets: webhooks.sealStoredSecrets,
  };
}

/** Delayed work as delayed jobs: a restart in between loses nothing. */
function queued(queue: JobQueue): DeliveryScheduler {
  const after = (delayMs: number) => (delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {});
  return {
    webhookAttempt: async (deliveryId, delayMs) =>
      void (await queue.send(webhookAttemptJob, { deliveryId }, after(delayMs))),
    alertEmail: async (firingId) => void (await queue.send(alertEmailJob, { firingId })),
    emailSummary: async (userId, at) =>
      void (await queue.send(alertEmailSummaryJob, { userId }, after(at.getTime() - Date.now()))),
  };
}

export async function registerAlertDeliveryJobs(
  queue: JobQueue,
  delivery: AlertDelivery,
  context: JobContext,
): Promise<void> {
  await queue.define(webhookAttemptJob);
  await queue.define(alertEmailJob);
  await queue.define(alertEmailSummaryJob);
  if (!context.roles.includes('worker')) return;
  await delivery.sealStoredSecrets();
  await queue.work(webhookAttemptJob, ({ deliveryId }) => delivery.attemptWebhook(deliveryId), {
    concurrency: 4,
  });
  await queue.work(alertEmailJob, ({ firingId }) => delivery.sendAlertEmail(firingId));
  await queue.work(alertEmailSummaryJob, ({ userId }) => delivery.sendEmailSummary(userId));
}
