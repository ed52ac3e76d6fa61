import {
  and,
  count,
  desc,
  eq,
  experimentConversions,
  experimentExposures,
  experiments,
  featureFlags,
  featureFlagStates,
  sql,
  type Db,
} from '@alphadesk/db';

export type FlagRow = typeof featureFlags.$inferSelect;
export type FlagStateRow = typeof featureFlagStates.$inferSelect;
export type ExperimentRow = typeof experiments.$inferSelect;

/** Storage of flags, their per-environment states, experiments, exposures and conversions. */
export function createFlagsRepository(db: Db) {
  return {
    db,
    async flags(): Promise<{ flag: FlagRow; states: FlagStateRow[] }[]> {
      const rows = await db.select().from(featureFlags).orderBy(featureFlags.key);
      const states = await db.select().from(featureFlagStates);
      return rows.map((flag) => ({ flag, states: states.filter((state) => state.flagId === flag.id) }));
    },
    async flag(idOrKey: string): Promise<{ flag: FlagRow; states: FlagStateRow[] } | null> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrKey);
      const [flag] = await db
        .select()
        .from(featureFlags)
        .where(isUuid ? eq(featureFlags.id, idOrKey) : eq(featureFlags.key, idOrKey));
      if (!flag) return null;
      const states = await db.select().from(featureFlagStates).where(eq(featureFlagStates.flagId, flag.id));
      return { flag, states };
    },
    async insertFlag(row: typeof featureFlags.$inferInsert, within: Db = db): Promise<boolean> {
      const inserted = await within
        .insert(featureFlags)
        .values(row)
        .onConflictDoNothing({ target: featureFlags.key })
        .returning({ id: featureFlags.id });
      return inserted.length === 1;
    },
    async upsertState(row: typeof featureFlagStates.$inferInsert, within: Db = db): Promise<void> {
      await within
        .insert(featureFlagStates)
        .values(row)
        .onConflictDoUpdate({
          target: [featureFlagStates.flagId, featureFlagStates.environment],
          set: {
            enabled: row.enabled,
            rolloutBasisPoints: row.rolloutBasisPoints,
            targetTiers: row.targetTiers,
            emergencyReason: row.emergencyReason ?? null,
            emergencyBy: row.emergencyBy ?? null,
            emergencyAt: row.emergencyAt ?? null,
            updatedBy: row.updatedBy,
            updatedAt: row.updatedAt,
          },
        });
    },
    async updateFlagText(id: string, patch: { name?: string; description?: string }, within: Db = db) {
      if (patch.name === undefined && patch.description === undefined) return;
      await within.update(featureFlags).set(patch).where(eq(featureFlags.id, id));
    },

    async experiments(status?: ExperimentRow['status']): Promise<ExperimentRow[]> {
      return db
        .select()
        .from(experiments)
        .where(status ? eq(experiments.status, status) : undefined)
        .orderBy(desc(experiments.createdAt), experiments.key);
    },
    async experiment(id: string): Promise<ExperimentRow | null> {
      const [row] = await db.select().from(experiments).where(eq(experiments.id, id));
      return row ?? null;
    },
    async experimentByKey(key: string): Promise<ExperimentRow | null> {
      const [row] = await db.select().from(experiments).where(eq(experiments.key, key));
      return row ?? null;
    },
    async insertExperiment(row: typeof experiments.$inferInsert, within: Db = db): Promise<boolean> {
      const inserted = await within
        .insert(experiments)
        .values(row)
        .onConflictDoNothing({ target: experiments.key })
        .returning({ id: experiments.id });
      return inserted.length === 1;
    },
    async setExperimentStatus(
      id: string,
      from: ExperimentRow['status'],
      patch: Pick<ExperimentRow, 'status'> & Partial<Pick<ExperimentRow, 'startedAt' | 'endedAt'>>,
      within: Db = db,
    ): Promise<boolean> {
      const updated = await within
        .update(experiments)
        .set(patch)
        .where(and(eq(experiments.id, id), eq(experiments.status, from)))
        .returning({ id: experiments.id });
      return updated.length === 1;
    },
    /** Records the first exposure only; false when the member was already exposed. */
    async expose(row: typeof experimentExposures.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(experimentExposures)
        .values(row)
        .onConflictDoNothing()
        .returning({ userId: experimentExposures.userId });
      return inserted.length === 1;
    },
    /**
     * Converts the member in every running experiment they were exposed to before `at` and have not
     * converted in yet; returns how many conversions were written.
     */
    async convert(userId: string, orderNumber: string, amount: number, at: Date): Promise<number> {
      const result = (await db.execute(sql`
        insert into ${experimentConversions} (experiment_id, user_id, variant, order_number, amount, converted_at)
        select e.experiment_id, e.user_id, e.variant, ${orderNumber}, ${amount}, ${at.toISOString()}::timestamptz
        from ${experimentExposures} e
        join ${experiments} x on x.id = e.experiment_id and x.status = 'running'
        where e.user_id = ${userId} and e.exposed_at <= ${at.toISOString()}::timestamptz
        on conflict do nothing
        returning experiment_id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },
    async tallies(experimentId?: string) {
      const exposures = await db
        .select({
          experimentId: experimentExposures.experimentId,
          variant: experimentExposures.variant,
          n: count(),
        })
        .from(experimentExposures)
        .where(experimentId ? eq(experimentExposures.experimentId, experimentId) : undefined)
        .groupBy(experimentExposures.experimentId, experimentExposures.variant);
      const conversions = await db
        .select({
          experimentId: experimentConversions.experimentId,
          variant: experimentConversions.variant,
          n: count(),
        })
        .from(experimentConversions)
        .where(experimentId ? eq(experimentConversions.experimentId, experimentId) : undefined)
        .groupBy(experimentConversions.experimentId, experimentConversions.variant);
      return { exposures, conversions };
    },
  };
}
export type FlagsRepository = ReturnType<typeof createFlagsRepository>;
