import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Runtime settings staff change from the back-office (admin spec §2.16, §7.10). One row per key and
 * environment; the value is JSON of the setting's data type. A secret's value is stored but never
 * read back by any answer.
 */
export const runtimeSettings = pgTable(
  'runtime_settings',
  {
    key: text('key').notNull(),
    environment: text('environment').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.environment] })],
);

/** Every change of a runtime setting, for history and restore. A secret's values are not kept. */
export const runtimeSettingHistory = pgTable(
  'runtime_setting_history',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull(),
    environment: text('environment').notNull(),
    /** Null for a secret (or when the setting had its default). */
    oldValue: jsonb('old_value').$type<unknown>(),
    newValue: jsonb('new_value').$type<unknown>(),
    secret: integer('secret').notNull().default(0),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('runtime_setting_history_at').on(table.changedAt)],
);

/** One sample a minute of the process's metrics, kept 24 hours for the monitor's charts. */
export const metricSamples = pgTable(
  'metric_samples',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    cpuPercent: doublePrecision('cpu_percent').notNull(),
    memoryPercent: doublePrecision('memory_percent').notNull(),
    rssBytes: doublePrecision('rss_bytes').notNull(),
    diskPercent: doublePrecision('disk_percent'),
    eventLoopLagMs: doublePrecision('event_loop_lag_ms').notNull(),
    requestsPerMinute: doublePrecision('requests_per_minute').notNull(),
    errorsPerMinute: doublePrecision('errors_per_minute').notNull(),
    avgResponseMs: doublePrecision('avg_response_ms').notNull(),
    /** Requests and server errors answered since the previous sample (or the start). */
    requests: integer('requests').notNull().default(0),
    serverErrors: integer('server_errors').notNull().default(0),
  },
  (table) => [index('metric_samples_taken_at').on(table.takenAt)],
);

/** Server errors and the back-office's browser error reports (§7.3). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id').primaryKey(),
    source: text('source').notNull(),
    errorClass: text('error_class').notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    reportedBy: text('reported_by'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('error_reports_at').on(table.occurredAt)],
);

/** Alerts raised by rules on the metrics; one open alert per rule at a time. */
export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: uuid('id').primaryKey(),
    rule: text('rule').notNull(),
    severity: text('severity').notNull(),
    status: text('status').notNull(),
    message: text('message').notNull(),
    value: doublePrecision('value').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
  },
  (table) => [index('system_alerts_status').on(table.status, table.raisedAt)],
);

/** Refusals the server saw (401, 403, 423, 429, forged payment notifies), for threat detection. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('security_events_at').on(table.occurredAt)],
);

/** A threat: many refusals of one kind from one address; staff mark it mitigated or false positive. */
export const securityThreats = pgTable('security_threats', {
  id: uuid('id').primaryKey(),
  kind: text('kind').notNull(),
  ip: text('ip').notNull(),
  severity: text('severity').notNull(),
  status: text('status').notNull(),
  events: integer('events').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  resolvedBy: text('resolved_by'),
});

/** Source addresses refused until a time (enforced on every request). */
export const blockedAddresses = pgTable('blocked_addresses', {
  ip: text('ip').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  blockedBy: text('blocked_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
