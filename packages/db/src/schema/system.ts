import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Named one-off steps that must happen once per database (e.g. the demo seed). */
export const systemMarkers = pgTable('system_markers', {
  name: text('name').primaryKey(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Liveness of each process role, written by a durable job so the system monitor can tell a stalled
 * worker or scheduler from a healthy one.
 */
export const roleHeartbeats = pgTable('role_heartbeats', {
  role: text('role').primaryKey(),
  beats: integer('beats').notNull().default(0),
  lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }).notNull(),
  lastProcessedAt: timestamp('last_processed_at', { withTimezone: true }).notNull(),
});
