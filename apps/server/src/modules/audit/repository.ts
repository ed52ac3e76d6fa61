import { and, count, desc, eq, gt, asc, inArray, sql, type SQL } from 'drizzle-orm';
import { auditLog, type Db } from '@alphadesk/db';
import { rowHash, genesisHash, type ChainedContent } from './chain.ts';

export type AuditRow = typeof auditLog.$inferSelect;

// One lock for every append: the chain has one tail, so appends take turns (any engine, any process).
const appendLockKey = sql`hashtext('audit_log:append')`;

export function createAuditRepository(db: Db) {
  async function appendIn(tx: Db, content: Omit<ChainedContent, 'seq'>): Promise<AuditRow> {
    await tx.execute(sql`select pg_advisory_xact_lock(${appendLockKey})`);
    const [last] = await tx
      .select({ seq: auditLog.seq, hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.seq))
      .limit(1);
    const seq = (last?.seq ?? 0) + 1;
    const prevHash = last?.hash ?? genesisHash;
    const full = { ...content, seq };
    const [row] = await tx
      .insert(auditLog)
      .values({
        ...full,
        success: full.success ? 1 : 0,
        before: full.before ?? null,
        after: full.after ?? null,
        details: full.details ?? null,
        prevHash,
        hash: rowHash(prevHash, full),
      })
      .returning();
    return row!;
  }

  return {
    /** Appends inside `within` when given (the mutation's own transaction), else in one of its own. */
    async append(content: Omit<ChainedContent, 'seq'>, within?: Db): Promise<AuditRow> {
      if (within) return appendIn(within, content);
      return db.transaction((tx) => appendIn(tx as unknown as Db, content));
    },

    async list(filter: {
      limit: number;
      offset: number;
      action?: string;
      actions?: readonly string[];
      actorId?: string;
      targetId?: string;
    }) {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.actions) conditions.push(inArray(auditLog.action, [...filter.actions]));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
      const where = conditions.length ? and(...conditions) : undefined;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.seq))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Entries per action, and how many were refusals or failures. */
    async counts(): Promise<{ byAction: Map<string, number>; failures: number }> {
      const rows = await db
        .select({
          action: auditLog.action,
          n: count(),
          failures: sql<number>`count(*) filter (where ${auditLog.success} = 0)`,
        })
        .from(auditLog)
        .groupBy(auditLog.action);
      return {
        byAction: new Map(rows.map((row) => [row.action, Number(row.n)])),
        failures: rows.reduce((sum, row) => sum + Number(row.failures), 0),
      };
    },

    /** Rows in chain order, a page at a time. */
    async pageAfter(seq: number, size: number): Promise<AuditRow[]> {
      return db.select().from(auditLog).where(gt(auditLog.seq, seq)).orderBy(asc(auditLog.seq)).limit(size);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
