import { randomBytes, randomUUID } from 'node:crypto';
import type { AlertWebhook, Tier, WebhookDelivery } from '@alphadesk/contracts';
import { appError } from '../../../platform/errors.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { alertMessage } from '../feed/hub.ts';
import type { DeliveryMembers, DeliveryPlans, DeliveryScheduler } from './ports.ts';
import type { DeliveryRepository, FiringRow, WebhookRow } from './repository.ts';
import { postWebhook } from './sender.ts';
import { addressAllowed, assertPublicHost, parseWebhookUrl, type UrlPolicy } from './url-guard.ts';

/** The first attempt and at most three retries. */
export const maxAttempts = 4;

export interface WebhookSettings {
  timeoutMs: number;
  /** The first retry waits this long, each later one twice as long as the one before. */
  retryBaseMs: number;
  policy: UrlPolicy;
}

export interface WebhookDeps {
  repository: DeliveryRepository;
  members: DeliveryMembers;
  plans: DeliveryPlans;
  scheduler: () => DeliveryScheduler;
  settings: WebhookSettings;
  /** Seals each webhook's secret at rest (the row's id is its context). */
  secrets: SecretBox;
  now: () => Date;
}

const present = (row: WebhookRow): AlertWebhook => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

/** The body a receiver gets: the feed's alert message with the firing's key and sequence. */
export function webhookBody(firing: FiringRow): string {
  const message = alertMessage(firing);
  return JSON.stringify({
    id: firing.idempotencyKey,
    type: 'alert.triggered',
    sequence: firing.id,
    data: message.type === 'alert_triggered' ? message.data : null,
  });
}

/**
 * Signed webhooks for plans with real-time alerts: one per member, its secret shown once. Each
 * firing becomes one delivery whose attempts run as jobs (3 s each, retried with back-off) and are
 * logged for the member.
 */
export function createWebhooks(deps: WebhookDeps) {
  const { repository, settings, secrets, now } = deps;

  /**
   * The secret that signs a webhook's deliveries. A row from before secrets were sealed holds it as
   * given: it is used and sealed in place. Null when the stored value does not open (the server's
   * secret changed): the attempt is logged as failed without sending anything.
   */
  async function signingSecret(row: WebhookRow): Promise<string | null> {
    if (!secrets.isSealed(row.secret)) {
      await repository.replaceSecret(row.id, row.secret, secrets.seal(row.secret, row.id));
      return row.secret;
    }
    try {
      return secrets.open(row.secret, row.id);
    } catch {
      return null;
    }
  }

  async function allowed(tier: Tier): Promise<boolean> {
    return (await deps.plans.find(tier))?.realtimeAlerts ?? false;
  }

  return {
    allowed,

    /** Seals every secret still stored as given; answers how many it sealed. */
    async sealStoredSecrets(): Promise<number> {
      let sealed = 0;
      for (const row of await repository.webhooksWithSecretNotLike('v1.')) {
        if (secrets.isSealed(row.secret)) continue;
        await repository.replaceSecret(row.id, row.secret, secrets.seal(row.secret, row.id));
        sealed += 1;
      }
      return sealed;
    },

    async current(userId: string): Promise<AlertWebhook | null> {
      const row = await repository.webhookOf(userId);
      return row ? present(row) : null;
    },

    async register(caller: { userId: string; tier: Tier }, text: string) {
      if (!(await allowed(caller.tier))) throw appError('WEBHOOK_DIAMOND_ONLY');
      const url = parseWebhookUrl(text, settings.policy);
      await assertPublicHost(url, settings.policy);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const id = randomUUID();
      const created = await repository.insertWebhook({
        id,
        userId: caller.userId,
        url: url.toString(),
        secret: secrets.seal(secret, id),
        createdAt: now(),
      });
      if (!created) throw appError('WEBHOOK_EXISTS');
      return { webhook: present(created), secret };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.deleteWebhook(userId, id))) throw appError('WEBHOOK_NOT_FOUND');
    },

    async deliveries(userId: string, webhookId: string): Promise<WebhookDelivery[]> {
      const webhook = await repository.webhookOf(userId);
      if (!webhook || webhook.id !== webhookId) throw appError('WEBHOOK_NOT_FOUND');
      return (await repository.deliveries(userId, webhookId, 50)).map(
        ({ delivery, alertId, symbol, attempts }) => ({
          id: delivery.id,
          idempotencyKey: delivery.idempotencyKey,
          alertId,
          symbol,
          status: delivery.status,
          createdAt: delivery.createdAt.toISOString(),
          finishedAt: delivery.finishedAt?.toISOString() ?? null,
          attempts: attempts.map((attempt) => ({
            attempt: attempt.attempt,
            attemptedAt: attempt.attemptedAt.toISOString(),
            statusCode: attempt.statusCode,
            error: attempt.error,
            durationMs: attempt.durationMs,
          })),
        }),
      );
    },

    /** A stored firing: one delivery to the member's webhook while their plan includes webhooks. */
    async fired(userId: string, firing: FiringRow): Promise<void> {
      const webhook = await repository.webhookOf(userId);
      if (!webhook) return;
      const contact = await deps.members.contactOf(userId);
      if (!contact || !(await allowed(contact.tier))) return;
      const delivery = await repository.insertDelivery({
        webhookId: webhook.id,
        userId,
        firingId: firing.id,
        idempotencyKey: firing.idempotencyKey,
        status: 'pending',
        createdAt: now(),
      });
      if (delivery) await deps.scheduler().webhookAttempt(delivery.id, 0);
    },

    /** The webhook-attempt job: one POST, logged; a failure before the last attempt is retried later. */
    async attempt(deliveryId: number): Promise<void> {
      const row = await repository.delivery(deliveryId);
      if (!row || row.delivery.status !== 'pending') return;
      const attempt = row.delivery.attempts + 1;
      const attemptedAt = now();
      const host = new URL(row.webhook.url).hostname.replace(/^\[|\]$/g, '');
      const secret = await signingSecret(row.webhook);
      // Names are checked when connecting (guarded lookup); an address literal is checked here.
      const outcome =
        secret === null
          ? { statusCode: null, error: 'signing secret unreadable', durationMs: 0 }
          : /^[\d.]+$|:/.test(host) && !addressAllowed(host, settings.policy)
            ? { statusCode: null, error: 'address not allowed', durationMs: 0 }
            : await postWebhook(
                {
                  url: row.webhook.url,
                  secret,
                  body: webhookBody(row.firing),
                  idempotencyKey: row.delivery.idempotencyKey,
                  deliveryId,
                  timestamp: Math.floor(attemptedAt.getTime() / 1000),
                },
                settings.policy,
                settings.timeoutMs,
              );
      const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const status = delivered ? 'delivered' : attempt >= maxAttempts ? 'failed' : 'pending';
      await repository.recordAttempt(
        { deliveryId, attempt, attemptedAt, ...outcome },
        { status, finishedAt: status === 'pending' ? null : now() },
      );
      if (status === 'pending') {
        await deps.scheduler().webhookAttempt(deliveryId, settings.retryBaseMs * 2 ** (attempt - 1));
      }
    },
  };
}
export type Webhooks = ReturnType<typeof createWebhooks>;
