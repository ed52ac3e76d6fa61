import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Back-office workflow automation (admin spec §2.18): a definition is a trigger (a schedule, or an
 * event from the member side) and an ordered list of steps. `trigger` and `steps` are the contract
 * shapes, validated when written. `next_run_at` is when a scheduled workflow is next due.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    status: text('status', { enum: ['active', 'inactive', 'draft'] }).notNull(),
    triggerType: text('trigger_type', { enum: ['schedule', 'event'] }).notNull(),
    /** The event name for event triggers (indexed: an event finds its workflows by it). */
    triggerEvent: text('trigger_event'),
    trigger: jsonb('trigger').notNull(),
    steps: jsonb('steps').notNull(),
    templateId: text('template_id'),
    nextRunAt: at('next_run_at'),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('workflows_event_idx').on(table.triggerEvent, table.status),
    index('workflows_next_run_idx').on(table.nextRunAt),
  ],
);

/**
 * One run of a workflow. (workflow_id, idempotency_key) is unique: the same event delivered twice,
 * or the same schedule slot claimed by two schedulers, makes one execution. `resume_at` is when a
 * waiting execution continues.
 */
export const workflowExecutions = pgTable(
  'workflow_executions',
  {
    id: text('id').primaryKey(),
    workflowId: text('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['running', 'completed', 'failed', 'cancelled'] }).notNull(),
    triggerKind: text('trigger_kind', { enum: ['manual', 'event', 'schedule'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    parameters: jsonb('parameters').notNull(),
    triggeredBy: text('triggered_by'),
    error: text('error'),
    resumeAt: at('resume_at'),
    startedAt: at('started_at').notNull(),
    completedAt: at('completed_at'),
    durationMs: integer('duration_ms'),
  },
  (table) => [
    uniqueIndex('workflow_executions_key_idx').on(table.workflowId, table.idempotencyKey),
    index('workflow_executions_started_idx').on(table.startedAt),
    index('workflow_executions_status_idx').on(table.status),
  ],
);

/**
 * Each step of an execution and its result. A step is claimed (pending → running) before its
 * action, and completed after: a step that completed is never run again, whichever process
 * resumes the execution.
 */
export const workflowExecutionSteps = pgTable(
  'workflow_execution_steps',
  {
    executionId: text('execution_id')
      .notNull()
      .references(() => workflowExecutions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    stepId: text('step_id').notNull(),
    actionType: text('action_type').notNull(),
    /** The step as defined when the execution started (later edits do not change a running one). */
    definition: jsonb('definition').notNull(),
    status: text('status', {
      enum: ['pending', 'running', 'waiting', 'completed', 'failed', 'cancelled'],
    }).notNull(),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
  },
  (table) => [primaryKey({ columns: [table.executionId, table.position] })],
);
