import { and, eq, inArray, isNull, lte, or, subscriptions, type Db } from '@alphadesk/db';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/** Statuses in which the plan's tier applies. */
export const liveStatuses = ['trialing', 'active', 'past_due'] as const;

/** Persistence of subscriptions (this module's table only). Every function works inside a transaction too. */
export function createSubscriptionRepository(db: Db) {
  return {
    findByUser: async (userId: string) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0],

    /** Reads and locks a user's row until the surrounding transaction ends. */
    lockByUser: async (userId: string) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).for('update'))[0],

    insert: async (row: NewSubscriptionRow) => (await db.insert(subscriptions).values(row).returning())[0]!,

    update: async (id: string, changes: Partial<NewSubscriptionRow>, at: Date) =>
      (
        await db
          .update(subscriptions)
          .set({ ...changes, updatedAt: at })
          .where(eq(subscriptions.id, id))
          .returning()
      )[0],

    /** Live subscriptions whose period (or trial) has ended. */
    findDue: (at: Date, limit: number) =>
      db
        .select()
        .from(subscriptions)
        .where(and(inArray(subscriptions.status, [...liveStatuses]), lte(subscriptions.currentPeriodEnd, at)))
        .orderBy(subscriptions.currentPeriodEnd)
        .limit(limit),

    /** Claims a renewal charge attempt: at most one per subscription per `minGapMs`, across processes. */
    claimChargeAttempt: async (id: string, at: Date, minGapMs: number) =>
      (
        await db
          .update(subscriptions)
          .set({ lastChargeAttemptAt: at })
          .where(
            and(
              eq(subscriptions.id, id),
              or(
                isNull(subscriptions.lastChargeAttemptAt),
                lte(subscriptions.lastChargeAttemptAt, new Date(at.getTime() - minGapMs)),
              ),
            ),
          )
          .returning()
      ).length === 1,
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
