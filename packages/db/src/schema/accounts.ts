import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Every identity: guests (server-side trial sessions), members and, later, staff. A guest who
 * registers becomes a member in place, so whatever the guest made stays theirs.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['guest', 'member', 'staff'] }).notNull(),
    /** Trimmed and lower-cased; null for guests. */
    email: text('email'),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    tier: text('tier', { enum: ['free', 'gold', 'diamond'] })
      .notNull()
      .default('free'),
    authMethod: text('auth_method', { enum: ['email', 'google', 'guest'] }).notNull(),
    googleSubject: text('google_subject'),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set by the back-office: a suspended or deleted member cannot sign in. */
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('active'),
    /** The back-office's label of a member (admin spec §3 User.role); grants nothing on the site. */
    memberRole: text('member_role', { enum: ['user', 'manager', 'admin'] })
      .notNull()
      .default('user'),
    dailyApiQuota: integer('daily_api_quota').notNull().default(100),
    /** Soft delete: the row stays for the records that point at it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('users_google_subject_unique')
      .on(table.googleSubject)
      .where(sql`${table.googleSubject} is not null`),
  ],
);

/**
 * Refresh-token sessions. Each refresh rotates the token inside the same family; presenting a token
 * that was already rotated means it leaked, and the whole family is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_family_idx').on(table.familyId),
    index('sessions_user_idx').on(table.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash)],
);

/** Failed sign-in attempts per key ("email:…" or "ip:…"), for the progressive delay. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

/** Analyses used per user and period: a Taipei month ("2026-11") for members, "lifetime" for guests. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    analyses: integer('analyses').notNull().default(0),
    /** Units held by runs started but not finished: taken when a run starts, settled or given back at its end. */
    reserved: integer('reserved').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.period] })],
);

export const userPreferences = pgTable('user_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>(),
  analystPreferences: jsonb('analyst_preferences').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
