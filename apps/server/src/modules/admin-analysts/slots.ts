import { adminAnalysisTasks, analystSettings, and, eq, sql, type Db } from '@alphadesk/db';
import type { ClaimAnalystSlots } from '../analysis/index.ts';
import type { AdminAnalystsDeps } from './ports.ts';
import { DEFAULT_MAX_CONCURRENT_TASKS } from './registry.ts';

/**
 * One advisory lock serialises every admission (member runs and staff analyses, in every process
 * sharing the database): counting an analyst's tasks and taking its last slot cannot interleave.
 * It is held for one short transaction, never while an analysis computes.
 */
const ADMISSION_LOCK = 1_701_717;

type PerAnalyst = Map<string, number>;

const add = (into: PerAnalyst, from: PerAnalyst) => {
  for (const [id, n] of from) into.set(id, (into.get(id) ?? 0) + n);
  return into;
};

/**
 * Each analyst's maximum concurrent tasks, enforced from the database: the limit is read at each
 * admission (a change applies to the next one, no restart), and the tasks in progress are the
 * stored member runs and staff analyses marked running, whichever process runs them.
 */
export function createAnalystSlots(deps: Pick<AdminAnalystsDeps, 'db' | 'analysis'>) {
  const { db } = deps;

  async function limits(within: Db): Promise<PerAnalyst> {
    const rows = await within
      .select({ id: analystSettings.analystId, max: analystSettings.maxConcurrentTasks })
      .from(analystSettings);
    return new Map(rows.map((row) => [row.id, row.max]));
  }

  async function staffTasks(status: 'running' | 'queued', within: Db = db): Promise<PerAnalyst> {
    const result = (await within.execute(sql`
      select analyst, count(*)::int as n
      from ${adminAnalysisTasks}, jsonb_array_elements_text(${adminAnalysisTasks.analysts}) as analyst
      where ${adminAnalysisTasks.status} = ${status}
      group by analyst`)) as unknown as { rows: { analyst: string; n: number }[] };
    return new Map(result.rows.map((row) => [row.analyst, Number(row.n)]));
  }

  const claim: ClaimAnalystSlots = (analysts, take) =>
    db.transaction(async (tx) => {
      const within = tx as unknown as Db;
      await within.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`);
      const max = await limits(within);
      const busy = add(
        await deps.analysis.runsInProgressPerAnalyst(within),
        await staffTasks('running', within),
      );
      const full = analysts.some(
        (id) => (busy.get(id) ?? 0) >= (max.get(id) ?? DEFAULT_MAX_CONCURRENT_TASKS),
      );
      if (full) return 'busy';
      return (await take(within)) ? 'claimed' : 'gone';
    });

  /** Moves a queued staff analysis into progress (the `take` of its claim). */
  async function takeTask(within: Db, id: string): Promise<boolean> {
    const taken = await within
      .update(adminAnalysisTasks)
      .set({ status: 'running', progress: 10 })
      .where(and(eq(adminAnalysisTasks.id, id), eq(adminAnalysisTasks.status, 'queued')))
      .returning({ id: adminAnalysisTasks.id });
    return taken.length > 0;
  }

  return { claim, takeTask, staffTasks: (status: 'running' | 'queued') => staffTasks(status) };
}
export type AnalystSlots = ReturnType<typeof createAnalystSlots>;
