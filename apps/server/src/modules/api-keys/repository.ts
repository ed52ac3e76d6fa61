import {
  and,
  apiKeys,
  apiUsageDaily,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type Db,
} from '@alphadesk/db';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The module's two tables: keys (hashed) and calls per member and Taipei day. */
export function createApiKeyRepository(db: Db) {
  return {
    insert: async (row: typeof apiKeys.$inferInsert) =>
      (await db.insert(apiKeys).values(row).returning())[0]!,
    listOf: (userId: string) =>
      db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt)),
    countActive: async (userId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      )[0]?.n ?? 0,
    /** Revokes the owner's key; false when it is not theirs, missing or already revoked. */
    revoke: async (userId: string, id: string, at: Date) =>
      (
        await db
          .update(apiKeys)
          .set({ revokedAt: at })
          .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
          .returning({ id: apiKeys.id })
      ).length > 0,
    findOwned: async (userId: string, id: string) =>
      (
        await db
          .select()
          .from(apiKeys)
          .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
      )[0],
    /** A live key by the hash of its secret (never looked up by the secret itself). */
    findLive: async (hash: string) =>
      (
        await db
          .select()
          .from(apiKeys)
          .where(and(eq(apiKeys.keyHash, hash), isNull(apiKeys.revokedAt)))
      )[0],
    /** Last use at minute precision: at most one write a minute per key. */
    touch: async (id: string, at: Date) => {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
          ),
        );
    },
    /**
     * Counts one call against the day's limit in one statement, so parallel calls in any number of
     * processes never pass it: the new count, or null when the limit was already reached.
     */
    countCall: async (userId: string, day: string, limit: number): Promise<number | null> => {
      if (limit <= 0) return null;
      const rows = await db
        .insert(apiUsageDaily)
        .values({ userId, day, calls: 1 })
        .onConflictDoUpdate({
          target: [apiUsageDaily.userId, apiUsageDaily.day],
          set: { calls: sql`${apiUsageDaily.calls} + 1` },
          setWhere: sql`${apiUsageDaily.calls} < ${limit}`,
        })
        .returning({ calls: apiUsageDaily.calls });
      return rows[0]?.calls ?? null;
    },
    /** Calls today and since the month's first day, per member. */
    usageOf: async (userIds: readonly string[], today: string, monthStart: string) => {
      if (userIds.length === 0) return new Map<string, { today: number; month: number }>();
      const rows = await db
        .select({
          userId: apiUsageDaily.userId,
          today: sql<number>`coalesce(sum(${apiUsageDaily.calls}) filter (where ${apiUsageDaily.day} = ${today}), 0)::int`,
          month: sql<number>`coalesce(sum(${apiUsageDaily.calls}), 0)::int`,
        })
        .from(apiUsageDaily)
        .where(and(inArray(apiUsageDaily.userId, [...userIds]), gte(apiUsageDaily.day, monthStart)))
        .groupBy(apiUsageDaily.userId);
      return new Map(rows.map((row) => [row.userId, { today: row.today, month: row.month }]));
    },
  };
}
export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
