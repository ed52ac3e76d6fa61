import { and, gt, isNull, min, sql } from 'drizzle-orm';
import type { StaffRole } from '@alphadesk/contracts';
import { staffAccounts, staffSessions, type Db } from '@alphadesk/db';

/** What the security centre's compliance checks read about staff (never a secret or a hash). */
export interface StaffSecurityFacts {
  accounts: {
    id: string;
    username: string;
    role: StaffRole;
    active: boolean;
    twoFactor: boolean;
    lastLoginAt: Date | null;
  }[];
  /** Live session families (a token neither revoked nor expired) and when each family began. */
  liveSessions: { staffId: string; familyId: string; startedAt: Date }[];
}

export async function readStaffSecurityFacts(db: Db, now: Date): Promise<StaffSecurityFacts> {
  const accounts = await db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      role: staffAccounts.role,
      status: staffAccounts.status,
      totpEnabledAt: staffAccounts.totpEnabledAt,
      lastLoginAt: staffAccounts.lastLoginAt,
    })
    .from(staffAccounts);
  const live = await db
    .select({
      staffId: staffSessions.staffId,
      familyId: staffSessions.familyId,
      startedAt: min(staffSessions.createdAt),
    })
    .from(staffSessions)
    .where(
      sql`${staffSessions.familyId} in (select ${staffSessions.familyId} from ${staffSessions} where ${and(
        isNull(staffSessions.revokedAt),
        isNull(staffSessions.rotatedAt),
        gt(staffSessions.expiresAt, now),
      )})`,
    )
    .groupBy(staffSessions.staffId, staffSessions.familyId);
  return {
    accounts: accounts.map((row) => ({
      id: row.id,
      username: row.username,
      role: row.role,
      active: row.status === 'active',
      twoFactor: row.totpEnabledAt !== null,
      lastLoginAt: row.lastLoginAt,
    })),
    liveSessions: live.map((row) => ({
      staffId: row.staffId,
      familyId: row.familyId,
      startedAt: row.startedAt ?? now,
    })),
  };
}
