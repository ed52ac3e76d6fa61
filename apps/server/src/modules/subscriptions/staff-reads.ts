import { asc, eq, subscriptions, type Db } from '@alphadesk/db';

/** A membership as the back-office sees it (no card token or hash: only the last four digits). */
export interface StaffSubscription {
  id: string;
  userId: string;
  planId: 'free' | 'gold' | 'diamond';
  billingCycle: 'monthly' | 'yearly';
  status: 'trialing' | 'active' | 'past_due' | 'cancelled' | 'expired';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** A card is bound, so the renewal charges it without the member. */
  cardBound: boolean;
  cardLast4: string | null;
  trialEndsAt: Date | null;
  endedAt: Date | null;
  createdAt: Date;
}

type Row = typeof subscriptions.$inferSelect;
const present = (row: Row): StaffSubscription => ({
  id: row.id,
  userId: row.userId,
  planId: row.planId,
  billingCycle: row.billingCycle,
  status: row.status,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  cardBound: row.cardHash !== null,
  cardLast4: row.cardLast4,
  trialEndsAt: row.trialEndsAt,
  endedAt: row.endedAt,
  createdAt: row.createdAt,
});

export async function readAllSubscriptions(db: Db): Promise<StaffSubscription[]> {
  return (await db.select().from(subscriptions).orderBy(asc(subscriptions.currentPeriodEnd))).map(present);
}

export async function readSubscription(db: Db, id: string): Promise<StaffSubscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ? present(row) : null;
}
