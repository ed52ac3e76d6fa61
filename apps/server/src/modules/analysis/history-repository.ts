import { analyses, and, asc, desc, eq, inArray, isNotNull, sql, type Db } from '@alphadesk/db';
import type { HistoryQuery } from '@alphadesk/contracts';

export type AnalysisRow = typeof analyses.$inferSelect;

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

const rangeDays = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

/** The `analyses` table, always scoped to one owner except for the evaluator and share lookups. */
export function createHistoryRepository(db: Db) {
  const completedOf = (userId: string) =>
    and(eq(analyses.userId, userId), eq(analyses.status, 'completed'), isNotNull(analyses.result));

  function filters(userId: string, query: HistoryQuery, now: Date) {
    const conditions = [completedOf(userId)];
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        sql`(${analyses.symbol} ilike ${pattern} or ${analyses.companyName} ilike ${pattern}
             or coalesce(${analyses.summary}, '') ilike ${pattern}
             or exists (select 1 from jsonb_array_elements_text(${analyses.tags}) tag where tag ilike ${pattern}))`,
      );
    }
    if (query.dateRange) {
      const since = new Date(now.getTime() - rangeDays[query.dateRange] * 86_400_000);
      conditions.push(sql`${analyses.createdAt} >= ${since.toISOString()}`);
    }
    if (query.market) conditions.push(eq(analyses.market, query.market));
    if (query.result) conditions.push(eq(analyses.result, query.result));
    if (query.outcome) conditions.push(eq(analyses.actualOutcome, query.outcome));
    if (query.favorite !== undefined) conditions.push(eq(analyses.isFavorite, query.favorite));
    if (query.analyst) conditions.push(sql`${analyses.analysts} ? ${query.analyst}`);
    return and(...conditions);
  }

  function ordering(query: HistoryQuery) {
    const direction = query.order === 'asc' ? asc : desc;
    const column = {
      date: analyses.createdAt,
      confidence: analyses.confidence,
      performance: analyses.priceChangePercent,
      symbol: analyses.symbol,
    }[query.sort];
    const nulls = query.sort === 'performance' ? sql`${column} ${sql.raw(query.order)} nulls last` : null;
    return [nulls ?? direction(column), desc(analyses.createdAt), asc(analyses.id)];
  }

  return {
    async list(userId: string, query: HistoryQuery, now: Date) {
      const where = filters(userId, query, now);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(analyses)
          .where(where)
          .orderBy(...ordering(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(analyses)
          .where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
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
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
