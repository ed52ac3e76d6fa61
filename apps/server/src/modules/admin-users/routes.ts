import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOkResponse,
  AdminUserExportQuery,
  AdminUserIdParams,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserResponse,
  AdminUserUpdateRequest,
} from '@alphadesk/contracts';
import { clientOf, staffCallerOf } from '../../platform/access.ts';
import type { AdminUsersModule } from './index.ts';

const tags = ['admin-users'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const users = (action: 'read' | 'write' | 'delete', max: number) => ({
  access: 'staff' as const,
  permission: { module: 'user_management' as const, action },
  rateLimit: perMinute(max),
});
const base = '/api/admin/users';
// The export's file is named by the Taipei date (UTC+08:00 all year).
const taipeiDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** User management (admin spec §7.2). */
export const adminUserRoutes =
  (adminUsers: AdminUsersModule): FastifyPluginAsyncZod =>
  async (app) => {
    const client = clientOf;

    app.get(
      base,
      {
        config: users('read', 120),
        schema: {
          tags,
          summary: '用戶列表',
          querystring: AdminUserListQuery,
          response: { 200: AdminUserListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await adminUsers.list(request.query)),
        page: request.query.page,
        limit: request.query.limit,
      }),
    );

    app.get(
      `${base}/export`,
      {
        config: users('read', 10),
        schema: { tags, summary: '匯出用戶 CSV', querystring: AdminUserExportQuery },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="users-${taipeiDate(new Date())}.csv"`)
          .send(await adminUsers.exportCsv(request.query)),
    );

    app.get(
      `${base}/:id`,
      {
        config: users('read', 120),
        schema: {
          tags,
          summary: '用戶詳情',
          params: AdminUserIdParams,
          response: { 200: AdminUserResponse },
        },
      },
      async (request) => ({ success: true as const, user: await adminUsers.get(request.params.id) }),
    );

    app.put(
      `${base}/:id`,
      {
        config: users('write', 60),
        schema: {
          tags,
          summary: '編輯用戶（角色、狀態、會員等級、每日 API 配額）',
          params: AdminUserIdParams,
          body: AdminUserUpdateRequest,
          response: { 200: AdminUserResponse },
        },
      },
      async (request) => ({
        success: true as const,
        user: await adminUsers.update(
          staffCallerOf(request),
          request.params.id,
          request.body,
          client(request),
        ),
      }),
    );

    app.delete(
      `${base}/:id`,
      {
        config: users('delete', 30),
        schema: {
          tags,
          summary: '刪除用戶（保留紀錄）',
          params: AdminUserIdParams,
          response: { 200: AdminOkResponse },
        },
      },
      async (request) => {
        await adminUsers.remove(staffCallerOf(request), request.params.id, client(request));
        return { success: true as const };
      },
    );
  };
