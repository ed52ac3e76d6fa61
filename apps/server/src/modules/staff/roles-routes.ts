import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPermissionMatrixResponse,
  AdminRolesResponse,
  adminActions,
  adminModules,
  roleGrants,
  staffRoles,
} from '@alphadesk/contracts';
import { roleAllows } from './rbac.ts';

const tags = ['admin-permissions'];
const read = {
  access: 'staff' as const,
  permission: { module: 'permission_management' as const, action: 'read' as const },
  rateLimit: { max: 120, timeWindow: '1 minute' },
};

/** The roles and the permission matrix the server enforces (admin spec §7.11, read side). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/roles',
    { config: read, schema: { tags, summary: '角色列表', response: { 200: AdminRolesResponse } } },
    async () => ({
      success: true as const,
      roles: staffRoles.map((role) => ({
        id: role,
        name: role,
        is_system_role: true as const,
        permissions: [...roleGrants[role]],
      })),
    }),
  );

  app.get(
    '/api/admin/permissions/matrix',
    { config: read, schema: { tags, summary: '權限矩陣', response: { 200: AdminPermissionMatrixResponse } } },
    async () => ({
      success: true as const,
      matrix: adminModules.flatMap((module) =>
        adminActions.map((action) => ({
          permission_name: `${module}:${action}`,
          category: module,
          action,
          roles: staffRoles.filter((role) => roleAllows(role, { module, action })),
        })),
      ),
    }),
  );
};
