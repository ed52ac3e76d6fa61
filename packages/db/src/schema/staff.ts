import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Back-office accounts, apart from members: their own table, sessions, lockout and tokens, so a
 * member's session can never reach an /api/admin route and a staff password is never a member's.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super_admin', 'manager', 'admin', 'finance', 'readonly'] }).notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Base32 TOTP secret; enabled once a first code was confirmed. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted 30-second step: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of the unused recovery codes. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom (a staff name; null for the seed) the current role was given. */
    roleAssignedAt: timestamp('role_assigned_at', { withTimezone: true }).notNull().defaultNow(),
    roleAssignedBy: text('role_assigned_by'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('staff_accounts_username_unique').on(table.username),
    uniqueIndex('staff_accounts_email_unique').on(table.email),
  ],
);

/** Refresh-token families of staff, rotated on every refresh (stored as SHA-256). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(table.tokenHash),
    index('staff_sessions_family_idx').on(table.familyId),
  ],
);

/**
 * Consecutive failed sign-ins per key: "account:<id>:<device>" for the lockout, "source:<ip>" for
 * the per-source throttle.
 */
export const staffLoginAttempts = pgTable('staff_login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The audit log: appended by the server only, one row per admin mutation and staff sign-in event.
 * Each row holds the previous row's hash, so altering or removing a row breaks the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    success: integer('success').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('audit_log_id_unique').on(table.id),
    index('audit_log_action_idx').on(table.action),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
