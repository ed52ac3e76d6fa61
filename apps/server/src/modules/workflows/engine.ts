import { randomUUID } from 'node:crypto';
import {
  RunWorkflowExecutionJob,
  WorkflowStep,
  workflowJobNames,
  type WorkflowEvent,
} from '@alphadesk/contracts';
import {
  and,
  eq,
  inArray,
  isNotNull,
  lt,
  sql,
  workflowExecutions,
  workflowExecutionSteps,
  workflows,
} from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import type { WorkflowsDeps } from './ports.ts';
import { postWebhook, WebhookRefused } from './webhook.ts';

export const runExecutionJob: JobDefinition<typeof RunWorkflowExecutionJob> = {
  name: workflowJobNames.runExecution,
  payload: RunWorkflowExecutionJob,
  expireInSeconds: 300,
  retryLimit: 3,
  retryDelaySeconds: 5,
};

type WorkflowRow = typeof workflows.$inferSelect;
type ExecutionRow = typeof workflowExecutions.$inferSelect;
type StepRow = typeof workflowExecutionSteps.$inferSelect;
export type TriggerKind = ExecutionRow['triggerKind'];
type Parameters = Record<string, string | number | boolean | null>;

/** A step found running this long after it started is taken to be abandoned by a stopped process. */
const stepLeaseMs = 5 * 60_000;

/** A step's failure, stored on the step and the execution (zh-TW: the back-office reads it). */
class StepFailure extends Error {}

const fill = (text: string, values: Parameters) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });

/**
 * Executions: created once per trigger (the idempotency key), then taken step by step by the
 * durable run job. Each step is claimed before its action and completed after, so whichever
 * process resumes an execution — a retry, a second worker, a new server after a restart — never
 * repeats a completed step. A wait step stores when it ends and sends a delayed job; the job and
 * the stored time survive a restart.
 */
