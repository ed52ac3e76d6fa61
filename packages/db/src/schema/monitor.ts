import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A member's watchlist: one row per symbol. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('watchlist_items_user_symbol_idx').on(table.userId, table.symbol)],
);

/** A member's alert rule (spec §3 "Alert (monitor)", with frequency and expiry). */
export const monitorAlerts = pgTable(
  'monitor_alerts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    type: text('type').notNull(),
    condition: doublePrecision('condition').notNull(),
    message: text('message').notNull(),
    frequency: text('frequency').notNull(),
    minIntervalSeconds: integer('min_interval_seconds').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('monitor_alerts_user_idx').on(table.userId, table.createdAt),
    index('monitor_alerts_active_idx').on(table.isActive, table.symbol),
  ],
);

/**
 * Every firing of an alert. The idempotency key is (alert, period): a second evaluation of the same
 * period — another process, or the same one after a restart — finds the row and adds nothing. The
 * id is the sequence a reconnecting live client resumes from.
 */
export const alertFirings = pgTable(
  'alert_firings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    alertId: text('alert_id')
      .notNull()
      .references(() => monitorAlerts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    price: doublePrecision('price').notNull(),
    value: doublePrecision('value').notNull(),
    simulated: boolean('simulated').notNull().default(false),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
    /**
     * What the firing's text is written from (its type is the code): each reader gets it in their
     * own language. Null for firings stored before texts were worded per reader.
     */
    params: jsonb('params').$type<Record<string, string | number>>(),
  },
  (table) => [
    uniqueIndex('alert_firings_key_idx').on(table.idempotencyKey),
    index('alert_firings_user_idx').on(table.userId, table.id),
  ],
);

/** The market's events (attention and disposition lists, limit locks, …), the full history. */
export const marketEvents = pgTable(
  'market_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The source's identity of the event, so a refetch stores nothing twice. */
    eventKey: text('event_key').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    impact: text('impact').notNull(),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    affectedSymbols: jsonb('affected_symbols').$type<string[]>().notNull().default([]),
    source: text('source').notNull(),
    simulated: boolean('simulated').notNull().default(false),
    /**
     * What the title and description were written from, for events the product words itself (limit
     * locks): each reader gets them in their own language. Null for events worded by their source.
     */
    params: jsonb('params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('market_events_key_idx').on(table.eventKey),
    index('market_events_time_idx').on(table.eventTime),
  ],
);
