import type { z } from 'zod';
import type {
  AdminNotification,
  AdminPermission,
  ErrorLocale,
  NotificationCategory,
  NotificationListQuery,
} from '@alphadesk/contracts';
import { notificationCategories } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { appError } from '../../platform/errors.ts';
import { createFeedHub, type FeedSocket } from './feed.ts';
import { createNotificationRepository, type NotificationRow } from './repository.ts';
import { notificationKinds, type NotificationKind, type NotificationKindName } from './texts.ts';

export { notificationRoutes, registerAdminFeed } from './routes.ts';
export type { NotificationKindName } from './texts.ts';

/** Who is told of each kind: the staff who may read the module it concerns. */
const audience: Record<NotificationKindName, AdminPermission> = {
  'staff.locked': { module: 'security_management', action: 'read' },
  'support.ticket_created': { module: 'customer_service', action: 'read' },
  'system.server_error': { module: 'system_monitor', action: 'read' },
  'workflow.notice': { module: 'workflow_automation', action: 'read' },
};

// One server-error notice per endpoint a minute: a failing route must not bury everything else.
const serverErrorQuietMs = 60_000;

export interface NotificationsModule {
  /** Stores a notification for every active staff member its kind concerns and pushes it live. */
  notify(kind: NotificationKindName, params: Record<string, string | number>): Promise<number>;
  /** A 5xx answer: at most one notice per endpoint a minute. */
  serverError(event: { endpoint: string; status: number; requestId: string }): Promise<void>;
  list(
    staffId: string,
    query: z.output<typeof NotificationListQuery>,
    locale: ErrorLocale,
  ): Promise<{ notifications: AdminNotification[]; unread_count: number }>;
  unread(
    staffId: string,
  ): Promise<{ unread_count: number; by_category: Record<NotificationCategory, number> }>;
  markAllRead(staffId: string): Promise<number>;
  markRead(staffId: string, id: number): Promise<void>;
  remove(staffId: string, id: number): Promise<void>;
  openFeed: ReturnType<typeof createFeedHub>['open'];
  closeFeeds(): void;
}

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
  /** The active staff holding a permission (the staff module, wired in services.ts). */
  recipients: (permission: AdminPermission) => Promise<string[]>;
  /** A staff access token's account, or null (the staff module). */
  authenticate: (token: string) => Promise<{ staffId: string } | null>;
  heartbeatMs?: number;
}

function present(row: NotificationRow, locale: ErrorLocale): AdminNotification {
  const kind: NotificationKind | undefined = notificationKinds[row.kind as NotificationKindName];
  const params = row.params;
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    title: kind ? kind.title[locale](params) : row.kind,
    message: kind ? kind.message[locale](params) : '',
    timestamp: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    priority: row.priority,
    category: row.category,
    actionUrl: row.actionUrl,
    actionLabel: kind?.actionLabel?.[locale] ?? null,
  };
}

/** The back-office notification centre (admin spec §2.21): stored per recipient, pushed over /ws/admin. */
export function createNotificationsModule(deps: NotificationsDeps): NotificationsModule {
  const repository = createNotificationRepository(deps.db);
  const unreadCount = async (staffId: string) =>
    [...(await repository.unreadByCategory(staffId)).values()].reduce((sum, n) => sum + n, 0);
  const hub = createFeedHub({
    authenticate: deps.authenticate,
    unreadCount,
    heartbeatMs: deps.heartbeatMs ?? 30_000,
  });
  const lastServerError = new Map<string, number>();

  async function notify(name: NotificationKindName, params: Record<string, string | number>) {
    const kind = notificationKinds[name];
    const recipients = await deps.recipients(audience[name]);
    const rows = await repository.insertFor(recipients, {
      kind: name,
      params,
      type: kind.type,
      priority: kind.priority,
      category: kind.category,
      actionUrl: kind.actionUrl,
      createdAt: deps.now(),
    });
    await Promise.all(rows.map((row) => hub.deliver(row.recipientId, (locale) => present(row, locale))));
    return rows.length;
  }

  return {
    notify,
    async serverError(event) {
      const at = deps.now().getTime();
      if (at - (lastServerError.get(event.endpoint) ?? -Infinity) < serverErrorQuietMs) return;
      lastServerError.set(event.endpoint, at);
      await notify('system.server_error', event);
    },
    async list(staffId, query, locale) {
      const rows = await repository.list(staffId, { category: query.category, limit: query.limit });
      return {
        notifications: rows.map((row) => present(row, locale)),
        unread_count: await unreadCount(staffId),
      };
    },
    async unread(staffId) {
      const byCategory = await repository.unreadByCategory(staffId);
      return {
        unread_count: [...byCategory.values()].reduce((sum, n) => sum + n, 0),
        by_category: Object.fromEntries(
          notificationCategories.map((category) => [category, byCategory.get(category) ?? 0]),
        ) as Record<NotificationCategory, number>,
      };
    },
    markAllRead: (staffId) => repository.markAllRead(staffId, deps.now()),
    async markRead(staffId, id) {
      if (!(await repository.markRead(staffId, id, deps.now()))) throw appError('NOTIFICATION_NOT_FOUND');
    },
    async remove(staffId, id) {
      if (!(await repository.remove(staffId, id))) throw appError('NOTIFICATION_NOT_FOUND');
    },
    openFeed: (socket: FeedSocket, query) => hub.open(socket, query),
    closeFeeds: () => hub.closeAll(),
  };
}
