import type { z } from 'zod';
import { analystIds, type AnalystId } from '@alphadesk/core';
import type {
  AdminAnalysisQuery,
  AdminAnalysisRequest,
  AdminAnalyst,
  AnalystCreateRequest,
  AnalystUpdateRequest,
} from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { AdminAnalystsDeps, StaffActor } from './ports.ts';
import type { ClaimAnalystSlots } from '../analysis/index.ts';
import { createRegistry } from './registry.ts';
import { createAnalystSlots } from './slots.ts';
import { adminAnalysisJob, createAnalysisTasks } from './tasks.ts';

export { adminAnalystsRoutes } from './routes.ts';
export type { AdminAnalystsDeps, StaffActor } from './ports.ts';

type Task = ReturnType<ReturnType<typeof createAnalysisTasks>['present']>;

/**
 * Analyst management (admin spec §2.6, §7.4): the nine analysts of the team with staff's settings,
 * their measured record and coordinator weight, the system's load from stored runs, and analyses
 * staff start. An analyst set inactive (or deleted) leaves the member catalogue and cannot be
 * started; one under maintenance stays listed but cannot be started.
 */
export interface AdminAnalystsModule {
  registry(): Promise<{
    analysts: AdminAnalyst[];
    available_to_add: { id: AnalystId; name: string }[];
    total_analysts: number;
    online_analysts: number;
    avg_performance: number | null;
  }>;
  analyst(id: AnalystId): Promise<AdminAnalyst>;
  create(actor: StaffActor, input: z.output<typeof AnalystCreateRequest>): Promise<AdminAnalyst>;
  update(
    actor: StaffActor,
    id: AnalystId,
    patch: z.output<typeof AnalystUpdateRequest>,
  ): Promise<AdminAnalyst>;
  remove(actor: StaffActor, id: AnalystId): Promise<void>;
  systemStatus(): Promise<{
    status: 'healthy' | 'degraded' | 'abnormal';
    active_sessions: number;
    queued_tasks: number;
    avg_response_time: number | null;
    completed_last_24h: number;
    failed_last_24h: number;
    system_load: number;
    last_updated: string;
  }>;
  /** Each analyst's status for the member path (absent: active; `removed` when deleted). */
  availability(): Promise<Readonly<Partial<Record<string, string>>>>;
  /** Stops hearing the settings' changes (the app's close). */
  stop(): Promise<void>;
  startAnalysis(actor: StaffActor, input: z.output<typeof AdminAnalysisRequest>): Promise<Task>;
  analysis(id: string): Promise<Task>;
  analyses(query: z.output<typeof AdminAnalysisQuery>): Promise<{ tasks: Task[]; total: number }>;
  executeAnalysis(id: string): Promise<void>;
  unfinishedAnalyses(): Promise<string[]>;
  /** Holds a member run to its analysts' maximum concurrent tasks (the analysis module's admission). */
  claimSlots: ClaimAnalystSlots;
}

const DAY_MS = 24 * 3_600_000;

