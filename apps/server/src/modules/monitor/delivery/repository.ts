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
  isNull,
  lt,
  or,
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

    /**
     * Alert mails sent or reserved for the member since a time, oldest first: each own mail (sent or
     * queued), and each summary (sent or being sent) once.
     */
    async mailsSince(userId: string, since: Date, within: Db = db): Promise<Date[]> {
      const rows = await within
        .select({ status: alertEmails.status, sentAt: alertEmails.sentAt })
        .from(alertEmails)
        .where(and(eq(alertEmails.userId, userId), gte(alertEmails.sentAt, since)));
      const summaries = new Set<number>();
      const mails: number[] = [];
      for (const row of rows) {
        if (!row.sentAt) continue;
        if (row.status === 'sent' || row.status === 'queued') mails.push(row.sentAt.getTime());
        else if (!summaries.has(row.sentAt.getTime())) {
          summaries.add(row.sentAt.getTime());
          mails.push(row.sentAt.getTime());
        }
      }
      return mails.sort((a, b) => a - b).map((time) => new Date(time));
    },

    /** A firing's mail: `queued` reserves its slot in the hour (`at`), `held` waits for a summary. */
    async recordEmail(
      row: { userId: string; firingId: number; status: 'queued' | 'held'; at: Date },
      within: Db = db,
    ): Promise<void> {
      await within
        .insert(alertEmails)
        .values({
          userId: row.userId,
          firingId: row.firingId,
          status: row.status,
          createdAt: row.at,
          sentAt: row.status === 'queued' ? row.at : null,
        })
        .onConflictDoNothing();
    },

    /**
     * Takes a queued mail for sending: true for one caller only, until it is sent, released, or its
     * claim is older than `staleBefore` (a sender that stopped midway).
     */
    async claimQueued(firingId: number, at: Date, staleBefore: Date): Promise<boolean> {
      const claimed = await db
        .update(alertEmails)
        .set({ claimedAt: at })
        .where(
          and(
            eq(alertEmails.firingId, firingId),
            eq(alertEmails.status, 'queued'),
            or(isNull(alertEmails.claimedAt), lt(alertEmails.claimedAt, staleBefore)),
          ),
        )
        .returning({ id: alertEmails.id });
      return claimed.length > 0;
    },

    /** The claimed mail went: `sent` at that time (the hour's window counts from it). */
    async markSent(firingId: number, at: Date): Promise<void> {
      await db
        .update(alertEmails)
        .set({ status: 'sent', sentAt: at, claimedAt: null })
        .where(and(eq(alertEmails.firingId, firingId), eq(alertEmails.status, 'queued')));
    },

    /** Gives claimed rows back after a failed send, for the job's retry. */
    async releaseClaim(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(alertEmails)
        .set({ claimedAt: null })
        .where(inArray(alertEmails.id, [...ids]));
    },

    held(userId: string, within: Db = db) {
      return within
        .select()
        .from(alertEmails)
        .where(and(eq(alertEmails.userId, userId), eq(alertEmails.status, 'held')))
        .orderBy(asc(alertEmails.id));
    },

    /** Whether a summary of the member's is reserved and not yet sent. */
    async summaryPending(userId: string, within: Db = db): Promise<boolean> {
      const [row] = await within
        .select({ id: alertEmails.id })
        .from(alertEmails)
        .where(and(eq(alertEmails.userId, userId), eq(alertEmails.status, 'summarising')))
        .limit(1);
      return row !== undefined;
    },

    /** Reserves a summary of these held rows: its slot in the hour is `at`. */
    async reserveSummary(ids: readonly number[], at: Date, within: Db = db): Promise<void> {
      if (ids.length === 0) return;
      await within
        .update(alertEmails)
        .set({ status: 'summarising', sentAt: at, claimedAt: null })
        .where(and(inArray(alertEmails.id, [...ids]), eq(alertEmails.status, 'held')));
    },

    /** Takes the member's reserved summary for sending (as claimQueued): its rows, or none. */
    async claimSummary(userId: string, at: Date, staleBefore: Date) {
      return db
        .update(alertEmails)
        .set({ claimedAt: at })
        .where(
          and(
            eq(alertEmails.userId, userId),
            eq(alertEmails.status, 'summarising'),
            or(isNull(alertEmails.claimedAt), lt(alertEmails.claimedAt, staleBefore)),
          ),
        )
        .returning({ id: alertEmails.id, firingId: alertEmails.firingId });
    },

    async markSummarised(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(alertEmails)
        .set({ status: 'summarised', sentAt: at, claimedAt: null })
        .where(and(inArray(alertEmails.id, [...ids]), eq(alertEmails.status, 'summarising')));
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

    /** Webhooks whose secret is still stored as given (rows from before secrets were sealed). */
    webhooksWithSecretNotLike(prefix: string) {
      return db
        .select({ id: alertWebhooks.id, secret: alertWebhooks.secret })
        .from(alertWebhooks)
        .where(sql`${alertWebhooks.secret} not like ${`${prefix}%`}`);
    },

    /** Replaces a stored secret only while it is still the value read (a concurrent seal wins). */
    async replaceSecret(id: string, was: string, sealed: string): Promise<void> {
      await db
        .update(alertWebhooks)
        .set({ secret: sealed })
        .where(and(eq(alertWebhooks.id, id), eq(alertWebhooks.secret, was)));
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
