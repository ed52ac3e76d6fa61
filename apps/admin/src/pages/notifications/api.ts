import type { AdminFeedMessage, AdminNotification, NotificationCategory } from '@alphadesk/contracts';
import { api, refreshSession, sessionStore } from '../../api/client.ts';

/** The notification centre's REST calls: always the signed-in staff member's own list. */
export const notificationsApi = {
  list: (category?: NotificationCategory) =>
    api.get<{ notifications: AdminNotification[]; unread_count: number }>(
      `/api/admin/notifications?limit=50${category ? `&category=${category}` : ''}`,
    ),
  unread: () => api.get<{ unread_count: number }>('/api/admin/notifications/unread-count'),
  markRead: (id: number) => api.post<unknown>(`/api/admin/notifications/${id}/read`),
  markAllRead: () => api.post<{ count: number }>('/api/admin/notifications/read-all'),
  remove: (id: number) => api.delete<unknown>(`/api/admin/notifications/${id}`),
};

// The spec's reconnect delay (§9: websocket reconnect 5 s).
const reconnectMs = 5_000;
const unauthenticated = 4401;

/**
 * Follows `/ws/admin` while mounted: the stored access token in the query, reconnecting 5 s after a
 * close; a 4401 (expired token) refreshes the session first. Returns a function that stops it.
 */
export function followAdminFeed(
  language: string,
  onMessage: (message: AdminFeedMessage) => void,
): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const connect = () => {
    const token = sessionStore.token();
    if (stopped || !token || typeof WebSocket === 'undefined') return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const query = new URLSearchParams({ token, lang: language });
    socket = new WebSocket(`${scheme}://${window.location.host}/ws/admin?${query.toString()}`);
    socket.onmessage = (event: MessageEvent<string>) => {
      try {
        onMessage(JSON.parse(event.data) as AdminFeedMessage);
      } catch {
        // Not ours: ignored.
      }
    };
    socket.onclose = (event: CloseEvent) => {
      socket = null;
      if (stopped) return;
      const again = () => {
        timer = setTimeout(connect, reconnectMs);
      };
      if (event.code === unauthenticated) void refreshSession().then((ok) => ok && again());
      else again();
    };
  };
  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  };
}

/** The spec's relative time (§9): just now under a minute, then minutes, hours, and a date after 24 h. */
export function relativeTime(
  iso: string,
  now: Date,
  texts: { justNow: string; minutes: (n: number) => string; hours: (n: number) => string },
) {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return texts.justNow;
  if (minutes < 60) return texts.minutes(minutes);
  if (minutes < 24 * 60) return texts.hours(Math.floor(minutes / 60));
  return new Date(iso).toLocaleDateString('zh-TW', { timeZone: 'Asia/Taipei' });
}
