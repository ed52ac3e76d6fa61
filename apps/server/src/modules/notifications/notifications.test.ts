import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFeedCloseCodes, type AdminFeedMessage, type AdminNotification } from '@alphadesk/contracts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

interface TestSocket {
  close(): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

/** A real ws client on /ws/admin, recording what arrives. */
async function connect(query: string) {
  const messages: AdminFeedMessage[] = [];
  const waiters: Array<() => void> = [];
  let closedWith: number | null = null;
  const wake = () => {
    for (const resolve of waiters.splice(0)) resolve();
  };
  const socket = (await server.app.injectWS(
    `/ws/admin?${query}`,
    { socket: { remoteAddress: randomIp() } } as never,
    {
      onInit(ws: TestSocket) {
        ws.on('message', (data) => {
          messages.push(JSON.parse(data.toString()) as AdminFeedMessage);
          wake();
        });
        ws.on('close', (code) => {
          closedWith = code;
          wake();
        });
      },
    },
  )) as unknown as TestSocket;
  return {
    socket,
    messages,
    closed: () => closedWith,
    async until(test: () => boolean) {
      while (!test()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

const tokenOf = (staff: { headers: { authorization: string } }) =>
  encodeURIComponent(staff.headers.authorization.replace(/^Bearer /, ''));

async function listOf(staff: TestStaff, query = '') {
  const response = await server.app.inject({
    url: `/api/admin/notifications${query}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { notifications: AdminNotification[]; unread_count: number };
}

async function lockOut(staff: TestStaff) {
  for (let n = 0; n < 5; n += 1) {
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: staff.email, password: 'wrong-password-Aa1' },
      remoteAddress: randomIp(),
    });
  }
}

async function openTicket() {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    payload: {
      name: '陳先生',
      email: 'chen@example.com',
      category: 'billing',
      subject: '發票問題',
      message: '我想確認上個月的發票是否已開立。',
    },
    remoteAddress: randomIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { reference: string }).reference;
}

describe('/ws/admin', () => {
  it('closes with 4401 without a token, with a bad one, with a member token and after sign-out', async () => {
    const member = await buildMember(server);
    for (const query of ['', 'token=', 'token=not-a-jwt', `token=${tokenOf(member)}`]) {
      const feed = await connect(query);
      await feed.until(() => feed.closed() !== null);
      expect(feed.closed(), query).toBe(adminFeedCloseCodes.unauthenticated);
      expect(feed.messages).toEqual([]);
    }
    const staff = await buildStaffAccount(server, 'admin');
    await server.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: staff.headers });
    const signedOut = await connect(`token=${tokenOf(staff)}`);
    await signedOut.until(() => signedOut.closed() !== null);
    expect(signedOut.closed()).toBe(adminFeedCloseCodes.unauthenticated);
  });

  it('pushes the lock of a staff account to a security reader as it happens, in the feed’s language', async () => {
    const watcher = await buildStaffAccount(server, 'super_admin');
    const feed = await connect(`token=${tokenOf(watcher)}&lang=en-US`);
    await feed.until(() => feed.messages.some((message) => message.type === 'ready'));
    const victim = await buildStaffAccount(server, 'finance');
    await lockOut(victim);
    await feed.until(() => feed.messages.some((message) => message.type === 'notification'));
    const pushed = feed.messages.find((message) => message.type === 'notification')!;
    expect(pushed).toMatchObject({
      notification: {
        kind: 'staff.locked',
        type: 'warning',
        priority: 'high',
        title: 'Staff sign-in locked',
        isRead: false,
      },
    });
    if (pushed.type !== 'notification') throw new Error('not a notification');
    expect(pushed.notification.message).toContain(victim.email.split('@')[0]);
    expect(pushed.unread_count).toBeGreaterThanOrEqual(1);
    feed.socket.close();
  });
});

describe('/api/admin/notifications', () => {
  it('tells customer service of a new ticket, and not finance, who does not read it', async () => {
    const admin = await buildStaffAccount(server, 'admin');
    const finance = await buildStaffAccount(server, 'finance');
    const reference = await openTicket();
    const list = await listOf(admin, '?category=users');
    const notice = list.notifications.find((item) => item.kind === 'support.ticket_created');
    expect(notice).toMatchObject({
      title: '新的客服工單',
      actionUrl: '/admin/customer_service',
      isRead: false,
    });
    expect(notice!.message).toContain(reference);
    expect(
      (await listOf(finance)).notifications.filter((item) => item.kind === 'support.ticket_created'),
    ).toEqual([]);
  });

  it('marks read and deletes only the caller’s own notifications', async () => {
    const owner = await buildStaffAccount(server, 'admin');
    const other = await buildStaffAccount(server, 'admin');
    await openTicket();
    await openTicket();
    const [first, second] = (await listOf(owner)).notifications;
    const unread = async (staff: TestStaff) =>
      (
        (
          await server.app.inject({ url: '/api/admin/notifications/unread-count', headers: staff.headers })
        ).json() as {
          unread_count: number;
          by_category: Record<string, number>;
        }
      ).unread_count;
    const before = await unread(owner);
    expect(before).toBeGreaterThanOrEqual(2);

    for (const request of [
      { method: 'POST' as const, url: `/api/admin/notifications/${first!.id}/read` },
      { method: 'DELETE' as const, url: `/api/admin/notifications/${first!.id}` },
    ]) {
      const refused = await server.app.inject({ ...request, headers: other.headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe('找不到此通知');
    }
    expect(await unread(owner)).toBe(before);

    const read = await server.app.inject({
      method: 'POST',
      url: `/api/admin/notifications/${first!.id}/read`,
      headers: owner.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(await unread(owner)).toBe(before - 1);
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/api/admin/notifications/${second!.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await listOf(owner)).notifications.map((item) => item.id)).not.toContain(second!.id);

    const otherBefore = await unread(other);
    const all = await server.app.inject({
      method: 'POST',
      url: '/api/admin/notifications/read-all',
      headers: owner.headers,
    });
    expect(all.json()).toMatchObject({ count: before - 2 });
    expect(await unread(owner)).toBe(0);
    expect(await unread(other)).toBe(otherBefore);
  });

  it('announces a server error once a minute per endpoint to those who watch the system', async () => {
    const readonly = await buildStaffAccount(server, 'readonly');
    const event = { endpoint: `GET /api/test/${Date.now()}`, status: 500, requestId: 'req-1' };
    await server.services.notifications.serverError(event);
    await server.services.notifications.serverError({ ...event, requestId: 'req-2' });
    const notices = (await listOf(readonly, '?category=system')).notifications.filter((item) =>
      item.message.includes(event.endpoint),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'error',
      priority: 'urgent',
      actionUrl: '/admin/system_monitor',
    });
  });
});
