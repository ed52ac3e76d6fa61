import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Feature flags (admin spec §2.17, §7.11b): one row per flag, its state per environment below. */
export const featureFlags = pgTable('feature_flags', {
  id: uuid('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A flag in one environment: on/off, the rollout in basis points (0–10000, compared with the
 * shared bucket of `key:userId`), the tiers it targets (empty: all) and an emergency stop.
 */
export const featureFlagStates = pgTable(
  'feature_flag_states',
  {
    flagId: uuid('flag_id')
      .notNull()
      .references(() => featureFlags.id, { onDelete: 'cascade' }),
    environment: text('environment').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    rolloutBasisPoints: integer('rollout_basis_points').notNull().default(10_000),
    targetTiers: jsonb('target_tiers').$type<string[]>().notNull().default([]),
    emergencyReason: text('emergency_reason'),
    emergencyBy: text('emergency_by'),
    emergencyAt: timestamp('emergency_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flagId, table.environment] })],
);

/** A/B experiments: variants with their traffic weights, over one surface of the member site. */
export const experiments = pgTable('experiments', {
  id: uuid('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: text('status', { enum: ['draft', 'running', 'paused', 'completed'] }).notNull(),
  surface: text('surface').notNull(),
  variants: jsonb('variants').$type<{ key: string; name: string; weight: number }[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first time a member was shown an experiment's surface, with the variant they got. */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    variant: text('variant').notNull(),
    exposedAt: timestamp('exposed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.userId] })],
);

/** A member's first completed payment after their exposure (at most one per experiment). */
export const experimentConversions = pgTable(
  'experiment_conversions',
  {
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    variant: text('variant').notNull(),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.experimentId, table.userId] }),
    index('experiment_conversions_order_idx').on(table.orderNumber),
  ],
);
