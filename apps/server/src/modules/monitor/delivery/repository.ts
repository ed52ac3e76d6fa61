import {
  alertDeliverySettings,
  alertEmails,
  alertFirings,
  alertWebhookAttempts,
  alertWebhookDeliveries,
  alertWebhooks,
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  sql,
  type Db,
} from '@alphadesk/db';

export type WebhookRow = typeof alertWebhooks.$inferSelect;
export type DeliveryRow = typeof alertWebhookDeliveries.$inferSelect;
export type AttemptRow = typeof alertWebhookAttempts.$inferSelect;
export type FiringRow = typeof alertFirings.$inferSelect;

/** The delivery tables. Every member read is scoped by the owner. */
export function createDeliveryRepository(db: Db) {
  return {
    /** Runs `work` with the member's alert mails serialised (the hourly count cannot be overtaken). */
    lockedForUser<T>(userId: string, work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-mail:${userId}`}))`);
        return work(tx as unknown as Db);
      });
    },

    async emailEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ enabled: alertDeliverySettings.emailEnabled })
        .from(alertDeliverySettings)
        .where(eq(alertDeliverySettings.userId, userId));
      return row?.enabled ?? false;
    },

    async setEmailEnabled(userId: string, enabled: boolean, at: Date): Promise<void> {
      await db
        .insert(alertDeliverySettings)
        .values({ userId, emailEnabled: enabled, updatedAt: at })
        .onConflictDoUpdate({
          target: alertDeliverySettings.userId,
          set: { emailEnabled: enabled, updatedAt: at },
        });
    },

    async firing(id: number): Promise<FiringRow | undefined> {
      return (await db.select().from(alertFirings).where(eq(alertFirings.id, id)))[0];
    },

    firings(ids: readonly number[], within: Db = db): Promise<FiringRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return within
        .select()
        .from(alertFirings)
        .where(inArray(alertFirings.id, [...ids]))
        .orderBy(asc(alertFirings.id));
    },

    async emailOf(firingId: number, within: Db = db) {
      return (await within.select().from(alertEmails).where(eq(alertEmails.firingId, firingId)))[0];
    },

    /** Alert mails sent to the member since a time, oldest first: each own mail, and each summary once. */
    async mailsSince(userId: string, since: Date, within: Db = db): Promise<Date[]> {
      const rows = await within
        .select({ status: alertEmails.status, sentAt: alertEmails.sentAt })
        .from(alertEmails)
        .where(and(eq(alertEmails.userId, userId), gte(alertEmails.sentAt, since)));
      const summaries = new Set<number>();
      const mails: number[] = [];
      for (const row of rows) {
        if (!row.sentAt) continue;
        if (row.status === 'sent') mails.push(row.sentAt.getTime());
        else if (!summaries.has(row.sentAt.getTime())) {
          summaries.add(row.sentAt.getTime());
          mails.push(row.sentAt.getTime());
        }
      }
      return mails.sort((a, b) => a - b).map((time) => new Date(time));
    },

    async recordEmail(
      row: { userId: string; firingId: number; status: 'sent' | 'held'; at: Date },
      within: Db = db,
    ): Promise<void> {
      await within
        .insert(alertEmails)
        .values({
          userId: row.userId,
          firingId: row.firingId,
          status: row.status,
          createdAt: row.at,
          sentAt: row.status === 'sent' ? row.at : null,
        })
        .onConflictDoNothing();
    },

    held(userId: string, within: Db = db) {
      return within
        .select()
        .from(alertEmails)
        .where(and(eq(alertEmails.userId, userId), eq(alertEmails.status, 'held')))
        .orderBy(asc(alertEmails.id));
    },

    async markSummarised(ids: readonly number[], at: Date, within: Db = db): Promise<void> {
      if (ids.length === 0) return;
      await within
        .update(alertEmails)
        .set({ status: 'summarised', sentAt: at })
        .where(inArray(alertEmails.id, [...ids]));
    },

    async webhookOf(userId: string): Promise<WebhookRow | undefined> {
      return (await db.select().from(alertWebhooks).where(eq(alertWebhooks.userId, userId)))[0];
    },

    /** The new webhook, or null when the member already has one. */
    async insertWebhook(row: WebhookRow): Promise<WebhookRow | null> {
      const [created] = await db.insert(alertWebhooks).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async deleteWebhook(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(alertWebhooks)
        .where(and(eq(alertWebhooks.id, id), eq(alertWebhooks.userId, userId)))
        .returning({ id: alertWebhooks.id });
      return removed.length > 0;
    },

    /** A new delivery of a firing to a webhook; null when it already exists (a repeated notice). */
    async insertDelivery(row: Omit<typeof alertWebhookDeliveries.$inferInsert, 'id'>) {
      const [created] = await db.insert(alertWebhookDeliveries).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async delivery(id: number) {
      const [row] = await db
        .select({ delivery: alertWebhookDeliveries, webhook: alertWebhooks, firing: alertFirings })
        .from(alertWebhookDeliveries)
        .innerJoin(alertWebhooks, eq(alertWebhooks.id, alertWebhookDeliveries.webhookId))
        .innerJoin(alertFirings, eq(alertFirings.id, alertWebhookDeliveries.firingId))
        .where(eq(alertWebhookDeliveries.id, id));
      return row;
    },

    /** Logs one attempt and moves the delivery on, in one transaction. */
    async recordAttempt(
      attempt: Omit<typeof alertWebhookAttempts.$inferInsert, 'id'>,
      outcome: { status: DeliveryRow['status']; finishedAt: Date | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(alertWebhookAttempts).values(attempt).onConflictDoNothing();
        await tx
          .update(alertWebhookDeliveries)
          .set({ attempts: attempt.attempt, ...outcome })
          .where(eq(alertWebhookDeliveries.id, attempt.deliveryId));
      });
    },

    /** The member's newest deliveries to one of their webhooks, with their attempts. */
    async deliveries(userId: string, webhookId: string, limit: number) {
      const rows = await db
        .select({
          delivery: alertWebhookDeliveries,
          alertId: alertFirings.alertId,
          symbol: alertFirings.symbol,
        })
        .from(alertWebhookDeliveries)
        .innerJoin(alertFirings, eq(alertFirings.id, alertWebhookDeliveries.firingId))
        .where(
          and(eq(alertWebhookDeliveries.userId, userId), eq(alertWebhookDeliveries.webhookId, webhookId)),
        )
        .orderBy(desc(alertWebhookDeliveries.id))
        .limit(limit);
      const attempts = rows.length
        ? await db
            .select()
            .from(alertWebhookAttempts)
            .where(
              inArray(
                alertWebhookAttempts.deliveryId,
                rows.map((row) => row.delivery.id),
              ),
            )
            .orderBy(asc(alertWebhookAttempts.attempt))
        : [];
      return rows.map((row) => ({
        ...row,
        attempts: attempts.filter((attempt) => attempt.deliveryId === row.delivery.id),
      }));
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
