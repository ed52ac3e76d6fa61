import { count, eq } from 'drizzle-orm';
import {
  adminActions,
  adminModules,
  staffRoles,
  type AuditEntry,
  type RecentRoleChange,
} from '@alphadesk/contracts';
import { staffAccounts, type Db } from '@alphadesk/db';
import type { AuditModule } from '../audit/index.ts';

/** The audit actions that change who holds which role. */
export const roleChangeActions = ['staff.role_assigned', 'staff.role_revoked', 'staff.created'] as const;
const permissionChangeActions = [...roleChangeActions, 'staff.disabled', 'staff.enabled'];

type RoleChange = RecentRoleChange;

function roleChangeOf(entry: AuditEntry): RoleChange {
  const after = (entry.after ?? {}) as { role?: string };
  const before = (entry.before ?? {}) as { role?: string };
  const details = (entry.details ?? {}) as { reason?: string; username?: string; revoked?: string };
  const user = (entry.after as { username?: string } | null)?.username ?? details.username ?? null;
  if (entry.action_type === 'staff.role_revoked') {
    return {
      id: entry.id,
      action: 'revoked',
      role_name: details.revoked ?? before.role ?? '',
      user_name: user,
      performed_by: entry.performed_by,
      details: `${details.reason ?? ''} (→ ${after.role ?? ''})`.trim(),
      timestamp: entry.timestamp,
    };
  }
  return {
    id: entry.id,
    action: entry.action_type === 'staff.created' ? 'granted' : before.role ? 'modified' : 'granted',
    role_name: after.role ?? '',
    user_name: user,
    performed_by: entry.performed_by,
    details:
      entry.action_type === 'staff.created'
        ? 'created'
        : `${details.reason ?? ''} (${before.role ?? ''} → ${after.role ?? ''})`.trim(),
    timestamp: entry.timestamp,
  };
}

/** The permission page's counts and recent changes: all read from the accounts and the audit log. */
export function createPermissionsOverview(deps: { db: Db; audit: Pick<AuditModule, 'list' | 'counts'> }) {
  const { db, audit } = deps;
  return {
    async overview() {
      const byRole = await db
        .select({ role: staffAccounts.role, n: count() })
        .from(staffAccounts)
        .groupBy(staffAccounts.role);
      const [active] = await db
        .select({ n: count() })
        .from(staffAccounts)
        .where(eq(staffAccounts.status, 'active'));
      const counts = await audit.counts();
      const sum = (actions: readonly string[]) =>
        actions.reduce((total, action) => total + (counts.byAction.get(action) ?? 0), 0);
      return {
        total_roles: staffRoles.length,
        total_permissions: adminModules.length * adminActions.length,
        total_staff: byRole.reduce((total, row) => total + Number(row.n), 0),
        active_staff: Number(active?.n ?? 0),
        role_distribution: staffRoles.map((role) => ({
          role,
          count: Number(byRole.find((row) => row.role === role)?.n ?? 0),
        })),
        audit_summary: {
          total_actions: [...counts.byAction.values()].reduce((total, n) => total + n, 0),
          role_assignments: sum(['staff.role_assigned']),
          permission_changes: sum(permissionChangeActions),
          // Refusals and failures: failed and locked sign-ins, refused sessions.
          security_events: counts.failures,
        },
      };
    },

    async recentRoleChanges(limit: number): Promise<RoleChange[]> {
      const { entries } = await audit.list({ limit, offset: 0, actions: roleChangeActions });
      return entries.map(roleChangeOf);
    },
  };
}
