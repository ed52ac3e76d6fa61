import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AnalystId } from '@alphadesk/core';
import type { AdminAnalysisQuery, AdminAnalysisRequest } from '@alphadesk/contracts';
import { adminAnalysisTasks, and, count, desc, eq, inArray, sql, type Db } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import type { JobDefinition } from '../../platform/queue.ts';
import { SLOT_RETRY_MS } from '../analysis/index.ts';
import type { AdminAnalystsDeps, StaffActor } from './ports.ts';
import type { AnalystSlots } from './slots.ts';

export const AdminAnalysisJob = z.object({ taskId: z.string().min(1).max(64) });
export const adminAnalysisJob: JobDefinition<typeof AdminAnalysisJob> = {
  name: 'admin-analysts.analysis',
  payload: AdminAnalysisJob,
  expireInSeconds: 600,
  retryLimit: 2,
};

type TaskRow = typeof adminAnalysisTasks.$inferSelect;

function present(row: TaskRow) {
  const parameters = row.parameters as { time_range?: TaskRow['analysisType'] };
  return {
    session_id: row.id,
    request_id: row.requestId,
    stock_id: row.stockId,
    analyst_id: row.analysts[0] ?? '',
    analysis_types: row.analysts,
    time_range: parameters.time_range ?? row.analysisType,
    priority: row.priority,
    status: row.status,
    progress: row.progress,
    result: row.result,
    error: row.error,
    started_by: row.startedBy,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** Analyses staff start (admin spec §7.4): a row each, computed by a durable job, audited. */
export function createAnalysisTasks(
  deps: AdminAnalystsDeps,
  availability: () => Promise<Partial<Record<string, string>>>,
  slots: AnalystSlots,
) {
  const { db, now, log } = deps;

  /** Sends a task whose analyst is full back to the queue, delayed; it stays queued meanwhile. */
  async function retryLater(id: string): Promise<void> {
    // Wall-clock time: the queue's delay is measured by the database's clock, not the app's.
    const retryAt = new Date(Date.now() + SLOT_RETRY_MS + Math.floor(Math.random() * SLOT_RETRY_MS) / 2);
    if (deps.queue) await deps.queue.send(adminAnalysisJob, { taskId: id }, { startAfter: retryAt });
    else
      setTimeout(() => {
        void execute(id).catch((error: unknown) => log.error({ err: error }, 'staff analysis failed'));
      }, retryAt.getTime() - Date.now());
  }

  async function execute(id: string): Promise<void> {
    const [task] = await db.select().from(adminAnalysisTasks).where(eq(adminAnalysisTasks.id, id));
    if (!task || task.status === 'completed' || task.status === 'failed') return;
    // A queued task takes its analysts' slots; one already running (a retried job) holds them.
    if (task.status === 'queued') {
      const claim = await slots.claim(task.analysts, (within) => slots.takeTask(within, id));
      if (claim === 'busy') await retryLater(id);
      if (claim !== 'claimed') return;
    }
    try {
      const result = await deps.analysis.computeOnce({
        symbol: task.stockId,
        analysts: task.analysts as AnalystId[],
        depth: task.analysisType,
      });
      await db
        .update(adminAnalysisTasks)
        .set({ status: 'completed', progress: 100, result, completedAt: now() })
        .where(eq(adminAnalysisTasks.id, id));
    } catch (error) {
      const reason = error instanceof AppError ? error.code : 'ANALYSIS_FAILED';
      if (!(error instanceof AppError)) log.error({ err: error, taskId: id }, 'staff analysis failed');
      await db
        .update(adminAnalysisTasks)
        .set({ status: 'failed', error: reason, completedAt: now() })
        .where(eq(adminAnalysisTasks.id, id));
    }
  }

  return {
    execute,
    present,

    async start(actor: StaffActor, input: z.output<typeof AdminAnalysisRequest>) {
      const statuses = await availability();
      const analysts = [...new Set(input.analysis_types)];
      if (analysts.some((id) => (statuses[id] ?? 'active') !== 'active')) {
        throw new AppError('ANALYST_UNAVAILABLE');
      }
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(adminAnalysisTasks)
          .values({
            id: randomUUID(),
            requestId: input.request_id ?? null,
            stockId: input.stock_id.toUpperCase(),
            analysts,
            analysisType: input.parameters.time_range,
            priority: input.priority,
            parameters: input.parameters,
            status: 'queued',
            startedBy: actor.name,
            createdAt: now(),
          })
          .returning();
        await deps.audit.record(
          {
            action: 'analyst.analysis_started',
            actor,
            target: { type: 'analysis_task', id: inserted!.id },
            after: { stock_id: inserted!.stockId, analysts, time_range: input.parameters.time_range },
          },
          tx as unknown as Db,
        );
        return inserted!;
      });
      if (deps.queue) await deps.queue.send(adminAnalysisJob, { taskId: row.id });
      else void execute(row.id).catch((error: unknown) => log.error({ err: error }, 'staff analysis failed'));
      return present(row);
    },

    async get(id: string) {
      const [row] = await db.select().from(adminAnalysisTasks).where(eq(adminAnalysisTasks.id, id));
      if (!row) throw new AppError('ADMIN_ANALYSIS_TASK_NOT_FOUND');
      return present(row);
    },

    async list(query: z.output<typeof AdminAnalysisQuery>) {
      const where = and(
        query.status ? eq(adminAnalysisTasks.status, query.status) : undefined,
        query.analysis_type ? eq(adminAnalysisTasks.analysisType, query.analysis_type) : undefined,
        query.analyst_id
          ? sql`${adminAnalysisTasks.analysts} @> ${JSON.stringify([query.analyst_id])}::jsonb`
          : undefined,
      );
      const [total] = await db.select({ n: count() }).from(adminAnalysisTasks).where(where);
      const rows = await db
        .select()
        .from(adminAnalysisTasks)
        .where(where)
        .orderBy(desc(adminAnalysisTasks.createdAt), desc(adminAnalysisTasks.id))
        .limit(query.limit)
        .offset(query.offset);
      return { tasks: rows.map(present), total: total?.n ?? 0 };
    },

    async pending(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(adminAnalysisTasks)
        .where(inArray(adminAnalysisTasks.status, ['queued', 'running']));
      return row?.n ?? 0;
    },

    async unfinishedIds(): Promise<string[]> {
      const rows = await db
        .select({ id: adminAnalysisTasks.id })
        .from(adminAnalysisTasks)
        .where(inArray(adminAnalysisTasks.status, ['queued', 'running']));
      return rows.map((row) => row.id);
    },
  };
}
