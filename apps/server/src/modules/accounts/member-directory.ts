import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminUser,
  AdminUserExportQuery,
  AdminUserListQuery,
  AdminUserUpdateRequest,
} from '@alphadesk/contracts';
import { sessions, users, type Db } from '@alphadesk/db';
import type { SessionChanges } from './session-cache.ts';
import { appError } from '../../platform/errors.ts';

type UserRow = typeof users.$inferSelect;
type Filters = z.output<typeof AdminUserExportQuery>;

const tierToWire = { free: 'FREE', gold: 'GOLD', diamond: 'DIAMOND' } as const;
const tierFromWire = { FREE: 'free', GOLD: 'gold', DIAMOND: 'diamond' } as const;
const sortColumns = {
  createdAt: users.createdAt,
  username: users.name,
  email: users.email,
  lastLogin: users.lastLoginAt,
  membershipTier: users.tier,
} as const;

/** How the back-office sees a member (admin spec §3 User). */
export function presentMember(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.name,
    email: row.email,
    firstName: row.name,
    lastName: '',
    phoneNumber: row.phone,
    role: row.memberRole,
    status: row.status,
    membershipTier: tierToWire[row.tier],
    dailyApiQuota: row.dailyApiQuota,
    apiCallsToday: null,
    apiCallsMonth: null,
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filters: Filters): SQL {
  const conditions: SQL[] = [eq(users.kind, 'member'), isNull(users.deletedAt)];
  if (filters.keyword) {
    const pattern = `%${escapeLike(filters.keyword)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filters.role) conditions.push(eq(users.memberRole, filters.role));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.tier) conditions.push(eq(users.tier, tierFromWire[filters.tier]));
  return and(...conditions)!;
}

function orderOf(filters: Filters) {
  const column = sortColumns[filters.sort];
  // The id breaks ties, so pages never repeat or skip a member.
  return filters.order === 'asc'
    ? [sql`${asc(column)} nulls last`, asc(users.id)]
    : [sql`${desc(column)} nulls last`, asc(users.id)];
}

/** Members as the back-office manages them: list, read, edit, suspend, soft delete. */
export function createMemberDirectory(db: Db, now: () => Date, changes: SessionChanges) {
  async function find(id: string, within: Db = db): Promise<UserRow> {
    const [row] = await within
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.kind, 'member'), isNull(users.deletedAt)))
      .limit(1);
    if (!row) throw appError('ADMIN_USER_NOT_FOUND');
    return row;
  }
  const revokeSessions = (within: Db, userId: string, reason: string) =>
    within
      .update(sessions)
      .set({ revokedAt: now(), revokedReason: reason })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

  return {
    async list(query: z.output<typeof AdminUserListQuery>) {
      const where = whereOf(query);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return { users: rows.map(presentMember), total: Number(total?.n ?? 0) };
    },
    /** Every member the filters match, in pages, for the CSV export. */
    async *each(filters: Filters, pageSize = 500): AsyncGenerator<AdminUser> {
      for (let offset = 0; ; offset += pageSize) {
        const rows = await db
          .select()
          .from(users)
          .where(whereOf(filters))
          .orderBy(...orderOf(filters))
          .limit(pageSize)
          .offset(offset);
        for (const row of rows) yield presentMember(row);
        if (rows.length < pageSize) return;
      }
    },
    get: async (id: string) => presentMember(await find(id)),

    /** Applies an edit; a suspension ends every session of the member at once. */
    async update(id: string, patch: AdminUserUpdateRequest, within: Db) {
      const before = await find(id, within);
      const [after] = await within
        .update(users)
        .set({
          ...(patch.role ? { memberRole: patch.role } : {}),
          ...(patch.status ? { status: patch.status } : {}),
          ...(patch.membershipTier ? { tier: tierFromWire[patch.membershipTier] } : {}),
          ...(patch.dailyApiQuota !== undefined ? { dailyApiQuota: patch.dailyApiQuota } : {}),
          updatedAt: now(),
        })
        .where(eq(users.id, id))
        .returning();
      if (patch.status === 'suspended' && before.status !== 'suspended')
        await revokeSessions(within, id, 'suspended');
      // Tier, status and role are read by every request of the member: none may come from memory.
      await changes.changed(within, { userId: id });
      return { before: presentMember(before), after: presentMember(after!) };
    },

    async softDelete(id: string, within: Db) {
      const before = await find(id, within);
      await within.update(users).set({ deletedAt: now(), updatedAt: now() }).where(eq(users.id, id));
      await revokeSessions(within, id, 'deleted');
      await changes.changed(within, { userId: id });
      return { before: presentMember(before) };
    },

    /** Ends every live session of a member (the security centre's action); returns how many. */
    async revokeAllSessions(id: string, within: Db) {
      await find(id, within);
      const revoked = await revokeSessions(within, id, 'revoked by staff').returning({ id: sessions.id });
      await changes.changed(within, { userId: id });
      return revoked.length;
    },
  };
}
export type MemberDirectory = ReturnType<typeof createMemberDirectory>;
