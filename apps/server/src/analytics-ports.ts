import { analyses, and, eq, gte, lt, orders, payments, sessions, users, type Db } from '@alphadesk/db';
import type { AnalyticsSources } from './modules/flags/index.ts';

/**
 * The stored events advanced analytics reads, composed here from the records of payments
 * (completed payments), accounts (member signups, sessions started) and analysis (analyses
 * requested). Read only, instants and ids only: no personal data leaves these queries.
 */
export function analyticsSources(db: Db): AnalyticsSources {
  return {
    async payments(from, to) {
      const rows = await db
        .select({ userId: orders.userId, amount: payments.amount, at: payments.paidAt })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(gte(payments.paidAt, from), lt(payments.paidAt, to)));
      return rows;
    },
    async signups(from, to) {
      return db
        .select({ id: users.id, signedUpAt: users.createdAt })
        .from(users)
        .where(and(eq(users.kind, 'member'), gte(users.createdAt, from), lt(users.createdAt, to)));
    },
    async activity(from, to) {
      const [signIns, requested] = await Promise.all([
        db
          .select({ userId: sessions.userId, at: sessions.createdAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(users.kind, 'member'), gte(sessions.createdAt, from), lt(sessions.createdAt, to))),
        db
          .select({ userId: analyses.userId, at: analyses.createdAt })
          .from(analyses)
          .innerJoin(users, eq(users.id, analyses.userId))
          .where(and(eq(users.kind, 'member'), gte(analyses.createdAt, from), lt(analyses.createdAt, to))),
      ]);
      return [...signIns, ...requested];
    },
    async analyses(from, to) {
      return db
        .select({ userId: analyses.userId, at: analyses.createdAt })
        .from(analyses)
        .where(and(gte(analyses.createdAt, from), lt(analyses.createdAt, to)));
    },
  };
}
