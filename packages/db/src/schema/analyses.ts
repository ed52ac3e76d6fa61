import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * One analysis run and, once completed, the call it made: the record the history page lists, the
 * evaluator scores and a share link exposes read-only.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    companyName: text('company_name').notNull(),
    market: text('market').notNull(),
    /** Analyst ids as requested (aliases resolved). */
    analysts: jsonb('analysts').$type<string[]>().notNull(),
    analysisType: text('analysis_type', { enum: ['quick', 'detailed', 'collaborative'] }).notNull(),
    instructions: text('instructions'),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    /** The stage the run reached (for live progress) and its percentage. */
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** The call: filled when the run completes. */
    result: text('result', { enum: ['buy', 'hold', 'sell'] }),
    confidence: real('confidence'),
    targetPrice: real('target_price'),
    priceAtCall: real('price_at_call'),
    callDate: date('call_date', { mode: 'string' }),
    horizonDays: integer('horizon_days'),
    summary: text('summary'),
    keyPoints: jsonb('key_points').$type<string[]>(),
    opportunities: jsonb('opportunities').$type<string[]>(),
    risks: jsonb('risks').$type<string[]>(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The coordinator's full output: opinions, debate and every piece of evidence with its source. */
    report: jsonb('report').$type<Record<string, unknown>>(),
    simulated: boolean('simulated').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    quotaConsumed: boolean('quota_consumed').notNull().default(false),
    /** The usage period whose unit this run reserved when it started; null when nothing was reserved. */
    quotaPeriod: text('quota_period'),
    /** Scoring against what the market did next (pending until the horizon passes or a level is hit). */
    actualOutcome: text('actual_outcome', { enum: ['profit', 'loss', 'pending'] })
      .notNull()
      .default('pending'),
    actualReturn: real('actual_return'),
    excessReturn: real('excess_return'),
    priceChangePercent: real('price_change_percent'),
    exitDate: date('exit_date', { mode: 'string' }),
    holdingDays: integer('holding_days'),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    /** An unguessable id for the public read-only page; null when not shared (or revoked). */
    shareId: text('share_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('analyses_user_created_idx').on(table.userId, table.createdAt),
    index('analyses_status_idx').on(table.status),
    index('analyses_pending_idx')
      .on(table.actualOutcome)
      .where(sql`${table.status} = 'completed'`),
    uniqueIndex('analyses_share_id_unique')
      .on(table.shareId)
      .where(sql`${table.shareId} is not null`),
  ],
);

/** A walk-forward backtest of the analyst team over imported history. */
export const backtestRuns = pgTable('backtest_runs', {
  id: text('id').primaryKey(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  universe: jsonb('universe').$type<string[]>().notNull(),
  /** Hit rates, returns and calibration per analyst and for the team, as computed at the end. */
  summary: jsonb('summary').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Every call the backtest made, scored: the measured track record the catalogue shows. */
export const trackRecordCalls = pgTable(
  'track_record_calls',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => backtestRuns.id, { onDelete: 'cascade' }),
    /** An analyst id, or "team" for the coordinator's verdict. */
    analystId: text('analyst_id').notNull(),
    symbol: text('symbol').notNull(),
    callDate: date('call_date', { mode: 'string' }).notNull(),
    signal: text('signal', { enum: ['buy', 'hold', 'sell'] }).notNull(),
    confidence: real('confidence').notNull(),
    priceAtCall: real('price_at_call').notNull(),
    targetPrice: real('target_price'),
    horizonDays: integer('horizon_days').notNull(),
    outcome: text('outcome', { enum: ['profit', 'loss', 'pending'] }).notNull(),
    actualReturn: real('actual_return'),
    excessReturn: real('excess_return'),
    holdingDays: integer('holding_days'),
  },
  (table) => [index('track_record_run_analyst_idx').on(table.runId, table.analystId)],
);
