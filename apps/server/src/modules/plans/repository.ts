import { asc, eq, plans, type Db } from '@alphadesk/db';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;

export function createPlanRepository(db: Db) {
  return {
    listAll: () => db.select().from(plans).orderBy(asc(plans.sortOrder)),
    /** Writes staff's edit; runs inside the caller's transaction when given its handle. */
    update: async (id: string, changes: Partial<NewPlanRow>, at: Date) =>
      (
        await db
          .update(plans)
          .set({ ...changes, updatedAt: at })
          .where(eq(plans.id, id))
          .returning()
      )[0],
    listActive: () => db.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder)),
    findById: async (id: string) => (await db.select().from(plans).where(eq(plans.id, id)))[0],
    /** Inserts plans that do not exist yet; existing rows (possibly edited by staff) are left alone. */
    insertMissing: async (rows: NewPlanRow[]) => {
      if (rows.length) await db.insert(plans).values(rows).onConflictDoNothing({ target: plans.id });
    },
  };
}
export type PlanRepository = ReturnType<typeof createPlanRepository>;
