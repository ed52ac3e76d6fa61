import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A personality test being taken: the answers so far and the question on screen. */
export const personalitySessions = pgTable(
  'personality_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    /** Null once every question is answered. */
    pendingQuestionId: text('pending_question_id'),
    rechecked: jsonb('rechecked').$type<string[]>().notNull(),
    recheckRule: text('recheck_rule'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('personality_sessions_user_idx').on(table.userId, table.startedAt)],
);

/**
 * A completed test's scores. The percentile is what it was when the test was completed, against
 * `sample_size` other takers' latest results.
 */
export const personalityResults = pgTable(
  'personality_results',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .unique()
      .references(() => personalitySessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    riskTolerance: integer('risk_tolerance').notNull(),
    emotionalControl: integer('emotional_control').notNull(),
    analyticalThinking: integer('analytical_thinking').notNull(),
    marketSensitivity: integer('market_sensitivity').notNull(),
    longTermVision: integer('long_term_vision').notNull(),
    disciplineScore: integer('discipline_score').notNull(),
    percentile: real('percentile'),
    sampleSize: integer('sample_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('personality_results_user_idx').on(table.userId, table.createdAt)],
);
