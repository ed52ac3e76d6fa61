import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff.ts';

/**
 * The back-office notification centre (admin spec §2.21, §3 Notification): one row per recipient,
 * so reading and deleting are each staff member's own. The text is rendered from `kind` and
 * `params` in the reader's language when it is read.
 */
export const staffNotifications = pgTable(
  'staff_notifications',
  {
    /** Also the feed's sequence: a reconnecting console asks for what came after its last one. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    type: text('type', { enum: ['info', 'success', 'warning', 'error', 'system'] }).notNull(),
    priority: text('priority', { enum: ['urgent', 'high', 'medium', 'low'] }).notNull(),
    category: text('category', { enum: ['system', 'performance', 'backup', 'users', 'api'] }).notNull(),
    actionUrl: text('action_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('staff_notifications_recipient_idx').on(table.recipientId, table.id)],
);
