import { and, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import { staffAccounts, staffLoginAttempts, staffSessions, type Db } from '@alphadesk/db';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** This module's tables only. */
export function createStaffRepository(db: Db) {
  return {
    async findByLogin(login: string): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(staffAccounts)
        .where(or(eq(staffAccounts.email, login), eq(staffAccounts.username, login)))
        .limit(1);
      return row ?? null;
    },
    async findById(id: string): Promise<StaffRow | null> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
      return row ?? null;
    },
    async activeRoles() {
      return db
        .select({ id: staffAccounts.id, role: staffAccounts.role })
        .from(staffAccounts)
        .where(eq(staffAccounts.status, 'active'));
    },
    async insert(row: typeof staffAccounts.$inferInsert): Promise<void> {
      await db.insert(staffAccounts).values(row);
    },
    async touchLogin(id: string, at: Date): Promise<void> {
      await db.update(staffAccounts).set({ lastLoginAt: at }).where(eq(staffAccounts.id, id));
    },
    /** Stores a new TOTP secret; `sealedSecret` is the secret sealed for this account (totp-secrets.ts). */
    async setTotp(id: string, sealedSecret: string, recoveryCodeHashes: string[], enabledAt: Date | null) {
      await db
        .update(staffAccounts)
        .set({ totpSecret: sealedSecret, recoveryCodeHashes, totpEnabledAt: enabledAt, totpLastStep: null })
        .where(eq(staffAccounts.id, id));
    },
    /** Replaces a TOTP secret stored before sealing with its sealed form, if nobody changed it since. */
    async replaceTotpSecret(id: string, was: string, sealed: string): Promise<void> {
      await db
        .update(staffAccounts)
        .set({ totpSecret: sealed })
        .where(and(eq(staffAccounts.id, id), eq(staffAccounts.totpSecret, was)));
    },
    async enableTotp(id: string, step: number, at: Date): Promise<void> {
      await db
        .update(staffAccounts)
        .set({ totpEnabledAt: at, totpLastStep: step })
        .where(eq(staffAccounts.id, id));
    },
    /** Takes a step for the account only if it is later than the last one taken (one statement). */
    async claimTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffAccounts.id, id),
            or(isNull(staffAccounts.totpLastStep), sql`${staffAccounts.totpLastStep} < ${step}`),
          ),
        )
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },
    /** Spends a recovery code (its hash) if it is still unused. */
    async spendRecoveryCode(id: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(staffAccounts)
        .set({ recoveryCodeHashes: sql`${staffAccounts.recoveryCodeHashes} - ${codeHash}::text` })
        .where(and(eq(staffAccounts.id, id), sql`${staffAccounts.recoveryCodeHashes} ? ${codeHash}::text`))
        .returning({ id: staffAccounts.id });
      return rows.length === 1;
    },

    async insertSession(row: typeof staffSessions.$inferInsert): Promise<void> {
      await db.insert(staffSessions).values(row);
    },
    async sessionByTokenHash(tokenHash: string): Promise<StaffSessionRow | null> {
      const [row] = await db
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    /** Marks a token rotated only if nobody rotated it first (two refreshes racing: one wins). */
    async rotate(sessionId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffSessions)
        .set({ rotatedAt: at })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.rotatedAt)))
        .returning({ id: staffSessions.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.familyId, familyId), isNull(staffSessions.revokedAt)));
    },
    /** The account of a live family (not revoked, not expired, account active), or null. */
    async liveFamilyAccount(familyId: string, staffId: string, at: Date): Promise<StaffRow | null> {
      const [row] = await db
        .select({ account: staffAccounts })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.familyId, familyId),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            eq(staffAccounts.status, 'active'),
          ),
        )
        .limit(1);
      return row?.account ?? null;
    },

    async attempt(key: string) {
      const [row] = await db
        .select()
        .from(staffLoginAttempts)
        .where(eq(staffLoginAttempts.key, key))
        .limit(1);
      return row ?? null;
    },
    /**
     * Counts one more attempt before the password is checked (insert-or-update, one statement), so
     * parallel guesses cannot overtake the count. A stale count or an ended lock starts again at 1.
     */
    async reserveAttempt(key: string, at: Date, staleBefore: Date): Promise<number> {
      const [row] = await db
        .insert(staffLoginAttempts)
        .values({ key, failures: 1, lastFailedAt: at })
        .onConflictDoUpdate({
          target: staffLoginAttempts.key,
          set: {
            failures: sql`case when ${staffLoginAttempts.lastFailedAt} < ${staleBefore}
              or (${staffLoginAttempts.lockedUntil} is not null and ${staffLoginAttempts.lockedUntil} <= ${at})
              then 1 else ${staffLoginAttempts.failures} + 1 end`,
            lockedUntil: sql`case when ${staffLoginAttempts.lockedUntil} <= ${at} then null
              else ${staffLoginAttempts.lockedUntil} end`,
            lastFailedAt: at,
          },
        })
        .returning({ failures: staffLoginAttempts.failures });
      return row!.failures;
    },
    async releaseAttempt(key: string): Promise<void> {
      await db
        .update(staffLoginAttempts)
        .set({ failures: sql`greatest(${staffLoginAttempts.failures} - 1, 0)` })
        .where(eq(staffLoginAttempts.key, key));
    },
    async lock(key: string, until: Date): Promise<void> {
      await db.update(staffLoginAttempts).set({ lockedUntil: until }).where(eq(staffLoginAttempts.key, key));
    },
    async clearAttempts(key: string): Promise<void> {
      await db.delete(staffLoginAttempts).where(eq(staffLoginAttempts.key, key));
    },
    /** Clears every bucket of an account (its devices and the shared one). */
    async clearAccountAttempts(prefix: string): Promise<number> {
      const rows = await db
        .delete(staffLoginAttempts)
        .where(like(staffLoginAttempts.key, `${prefix}%`))
        .returning({ key: staffLoginAttempts.key });
      return rows.length;
    },
  };
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
