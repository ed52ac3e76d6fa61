import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  WorkflowStep,
  WorkflowTrigger,
  type Workflow,
  type WorkflowAnalytics,
  type WorkflowAnalyticsQuery,
  type WorkflowBulkRequest,
  type WorkflowCreateRequest,
  type WorkflowExecuteRequest,
  type WorkflowExecution,
  type WorkflowExecutionQuery,
  type WorkflowFromTemplateRequest,
  type WorkflowListQuery,
  type WorkflowUpdateRequest,
} from '@alphadesk/contracts';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  sql,
  workflowExecutions,
  workflowExecutionSteps,
  workflows,
  type Db,
} from '@alphadesk/db';
import { appError } from '../../platform/errors.ts';
import type { Engine } from './engine.ts';
import type { StaffActor, WorkflowsDeps } from './ports.ts';
import { nextRunOf, parseCron } from './schedule.ts';
import { workflowTemplates } from './templates.ts';

type WorkflowRow = typeof workflows.$inferSelect;
type ExecutionRow = typeof workflowExecutions.$inferSelect;
type StepRow = typeof workflowExecutionSteps.$inferSelect;
type Stats = Workflow['execution_stats'];

const rangeDays = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
const iso = (value: Date | null) => value?.toISOString() ?? null;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function present(row: WorkflowRow, stats: Stats | undefined): Workflow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    category: row.category,
    trigger_type: row.triggerType,
    trigger: WorkflowTrigger.parse(row.trigger),
    steps: WorkflowStep.array().parse(row.steps),
    template_id: row.templateId,
    next_run_at: iso(row.nextRunAt),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    execution_stats: stats ?? {
      total_executions: 0,
      successful_executions: 0,
      failed_executions: 0,
      last_executed_at: null,
    },
  };
}

function presentExecution(row: ExecutionRow, name: string, steps: StepRow[]): WorkflowExecution {
  return {
    execution_id: row.id,
    workflow_id: row.workflowId,
    workflow_name: name,
    status: row.status,
    trigger_kind: row.triggerKind,
    idempotency_key: row.idempotencyKey,
    parameters: row.parameters as Record<string, unknown>,
    triggered_by: row.triggeredBy,
    error: row.error,
    resume_at: iso(row.resumeAt),
    started_at: row.startedAt.toISOString(),
    completed_at: iso(row.completedAt),
    duration_ms: row.durationMs,
    steps: steps.map((step) => ({
      position: step.position,
      step_id: step.stepId,
      action_type: step.actionType as WorkflowExecution['steps'][number]['action_type'],
      status: step.status,
      result: step.result ?? null,
      error: step.error,
      attempts: step.attempts,
      started_at: iso(step.startedAt),
      completed_at: iso(step.completedAt),
    })),
  };
}