export function createAdminAnalystsModule(deps: AdminAnalystsDeps): AdminAnalystsModule {
  const registry = createRegistry(deps);
  const slots = createAnalystSlots(deps);
  const tasks = createAnalysisTasks(deps, () => registry.availability(), slots);

  async function presentAll(): Promise<{ listed: AdminAnalyst[]; removed: AnalystId[] }> {
    const [settings, workload, weights, records, runningStaff, queuedStaff] = await Promise.all([
      registry.all(),
      deps.analysis.workload(new Date(deps.now().getTime() - DAY_MS)),
      deps.analysis.analystWeights(),
      deps.analysis.measuredRecords(),
      slots.staffTasks('running'),
      slots.staffTasks('queued'),
    ]);
    const listed: AdminAnalyst[] = [];
    const removed: AnalystId[] = [];
    for (const id of analystIds) {
      const row = settings.get(id)!;
      if (row.removed) {
        removed.push(id);
        continue;
      }
      const load = workload.perAnalyst.get(id);
      const record = records[id];
      // Staff analyses take the analyst's slots too, so they count in its load.
      const running = (load?.running ?? 0) + (runningStaff.get(id) ?? 0);
      listed.push({
        id,
        name: registry.name(id),
        type: registry.typeOf[id],
        specialties: row.specialties ?? [],
        status: row.status,
        maxConcurrentTasks: row.maxConcurrentTasks,
        priority: row.priority,
        model: row.model,
        effective_model: deps.llm ? 'llm' : 'rule-based',
        configuration: row.configuration,
        description: row.description ?? '',
        tier: registry.tier(id),
        current_load: Math.min(100, Math.round((running / row.maxConcurrentTasks) * 100)),
        running_tasks: running,
        queued_tasks: (load?.queued ?? 0) + (queuedStaff.get(id) ?? 0),
        weight: weights?.[id] ?? null,
        performance: {
          accuracy: record ? record.accuracy / 100 : null,
          win_rate: record ? record.winRate / 100 : null,
          average_return: record ? record.averageReturn / 100 : null,
          sample_size: record?.sampleSize ?? 0,
          speed: load?.medianSeconds ?? null,
        },
        analysis_count: load?.completed ?? 0,
        last_activity: load?.lastActivity?.toISOString() ?? null,
        updated_by: row.updatedBy,
      });
    }
    return { listed, removed };
  }

  async function one(id: AnalystId): Promise<AdminAnalyst> {
    const found = (await presentAll()).listed.find((analyst) => analyst.id === id);
    if (!found) throw new AppError('ADMIN_ANALYST_NOT_FOUND');
    return found;
  }

  return {
    async registry() {
      const { listed, removed } = await presentAll();
      const measured = listed.map((a) => a.performance.accuracy).filter((x): x is number => x !== null);
      return {
        analysts: listed,
        available_to_add: removed.map((id) => ({ id, name: registry.name(id) })),
        total_analysts: listed.length,
        online_analysts: listed.filter((a) => a.status === 'active').length,
        avg_performance: measured.length ? measured.reduce((s, x) => s + x, 0) / measured.length : null,
      };
    },
    analyst: one,
    async create(actor, input) {
      await registry.create(actor, input);
      return one(input.id);
    },
    async update(actor, id, patch) {
      await registry.update(actor, id, patch);
      return one(id);
    },
    remove: (actor, id) => registry.remove(actor, id),
    async systemStatus() {
      const [workload, settings, staffPending] = await Promise.all([
        deps.analysis.workload(new Date(deps.now().getTime() - DAY_MS)),
        registry.all(),
        tasks.pending(),
      ]);
      const capacity = [...settings.values()]
        .filter((row) => !row.removed && row.status === 'active')
        .reduce((sum, row) => sum + row.maxConcurrentTasks, 0);
      const finished = workload.completedSince + workload.failedSince;
      const failureRate = finished ? workload.failedSince / finished : 0;
      return {
        status: capacity === 0 || failureRate > 0.5 ? 'abnormal' : failureRate > 0.1 ? 'degraded' : 'healthy',
        active_sessions: workload.running,
        queued_tasks: workload.queued + staffPending,
        avg_response_time: workload.meanMsSince === null ? null : Math.round(workload.meanMsSince),
        completed_last_24h: workload.completedSince,
        failed_last_24h: workload.failedSince,
        system_load: capacity ? Math.min(100, Math.round((workload.running / capacity) * 100)) : 100,
        last_updated: deps.now().toISOString(),
      };
    },
    availability: () => registry.availability(),
    stop: () => registry.stop(),
    startAnalysis: (actor, input) => tasks.start(actor, input),
    analysis: (id) => tasks.get(id),
    analyses: (query) => tasks.list(query),
    executeAnalysis: (id) => tasks.execute(id),
    unfinishedAnalyses: () => tasks.unfinishedIds(),
    claimSlots: (analysts, take) => slots.claim(analysts, take),
  };
}

/** The staff analysis queue; a worker process works it and takes up tasks left behind. */
export async function registerAdminAnalystsJobs(
  queue: JobQueue,
  module: Pick<AdminAnalystsModule, 'executeAnalysis' | 'unfinishedAnalyses'>,
  options: { roles: readonly Role[]; log: Logger },
): Promise<void> {
  await queue.define(adminAnalysisJob);
  if (!options.roles.includes('worker')) return;
  await queue.work(adminAnalysisJob, async ({ taskId }) => module.executeAnalysis(taskId));
  for (const id of await module.unfinishedAnalyses()) await queue.send(adminAnalysisJob, { taskId: id });
}
