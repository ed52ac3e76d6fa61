import type { z } from 'zod';
import {
  WorkflowTrigger,
  WorkflowTickJob,
  workflowJobNames,
  type Workflow,
  type WorkflowAnalytics,
  type WorkflowAnalyticsQuery,
  type WorkflowBulkRequest,
  type WorkflowCreateRequest,
  type WorkflowEvent,
  type WorkflowExecuteRequest,
  type WorkflowExecution,
  type WorkflowExecutionQuery,
  type WorkflowFromTemplateRequest,
  type WorkflowListQuery,
  type WorkflowTemplate,
  type WorkflowUpdateRequest,
} from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import { createEngine, runExecutionJob } from './engine.ts';
import type { StaffActor, WorkflowsDeps } from './ports.ts';
import { nextRunOf } from './schedule.ts';
import { createWorkflowService } from './service.ts';

export { workflowRoutes } from './routes.ts';
export { workflowsConfig, type WorkflowSettings } from './config.ts';
export type { StaffActor, WorkflowsDeps } from './ports.ts';

/** How far ahead a trial's end raises trial_ending (the reminder template mails three days before). */
export const TRIAL_ENDING_WINDOW_MS = 3 * 24 * 3_600_000;

export const workflowTickJob: JobDefinition<typeof WorkflowTickJob> = {
  name: workflowJobNames.tick,
  payload: WorkflowTickJob,
  expireInSeconds: 120,
  retryLimit: 0,
};

/** A member-side event as the modules that see it report it; `id` makes it run once. */
export interface WorkflowEventInput {
  event: WorkflowEvent;
  id: string;
  userId: string | null;
  parameters?: Record<string, string | number | boolean | null>;
}

/**
 * Workflow automation (admin spec §2.18): definitions triggered by a schedule or a member-side
 * event, run as durable jobs step by step (send mail, notify staff, change tier, run an analysis,
 * call a webhook, wait), with templates, analytics and bulk changes; every staff change audited.
 */
export interface WorkflowsModule {
  list(query: z.output<typeof WorkflowListQuery>): Promise<{ workflows: Workflow[]; total: number }>;
  get(id: string): Promise<Workflow>;
  create(actor: StaffActor, input: z.output<typeof WorkflowCreateRequest>): Promise<Workflow>;
  update(actor: StaffActor, id: string, patch: z.output<typeof WorkflowUpdateRequest>): Promise<Workflow>;
  remove(actor: StaffActor, id: string): Promise<void>;
  execute(
    actor: StaffActor,
    id: string,
    input: z.output<typeof WorkflowExecuteRequest>,
  ): Promise<{ executionId: string; status: WorkflowExecution['status'] }>;
  executions(
    workflowId: string | null,
    query: z.output<typeof WorkflowExecutionQuery>,
  ): Promise<{ executions: WorkflowExecution[]; total: number }>;
  execution(id: string): Promise<WorkflowExecution>;
  cancel(actor: StaffActor, id: string): Promise<WorkflowExecution>;
  templates(): WorkflowTemplate[];
  fromTemplate(actor: StaffActor, input: z.output<typeof WorkflowFromTemplateRequest>): Promise<Workflow>;
  analytics(query: z.output<typeof WorkflowAnalyticsQuery>): Promise<WorkflowAnalytics>;
  bulk(
    actor: StaffActor,
    input: z.output<typeof WorkflowBulkRequest>,
  ): Promise<{ affected: number; notFound: string[] }>;

  /** Starts the workflows listening to an event, once per event id; answers how many started. */
  emit(input: WorkflowEventInput): Promise<number>;
  /** The run job's work (idempotent). */
  runExecution(executionId: string): Promise<void>;
  /** The minute tick: due scheduled workflows, and (hourly) trials about to end. */
  tick(): Promise<{ scheduled: number; trials: number }>;
  /** After a start: re-queues every running execution. */
  resumeInterrupted(): Promise<number>;
}

export function createWorkflowsModule(deps: WorkflowsDeps): WorkflowsModule {
  const engine = createEngine(deps);
  const service = createWorkflowService(deps, engine);
  const emit = (input: WorkflowEventInput) =>
    engine.emit(input.event, input.id, { ...(input.parameters ?? {}), user_id: input.userId });

  return {
    ...service,
    emit,
    runExecution: engine.run,
    resumeInterrupted: engine.resumeInterrupted,
    async tick() {
      const scheduled = await engine.runDue((workflow, after) =>
        nextRunOf(WorkflowTrigger.parse(workflow.trigger), after),
      );
      let trials = 0;
      if (deps.now().getUTCMinutes() === 0) {
        for (const trial of await deps.trialsEnding(TRIAL_ENDING_WINDOW_MS)) {
          trials += await emit({
            event: 'trial_ending',
            id: `${trial.subscriptionId}:${trial.trialEndsAt.toISOString()}`,
            userId: trial.userId,
            parameters: { trial_ends_at: trial.trialEndsAt.toISOString().slice(0, 10) },
          });
        }
      }
      return { scheduled, trials };
    },
  };
}

/** The run job (workers), the minute tick (scheduler), and on a worker's start, resumption. */
export async function registerWorkflowJobs(
  queue: JobQueue,
  workflows: Pick<WorkflowsModule, 'runExecution' | 'tick' | 'resumeInterrupted'>,
  options: { roles: readonly Role[]; log: Logger },
): Promise<void> {
  const { roles, log } = options;
  await queue.define(runExecutionJob);
  await queue.define(workflowTickJob);
  if (roles.includes('worker')) {
    await queue.work(runExecutionJob, ({ executionId }) => workflows.runExecution(executionId), {
      concurrency: 2,
    });
    await queue.work(workflowTickJob, async () => {
      const report = await workflows.tick();
      if (report.scheduled || report.trials) log.info({ report }, 'workflows started by the tick');
    });
    const resumed = await workflows.resumeInterrupted();
    if (resumed) log.info({ resumed }, 'running workflow executions queued again after start');
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(workflowTickJob, '* * * * *', { requestedAt: new Date().toISOString() });
  }
}
