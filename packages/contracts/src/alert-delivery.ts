import { z } from 'zod';
import { Tier } from './plans.ts';
import { safeText } from './text.ts';

/**
 * Delivery of fired alerts beyond the page (`/api/market/delivery`, `/api/market/webhooks`):
 * e-mail for every member who opts in, signed webhooks for plans with real-time alerts.
 */
export const AlertDeliverySettings = z.object({
  emailEnabled: z.boolean(),
  /** Alert e-mails per member and rolling hour; the rest arrive in one summary. */
  emailsPerHour: z.number().int().positive(),
  /** Seconds between two evaluations of the member's alerts (0 = every tick). */
  alertCheckSeconds: z.number().int().nonnegative(),
  webhooksAllowed: z.boolean(),
  /** The tier that unlocks webhooks (shown to members without it). */
  webhookTier: Tier,
});
export type AlertDeliverySettings = z.infer<typeof AlertDeliverySettings>;

export const AlertWebhook = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type AlertWebhook = z.infer<typeof AlertWebhook>;

export const AlertDeliveryResponse = z.object({
  success: z.literal(true),
  settings: AlertDeliverySettings,
  webhook: AlertWebhook.nullable(),
});
export type AlertDeliveryResponse = z.infer<typeof AlertDeliveryResponse>;

export const UpdateAlertEmailRequest = z.strictObject({
  enabled: z.boolean({ error: '請選擇是否以 Email 通知預警' }),
});

export const CreateWebhookRequest = z.strictObject({
  url: safeText({ error: 'Webhook 網址必須是有效的 https:// 網址' })
    .trim()
    .min(1, 'Webhook 網址必須是有效的 https:// 網址')
    .max(500, 'Webhook 網址最多 500 個字元'),
});

/** The secret is in this answer only: the member stores it to verify signatures. */
export const WebhookCreatedResponse = z.object({
  success: z.literal(true),
  webhook: AlertWebhook,
  secret: z.string(),
});

const webhookNotFound = '找不到此 Webhook';
export const WebhookParams = z.strictObject({
  id: safeText({ error: webhookNotFound }).regex(/^[\w-]{1,64}$/, webhookNotFound),
});

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});

export const WebhookDelivery = z.object({
  id: z.number().int(),
  idempotencyKey: z.string(),
  alertId: z.string(),
  symbol: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryListResponse = z.object({
  success: z.literal(true),
  deliveries: z.array(WebhookDelivery),
});
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponse>;

export const alertDeliveryJobNames = {
  webhook: 'monitor.webhook-attempt',
  email: 'monitor.alert-email',
  emailSummary: 'monitor.alert-email-summary',
} as const;

export const WebhookAttemptJob = z.object({ deliveryId: z.number().int().positive() });
export const AlertEmailJob = z.object({ firingId: z.number().int().positive() });
export const AlertEmailSummaryJob = z.object({ userId: z.string().min(1) });
