import { and, asc, eq, inArray, portfolioTransactions, portfolios, sql, type Db } from '@alphadesk/db';

export type PortfolioRow = typeof portfolios.$inferSelect;
export type TransactionRow = typeof portfolioTransactions.$inferSelect;
export type NewTransactionRow = Omit<typeof portfolioTransactions.$inferInsert, 'seq' | 'createdAt'>;

/** This module's tables only. Every read is scoped by the owner or the portfolio id. */
export function createPortfolioRepository(db: Db) {
  return {
    listByUser(userId: string): Promise<PortfolioRow[]> {
      return db
        .select()
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .orderBy(asc(portfolios.createdAt), asc(portfolios.id));
    },

    async countByUser(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(portfolios)
        .where(eq(portfolios.userId, userId));
      return row?.count ?? 0;
    },

    async findOwned(userId: string, id: string): Promise<PortfolioRow | undefined> {
      const [row] = await db
        .select()
        .from(portfolios)
        .where(and(eq(portfolios.id, id), eq(portfolios.userId, userId)));
      return row;
    },

    async insert(row: typeof portfolios.$inferInsert): Promise<PortfolioRow> {
      const [created] = await db.insert(portfolios).values(row).returning();
      return created!;
    },

    async update(id: string, changes: Partial<typeof portfolios.$inferInsert>): Promise<PortfolioRow> {
      const [updated] = await db.update(portfolios).set(changes).where(eq(portfolios.id, id)).returning();
      return updated!;
    },

    async remove(id: string): Promise<void> {
      await db.delete(portfolios).where(eq(portfolios.id, id));
    },

    /** In recorded order: by date, then as entered. */
    transactions(portfolioIds: readonly string[]): Promise<TransactionRow[]> {
      if (portfolioIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(portfolioTransactions)
        .where(inArray(portfolioTransactions.portfolioId, [...portfolioIds]))
        .orderBy(asc(portfolioTransactions.date), asc(portfolioTransactions.seq));
    },

    async countTransactions(portfolioId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(portfolioTransactions)
        .where(eq(portfolioTransactions.portfolioId, portfolioId));
      return row?.count ?? 0;
    },

    /**
     * Adds transactions and touches the portfolio in one statement batch; rows whose fingerprint is
     * already there are skipped (a concurrent import of the same file adds them once).
     */
    async addTransactions(
      portfolioId: string,
      rows: readonly NewTransactionRow[],
      now: Date,
    ): Promise<number> {
      if (rows.length === 0) return 0;
      return db.transaction(async (tx) => {
        let added = 0;
        for (let start = 0; start < rows.length; start += 500) {
          const inserted = await tx
            .insert(portfolioTransactions)
            .values(rows.slice(start, start + 500).map((row) => ({ ...row })))
            .onConflictDoNothing({
              target: [portfolioTransactions.portfolioId, portfolioTransactions.fingerprint],
            })
            .returning({ id: portfolioTransactions.id });
          added += inserted.length;
        }
        await tx.update(portfolios).set({ updatedAt: now }).where(eq(portfolios.id, portfolioId));
        return added;
      });
    },

    async removeTransaction(portfolioId: string, id: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(portfolioTransactions)
          .where(and(eq(portfolioTransactions.portfolioId, portfolioId), eq(portfolioTransactions.id, id)))
          .returning({ id: portfolioTransactions.id });
        if (removed.length > 0) {
          await tx.update(portfolios).set({ updatedAt: now }).where(eq(portfolios.id, portfolioId));
        }
        return removed.length > 0;
      });
    },
  };
}
export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;
