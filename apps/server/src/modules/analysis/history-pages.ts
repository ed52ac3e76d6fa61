import { analyses, and, asc, desc, eq, isNotNull, sql, type Db } from '@alphadesk/db';
import type { HistoryQuery } from '@alphadesk/contracts';
import { getTableColumns, type SQL } from 'drizzle-orm';

/** A row of `analyses` (the repository's `AnalysisRow`; not imported, which would be a cycle). */
type AnalysisRow = typeof analyses.$inferSelect;

const rangeDays = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;

/** Most owners one history statement reads (a fuller turn starts another statement). */
const MAX_BATCH_OWNERS = 200;

/** Observes each history statement that read several owners (tests and benches count them). */
export interface HistoryPagesOptions {
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
 * The analysis history's pages: one prepared statement per shape of query, and the pages asked
 * in the same turn of the event loop read together (`pageOf`).
 */
export function createHistoryPages(db: Db, options: HistoryPagesOptions = {}) {
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
  };
}
