import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Load tests the back-office ran against this server itself (admin spec §2.20, §7.14): the request
 * plan, how it was sent (loopback or in-process), and the measured outcome.
 */
export const loadTests = pgTable(
  'load_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').notNull(),
    targetPath: text('target_path').notNull(),
    users: integer('users').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    rate: integer('rate').notNull(),
    transport: text('transport').notNull(),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    requests: integer('requests').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    p50Ms: doublePrecision('p50_ms'),
    p95Ms: doublePrecision('p95_ms'),
    p99Ms: doublePrecision('p99_ms'),
    requestsPerSecond: doublePrecision('requests_per_second'),
    statusCounts: jsonb('status_counts').$type<Record<string, number>>().notNull().default({}),
    /** Per-second buckets for the chart: second offset, requests, errors, mean latency. */
    timeline: jsonb('timeline')
      .$type<{ second: number; requests: number; errors: number; mean_ms: number }[]>()
      .notNull()
      .default([]),
  },
  (table) => [index('load_tests_started_idx').on(table.startedAt)],
);
