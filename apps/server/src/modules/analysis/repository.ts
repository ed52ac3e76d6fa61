import { analyses, and, asc, desc, eq, inArray, isNotNull, sql, type Db } from '@alphadesk/db';
import type { HistoryQuery } from '@alphadesk/contracts';
import { getTableColumns, type SQL } from 'drizzle-orm';

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

const rangeDays = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

/** Most owners one history statement reads (a fuller turn starts another statement). */
const MAX_BATCH_OWNERS = 200;

/** Options of the repository; `onHistoryBatch` observes each statement that read several owners. */
export interface AnalysesRepositoryOptions {
  onHistoryBatch?: (owners: number) => void;
}

type PageRow = { row: AnalysisRow; total: number };
interface Waiter {
  resolve: (rows: PageRow[]) => void;
  reject: (error: unknown) => void;
}
/** History pages of one shape and the same values but the owner, asked during one turn. */
interface PendingPages {
  query: HistoryQuery;
  values: Record<string, unknown>;
  waiters: Map<string, Waiter[]>;
}

/**
 * PostgreSQL names of the history's prepared statements, one per shape of query, shared by every
 * repository of the process: a pooled connection may hold a name already, and it must always
 * stand for the same text.
 */
const statementNames = new Map<string, string>();
const statementName = (key: string) => {
  let name = statementNames.get(key);
  if (!name) {
    name = `history_${statementNames.size}`;
    statementNames.set(key, name);
  }
  return name;
};

/**
 * The `analyses` table, the one store of the module: a run writes its row (creation, progress,
 * completion), the history reads and edits it always scoped to one owner, the evaluator scores
 * it, and the catalogue and the market's AI preview read public-safe aggregates of it.
 */
