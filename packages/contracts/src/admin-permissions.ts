/**
 * Back-office roles and what they may do (admin spec §2.2, §6). One table shared by the server,
 * which enforces it on every /api/admin route, and the back-office, which only hides what the
 * server would refuse anyway.
 */

/** The back-office modules, one per sidebar permission (spec §2.2). */
export const adminModules = [
  'dashboard',
  'user_management',
  'permission_management',
  'analyst_management',
  'tts_management',
  'subscription_management',
  'financial_management',
  'customer_service',
  'analytics',
  'advanced_analytics',
  'workflow_automation',
  'ai_optimization',
  'performance_optimization',
  'content_management',
  'trading_management',
  'system_monitor',
  'security_management',
  'devops_automation',
  'routing_management',
  'service_coordinator',
  'config_management',
] as const;
export type AdminModule = (typeof adminModules)[number];

export const adminActions = ['read', 'write', 'delete'] as const;
export type AdminAction = (typeof adminActions)[number];

/** A grant: `module:action`, or `*` for everything. */
export type AdminGrant = `${AdminModule}:${AdminAction}` | '*';

export const staffRoles = ['super_admin', 'manager', 'admin', 'finance', 'readonly'] as const;
type StaffRole = (typeof staffRoles)[number];

const every = (module: AdminModule, actions: readonly AdminAction[]): AdminGrant[] =>
  actions.map((action) => `${module}:${action}` as const);
const allModulesExcept = (excluded: readonly AdminModule[], actions: readonly AdminAction[]) =>
  adminModules.filter((module) => !excluded.includes(module)).flatMap((module) => every(module, actions));

/**
 * The grants of each role. The spec's client rules, made the server's:
 *  - super_admin holds `*`;
 *  - manager holds user_management, subscription_management and analytics (read and write; delete
 *    stays with administrators, as in the spec's "delete only for admin"), and customer service
 *    (read and write: managers answer and assign tickets);
 *  - admin may do everything except change roles and security (permission_management and
 *    security_management are read-only for it), so only a super administrator can grant power or
 *    unlock a locked staff account;
 *  - finance reads and writes the financial module only;
 *  - readonly reads the system monitor and the analysts only.
 * Every signed-in role reads the dashboard, the shell's first page.
 */
export const roleGrants: Readonly<Record<StaffRole, readonly AdminGrant[]>> = {
  super_admin: ['*'],
  manager: [
    'dashboard:read',
    ...every('user_management', ['read', 'write']),
    ...every('subscription_management', ['read', 'write']),
    ...every('analytics', ['read', 'write']),
    ...every('customer_service', ['read', 'write']),
  ],
  admin: [
    ...allModulesExcept(['permission_management', 'security_management'], adminActions),
    'permission_management:read',
    'security_management:read',
  ],
  finance: ['dashboard:read', ...every('financial_management', ['read', 'write'])],
  readonly: ['dashboard:read', 'system_monitor:read', 'analyst_management:read'],
};

/** What a route needs: a module and an action. */
export interface AdminPermission {
  module: AdminModule;
  action: AdminAction;
}

export const grantOf = (permission: AdminPermission): AdminGrant =>
  `${permission.module}:${permission.action}`;

/** Whether a list of grants (a session's `permissions`) allows a permission. */
export function grantsAllow(grants: readonly string[], permission: AdminPermission): boolean {
  return grants.includes('*') || grants.includes(grantOf(permission));
}

/** The modules a list of grants may at least read (the sidebar). */
export function readableModules(grants: readonly string[]): AdminModule[] {
  return adminModules.filter((module) => grantsAllow(grants, { module, action: 'read' }));
}
