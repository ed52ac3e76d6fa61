import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Raw bytes (the synthesised audio). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The back-office's settings of each analyst of core's team (admin spec §2.6, §3 "Analyst"): one
 * row per analyst id once staff changed it; an analyst without a row runs with the defaults
 * (active, 5 concurrent tasks, priority 1, the default model). `removed` is a deleted registry
 * entry: the analyst is hidden and refused like an inactive one until staff add it back.
 */
export const analystSettings = pgTable('analyst_settings', {
  analystId: text('analyst_id').primaryKey(),
  status: text('status', { enum: ['active', 'inactive', 'maintenance'] }).notNull(),
  maxConcurrentTasks: integer('max_concurrent_tasks').notNull(),
  priority: integer('priority').notNull(),
  model: text('model', { enum: ['default', 'gpt-4', 'claude', 'custom'] }).notNull(),
  configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull().default({}),
  description: text('description'),
  specialties: jsonb('specialties').$type<string[]>(),
  removed: boolean('removed').notNull().default(false),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Analyses staff start from the back-office (admin spec §7.4), computed by a durable job. */
export const adminAnalysisTasks = pgTable(
  'admin_analysis_tasks',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id'),
    stockId: text('stock_id').notNull(),
    analysts: jsonb('analysts').$type<string[]>().notNull(),
    analysisType: text('analysis_type', { enum: ['quick', 'detailed', 'collaborative'] }).notNull(),
    priority: integer('priority').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    startedBy: text('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('admin_analysis_tasks_created_idx').on(table.createdAt)],
);

/** Text-to-speech voices (admin spec §3 "TTS voice"). */
export const ttsVoices = pgTable('tts_voices', {
  modelId: text('model_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  language: text('language', { enum: ['zh-TW', 'zh-CN', 'en-US', 'ja-JP', 'ko-KR'] }).notNull(),
  gender: text('gender', { enum: ['female', 'male', 'neutral'] }).notNull(),
  voiceType: text('voice_type', { enum: ['neural', 'wavenet', 'standard'] }).notNull(),
  provider: text('provider', { enum: ['azure', 'google', 'amazon', 'local'] }).notNull(),
  sampleRate: integer('sample_rate').notNull(),
  isActive: boolean('is_active').notNull(),
  isPremium: boolean('is_premium').notNull(),
  costPerCharacter: real('cost_per_character').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Synthesis jobs: the text, who asked, the state, and the audio (a WAV, stored here) once done.
 * The durable queue carries only the id; this row is the truth.
 */
export const ttsJobs = pgTable(
  'tts_jobs',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: ['text', 'analysis', 'voice_test', 'article'] }).notNull(),
    sourceId: text('source_id'),
    /** The member who asked (their report), or null for staff. */
    userId: text('user_id'),
    requestedBy: text('requested_by').notNull(),
    voiceId: text('voice_id'),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] }).notNull(),
    error: text('error'),
    audio: bytea('audio'),
    durationMs: integer('duration_ms'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('tts_jobs_created_idx').on(table.createdAt),
    index('tts_jobs_status_idx').on(table.status),
  ],
);
