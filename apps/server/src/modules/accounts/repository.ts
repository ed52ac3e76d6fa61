import {
  and,
  eq,
  gt,
  gte,
  ne,
  inArray,
  isNull,
  loginFailures,
  passwordResets,
  sessions,
  sql,
  users,
  type Db,
} from '@alphadesk/db';

import type { SessionChange, SessionChanges } from './session-cache.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

function accountQueries(db: Db, changes: SessionChanges | null) {
  const changed = async (change: SessionChange) => {
    await changes?.changed(db, change);
  };
  return {
    findUserById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0],
    tiersOf: (ids: readonly string[]) =>
      db
        .select({ id: users.id, tier: users.tier })
        .from(users)
        .where(inArray(users.id, [...ids])),
    findUserByEmail: async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0],
    findUserByGoogleSubject: async (subject: string) =>
      (await db.select().from(users).where(eq(users.googleSubject, subject)))[0],
    insertUser: async (row: NewUserRow) => (await db.insert(users).values(row).returning())[0]!,
    updateUser: async (id: string, fields: Partial<NewUserRow>) => {
      const [row] = await db
        .update(users)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await changed({ userId: id });
      return row;
    },

    insertSession: async (row: typeof sessions.$inferInsert) =>
      (await db.insert(sessions).values(row).returning())[0]!,
    findSessionByTokenHash: async (tokenHash: string) =>
      (await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0],
    /** Marks a token used; false when another request rotated it first. */
    markRotated: async (id: string, at: Date) =>
      (
        await db
          .update(sessions)
          .set({ rotatedAt: at })
          .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id })
      ).length === 1,
    revokeFamily: async (familyId: string, reason: string, at: Date) => {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
      await changed({ familyId });
    },
    revokeUserFamilies: async (userId: string, reason: string, at: Date, keepFamilyId?: string) => {
      const condition = keepFamilyId
        ? and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            sql`${sessions.familyId} <> ${keepFamilyId}`,
          )
        : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db.update(sessions).set({ revokedAt: at, revokedReason: reason }).where(condition);
      await changed({ userId });
    },
    /**
     * The user of a live session family (not revoked, not expired) and when that session ends, for
     * every authenticated request the session cache does not answer.
     */
    findLiveSessionUser: async (familyId: string, userId: string, at: Date) =>
      (
        await db
          .select({
            id: users.id,
            kind: users.kind,
            tier: users.tier,
            sessionExpiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              eq(sessions.familyId, familyId),
              eq(sessions.userId, userId),
              isNull(sessions.revokedAt),
              isNull(sessions.rotatedAt),
              gt(sessions.expiresAt, at),
              ne(users.status, 'suspended'),
              isNull(users.deletedAt),
            ),
          )
          .limit(1)
      )[0],

    insertPasswordReset: (row: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(row),
    countResetsSince: async (userId: string, since: Date) =>
      (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, userId), gte(passwordResets.createdAt, since)))
      )[0]?.count ?? 0,
    /** Consumes a reset token once: returns its user id, or undefined if unknown, used or expired. */
    consumePasswordReset: async (tokenHash: string, at: Date) =>
      (
        await db
          .update(passwordResets)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, at),
            ),
          )
          .returning({ userId: passwordResets.userId })
      )[0]?.userId,

    loginFailures: (keys: string[]) =>
      db.select().from(loginFailures).where(inArray(loginFailures.key, keys)),
    recordLoginFailure: (key: string, at: Date) =>
      db
        .insert(loginFailures)
        .values({ key, failures: 1, lastFailedAt: at })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: at },
        }),
    clearLoginFailures: (key: string) => db.delete(loginFailures).where(eq(loginFailures.key, key)),
  };
}

export type AccountRepository = ReturnType<typeof accountQueries> & {
  /** Runs `run` in one transaction, with a repository bound to it. */
  transaction<T>(run: (repository: AccountRepository) => Promise<T>): Promise<T>;
  /** The same repository on another handle (the caller's transaction). */
  bound(db: Db): AccountRepository;
};

/** Persistence of accounts, sessions, reset tokens and sign-in failures. */
export function createAccountRepository(db: Db, changes: SessionChanges | null = null): AccountRepository {
  return {
    ...accountQueries(db, changes),
    transaction: (run) => db.transaction((tx) => run(createAccountRepository(tx as unknown as Db, changes))),
    bound: (other) => createAccountRepository(other, changes),
  };
}
