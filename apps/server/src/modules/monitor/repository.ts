import {
  alertFirings,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  lt,
  marketEvents,
  or,
  monitorAlerts,
  sql,
  watchlistItems,
  type Db,
} from '@alphadesk/db';

export type WatchlistRow = typeof watchlistItems.$inferSelect;
export type AlertRow = typeof monitorAlerts.$inferSelect;
export type FiringRow = typeof alertFirings.$inferSelect;
export type NewFiringRow = Omit<typeof alertFirings.$inferInsert, 'id'>;
export type MarketEventRow = typeof marketEvents.$inferSelect;
export type NewMarketEventRow = Omit<typeof marketEvents.$inferInsert, 'id' | 'createdAt'>;

/** This module's tables only. Every member read is scoped by the owner. */
export function createMonitorRepository(db: Db) {
  /** Runs `work` with the member's monitor rows serialised (limit checks cannot be overtaken). */
  async function lockedForUser<T>(userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`monitor:${userId}`}))`);
      return work(tx as unknown as Db);
    });
  }

  return {
    lockedForUser,

    watchlist(userId: string, within: Db = db): Promise<WatchlistRow[]> {
      return within
        .select()
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId))
        .orderBy(asc(watchlistItems.createdAt), asc(watchlistItems.id));
    },

    async countWatchlist(userId: string, within: Db = db): Promise<number> {
      const [row] = await within
        .select({ count: sql<number>`count(*)::int` })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId));
      return row?.count ?? 0;
    },

    /** The new row, or null when the symbol is already on the member's list. */
    async addToWatchlist(
      row: typeof watchlistItems.$inferInsert,
      within: Db = db,
    ): Promise<WatchlistRow | null> {
      const [created] = await within.insert(watchlistItems).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async removeFromWatchlist(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(watchlistItems)
        .where(and(eq(watchlistItems.id, id), eq(watchlistItems.userId, userId)))
        .returning({ id: watchlistItems.id });
      return removed.length > 0;
    },

    alerts(userId: string): Promise<AlertRow[]> {
      return db
        .select()
        .from(monitorAlerts)
        .where(eq(monitorAlerts.userId, userId))
        .orderBy(desc(monitorAlerts.createdAt), desc(monitorAlerts.id));
    },

    async countActiveAlerts(userId: string, within: Db = db): Promise<number> {
      const [row] = await within
        .select({ count: sql<number>`count(*)::int` })
        .from(monitorAlerts)
        .where(and(eq(monitorAlerts.userId, userId), eq(monitorAlerts.isActive, true)));
      return row?.count ?? 0;
    },

    async findAlert(userId: string, id: string, within: Db = db): Promise<AlertRow | undefined> {
      const [row] = await within
        .select()
        .from(monitorAlerts)
        .where(and(eq(monitorAlerts.id, id), eq(monitorAlerts.userId, userId)));
      return row;
    },

    async insertAlert(row: typeof monitorAlerts.$inferInsert, within: Db = db): Promise<AlertRow> {
      const [created] = await within.insert(monitorAlerts).values(row).returning();
      return created!;
    },

    async setAlertActive(id: string, isActive: boolean, within: Db = db): Promise<AlertRow> {
      const [updated] = await within
        .update(monitorAlerts)
        .set({ isActive })
        .where(eq(monitorAlerts.id, id))
        .returning();
      return updated!;
    },

    async deleteAlert(userId: string, id: string): Promise<AlertRow | undefined> {
      const [removed] = await db
        .delete(monitorAlerts)
        .where(and(eq(monitorAlerts.id, id), eq(monitorAlerts.userId, userId)))
        .returning();
      return removed;
    },

    /** Active alerts with their owner's tier, for the evaluator. */
    activeAlerts(): Promise<AlertRow[]> {
      return db.select().from(monitorAlerts).where(eq(monitorAlerts.isActive, true));
    },

    async activeAlertSymbols(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ symbol: monitorAlerts.symbol })
        .from(monitorAlerts)
        .where(eq(monitorAlerts.isActive, true));
      return rows.map((row) => row.symbol);
    },

    async deactivate(id: string): Promise<void> {
      await db.update(monitorAlerts).set({ isActive: false }).where(eq(monitorAlerts.id, id));
    },

    /**
     * Stores a firing once per idempotency key, with the alert's triggeredAt (and a spent once
     * alert switched off) in the same transaction. Null when the key was already stored.
     */
    async recordFiring(row: NewFiringRow, deactivates: boolean): Promise<FiringRow | null> {
      return db.transaction(async (tx) => {
        const [stored] = await tx.insert(alertFirings).values(row).onConflictDoNothing().returning();
        if (!stored) return null;
        await tx
          .update(monitorAlerts)
          .set(deactivates ? { triggeredAt: row.firedAt, isActive: false } : { triggeredAt: row.firedAt })
          .where(eq(monitorAlerts.id, row.alertId));
        return stored;
      });
    },

    /** The newest firing of each of a member's alerts (what the alert list words per reader). */
    lastFirings(userId: string): Promise<FiringRow[]> {
      return db
        .selectDistinctOn([alertFirings.alertId])
        .from(alertFirings)
        .where(eq(alertFirings.userId, userId))
        .orderBy(alertFirings.alertId, desc(alertFirings.id));
    },

    /** A member's firings after a sequence number, oldest first (what a reconnecting client missed). */
    firingsAfter(userId: string, after: number, limit: number): Promise<FiringRow[]> {
      return db
        .select()
        .from(alertFirings)
        .where(and(eq(alertFirings.userId, userId), gt(alertFirings.id, after)))
        .orderBy(asc(alertFirings.id))
        .limit(limit);
    },

    async insertEvents(rows: readonly NewMarketEventRow[]): Promise<MarketEventRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(marketEvents)
        .values([...rows])
        .onConflictDoNothing()
        .returning();
    },

    latestEvents(limit: number): Promise<MarketEventRow[]> {
      return db.select().from(marketEvents).orderBy(desc(marketEvents.id)).limit(limit);
    },

    /** Events of types starting with one of `prefixes`, timed in [from, to), oldest first. */
    eventsOfKinds(
      prefixes: readonly string[],
      from: Date,
      to: Date,
      limit: number,
    ): Promise<MarketEventRow[]> {
      return db
        .select()
        .from(marketEvents)
        .where(
          and(
            or(...prefixes.map((prefix) => sql`starts_with(${marketEvents.type}, ${prefix})`)),
            gte(marketEvents.eventTime, from),
            lt(marketEvents.eventTime, to),
          ),
        )
        .orderBy(asc(marketEvents.eventTime), asc(marketEvents.id))
        .limit(limit);
    },

    eventsAfter(after: number, limit: number): Promise<MarketEventRow[]> {
      return db
        .select()
        .from(marketEvents)
        .where(gt(marketEvents.id, after))
        .orderBy(asc(marketEvents.id))
        .limit(limit);
    },
  };
}
export type MonitorRepository = ReturnType<typeof createMonitorRepository>;
