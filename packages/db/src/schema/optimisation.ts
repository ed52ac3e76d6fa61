import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Runtime-setting changes made by AI optimisation (admin spec §2.19 history): the setting, its old
 * and new value, the metric watched after the change with its value before and after, and whether
 * the change was kept or rolled back (through the configuration module's restore).
 */
export const optimisationChanges = pgTable(
  'optimisation_changes',
  {
    id: uuid('id').primaryKey(),
    recommendationId: text('recommendation_id').notNull(),
    title: text('title').notNull(),
    settingKey: text('setting_key').notNull(),
    environment: text('environment').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    /** The configuration history row of the change (what a rollback restores). */
    configChangeId: text('config_change_id'),
    watchMetric: text('watch_metric').notNull(),
    /** Regression allowed before a rollback, in percent of the value before. */
    tolerancePercent: doublePrecision('tolerance_percent').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    autoRollback: integer('auto_rollback').notNull(),
    valueBefore: doublePrecision('value_before'),
    valueAfter: doublePrecision('value_after'),
    samplesBefore: integer('samples_before').notNull().default(0),
    samplesAfter: integer('samples_after').notNull().default(0),
    /** monitoring → kept | rolled_back | regressed (regressed with auto rollback off). */
    status: text('status').notNull(),
    initiatedBy: text('initiated_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    rollbackChangeId: text('rollback_change_id'),
  },
  (table) => [index('optimisation_changes_started').on(table.startedAt)],
);

/** Jobs waiting in the queue, sampled with the metric samples (24 h kept) for the depth forecast. */
export const queueDepthSamples = pgTable(
  'queue_depth_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    queued: integer('queued').notNull(),
  },
  (table) => [index('queue_depth_samples_taken_at').on(table.takenAt)],
);
