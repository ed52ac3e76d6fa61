import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Membership plans. Prices are whole NT$; a null analysis limit means unlimited. */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  yearlyPrice: integer('yearly_price').notNull(),
  currency: text('currency').notNull().default('TWD'),
  trialDays: integer('trial_days').notNull().default(0),
  monthlyAnalysisLimit: integer('monthly_analysis_limit'),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  highlighted: boolean('highlighted').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Market monitor: stocks on the watchlist, active alerts, and whether alerts are evaluated on every tick. */
  watchlistLimit: integer('watchlist_limit').notNull().default(30),
  alertLimit: integer('alert_limit').notNull().default(3),
  realtimeAlerts: boolean('realtime_alerts').notNull().default(false),
  /** Seconds between alert evaluations of a plan without real-time alerts (at least 60; core's alertCheckSeconds). */
  alertCheckSeconds: integer('alert_check_seconds').notNull().default(300),
  /** Developer API: calls per Taipei day and per second (spec §9: free 100, gold 1,000, diamond 10,000; 10/s). */
  apiDailyLimit: integer('api_daily_limit').notNull().default(100),
  apiRequestsPerSecond: integer('api_requests_per_second').notNull().default(10),
});
