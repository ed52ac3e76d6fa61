import { analyses, and, desc, eq, inArray, sql, type Db } from '@alphadesk/db';

export type RunRow = typeof analyses.$inferSelect;
export type NewRun = typeof analyses.$inferInsert;

/** The `analyses` rows of runs: creation, progress, completion and the public-safe aggregates. */
export function createRunsRepository(db: Db) {
  return {
    async insert(row: NewRun): Promise<RunRow> {
      const [created] = await db.insert(analyses).values(row).returning();
      return created!;
    },

    async find(id: string): Promise<RunRow | undefined> {
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
    async complete(within: Db, id: string, values: Partial<NewRun>): Promise<boolean> {
      const updated = await within
        .update(analyses)
        .set({ ...values, status: 'completed', stage: 'saved', progress: 100, quotaConsumed: true })
        .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'running'])))
        .returning({ id: analyses.id });
      return updated.length > 0;
    },

    async fail(id: string, error: string, at: Date): Promise<void> {
      await db
        .update(analyses)
        .set({ status: 'failed', error, completedAt: at })
        .where(and(eq(analyses.id, id), inArray(analyses.status, ['queued', 'running'])));
    },

    /** Runs not finished, oldest first (to resume or fail after a restart). */
    unfinished(): Promise<Pick<RunRow, 'id' | 'createdAt'>[]> {
      return db
        .select({ id: analyses.id, createdAt: analyses.createdAt })
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
  };
}
export type RunsRepository = ReturnType<typeof createRunsRepository>;
