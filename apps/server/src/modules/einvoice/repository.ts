import {
  and,
  asc,
  desc,
  eq,
  einvoiceAdjustments,
  einvoicePreferences,
  einvoices,
  gte,
  inArray,
  lt,
  or,
  sql,
  type Db,
} from '@alphadesk/db';

export type PreferenceRow = typeof einvoicePreferences.$inferSelect;
export type EinvoiceRow = typeof einvoices.$inferSelect;
export type AdjustmentRow = typeof einvoiceAdjustments.$inferSelect;

/** The e-invoice module's tables. */
export function createEinvoiceRepository(db: Db) {
  return {
    async preferenceOf(userId: string): Promise<PreferenceRow | null> {
      const [row] = await db.select().from(einvoicePreferences).where(eq(einvoicePreferences.userId, userId));
      return row ?? null;
    },

    async savePreference(row: PreferenceRow): Promise<void> {
      const { userId, ...change } = row;
      await db
        .insert(einvoicePreferences)
        .values(row)
        .onConflictDoUpdate({ target: einvoicePreferences.userId, set: { ...change, userId } });
    },

    /** The pending invoice of a completed payment; nothing when the order has one already. */
    async insertPending(row: typeof einvoices.$inferInsert): Promise<void> {
      await db.insert(einvoices).values(row).onConflictDoNothing({ target: einvoices.orderNumber });
    },

    async byOrder(orderNumber: string): Promise<EinvoiceRow | null> {
      const [row] = await db.select().from(einvoices).where(eq(einvoices.orderNumber, orderNumber));
      return row ?? null;
    },

    async byId(id: string): Promise<EinvoiceRow | null> {
      const [row] = await db.select().from(einvoices).where(eq(einvoices.id, id));
      return row ?? null;
    },

    async ofUser(userId: string): Promise<EinvoiceRow[]> {
      return db
        .select()
        .from(einvoices)
        .where(eq(einvoices.userId, userId))
        .orderBy(desc(einvoices.createdAt));
    },

    async noteAttempt(id: string, error: string | null): Promise<void> {
      await db
        .update(einvoices)
        .set({ attempts: sql`${einvoices.attempts} + 1`, lastError: error })
        .where(eq(einvoices.id, id));
    },

    /** Records the provider's invoice; false when it was recorded already (only pending rows change). */
    async markIssued(
      id: string,
      issued: { invoiceNumber: string; invoiceDate: Date; randomNumber: string; at: Date; voided?: boolean },
    ): Promise<boolean> {
      const rows = await db
        .update(einvoices)
        .set({
          status: issued.voided ? 'voided' : 'issued',
          invoiceNumber: issued.invoiceNumber,
          invoiceDate: issued.invoiceDate,
          randomNumber: issued.randomNumber,
          issuedAt: issued.at,
          voidedAt: issued.voided ? issued.at : null,
          lastError: null,
        })
        .where(and(eq(einvoices.id, id), eq(einvoices.status, 'pending')))
        .returning({ id: einvoices.id });
      return rows.length === 1;
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(einvoices)
        .set({ status: 'failed', lastError: error })
        .where(and(eq(einvoices.id, id), eq(einvoices.status, 'pending')));
    },

    async pendingBefore(before: Date, limit: number): Promise<EinvoiceRow[]> {
      return db
        .select()
        .from(einvoices)
        .where(and(eq(einvoices.status, 'pending'), lt(einvoices.createdAt, before)))
        .orderBy(asc(einvoices.createdAt))
        .limit(limit);
    },

    async insertAdjustment(row: typeof einvoiceAdjustments.$inferInsert): Promise<void> {
      await db
        .insert(einvoiceAdjustments)
        .values(row)
        .onConflictDoNothing({ target: einvoiceAdjustments.refundId });
    },

    async adjustmentOfRefund(refundId: string): Promise<AdjustmentRow | null> {
      const [row] = await db
        .select()
        .from(einvoiceAdjustments)
        .where(eq(einvoiceAdjustments.refundId, refundId));
      return row ?? null;
    },

    async adjustmentsOf(einvoiceIds: string[]): Promise<AdjustmentRow[]> {
      if (!einvoiceIds.length) return [];
      return db
        .select()
        .from(einvoiceAdjustments)
        .where(inArray(einvoiceAdjustments.einvoiceId, einvoiceIds))
        .orderBy(asc(einvoiceAdjustments.createdAt));
    },

    async noteAdjustmentAttempt(id: string, error: string | null): Promise<void> {
      await db
        .update(einvoiceAdjustments)
        .set({ attempts: sql`${einvoiceAdjustments.attempts} + 1`, lastError: error })
        .where(eq(einvoiceAdjustments.id, id));
    },

    /** Completes an adjustment (and voids its invoice for a void) in one transaction. */
    async completeAdjustment(
      adjustment: AdjustmentRow,
      done: { kind: 'void' | 'allowance'; allowanceNumber: string | null; at: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(einvoiceAdjustments)
          .set({
            status: 'done',
            kind: done.kind,
            allowanceNumber: done.allowanceNumber,
            doneAt: done.at,
            lastError: null,
          })
          .where(and(eq(einvoiceAdjustments.id, adjustment.id), eq(einvoiceAdjustments.status, 'pending')))
          .returning({ id: einvoiceAdjustments.id });
        if (rows.length !== 1) return false;
        if (done.kind === 'void') {
          await tx
            .update(einvoices)
            .set({ status: 'voided', voidedAt: done.at })
            .where(eq(einvoices.id, adjustment.einvoiceId));
        }
        return true;
      });
    },

    async failAdjustment(id: string, error: string): Promise<void> {
      await db
        .update(einvoiceAdjustments)
        .set({ status: 'failed', lastError: error })
        .where(and(eq(einvoiceAdjustments.id, id), eq(einvoiceAdjustments.status, 'pending')));
    },

    async pendingAdjustmentsBefore(before: Date, limit: number): Promise<AdjustmentRow[]> {
      return db
        .select()
        .from(einvoiceAdjustments)
        .where(and(eq(einvoiceAdjustments.status, 'pending'), lt(einvoiceAdjustments.createdAt, before)))
        .orderBy(asc(einvoiceAdjustments.createdAt))
        .limit(limit);
    },

    /** The finance listing: invoices made from `from` on, newest first, optionally of one status. */
    async finance(query: {
      status?: EinvoiceRow['status'] | 'allowance';
      from?: Date;
      search?: string;
      limit: number;
      offset: number;
    }) {
      const allowed = db
        .select({ id: einvoiceAdjustments.einvoiceId })
        .from(einvoiceAdjustments)
        .where(and(eq(einvoiceAdjustments.kind, 'allowance'), eq(einvoiceAdjustments.status, 'done')));
      const search = query.search?.toUpperCase();
      const conditions = [
        query.status === 'allowance' ? inArray(einvoices.id, allowed) : undefined,
        query.status && query.status !== 'allowance' ? eq(einvoices.status, query.status) : undefined,
        query.from ? gte(einvoices.createdAt, query.from) : undefined,
        search ? or(eq(einvoices.invoiceNumber, search), eq(einvoices.orderNumber, search)) : undefined,
      ].filter((condition) => condition !== undefined);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(einvoices)
          .where(where)
          .orderBy(desc(einvoices.createdAt), desc(einvoices.id))
          .limit(query.limit)
          .offset(query.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(einvoices)
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
export type EinvoiceRepository = ReturnType<typeof createEinvoiceRepository>;
