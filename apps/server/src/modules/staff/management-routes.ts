import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PermissionsOverviewResponse,
  RecentRoleChangesResponse,
  StaffCreateRequest,
  StaffCreateResponse,
  StaffIdParams,
  StaffListResponse,
  StaffResponse,
  StaffRoleAssignRequest,
  StaffRoleParams,
  StaffRoleRevokeRequest,
  StaffStatusRequest,
  UserPermissionsResponse,
} from '@alphadesk/contracts';
import { clientOf, staffCallerOf } from '../../platform/access.ts';
import type { StaffModule } from './index.ts';

const tags = ['admin-permissions'];
const permissions = (action: 'read' | 'write', max: number) => ({
  access: 'staff' as const,
  permission: { module: 'permission_management' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const limitMessage = '筆數須為 1 到 100 的整數';
const RecentChangesQuery = z.strictObject({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .default(10),
});

/**
 * Staff accounts and their roles (admin spec §2.5, §7.11). Reading needs permission_management:read
 * (administrators too); every change needs permission_management:write, which only a super
 * administrator holds.
 */
export const staffManagementRoutes =
  (staff: StaffModule): FastifyPluginAsyncZod =>
  async (app) => {
    const client = clientOf;

    app.get(
      '/api/admin/staff',
      {
        config: permissions('read', 120),
        schema: { tags, summary: '管理員帳號列表', response: { 200: StaffListResponse } },
      },
      async () => ({ success: true as const, staff: await staff.listStaff() }),
    );

    app.post(
      '/api/admin/staff',
      {
        config: permissions('write', 20),
        schema: {
          tags,
          summary: '新增管理員帳號',
          body: StaffCreateRequest,
          response: { 200: StaffCreateResponse },
        },
      },
      async (request) => {
        const created = await staff.createStaff(staffCallerOf(request), request.body, client(request));
        return { success: true as const, staff: created.staff, totp_secret: created.totpSecret };
      },
    );

    app.put(
      '/api/admin/staff/:id/status',
      {
        config: permissions('write', 30),
        schema: {
          tags,
          summary: '啟用或停用管理員帳號',
          params: StaffIdParams,
          body: StaffStatusRequest,
          response: { 200: StaffResponse },
        },
      },
      async (request) => ({
        success: true as const,
        staff: await staff.setStatus(
          staffCallerOf(request),
          request.params.id,
          request.body,
          client(request),
        ),
      }),
    );

    app.get(
      '/api/admin/users/:id/permissions',
      {
        config: permissions('read', 120),
        schema: {
          tags,
          summary: '查詢管理員的權限',
          params: StaffIdParams,
          response: { 200: UserPermissionsResponse },
        },
      },
      async (request) => staff.userPermissions(request.params.id),
    );

    app.post(
      '/api/admin/users/:id/roles',
      {
        config: permissions('write', 30),
        schema: {
          tags,
          summary: '分配角色',
          params: StaffIdParams,
          body: StaffRoleAssignRequest,
          response: { 200: StaffResponse },
        },
      },
      async (request) => ({
        success: true as const,
        staff: await staff.assignRole(
          staffCallerOf(request),
          request.params.id,
          request.body.role_id,
          request.body.reason,
          client(request),
        ),
      }),
    );

    app.delete(
      '/api/admin/users/:id/roles/:roleId',
      {
        config: permissions('write', 30),
        schema: {
          tags,
          summary: '撤銷角色（改為唯讀）',
          params: StaffRoleParams,
          body: StaffRoleRevokeRequest,
          response: { 200: StaffResponse },
        },
      },
      async (request) => ({
        success: true as const,
        staff: await staff.revokeRole(
          staffCallerOf(request),
          request.params.id,
          request.params.roleId,
          request.body.reason,
          client(request),
        ),
      }),
    );

    app.get(
      '/api/admin/permissions/overview',
      {
        config: permissions('read', 120),
        schema: { tags, summary: '權限總覽', response: { 200: PermissionsOverviewResponse } },
      },
      async () => ({ success: true as const, ...(await staff.permissionsOverview()) }),
    );

    app.get(
      '/api/admin/permissions/recent-changes',
      {
        config: permissions('read', 120),
        schema: {
          tags,
          summary: '最近的角色變更',
          querystring: RecentChangesQuery,
          response: { 200: RecentRoleChangesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        changes: await staff.recentRoleChanges(request.query.limit),
      }),
    );
  };