export function createAnalysesRepository(db: Db, options: AnalysesRepositoryOptions = {}) {
  const completedOf = (userId: string) =>
    and(eq(analyses.userId, userId), eq(analyses.status, 'completed'), isNotNull(analyses.result));

  /**
   * The history's conditions with their values as placeholders (`historyValues` fills them), so
   * the statement of each shape of query is built once (`listStatement`). The owner is the
   * `userId` placeholder, or `owner` (the batched statement's owner of the lateral row).
   */
  function filters(query: HistoryQuery, owner: SQL = sql`${sql.placeholder('userId')}`) {
    const value = (name: string) => sql.placeholder(name);
    const conditions = [
      and(eq(analyses.userId, owner), eq(analyses.status, 'completed'), isNotNull(analyses.result)),
    ];
    if (query.q) {
      conditions.push(
        sql`(${analyses.symbol} ilike ${value('pattern')} or ${analyses.companyName} ilike ${value('pattern')}
             or coalesce(${analyses.summary}, '') ilike ${value('pattern')}
             or exists (select 1 from jsonb_array_elements_text(${analyses.tags}) tag where tag ilike ${value('pattern')}))`,
      );
    }
    if (query.dateRange) conditions.push(sql`${analyses.createdAt} >= ${value('since')}::timestamptz`);
    if (query.market) conditions.push(eq(analyses.market, value('market')));
    if (query.result) conditions.push(eq(analyses.result, value('result')));
    if (query.outcome) conditions.push(eq(analyses.actualOutcome, value('outcome')));
    if (query.favorite !== undefined) conditions.push(eq(analyses.isFavorite, value('favorite')));
    if (query.analyst) conditions.push(sql`${analyses.analysts} ? ${value('analyst')}`);
    return and(...conditions);
  }

  /** The values of `filters`' placeholders for one request. */
  function historyValues(userId: string, query: HistoryQuery, now: Date): Record<string, unknown> {
    return {
      userId,
      pattern: query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
      since: query.dateRange
        ? new Date(now.getTime() - rangeDays[query.dateRange] * 86_400_000).toISOString()
        : undefined,
      market: query.market,
      result: query.result,
      outcome: query.outcome,
      favorite: query.favorite,
      analyst: query.analyst,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
  }

  /** Which conditions and order a query has: one built statement per shape (at most 1,024). */
  const shapeOf = (query: HistoryQuery) =>
    [
      query.sort,
      query.order,
      query.q ? 'q' : '',
      query.dateRange ? 'd' : '',
      query.market ? 'm' : '',
      query.result ? 'r' : '',
      query.outcome ? 'o' : '',
      query.favorite === undefined ? '' : 'f',
      query.analyst ? 'a' : '',
    ].join(':');

  const listStatements = new Map<string, ReturnType<typeof buildList>>();
  const countStatements = new Map<string, ReturnType<typeof buildCount>>();
  const batchStatements = new Map<string, ReturnType<typeof buildBatch>>();
  function buildList(query: HistoryQuery, name: string) {
    return db
      .select({ row: analyses, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(analyses)
      .where(filters(query))
      .orderBy(...ordering(query))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  /**
   * The page and total of many owners in one statement: the single-owner query, run for each id
   * of the `userIds` array (a lateral subquery), each row carrying its place in its owner's page.
   */
  function buildBatch(query: HistoryQuery, name: string) {
    const order = ordering(query);
    const page = db
      .select({
        ...getTableColumns(analyses),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
        place: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('place'),
      })
      .from(analyses)
      .where(filters(query, sql`requested.id`))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const row = Object.fromEntries(
      Object.keys(getTableColumns(analyses)).map((key) => [key, page[key as keyof AnalysisRow]]),
    ) as unknown as typeof analyses._.columns;
    return db
      .select({ row, total: page.total })
      .from(sql`unnest(${sql.placeholder('userIds')}::text[]) as requested(id)`)
      .innerJoinLateral(page, sql`true`)
      .orderBy(page.place)
      .prepare(name);
  }
  function buildCount(query: HistoryQuery, name: string) {
    return db
      .select({ count: sql<number>`count(*)::int` })
      .from(analyses)
      .where(filters(query))
      .prepare(name);
  }
  function statement<T>(
    kept: Map<string, T>,
    prefix: string,
    query: HistoryQuery,
    build: (q: HistoryQuery, name: string) => T,
  ): T {
    const shape = shapeOf(query);
    let found = kept.get(shape);
    if (!found) {
      found = build(query, statementName(`${prefix}:${shape}`));
      kept.set(shape, found);
    }
    return found;
  }

  /**
   * History pages asked in the same turn of the event loop with the same shape and values but
   * the owner are read by one statement on the next turn (`buildBatch`; the single-owner one when
   * only one owner asked): under load a statement holds a pooled connection for about a turn, so
   * the number of statements, not their size, is what waits. Rows are handed out by their own
   * `user_id`; a failed statement fails every request it was reading, and only those.
   */
  const pendingPages = new Map<string, PendingPages>();
  function pageOf(userId: string, query: HistoryQuery, values: Record<string, unknown>) {
    const { userId: _owner, ...shared } = values;
    const key = `${shapeOf(query)}|${JSON.stringify(shared)}`;
    let batch = pendingPages.get(key);
    if (!batch) {
      const created: PendingPages = { query, values: shared, waiters: new Map() };
      pendingPages.set(key, created);
      setImmediate(() => {
        if (pendingPages.get(key) === created) pendingPages.delete(key);
        void readPages(created);
      });
      batch = created;
    }
    const waiting = batch;
    const found = new Promise<PageRow[]>((resolve, reject) => {
      const list = waiting.waiters.get(userId) ?? [];
      list.push({ resolve, reject });
      waiting.waiters.set(userId, list);
    });
    if (waiting.waiters.size >= MAX_BATCH_OWNERS && pendingPages.get(key) === waiting) {
      pendingPages.delete(key);
    }
    return found;
  }

  async function readPages({ query, values, waiters }: PendingPages): Promise<void> {
    const owners = [...waiters.keys()];
    let byOwner: Map<string, PageRow[]>;
    try {
      if (owners.length === 1) {
        const rows = await statement(listStatements, 'history_page', query, buildList).execute({
          ...values,
          userId: owners[0],
        });
        byOwner = new Map([[owners[0]!, rows]]);
      } else {
        options.onHistoryBatch?.(owners.length);
        const rows = await statement(batchStatements, 'history_batch', query, buildBatch).execute({
          ...values,
          userIds: owners,
        });
        byOwner = new Map();
        for (const found of rows) {
          const list = byOwner.get(found.row.userId) ?? [];
          list.push(found);
          byOwner.set(found.row.userId, list);
        }
      }
    } catch (error) {
      for (const list of waiters.values()) for (const waiter of list) waiter.reject(error);
      return;
    }
    for (const [owner, list] of waiters) {
      const rows = byOwner.get(owner) ?? [];
      for (const waiter of list) waiter.resolve(rows);
    }
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
    /**
     * One page of the owner's records and how many match, in one statement (the count rides on
     * each row; pages asked in the same turn share it, `pageOf`); only a page past the end asks
     * for the count on its own.
     */
    async list(userId: string, query: HistoryQuery, now: Date) {
      const values = historyValues(userId, query, now);
      const paged = await pageOf(userId, query, values);
      if (paged.length > 0) return { rows: paged.map(({ row }) => row), total: paged[0]!.total };
      if (query.page === 1) return { rows: [], total: 0 };
      const [total] = await statement(countStatements, 'history_count', query, buildCount).execute(values);
      return { rows: [], total: total?.count ?? 0 };
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
