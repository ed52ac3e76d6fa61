import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffNotifications, type Db } from '@alphadesk/db';
import type { NotificationCategory } from '@alphadesk/contracts';

export type NotificationRow = typeof staffNotifications.$inferSelect;
export type NewNotification = Omit<typeof staffNotifications.$inferInsert, 'id' | 'recipientId' | 'readAt'>;

/** This module's table only; every read and change is scoped to one recipient. */
export function createNotificationRepository(db: Db) {
  const own = (recipientId: string, id: number) =>
    and(eq(staffNotifications.recipientId, recipientId), eq(staffNotifications.id, id));
  return {
    /** One row per recipient, in one statement. */
    async insertFor(recipients: readonly string[], row: NewNotification): Promise<NotificationRow[]> {
      if (recipients.length === 0) return [];
      return db
        .insert(staffNotifications)
        .values(recipients.map((recipientId) => ({ ...row, recipientId })))
        .returning();
    },
    async list(
      recipientId: string,
      filter: { category?: NotificationCategory; limit: number; afterId?: number },
    ) {
      return db
        .select()
        .from(staffNotifications)
        .where(
          and(
            eq(staffNotifications.recipientId, recipientId),
            filter.category ? eq(staffNotifications.category, filter.category) : undefined,
            filter.afterId !== undefined ? gt(staffNotifications.id, filter.afterId) : undefined,
          ),
        )
        .orderBy(desc(staffNotifications.id))
        .limit(filter.limit);
    },
    async unreadByCategory(recipientId: string): Promise<Map<NotificationCategory, number>> {
      const rows = await db
        .select({ category: staffNotifications.category, n: count() })
        .from(staffNotifications)
        .where(and(eq(staffNotifications.recipientId, recipientId), isNull(staffNotifications.readAt)))
        .groupBy(staffNotifications.category);
      return new Map(rows.map((row) => [row.category, Number(row.n)]));
    },
    async markAllRead(recipientId: string, at: Date): Promise<number> {
      const rows = await db
        .update(staffNotifications)
        .set({ readAt: at })
        .where(and(eq(staffNotifications.recipientId, recipientId), isNull(staffNotifications.readAt)))
        .returning({ id: staffNotifications.id });
      return rows.length;
    },
    /** Marks one of the recipient's own notifications read; false when it is not theirs or gone. */
    async markRead(recipientId: string, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffNotifications)
        .set({ readAt: sql`coalesce(${staffNotifications.readAt}, ${at})` })
        .where(own(recipientId, id))
        .returning({ id: staffNotifications.id });
      return rows.length === 1;
    },
    async remove(recipientId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(staffNotifications)
        .where(own(recipientId, id))
        .returning({ id: staffNotifications.id });
      return rows.length === 1;
    },
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