export function createEngine(deps: WorkflowsDeps) {
  const { db, now, log } = deps;

  async function sendRun(executionId: string, startAfter?: Date): Promise<void> {
    if (!deps.queue) return;
    await deps.queue.send(runExecutionJob, { executionId }, startAfter ? { startAfter } : {});
  }

  /**
   * Creates the execution and its steps unless one with the same key exists (then null), and
   * queues its run.
   */
  async function create(
    workflow: WorkflowRow,
    input: { kind: TriggerKind; key: string; parameters: Parameters; triggeredBy: string | null },
  ): Promise<ExecutionRow | null> {
    const steps = WorkflowStep.array().parse(workflow.steps);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(workflowExecutions)
        .values({
          id: randomUUID(),
          workflowId: workflow.id,
          status: 'running',
          triggerKind: input.kind,
          idempotencyKey: input.key,
          parameters: input.parameters,
          triggeredBy: input.triggeredBy,
          startedAt: now(),
        })
        .onConflictDoNothing({ target: [workflowExecutions.workflowId, workflowExecutions.idempotencyKey] })
        .returning();
      if (!row) return null;
      await tx.insert(workflowExecutionSteps).values(
        steps.map((step, position) => ({
          executionId: row.id,
          position,
          stepId: step.id,
          actionType: step.type,
          definition: step,
          status: 'pending' as const,
        })),
      );
      return row;
    });
    if (created) await sendRun(created.id);
    return created;
  }

  /** Starts every active workflow listening to the event, once per event id. */
  async function emit(event: WorkflowEvent, eventId: string, parameters: Parameters): Promise<number> {
    const listening = await db
      .select()
      .from(workflows)
      .where(and(eq(workflows.triggerEvent, event), eq(workflows.status, 'active')));
    let started = 0;
    for (const workflow of listening) {
      const execution = await create(workflow, {
        kind: 'event',
        key: `event:${event}:${eventId}`,
        parameters: { ...parameters, event, event_id: eventId },
        triggeredBy: null,
      });
      if (execution) started += 1;
    }
    return started;
  }

  const loadExecution = async (id: string) =>
    (await db.select().from(workflowExecutions).where(eq(workflowExecutions.id, id)))[0];
  const loadSteps = (id: string) =>
    db
      .select()
      .from(workflowExecutionSteps)
      .where(eq(workflowExecutionSteps.executionId, id))
      .orderBy(workflowExecutionSteps.position);

  /** Ends a running execution (only if still running: a cancel in between wins). */
  async function finish(execution: ExecutionRow, status: 'completed' | 'failed', error: string | null) {
    const at = now();
    await db
      .update(workflowExecutions)
      .set({
        status,
        error,
        resumeAt: null,
        completedAt: at,
        durationMs: Math.max(0, at.getTime() - execution.startedAt.getTime()),
      })
      .where(and(eq(workflowExecutions.id, execution.id), eq(workflowExecutions.status, 'running')));
  }

  /** Takes a step for this run: pending, or running past its lease; false when another run has it. */
  async function claim(executionId: string, step: StepRow): Promise<boolean> {
    const stale = new Date(now().getTime() - stepLeaseMs);
    const claimed = await db
      .update(workflowExecutionSteps)
      .set({ status: 'running', startedAt: now(), attempts: sql`${workflowExecutionSteps.attempts} + 1` })
      .where(
        and(
          eq(workflowExecutionSteps.executionId, executionId),
          eq(workflowExecutionSteps.position, step.position),
          step.status === 'pending'
            ? eq(workflowExecutionSteps.status, 'pending')
            : and(eq(workflowExecutionSteps.status, 'running'), lt(workflowExecutionSteps.startedAt, stale)),
          sql`exists (select 1 from ${workflowExecutions} where ${workflowExecutions.id} = ${executionId} and ${workflowExecutions.status} = 'running')`,
        ),
      )
      .returning({ position: workflowExecutionSteps.position });
    return claimed.length === 1;
  }

  async function settleStep(
    executionId: string,
    position: number,
    from: 'running' | 'waiting',
    outcome: { status: 'completed' | 'failed' | 'waiting'; result?: unknown; error?: string },
  ): Promise<boolean> {
    const updated = await db
      .update(workflowExecutionSteps)
      .set({
        status: outcome.status,
        result: outcome.result ?? null,
        error: outcome.error ?? null,
        completedAt: outcome.status === 'waiting' ? null : now(),
      })
      .where(
        and(
          eq(workflowExecutionSteps.executionId, executionId),
          eq(workflowExecutionSteps.position, position),
          eq(workflowExecutionSteps.status, from),
        ),
      )
      .returning({ position: workflowExecutionSteps.position });
    return updated.length === 1;
  }

  async function perform(
    step: WorkflowStep,
    execution: ExecutionRow,
    workflow: WorkflowRow,
  ): Promise<{ result: unknown; waitUntil?: Date }> {
    const parameters = execution.parameters as Parameters;
    const userId = typeof parameters.user_id === 'string' ? parameters.user_id : null;
    const member = async () => {
      if (!userId) throw new StepFailure('此執行沒有對應的會員');
      const contact = await deps.members.contactOf(userId);
      if (!contact) throw new StepFailure('找不到對應的會員');
      return contact;
    };
    const values = async (): Promise<Parameters> => ({
      ...parameters,
      workflow_name: workflow.name,
      member_name: userId ? ((await deps.members.contactOf(userId))?.name ?? '') : '',
    });
    switch (step.type) {
      case 'send_mail': {
        const to = step.to === 'member' ? (await member()).email : step.to;
        if (!to) throw new StepFailure('會員沒有電子郵件地址');
        const filled = await values();
        await deps.mailer.send({ to, subject: fill(step.subject, filled), text: fill(step.body, filled) });
        return { result: { sent_to: to } };
      }
      case 'notify': {
        const message = fill(step.message, await values());
        await deps.notify({ workflow: workflow.name, message });
        return { result: { message } };
      }
      case 'change_tier': {
        const contact = await member();
        await deps.members.setTier(userId!, step.tier);
        await deps.audit.record({
          action: 'workflow.tier_changed',
          actor: { id: null, name: `workflow:${workflow.name}`, ip: null, userAgent: null },
          target: { type: 'user', id: userId! },
          before: { tier: contact.tier },
          after: { tier: step.tier },
          details: { workflow_id: workflow.id, execution_id: execution.id, step_id: step.id },
        });
        return { result: { from: contact.tier, to: step.tier } };
      }
      case 'run_analysis': {
        const contact = await member();
        const run = await deps.startAnalysis(
          { userId: userId!, tier: contact.tier },
          { symbol: step.symbol, analysisType: step.analysis_type },
        );
        return { result: { run_id: run.id } };
      }
      case 'webhook': {
        const outcome = await postWebhook(
          step.url,
          {
            workflow_id: workflow.id,
            workflow_name: workflow.name,
            execution_id: execution.id,
            step_id: step.id,
            parameters,
          },
          { allowedHosts: deps.settings.webhookHosts, timeoutMs: deps.settings.webhookTimeoutMs },
        );
        if (outcome.status < 200 || outcome.status >= 300) {
          throw new StepFailure(`Webhook 回應 ${outcome.status}`);
        }
        return { result: { status: outcome.status, duration_ms: outcome.durationMs } };
      }
      case 'wait': {
        const until = new Date(now().getTime() + step.seconds * 1000);
        return { result: { until: until.toISOString() }, waitUntil: until };
      }
    }
  }

  /** The run job's work: takes the execution as far as it can go now. Idempotent. */
  async function run(executionId: string): Promise<void> {
    for (;;) {
      const execution = await loadExecution(executionId);
      if (!execution || execution.status !== 'running') return;
      const [workflow] = await db.select().from(workflows).where(eq(workflows.id, execution.workflowId));
      if (!workflow) return;
      const steps = await loadSteps(executionId);
      const step = steps.find((candidate) => candidate.status !== 'completed');
      if (!step) {
        await finish(execution, 'completed', null);
        return;
      }
      if (step.status === 'failed' || step.status === 'cancelled') {
        await finish(execution, 'failed', step.error ?? '步驟失敗');
        return;
      }
      if (step.status === 'waiting') {
        const due = execution.resumeAt ?? now();
        if (due.getTime() > now().getTime()) {
          await sendRun(executionId, due);
          return;
        }
        // Whichever run flips it continues; another one arriving at the same time stops here.
        if (
          !(await settleStep(executionId, step.position, 'waiting', {
            status: 'completed',
            result: step.result,
          }))
        )
          return;
        await db
          .update(workflowExecutions)
          .set({ resumeAt: null })
          .where(eq(workflowExecutions.id, executionId));
        continue;
      }
      if (step.status === 'running') {
        const startedAt = step.startedAt?.getTime() ?? 0;
        if (now().getTime() - startedAt < stepLeaseMs) {
          // Another run is inside this step right now: look again once its lease is over.
          await sendRun(executionId, new Date(startedAt + stepLeaseMs + 1000));
          return;
        }
      }
      if (!(await claim(executionId, step))) return;
      const definition = WorkflowStep.parse(step.definition);
      try {
        const outcome = await perform(definition, execution, workflow);
        if (outcome.waitUntil) {
          await db
            .update(workflowExecutions)
            .set({ resumeAt: outcome.waitUntil })
            .where(and(eq(workflowExecutions.id, executionId), eq(workflowExecutions.status, 'running')));
          await settleStep(executionId, step.position, 'running', {
            status: 'waiting',
            result: outcome.result,
          });
          await sendRun(executionId, outcome.waitUntil);
          return;
        }
        await settleStep(executionId, step.position, 'running', {
          status: 'completed',
          result: outcome.result,
        });
      } catch (error) {
        // Our own texts and catalogue errors (zh-TW) are shown as they are; anything else is logged.
        const known =
          error instanceof StepFailure ||
          error instanceof WebhookRefused ||
          error instanceof AppError ||
          (error instanceof Error && error.message.startsWith('Webhook '));
        const message = known ? (error as Error).message : '步驟執行失敗';
        if (!known) {
          log.warn({ err: error, executionId, step: step.stepId }, 'workflow step failed');
        }
        await settleStep(executionId, step.position, 'running', { status: 'failed', error: message });
        await finish(execution, 'failed', message);
        return;
      }
    }
  }

  /** Cancels a running execution: it stops before its next step; pending and waiting steps end. */
  async function cancel(executionId: string): Promise<ExecutionRow | null> {
    return db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx
        .update(workflowExecutions)
        .set({
          status: 'cancelled',
          error: '已由管理員取消',
          resumeAt: null,
          completedAt: at,
          durationMs: sql`greatest(0, (extract(epoch from ${at.toISOString()}::timestamptz - ${workflowExecutions.startedAt}) * 1000)::int)`,
        })
        .where(and(eq(workflowExecutions.id, executionId), eq(workflowExecutions.status, 'running')))
        .returning();
      if (!row) return null;
      await tx
        .update(workflowExecutionSteps)
        .set({ status: 'cancelled', completedAt: at })
        .where(
          and(
            eq(workflowExecutionSteps.executionId, executionId),
            inArray(workflowExecutionSteps.status, ['pending', 'waiting']),
          ),
        );
      return row;
    });
  }

  /**
   * After a start: every running execution no live job carries is queued again (at its resume time
   * when waiting).
   */
  async function resumeInterrupted(): Promise<number> {
    const running = await db
      .select({ id: workflowExecutions.id, resumeAt: workflowExecutions.resumeAt })
      .from(workflowExecutions)
      .where(eq(workflowExecutions.status, 'running'));
    let resumed = 0;
    for (const execution of running) {
      if (deps.queue && (await deps.queue.hasLiveJob(runExecutionJob, { executionId: execution.id })))
        continue;
      await sendRun(execution.id, execution.resumeAt ?? undefined);
      resumed += 1;
    }
    return resumed;
  }

  /** Scheduled workflows that are due: each slot is claimed by moving next_run_at, then run once. */
  async function runDue(nextRun: (workflow: WorkflowRow, after: Date) => Date | null): Promise<number> {
    const due = await db
      .select()
      .from(workflows)
      .where(
        and(
          eq(workflows.status, 'active'),
          eq(workflows.triggerType, 'schedule'),
          isNotNull(workflows.nextRunAt),
          sql`${workflows.nextRunAt} <= ${now().toISOString()}::timestamptz`,
        ),
      );
    let started = 0;
    for (const workflow of due) {
      const slot = workflow.nextRunAt!;
      const claimed = await db
        .update(workflows)
        .set({ nextRunAt: nextRun(workflow, now()) })
        .where(and(eq(workflows.id, workflow.id), eq(workflows.nextRunAt, slot)))
        .returning({ id: workflows.id });
      if (claimed.length === 0) continue;
      const execution = await create(workflow, {
        kind: 'schedule',
        key: `schedule:${slot.toISOString()}`,
        parameters: { scheduled_for: slot.toISOString() },
        triggeredBy: null,
      });
      if (execution) started += 1;
    }
    return started;
  }

  return { create, emit, run, cancel, resumeInterrupted, runDue, loadExecution, loadSteps };
}
export type Engine = ReturnType<typeof createEngine>;
