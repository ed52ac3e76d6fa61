import { and, desc, eq, isNull, personalityResults, personalitySessions, sql, type Db } from '@alphadesk/db';

export type SessionRow = typeof personalitySessions.$inferSelect;
export type ResultRow = typeof personalityResults.$inferSelect;

/** This module's tables only. Every read of a session or result is scoped by its owner. */
export function createPersonalityRepository(db: Db) {
  return {
    async insertSession(row: typeof personalitySessions.$inferInsert): Promise<void> {
      await db.insert(personalitySessions).values(row);
    },

    async findOwnedSession(userId: string, id: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(personalitySessions)
        .where(and(eq(personalitySessions.id, id), eq(personalitySessions.userId, userId)));
      return row;
    },

    /**
     * Saves the next step only if the question answered is still the pending one, so two answers
     * to the same question racing each other record one. False when the other one won.
     */
    async advanceSession(
      id: string,
      answeredQuestionId: string,
      changes: Pick<
        SessionRow,
        'answers' | 'pendingQuestionId' | 'rechecked' | 'recheckRule' | 'completedAt'
      >,
    ): Promise<boolean> {
      const updated = await db
        .update(personalitySessions)
        .set(changes)
        .where(
          and(
            eq(personalitySessions.id, id),
            eq(personalitySessions.pendingQuestionId, answeredQuestionId),
            isNull(personalitySessions.completedAt),
          ),
        )
        .returning({ id: personalitySessions.id });
      return updated.length === 1;
    },

    async completeSession(
      id: string,
      answeredQuestionId: string,
      changes: Pick<SessionRow, 'answers' | 'rechecked' | 'completedAt'>,
      result: (distribution: { below: number; total: number }) => typeof personalityResults.$inferInsert,
      ownDisciplineScore: number,
      userId: string,
    ): Promise<ResultRow | null> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(personalitySessions)
          .set({ ...changes, pendingQuestionId: null, recheckRule: null })
          .where(
            and(
              eq(personalitySessions.id, id),
              eq(personalitySessions.pendingQuestionId, answeredQuestionId),
              isNull(personalitySessions.completedAt),
            ),
          )
          .returning({ id: personalitySessions.id });
        if (updated.length !== 1) return null;
        const distribution = await disciplineDistribution(tx as unknown as Db, ownDisciplineScore, userId);
        const [row] = await tx.insert(personalityResults).values(result(distribution)).returning();
        return row!;
      });
    },

    async latestResult(userId: string): Promise<ResultRow | undefined> {
      const [row] = await db
        .select()
        .from(personalityResults)
        .where(eq(personalityResults.userId, userId))
        .orderBy(desc(personalityResults.createdAt), desc(personalityResults.id))
        .limit(1);
      return row;
    },
  };
}
export type PersonalityRepository = ReturnType<typeof createPersonalityRepository>;

/**
 * Among every other taker's latest result (one per person, so retakes do not weigh anyone
 * twice), how many discipline scores are below this one, and how many there are.
 */
async function disciplineDistribution(
  db: Db,
  score: number,
  userId: string,
): Promise<{ below: number; total: number }> {
  const latest = db
    .selectDistinctOn([personalityResults.userId], { score: personalityResults.disciplineScore })
    .from(personalityResults)
    .where(sql`${personalityResults.userId} <> ${userId}`)
    .orderBy(personalityResults.userId, desc(personalityResults.createdAt), desc(personalityResults.id))
    .as('latest');
  const [row] = await db
    .select({
      below: sql<number>`count(*) filter (where ${latest.score} < ${score})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(latest);
  return { below: row?.below ?? 0, total: row?.total ?? 0 };
}
