import {
  adminActions,
  adminModules,
  grantOf,
  roleGrants,
  staffRoles,
  type AdminGrant,
  type AdminPermission,
  type StaffRole,
} from '@alphadesk/contracts';

/**
 * The role table compiled once at start into one set of allowed `module:action` per role, so a check
 * is a set lookup: no database query, no parsing per request.
 */
const compiled: ReadonlyMap<StaffRole, ReadonlySet<AdminGrant>> = new Map(
  staffRoles.map((role) => {
    const grants = roleGrants[role];
    const expanded = grants.includes('*')
      ? adminModules.flatMap((module) => adminActions.map((action) => grantOf({ module, action })))
      : grants;
    return [role, new Set(expanded)] as const;
  }),
);

export function roleAllows(role: StaffRole, permission: AdminPermission): boolean {
  return compiled.get(role)?.has(grantOf(permission)) ?? false;
}

/** What the session tells the back-office: the role's grants as the spec lists them ('*' for all). */
export const permissionsOf = (role: StaffRole): string[] => [...roleGrants[role]];