/** The definitions, their executions, templates, analytics and bulk changes (admin spec §7.12). */
export function createWorkflowService(deps: WorkflowsDeps, engine: Engine) {
  const { db, audit, now } = deps;

  function checkTrigger(trigger: WorkflowTrigger) {
    if (trigger.type === 'schedule' && trigger.cron !== undefined && !parseCron(trigger.cron)) {
      throw appError('WORKFLOW_INVALID_SCHEDULE');
    }
  }
  const nextRunFor = (trigger: WorkflowTrigger, status: WorkflowRow['status']) =>
    status === 'active' ? nextRunOf(trigger, now()) : null;

  async function statsOf(ids: readonly string[]): Promise<Map<string, Stats>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        workflowId: workflowExecutions.workflowId,
        total: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${workflowExecutions.status} = 'completed')::int`,
        failed: sql<number>`count(*) filter (where ${workflowExecutions.status} = 'failed')::int`,
        last: sql<string | null>`max(${workflowExecutions.startedAt})`,
      })
      .from(workflowExecutions)
      .where(inArray(workflowExecutions.workflowId, [...ids]))
      .groupBy(workflowExecutions.workflowId);
    return new Map(
      rows.map((row) => [
        row.workflowId,
        {
          total_executions: row.total,
          successful_executions: row.completed,
          failed_executions: row.failed,
          last_executed_at: row.last ? new Date(row.last).toISOString() : null,
        },
      ]),
    );
  }

  async function find(id: string): Promise<WorkflowRow> {
    const [row] = await db.select().from(workflows).where(eq(workflows.id, id));
    if (!row) throw appError('WORKFLOW_NOT_FOUND');
    return row;
  }
  const presentOne = async (row: WorkflowRow) => present(row, (await statsOf([row.id])).get(row.id));

  async function insert(
    actor: StaffActor,
    input: z.output<typeof WorkflowCreateRequest>,
    templateId: string | null,
    action: string,
  ): Promise<Workflow> {
    checkTrigger(input.trigger);
    const at = now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workflows)
        .values({
          id: randomUUID(),
          name: input.name,
          description: input.description,
          category: input.category,
          status: input.status,
          triggerType: input.trigger.type,
          triggerEvent: input.trigger.type === 'event' ? input.trigger.event : null,
          trigger: input.trigger,
          steps: input.steps,
          templateId,
          nextRunAt: nextRunFor(input.trigger, input.status),
          createdBy: actor.name,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      const workflow = present(row!, undefined);
      await audit.record(
        { action, actor, target: { type: 'workflow', id: workflow.id }, after: workflow },
        tx as unknown as Db,
      );
      return workflow;
    });
  }

  return {
    async list(query: z.output<typeof WorkflowListQuery>) {
      const where = and(
        query.status ? eq(workflows.status, query.status) : undefined,
        query.category ? eq(workflows.category, query.category) : undefined,
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(workflows)
        .where(where);
      const rows = await db
        .select()
        .from(workflows)
        .where(where)
        .orderBy(desc(workflows.createdAt), desc(workflows.id))
        .limit(query.limit)
        .offset(query.offset);
      const stats = await statsOf(rows.map((row) => row.id));
      return { workflows: rows.map((row) => present(row, stats.get(row.id))), total: count?.total ?? 0 };
    },

    get: async (id: string) => presentOne(await find(id)),

    create: (actor: StaffActor, input: z.output<typeof WorkflowCreateRequest>) =>
      insert(actor, input, null, 'workflow.created'),

    async update(actor: StaffActor, id: string, patch: z.output<typeof WorkflowUpdateRequest>) {
      if (patch.trigger) checkTrigger(patch.trigger);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(workflows).where(eq(workflows.id, id)).for('update');
        if (!before) throw appError('WORKFLOW_NOT_FOUND');
        const trigger = patch.trigger ?? WorkflowTrigger.parse(before.trigger);
        const status = patch.status ?? before.status;
        const reschedule =
          patch.trigger !== undefined || (patch.status !== undefined && patch.status !== before.status);
        const [row] = await tx
          .update(workflows)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.category !== undefined ? { category: patch.category } : {}),
            ...(patch.steps !== undefined ? { steps: patch.steps } : {}),
            status,
            triggerType: trigger.type,
            triggerEvent: trigger.type === 'event' ? trigger.event : null,
            trigger,
            ...(reschedule ? { nextRunAt: nextRunFor(trigger, status) } : {}),
            updatedAt: now(),
          })
          .where(eq(workflows.id, id))
          .returning();
        const after = present(row!, undefined);
        await audit.record(
          {
            action: 'workflow.updated',
            actor,
            target: { type: 'workflow', id },
            before: present(before, undefined),
            after,
          },
          tx as unknown as Db,
        );
        return after;
      });
    },

    async remove(actor: StaffActor, id: string) {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(workflows).where(eq(workflows.id, id)).returning();
        if (!before) throw appError('WORKFLOW_NOT_FOUND');
        await audit.record(
          {
            action: 'workflow.deleted',
            actor,
            target: { type: 'workflow', id },
            before: present(before, undefined),
          },
          tx as unknown as Db,
        );
      });
    },

    async execute(actor: StaffActor, id: string, input: z.output<typeof WorkflowExecuteRequest>) {
      const workflow = await find(id);
      if (workflow.status === 'draft') throw appError('WORKFLOW_NOT_RUNNABLE');
      const execution = await engine.create(workflow, {
        kind: 'manual',
        key: `manual:${randomUUID()}`,
        parameters: input.parameters,
        triggeredBy: actor.name,
      });
      await audit.record({
        action: 'workflow.executed',
        actor,
        target: { type: 'workflow', id },
        details: { execution_id: execution!.id, parameters: input.parameters },
      });
      return { executionId: execution!.id, status: execution!.status };
    },

    async executions(
      workflowId: string | null,
      query: z.output<typeof WorkflowExecutionQuery>,
    ): Promise<{ executions: WorkflowExecution[]; total: number }> {
      if (workflowId) await find(workflowId);
      const where = and(
        workflowId ? eq(workflowExecutions.workflowId, workflowId) : undefined,
        query.status ? eq(workflowExecutions.status, query.status) : undefined,
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(workflowExecutions)
        .where(where);
      const rows = await db
        .select({ execution: workflowExecutions, name: workflows.name })
        .from(workflowExecutions)
        .innerJoin(workflows, eq(workflows.id, workflowExecutions.workflowId))
        .where(where)
        .orderBy(desc(workflowExecutions.startedAt), desc(workflowExecutions.id))
        .limit(query.limit)
        .offset(query.offset);
      const ids = rows.map((row) => row.execution.id);
      const steps =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(workflowExecutionSteps)
              .where(inArray(workflowExecutionSteps.executionId, ids))
              .orderBy(workflowExecutionSteps.position);
      return {
        executions: rows.map((row) =>
          presentExecution(
            row.execution,
            row.name,
            steps.filter((step) => step.executionId === row.execution.id),
          ),
        ),
        total: count?.total ?? 0,
      };
    },

    async execution(id: string): Promise<WorkflowExecution> {
      const row = await engine.loadExecution(id);
      if (!row) throw appError('WORKFLOW_EXECUTION_NOT_FOUND');
      const workflow = await find(row.workflowId);
      return presentExecution(row, workflow.name, await engine.loadSteps(id));
    },

    async cancel(actor: StaffActor, id: string): Promise<WorkflowExecution> {
      const existing = await engine.loadExecution(id);
      if (!existing) throw appError('WORKFLOW_EXECUTION_NOT_FOUND');
      const cancelled = await engine.cancel(id);
      if (!cancelled) throw appError('WORKFLOW_EXECUTION_FINISHED');
      await audit.record({
        action: 'workflow.execution_cancelled',
        actor,
        target: { type: 'workflow_execution', id },
        before: { status: existing.status },
        after: { status: cancelled.status },
        details: { workflow_id: existing.workflowId },
      });
      const workflow = await find(existing.workflowId);
      return presentExecution(cancelled, workflow.name, await engine.loadSteps(id));
    },

    templates: () => [...workflowTemplates],

    async fromTemplate(actor: StaffActor, input: z.output<typeof WorkflowFromTemplateRequest>) {
      const template = workflowTemplates.find((candidate) => candidate.id === input.template_id);
      if (!template) throw appError('WORKFLOW_TEMPLATE_NOT_FOUND');
      return insert(
        actor,
        {
          name: input.name,
          description: input.description ?? template.description,
          category: input.category ?? template.category,
          status: input.status,
          trigger: template.trigger,
          steps: template.steps,
        },
        template.id,
        'workflow.created_from_template',
      );
    },

    async analytics(query: z.output<typeof WorkflowAnalyticsQuery>): Promise<WorkflowAnalytics> {
      const since = new Date(now().getTime() - rangeDays[query.time_range] * 24 * 3_600_000);
      const chosen = query.workflow_ids?.length
        ? inArray(workflowExecutions.workflowId, query.workflow_ids)
        : undefined;
      const where = and(gte(workflowExecutions.startedAt, since), chosen);
      const perWorkflow = await db
        .select({
          workflowId: workflowExecutions.workflowId,
          name: workflows.name,
          category: workflows.category,
          total: sql<number>`count(*)::int`,
          completed: sql<number>`count(*) filter (where ${workflowExecutions.status} = 'completed')::int`,
          failed: sql<number>`count(*) filter (where ${workflowExecutions.status} = 'failed')::int`,
          durationSum: sql<number>`coalesce(sum(${workflowExecutions.durationMs}) filter (where ${workflowExecutions.status} = 'completed'), 0)::float8`,
        })
        .from(workflowExecutions)
        .innerJoin(workflows, eq(workflows.id, workflowExecutions.workflowId))
        .where(where)
        .groupBy(workflowExecutions.workflowId, workflows.name, workflows.category);
      const day = sql<string>`to_char(${workflowExecutions.startedAt} + interval '8 hours', 'YYYY-MM-DD')`;
      const perDay = await db
        .select({
          date: day,
          total: sql<number>`count(*)::int`,
          completed: sql<number>`count(*) filter (where ${workflowExecutions.status} = 'completed')::int`,
          failed: sql<number>`count(*) filter (where ${workflowExecutions.status} = 'failed')::int`,
        })
        .from(workflowExecutions)
        .where(where)
        .groupBy(day)
        .orderBy(day);
      const errors = await db
        .select({ error: workflowExecutions.error, count: sql<number>`count(*)::int` })
        .from(workflowExecutions)
        .where(and(where, eq(workflowExecutions.status, 'failed')))
        .groupBy(workflowExecutions.error)
        .orderBy(desc(sql`count(*)`))
        .limit(5);
      const [definitions] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`count(*) filter (where ${workflows.status} = 'active')::int`,
        })
        .from(workflows)
        .where(query.workflow_ids?.length ? inArray(workflows.id, query.workflow_ids) : undefined);

      const sum = (pick: (row: (typeof perWorkflow)[number]) => number) =>
        perWorkflow.reduce((total, row) => total + pick(row), 0);
      const total = sum((row) => row.total);
      const completed = sum((row) => row.completed);
      const failed = sum((row) => row.failed);
      const categories = new Map<string, { executions: number; completed: number; failed: number }>();
      for (const row of perWorkflow) {
        const entry = categories.get(row.category) ?? { executions: 0, completed: 0, failed: 0 };
        entry.executions += row.total;
        entry.completed += row.completed;
        entry.failed += row.failed;
        categories.set(row.category, entry);
      }
      return {
        time_range: query.time_range,
        summary: {
          total_workflows: definitions?.total ?? 0,
          active_workflows: definitions?.active ?? 0,
          total_executions: total,
          successful_executions: completed,
          failed_executions: failed,
          success_rate: ratio(completed, completed + failed),
          mean_duration_ms: completed > 0 ? Math.round(sum((row) => row.durationSum) / completed) : null,
        },
        // The last 7 days with executions (admin spec §9: trends 7).
        performance_trends: perDay.slice(-7).map((row) => ({
          date: row.date,
          executions: row.total,
          success_rate: ratio(row.completed, row.completed + row.failed),
        })),
        top_workflows: [...perWorkflow]
          .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
          .slice(0, 5)
          .map((row) => ({
            workflow_id: row.workflowId,
            name: row.name,
            executions: row.total,
            success_rate: ratio(row.completed, row.completed + row.failed),
            mean_duration_ms: row.completed > 0 ? Math.round(row.durationSum / row.completed) : null,
          })),
        error_analysis: errors.map((row) => ({ error: row.error ?? '未知錯誤', count: row.count })),
        category_performance: [...categories].map(([category, entry]) => ({
          category,
          executions: entry.executions,
          success_rate: ratio(entry.completed, entry.completed + entry.failed),
        })),
      };
    },

    async bulk(actor: StaffActor, input: z.output<typeof WorkflowBulkRequest>) {
      const ids = [...new Set(input.workflow_ids)];
      return db.transaction(async (tx) => {
        const existing = await tx.select().from(workflows).where(inArray(workflows.id, ids)).for('update');
        const found = new Set(existing.map((row) => row.id));
        if (input.operation === 'delete') {
          if (found.size > 0) await tx.delete(workflows).where(inArray(workflows.id, [...found]));
        } else {
          const status = input.operation === 'activate' ? 'active' : 'inactive';
          for (const row of existing) {
            await tx
              .update(workflows)
              .set({
                status,
                nextRunAt: nextRunFor(WorkflowTrigger.parse(row.trigger), status),
                updatedAt: now(),
              })
              .where(eq(workflows.id, row.id));
          }
        }
        await audit.record(
          {
            action: `workflow.bulk_${input.operation}`,
            actor,
            target: null,
            before: existing.map((row) => ({ id: row.id, name: row.name, status: row.status })),
            details: { workflow_ids: [...found] },
          },
          tx as unknown as Db,
        );
        return { affected: found.size, notFound: ids.filter((id) => !found.has(id)) };
      });
    },
  };
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;
