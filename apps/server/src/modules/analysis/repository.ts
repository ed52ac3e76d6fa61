import { analyses, and, asc, desc, eq, inArray, isNotNull, sql, type Db } from '@alphadesk/db';
import type { HistoryQuery } from '@alphadesk/contracts';
import { createHistoryPages, type HistoryPagesOptions } from './history-pages.ts';

export type AnalysisRow = typeof analyses.$inferSelect;
export type NewAnalysis = typeof analyses.$inferInsert;

/** Columns the evaluator writes. */
export interface EvaluationUpdate {
  actualOutcome: 'profit' | 'loss' | 'pending';
  actualReturn: number | null;
  excessReturn: number | null;
  priceChangePercent: number | null;
  exitDate: string | null;
  holdingDays: number | null;
  evaluatedAt: Date | null;
}

/** Options of the repository; `onHistoryBatch` observes each statement that read several owners. */
export type AnalysesRepositoryOptions = HistoryPagesOptions;

/**
 * The `analyses` table, the one store of the module: a run writes its row (creation, progress,
 * completion), the history reads and edits it always scoped to one owner, the evaluator scores
 * it, and the catalogue and the market's AI preview read public-safe aggregates of it.
 */
export function createAnalysesRepository(db: Db, options: AnalysesRepositoryOptions = {}) {
  const completedOf = (userId: string) =>
    and(eq(analyses.userId, userId), eq(analyses.status, 'completed'), isNotNull(analyses.result));

  const history = createHistoryPages(db, options);

  return {
    // Runs: creation, progress, completion.
    async insert(row: NewAnalysis, within: Db = db): Promise<AnalysisRow> {
      const [created] = await within.insert(analyses).values(row).returning();
      return created!;
    },

    async find(id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db.select().from(analyses).where(eq(analyses.id, id));
      return row;
    },

    /** Moves a run that is not finished to a stage; false when it is already finished. */
    async progress(id: string, stage: string, progress: number, at: Date): Promise<boolean> {
      const updated = await db
        .update(analyses)
        .set({
          status: 'running',
          stage,
          progress,
          startedAt: sql`coalesce(${analyses.startedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'running'])))
        .returning({ id: analyses.id });
      return updated.length > 0;
    },

    /** Marks a run completed inside the caller's transaction; false when it already finished. */
    async complete(within: Db, id: string, values: Partial<NewAnalysis>): Promise<boolean> {
      const updated = await within
        .update(analyses)
        .set({ ...values, status: 'completed', stage: 'saved', progress: 100, quotaConsumed: true })
        .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'running'])))
        .returning({ id: analyses.id });
      return updated.length > 0;
    },

    /** Marks a run failed (in the caller's transaction if given); false when it already finished. */
    async fail(id: string, error: string, at: Date, within: Db = db): Promise<boolean> {
      const updated = await within
        .update(analyses)
        .set({ status: 'failed', error, completedAt: at })
        .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'running'])))
        .returning({ id: analyses.id });
      return updated.length > 0;
    },

    /**
     * Takes a queued run into progress (its first stage), inside the caller's transaction; false
     * when another job took it first or it finished.
     */
    async admit(within: Db, id: string, at: Date): Promise<boolean> {
      const updated = await within
        .update(analyses)
        .set({ status: 'running', stage: 'loading', progress: 5, startedAt: at })
        .where(and(eq(analyses.id, id), eq(analyses.status, 'queued')))
        .returning({ id: analyses.id });
      return updated.length > 0;
    },

    /** Runs in progress per analyst (an analyst's slots taken by member runs). */
    async inProgressPerAnalyst(within: Db = db): Promise<Map<string, number>> {
      const result = (await within.execute(sql`
        select analyst, count(*)::int as n
        from analyses, jsonb_array_elements_text(analysts) as analyst
        where status = 'running'
        group by analyst`)) as unknown as { rows: { analyst: string; n: number }[] };
      return new Map(result.rows.map((row) => [row.analyst, Number(row.n)]));
    },

    /** Runs not finished, oldest first (to resume or fail after a restart). */
    unfinished(): Promise<Pick<AnalysisRow, 'id' | 'userId' | 'quotaPeriod' | 'createdAt'>[]> {
      return db
        .select({
          id: analyses.id,
          userId: analyses.userId,
          quotaPeriod: analyses.quotaPeriod,
          createdAt: analyses.createdAt,
        })
        .from(analyses)
        .where(inArray(analyses.status, ['queued', 'running']))
        .orderBy(analyses.createdAt);
    },

    /** Completed runs per symbol. */
    async countsBySymbol(symbols: readonly string[]): Promise<Map<string, number>> {
      if (symbols.length === 0) return new Map();
      const found = await db
        .select({ symbol: analyses.symbol, count: sql<number>`count(*)::int` })
        .from(analyses)
        .where(and(eq(analyses.status, 'completed'), inArray(analyses.symbol, [...symbols])))
        .groupBy(analyses.symbol);
      return new Map(found.map((row) => [row.symbol, row.count]));
    },

    /** Completed runs per analyst id, and the median run time (seconds) per analyst and per type. */
    async catalogueStats(): Promise<{
      perAnalyst: Map<string, { count: number; medianSeconds: number | null }>;
      perType: Map<string, number | null>;
    }> {
      const result = (await db.execute(sql`
        select analyst, count(*)::int as count,
               percentile_cont(0.5) within group (order by extract(epoch from (completed_at - started_at)))
                 as median
        from analyses, jsonb_array_elements_text(analysts) as analyst
        where status = 'completed' and started_at is not null and completed_at is not null
        group by analyst`)) as unknown as {
        rows: { analyst: string; count: number; median: number | null }[];
      };
      const types = (await db.execute(sql`
        select analysis_type, percentile_cont(0.5) within group
                 (order by extract(epoch from (completed_at - started_at))) as median
        from analyses
        where status = 'completed' and started_at is not null and completed_at is not null
        group by analysis_type`)) as unknown as { rows: { analysis_type: string; median: number | null }[] };
      return {
        perAnalyst: new Map(
          result.rows.map((row) => [
            row.analyst,
            { count: Number(row.count), medianSeconds: row.median === null ? null : Number(row.median) },
          ]),
        ),
        perType: new Map(
          types.rows.map((row) => [row.analysis_type, row.median === null ? null : Number(row.median)]),
        ),
      };
    },

    /** Runs in flight and how fast recent ones finished (the back-office's analyst status). */
    async workload(since: Date): Promise<{
      running: number;
      queued: number;
      completedSince: number;
      failedSince: number;
      meanMsSince: number | null;
      perAnalyst: Map<
        string,
        {
          running: number;
          queued: number;
          completed: number;
          medianSeconds: number | null;
          lastActivity: Date | null;
        }
      >;
    }> {
      const totals = (await db.execute(sql`
        select count(*) filter (where status = 'running')::int as running,
               count(*) filter (where status = 'queued')::int as queued,
               count(*) filter (where status = 'completed' and completed_at >= ${since})::int as completed,
               count(*) filter (where status = 'failed' and created_at >= ${since})::int as failed,
               avg(extract(epoch from (completed_at - created_at)) * 1000)
                 filter (where status = 'completed' and completed_at >= ${since}) as mean_ms
        from analyses`)) as unknown as {
        rows: {
          running: number;
          queued: number;
          completed: number;
          failed: number;
          mean_ms: number | null;
        }[];
      };
      const per = (await db.execute(sql`
        select analyst, count(*) filter (where status = 'running')::int as running,
               count(*) filter (where status = 'queued')::int as queued,
               count(*) filter (where status = 'completed')::int as completed,
               percentile_cont(0.5) within group (order by extract(epoch from (completed_at - started_at)))
                 filter (where status = 'completed' and started_at is not null) as median,
               max(coalesce(completed_at, started_at, created_at)) as last_activity
        from analyses, jsonb_array_elements_text(analysts) as analyst
        group by analyst`)) as unknown as {
        rows: {
          analyst: string;
          running: number;
          queued: number;
          completed: number;
          median: number | null;
          last_activity: Date | string | null;
        }[];
      };
      const row = totals.rows[0];
      return {
        running: Number(row?.running ?? 0),
        queued: Number(row?.queued ?? 0),
        completedSince: Number(row?.completed ?? 0),
        failedSince: Number(row?.failed ?? 0),
        meanMsSince: row?.mean_ms === null || row?.mean_ms === undefined ? null : Number(row.mean_ms),
        perAnalyst: new Map(
          per.rows.map((item) => [
            item.analyst,
            {
              running: Number(item.running),
              queued: Number(item.queued),
              completed: Number(item.completed),
              medianSeconds: item.median === null ? null : Number(item.median),
              lastActivity: item.last_activity ? new Date(item.last_activity) : null,
            },
          ]),
        ),
      };
    },

    /** The public-safe fields of the newest completed run of a symbol (no user data). */
    async latestCompleted(symbol: string) {
      const [row] = await db
        .select({
          result: analyses.result,
          confidence: analyses.confidence,
          targetPrice: analyses.targetPrice,
          priceAtCall: analyses.priceAtCall,
          report: analyses.report,
        })
        .from(analyses)
        .where(and(eq(analyses.symbol, symbol), eq(analyses.status, 'completed')))
        .orderBy(desc(analyses.completedAt))
        .limit(1);
      return row;
    },

    // History: owner-scoped reads and edits, share links, the evaluator's pending calls.
    /** One page of the owner's records and how many match (see `history-pages.ts`). */
    list(userId: string, query: HistoryQuery, now: Date) {
      return history.list(userId, query, now);
    },

    /** Every completed record of the owner (for statistics). */
    allCompleted(userId: string): Promise<AnalysisRow[]> {
      return db.select().from(analyses).where(completedOf(userId)).orderBy(asc(analyses.createdAt));
    },

    async findOwned(userId: string, id: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.id, id), completedOf(userId)));
      return row;
    },

    findOwnedMany(userId: string, ids: readonly string[]): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(analyses)
        .where(and(inArray(analyses.id, [...ids]), completedOf(userId)))
        .orderBy(desc(analyses.createdAt));
    },

    async toggleFavorite(userId: string, id: string): Promise<boolean | null> {
      const [row] = await db
        .update(analyses)
        .set({ isFavorite: sql`not ${analyses.isFavorite}` })
        .where(and(eq(analyses.id, id), completedOf(userId)))
        .returning({ isFavorite: analyses.isFavorite });
      return row ? row.isFavorite : null;
    },

    /** Keeps an existing share id (one link per analysis); returns null for others' records. */
    async share(userId: string, id: string, shareId: string): Promise<string | null> {
      const [row] = await db
        .update(analyses)
        .set({ shareId: sql`coalesce(${analyses.shareId}, ${shareId})` })
        .where(and(eq(analyses.id, id), completedOf(userId)))
        .returning({ shareId: analyses.shareId });
      return row?.shareId ?? null;
    },

    async revokeShare(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(analyses)
        .set({ shareId: null })
        .where(and(eq(analyses.id, id), completedOf(userId)))
        .returning({ id: analyses.id });
      return rows.length > 0;
    },

    async byShareId(shareId: string): Promise<AnalysisRow | undefined> {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.shareId, shareId), eq(analyses.status, 'completed')));
      return row;
    },

    async deleteOwned(userId: string, ids: readonly string[]): Promise<number> {
      const rows = await db
        .delete(analyses)
        .where(and(inArray(analyses.id, [...ids]), eq(analyses.userId, userId)))
        .returning({ id: analyses.id });
      return rows.length;
    },

    /** Completed, still pending calls (optionally one owner's) the evaluator should look at. */
    pendingCalls(userId?: string): Promise<AnalysisRow[]> {
      return db
        .select()
        .from(analyses)
        .where(
          and(
            eq(analyses.status, 'completed'),
            eq(analyses.actualOutcome, 'pending'),
            isNotNull(analyses.result),
            isNotNull(analyses.callDate),
            isNotNull(analyses.priceAtCall),
            userId ? eq(analyses.userId, userId) : undefined,
          ),
        );
    },

    async saveEvaluation(id: string, update: EvaluationUpdate): Promise<void> {
      await db.update(analyses).set(update).where(eq(analyses.id, id));
    },
  };
}
export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>;
