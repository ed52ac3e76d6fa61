import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminFeedQuery,
  AdminOkResponse,
  NotificationCountResponse,
  NotificationIdParams,
  NotificationListQuery,
  NotificationListResponse,
  NotificationUnreadResponse,
} from '@alphadesk/contracts';
import { staffCallerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { NotificationsModule } from './index.ts';
import type { FeedSocket } from './feed.ts';

const tags = ['admin-notifications'];
// Every staff member has a notification list of their own: no module permission, only a session.
const own = (max: number) => ({
  access: 'staff' as const,
  permission: 'signed-in' as const,
  rateLimit: { max, timeWindow: '1 minute' },
});
const base = '/api/admin/notifications';

/** The notification centre's REST side (list, unread count, mark read, delete): the caller's own only. */
export const notificationRoutes =
  (notifications: NotificationsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const staffId = (request: FastifyRequest) => staffCallerOf(request).staffId;

    app.get(
      base,
      {
        config: own(120),
        schema: {
          tags,
          summary: '通知列表',
          querystring: NotificationListQuery,
          response: { 200: NotificationListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await notifications.list(
          staffId(request),
          request.query,
          requestLocale(request.headers['accept-language']),
        )),
      }),
    );

    app.get(
      `${base}/unread-count`,
      {
        config: own(240),
        schema: { tags, summary: '未讀通知數', response: { 200: NotificationUnreadResponse } },
      },
      async (request) => ({ success: true as const, ...(await notifications.unread(staffId(request))) }),
    );

    app.post(
      `${base}/read-all`,
      {
        config: own(60),
        schema: { tags, summary: '全部標為已讀', response: { 200: NotificationCountResponse } },
      },
      async (request) => ({
        success: true as const,
        count: await notifications.markAllRead(staffId(request)),
      }),
    );

    app.post(
      `${base}/:id/read`,
      {
        config: own(240),
        schema: {
          tags,
          summary: '標為已讀',
          params: NotificationIdParams,
          response: { 200: AdminOkResponse },
        },
      },
      async (request) => {
        await notifications.markRead(staffId(request), Number(request.params.id));
        return { success: true as const };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: own(120),
        schema: {
          tags,
          summary: '刪除通知',
          params: NotificationIdParams,
          response: { 200: AdminOkResponse },
        },
      },
      async (request) => {
        await notifications.remove(staffId(request), Number(request.params.id));
        return { success: true as const };
      },
    );
  };

/**
 * `/ws/admin?token=&lang=`: live notifications for a signed-in staff member, served by the ws role
 * (after the market feed registered the WebSocket plugin on the root instance).
 */
export function registerAdminFeed(app: FastifyInstance, notifications: NotificationsModule): void {
  app.addHook('onClose', async () => notifications.closeFeeds());
  app.get(
    '/ws/admin',
    {
      websocket: true,
      // The staff access token travels in the query (browsers cannot set headers on a WebSocket);
      // it is checked before anything is sent, and again at every heartbeat.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    (socket, request) => {
      const parsed = AdminFeedQuery.safeParse(request.query);
      let connection: { pong(): void; closed(): void } | null = null;
      let ended = false;
      socket.on('pong', () => connection?.pong());
      const end = () => {
        ended = true;
        connection?.closed();
      };
      socket.on('close', end);
      socket.on('error', end);
      void notifications
        .openFeed(socket as unknown as FeedSocket, parsed.success ? parsed.data : null)
        .then((opened) => {
          connection = opened;
          if (ended) opened?.closed();
        })
        .catch(() => socket.close(1011, 'feed unavailable'));
    },
  );
}
