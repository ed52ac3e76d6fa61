import {
  adminFeedCloseCodes,
  type AdminFeedMessage,
  type AdminNotification,
  type ErrorLocale,
} from '@alphadesk/contracts';

/** The part of a ws socket the feed uses. */
export interface FeedSocket {
  send(data: string): void;
  close(code: number, reason: string): void;
  ping(): void;
  readonly readyState: number;
}

interface Connection {
  staffId: string;
  locale: ErrorLocale;
  socket: FeedSocket;
  token: string;
  missedPongs: number;
  timer: ReturnType<typeof setInterval> | null;
}

const open = 1;

/**
 * The staff connections of this process, by staff id. A notification reaches the connections of
 * the process that stored it; the console also re-reads the unread count every 30 s, so one made
 * by another process still shows up.
 */
export function createFeedHub(deps: {
  authenticate: (token: string) => Promise<{ staffId: string } | null>;
  unreadCount: (staffId: string) => Promise<number>;
  heartbeatMs: number;
}) {
  const byStaff = new Map<string, Set<Connection>>();
  const send = (connection: Connection, message: AdminFeedMessage) => {
    if (connection.socket.readyState === open) connection.socket.send(JSON.stringify(message));
  };
  const drop = (connection: Connection) => {
    if (connection.timer) clearInterval(connection.timer);
    const set = byStaff.get(connection.staffId);
    set?.delete(connection);
    if (set?.size === 0) byStaff.delete(connection.staffId);
  };

  return {
    /** Authenticates first: without a live staff session the socket closes with 4401 before anything is sent. */
    async open(socket: FeedSocket, query: { token?: string; lang?: ErrorLocale } | null) {
      const token = query?.token;
      const caller = token ? await deps.authenticate(token).catch(() => null) : null;
      if (!caller || !token) {
        socket.close(adminFeedCloseCodes.unauthenticated, 'invalid or expired staff access token');
        return null;
      }
      const connection: Connection = {
        staffId: caller.staffId,
        locale: query?.lang ?? 'zh-TW',
        socket,
        token,
        missedPongs: 0,
        timer: null,
      };
      const set = byStaff.get(caller.staffId) ?? new Set();
      set.add(connection);
      byStaff.set(caller.staffId, set);
      // Each heartbeat also re-checks the session: a signed-out or disabled account is cut off.
      connection.timer = setInterval(() => {
        void (async () => {
          if (connection.missedPongs >= 2) {
            socket.close(adminFeedCloseCodes.timedOut, 'no answer to heartbeats');
            return drop(connection);
          }
          if (!(await deps.authenticate(connection.token).catch(() => null))) {
            socket.close(adminFeedCloseCodes.unauthenticated, 'the staff session ended');
            return drop(connection);
          }
          connection.missedPongs += 1;
          socket.ping();
        })();
      }, deps.heartbeatMs);
      send(connection, { type: 'ready', unread_count: await deps.unreadCount(caller.staffId) });
      return {
        pong: () => {
          connection.missedPongs = 0;
        },
        closed: () => drop(connection),
      };
    },

    /** Pushes a new notification to its recipient's open consoles, each in its own language. */
    async deliver(staffId: string, render: (locale: ErrorLocale) => AdminNotification) {
      const connections = byStaff.get(staffId);
      if (!connections?.size) return;
      const unread = await deps.unreadCount(staffId);
      for (const connection of connections) {
        send(connection, {
          type: 'notification',
          notification: render(connection.locale),
          unread_count: unread,
        });
      }
    },

    closeAll() {
      for (const set of byStaff.values()) {
        for (const connection of set) {
          connection.socket.close(1001, 'server shutting down');
          drop(connection);
        }
      }
    },
  };
}
