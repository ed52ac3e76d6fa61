import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminModules,
  type StaffAccount,
  type StaffCreateRequest,
  type StaffRole,
  type StaffStatusRequest,
  type UserPermissionsResponse,
} from '@alphadesk/contracts';
import { staffAccounts, staffSessions, type Db } from '@alphadesk/db';
import type { StaffCaller } from '../../platform/access.ts';
import { appError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { AuditModule } from '../audit/index.ts';
import { permissionsOf, roleAllows } from './rbac.ts';
import type { StaffRow } from './repository.ts';
import { newTotpSecret, stepAt } from './totp.ts';
import type { TotpSecrets } from './totp-secrets.ts';

export interface StaffManagementClient {
  ip: string;
  userAgent: string | null;
}

// Role and status changes take turns, so two super administrators demoting each other at once
// cannot leave the console without one.
const rolesLockKey = sql`hashtext('staff_accounts:roles')`;
// The role a revoked staff member falls back to: the spec's default for a missing role (§6).
const fallbackRole: StaffRole = 'readonly';

export function presentStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    totp_enabled: row.totpEnabledAt !== null,
    role_assigned_at: row.roleAssignedAt.toISOString(),
    role_assigned_by: row.roleAssignedBy,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function userPermissions(row: StaffRow): UserPermissionsResponse {
  const can = (module: (typeof adminModules)[number], action: 'read' | 'write') =>
    roleAllows(row.role, { module, action });
  return {
    success: true,
    user_id: row.id,
    username: row.username,
    status: row.status,
    roles: [
      {
        role_name: row.role,
        assigned_at: row.roleAssignedAt.toISOString(),
        assigned_by: row.roleAssignedBy,
      },
    ],
    direct_permissions: [],
    effective_permissions: permissionsOf(row.role),
    permission_summary: {
      can_manage_users: can('user_management', 'write'),
      can_manage_content: can('content_management', 'write'),
      can_view_analytics: can('analytics', 'read'),
      can_manage_system: can('system_monitor', 'write') || can('config_management', 'write'),
    },
  };
}

/**
 * Staff accounts managed from the permission page: create, list, assign or revoke a role, disable.
 * Each change and its audit entry commit in one transaction.
 */
export function createStaffManagement(deps: {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  totpSecrets: TotpSecrets;
  now: () => Date;
}) {
  const { db, audit, totpSecrets, now } = deps;
  const actor = (caller: StaffCaller, client: StaffManagementClient) => ({
    id: caller.staffId,
    name: caller.name,
    ip: client.ip,
    userAgent: client.userAgent,
  });

  async function find(tx: Db, id: string): Promise<StaffRow> {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
    if (!row) throw appError('STAFF_NOT_FOUND');
    return row;
  }

  /** Refuses a change that would leave no active super administrator (under the roles lock). */
  async function keepOneSuperAdmin(tx: Db, leaving: StaffRow) {
    if (leaving.role !== 'super_admin' || leaving.status !== 'active') return;
    const [others] = await tx
      .select({ n: count() })
      .from(staffAccounts)
      .where(
        and(
          eq(staffAccounts.role, 'super_admin'),
          eq(staffAccounts.status, 'active'),
          ne(staffAccounts.id, leaving.id),
        ),
      );
    if (Number(others?.n ?? 0) === 0) throw appError('STAFF_LAST_SUPER_ADMIN');
  }

  async function changeRole(
    caller: StaffCaller,
    id: string,
    role: StaffRole,
    event: { action: string; removed: StaffRole | null; reason: string },
    client: StaffManagementClient,
  ): Promise<StaffAccount> {
    if (id === caller.staffId) throw appError('STAFF_SELF_CHANGE');
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(${rolesLockKey})`);
      const before = await find(tx, id);
      if (event.removed && before.role !== event.removed) throw appError('STAFF_ROLE_NOT_HELD');
      if (before.role === role) {
        throw appError(event.removed ? 'STAFF_ROLE_LAST' : 'STAFF_ROLE_UNCHANGED');
      }
      if (role !== 'super_admin') await keepOneSuperAdmin(tx, before);
      const [after] = await tx
        .update(staffAccounts)
        .set({ role, roleAssignedAt: now(), roleAssignedBy: caller.name })
        .where(eq(staffAccounts.id, id))
        .returning();
      // A super administrator may not sign in without TOTP: an account made one without it is
      // refused at sign-in (ADMIN_TOTP_ENROLMENT_REQUIRED) until it enrols.
      await audit.record(
        {
          action: event.action,
          actor: actor(caller, client),
          target: { type: 'staff', id },
          before: { role: before.role },
          after: { role },
          details: {
            reason: event.reason,
            username: before.username,
            ...(event.removed ? { revoked: event.removed } : {}),
          },
        },
        tx,
      );
      return presentStaffAccount(after!);
    });
  }

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await db
        .select()
        .from(staffAccounts)
        .orderBy(asc(staffAccounts.createdAt), asc(staffAccounts.username));
      return rows.map(presentStaffAccount);
    },

    async permissionsOf(id: string): Promise<UserPermissionsResponse> {
      return userPermissions(await find(db, id));
    },

    async create(
      caller: StaffCaller,
      input: StaffCreateRequest,
      client: StaffManagementClient,
    ): Promise<{ staff: StaffAccount; totpSecret: string | null }> {
      // Hashing takes tens of milliseconds: done before the transaction opens.
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const totpSecret = input.role === 'super_admin' ? newTotpSecret() : null;
      const id = randomUUID();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx
          .insert(staffAccounts)
          .values({
            id,
            username: input.username,
            email: input.email,
            name: input.name,
            role: input.role,
            passwordHash,
            roleAssignedAt: at,
            roleAssignedBy: caller.name,
            // A super administrator never signs in without TOTP: enabled from creation, the secret
            // shown once (stored sealed); the step before now lets the first real code through.
            ...(totpSecret
              ? {
                  totpSecret: totpSecrets.seal(totpSecret, id),
                  totpEnabledAt: at,
                  totpLastStep: stepAt(at.getTime() / 1000) - 2,
                }
              : {}),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw appError('STAFF_EXISTS');
        await audit.record(
          {
            action: 'staff.created',
            actor: actor(caller, client),
            target: { type: 'staff', id: row.id },
            after: { username: row.username, email: row.email, name: row.name, role: row.role },
          },
          tx,
        );
        return { staff: presentStaffAccount(row), totpSecret };
      });
    },

    assignRole: (
      caller: StaffCaller,
      id: string,
      role: StaffRole,
      reason: string,
      client: StaffManagementClient,
    ) => changeRole(caller, id, role, { action: 'staff.role_assigned', removed: null, reason }, client),

    /** One role per account: revoking it leaves the lowest role, read-only. */
    revokeRole: (
      caller: StaffCaller,
      id: string,
      role: StaffRole,
      reason: string,
      client: StaffManagementClient,
    ) =>
      changeRole(caller, id, fallbackRole, { action: 'staff.role_revoked', removed: role, reason }, client),

    /** Disabling ends the account's sessions at once (every request checks the account is active). */
    async setStatus(
      caller: StaffCaller,
      id: string,
      change: z.output<typeof StaffStatusRequest>,
      client: StaffManagementClient,
    ): Promise<StaffAccount> {
      if (id === caller.staffId) throw appError('STAFF_SELF_CHANGE');
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.execute(sql`select pg_advisory_xact_lock(${rolesLockKey})`);
        const before = await find(tx, id);
        if (change.status === 'disabled') await keepOneSuperAdmin(tx, before);
        const [after] = await tx
          .update(staffAccounts)
          .set({ status: change.status })
          .where(eq(staffAccounts.id, id))
          .returning();
        if (change.status === 'disabled') {
          await tx
            .update(staffSessions)
            .set({ revokedAt: now() })
            .where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
        }
        await audit.record(
          {
            action: change.status === 'disabled' ? 'staff.disabled' : 'staff.enabled',
            actor: actor(caller, client),
            target: { type: 'staff', id },
            before: { status: before.status },
            after: { status: change.status },
            details: { reason: change.reason, username: before.username },
          },
          tx,
        );
        return presentStaffAccount(after!);
      });
    },
  };
}
export type StaffManagement = ReturnType<typeof createStaffManagement>;
