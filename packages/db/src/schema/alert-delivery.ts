import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { alertFirings } from './monitor.ts';

/** A member's choice of how fired alerts reach them besides the page (e-mail is opt-in). */
export const alertDeliverySettings = pgTable('alert_delivery_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailEnabled: boolean('email_enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Alert e-mails, one row per firing, and their outbox: a firing within the hourly limit is
 * reserved `queued` (its slot counts at once) and becomes `sent` once the SMTP server took it; past
 * the limit it is `held` until a summary mail lists it (`summarising` while that mail is being
 * sent, then `summarised`). Mail goes out after the reserving transaction commits; whoever sends
 * first claims the row (`claimed_at`), and the unique firing makes a retried job send nothing twice.
 */
export const alertEmails = pgTable(
  'alert_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firingId: bigint('firing_id', { mode: 'number' })
      .notNull()
      .references(() => alertFirings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'sent', 'held', 'summarising', 'summarised'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the mail that carried it went (its own or the summary); while queued, when it was reserved. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** While queued or summarising: when a sender took it (a claim older than a few minutes is stale). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_emails_firing_idx').on(table.firingId),
    index('alert_emails_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A member's webhook (one per member). The secret signs every delivery and is shown to the member
 * once, at creation; it is stored sealed (AES-256-GCM under a key derived from the server's secret,
 * `v1.…`). A row from before sealing holds it as given until it is next read or the worker starts.
 */
export const alertWebhooks = pgTable(
  'alert_webhooks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('alert_webhooks_user_idx').on(table.userId)],
);

/** One firing delivered to one webhook; its attempts are logged below. */
export const alertWebhookDeliveries = pgTable(
  'alert_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => alertWebhooks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firingId: bigint('firing_id', { mode: 'number' })
      .notNull()
      .references(() => alertFirings.id, { onDelete: 'cascade' }),
    /** Sent as the Idempotency-Key header: the firing's own key, the same on every retry. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_webhook_deliveries_firing_idx').on(table.webhookId, table.firingId),
    index('alert_webhook_deliveries_user_idx').on(table.userId, table.id),
  ],
);

/** Each POST of a delivery: when, the answer's status code or the error, and how long it took. */
export const alertWebhookAttempts = pgTable(
  'alert_webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => alertWebhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [uniqueIndex('alert_webhook_attempts_idx').on(table.deliveryId, table.attempt)],
);
