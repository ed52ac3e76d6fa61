import { z } from 'zod';
import { safeText } from './text.ts';

/** The back-office notification centre (admin spec §2.21, §3 Notification, §4, §9). */

export const notificationTypes = ['info', 'success', 'warning', 'error', 'system'] as const;
export const notificationPriorities = ['urgent', 'high', 'medium', 'low'] as const;
export const notificationCategories = ['system', 'performance', 'backup', 'users', 'api'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export const AdminNotification = z.object({
  id: z.number().int(),
  /** What happened, e.g. `staff.locked`; the title and message are this kind's, in the reader's language. */
  kind: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  timestamp: z.string(),
  isRead: z.boolean(),
  priority: z.enum(notificationPriorities),
  category: z.enum(notificationCategories),
  actionUrl: z.string().nullable(),
  actionLabel: z.string().nullable(),
});
export type AdminNotification = z.infer<typeof AdminNotification>;

const limitMessage = '筆數須為 1 到 100 的整數';
export const NotificationListQuery = z.strictObject({
  category: z
    .enum(notificationCategories, { error: '分類須為 system、performance、backup、users 或 api' })
    .optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(100, limitMessage)
    .default(50),
});

export const NotificationListResponse = z.object({
  success: z.literal(true),
  notifications: z.array(AdminNotification),
  unread_count: z.number().int(),
});

export const NotificationUnreadResponse = z.object({
  success: z.literal(true),
  unread_count: z.number().int(),
  by_category: z.record(z.enum(notificationCategories), z.number().int()),
});

export const NotificationIdParams = z.strictObject({
  id: safeText().regex(/^\d{1,15}$/, '通知編號格式錯誤'),
});

export const NotificationCountResponse = z.object({ success: z.literal(true), count: z.number().int() });

/** `/ws/admin?token=…&lang=…`: the staff access token in the query (browsers cannot set headers). */
export const AdminFeedQuery = z.object({
  token: z.string().max(4096).optional(),
  lang: z.enum(['zh-TW', 'zh-CN', 'en-US']).optional(),
});

export const adminFeedCloseCodes = {
  /** No token, or one that is invalid, expired or whose session ended. */
  unauthenticated: 4401,
  /** No answer to two heartbeats. */
  timedOut: 4000,
} as const;

/** What the server sends on `/ws/admin`. */
export type AdminFeedMessage =
  | { type: 'ready'; unread_count: number }
  | { type: 'notification'; notification: AdminNotification; unread_count: number };
