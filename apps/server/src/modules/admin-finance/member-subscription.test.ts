import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../testing/factories.ts';
import { buyThroughSandbox } from '../../testing/payment-flows.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';

describe('staff cancelling and resuming a member’s membership', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'PUT', url: string, headers: Record<string, string>) =>
    server.app.inject({ method, url, headers });

  it('cancels at the period end and resumes, as the member then sees on /subscription, each audited', async () => {
    const manager = await buildStaffAccount(server, 'manager');
    const member = await buildMember(server);
    await buyThroughSandbox(server, member);
    const base = `/api/admin/users/${member.userId}/subscription`;

    const shown = await call('GET', base, manager.headers);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().subscription).toMatchObject({
      tier: 'gold',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    const cancelled = await call('PUT', `${base}/cancel`, manager.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ tier: 'gold', cancelAtPeriodEnd: true });
    // The member's own view agrees: still gold until the period ends, no renewal.
    const own = await server.app.inject({ method: 'GET', url: '/api/subscription', headers: member.headers });
    expect(own.json().subscription).toMatchObject({ tier: 'gold', cancelAtPeriodEnd: true });

    const resumed = await call('PUT', `${base}/renew`, manager.headers);
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false });

    const entries = (await server.services.audit.list({ limit: 10, offset: 0, user_id: member.userId }))
      .entries;
    expect(entries.map((entry) => entry.action_type)).toEqual([
      'subscription.resumed_by_staff',
      'subscription.cancelled_by_staff',
    ]);
    expect(entries[1]).toMatchObject({
      actor_id: manager.id,
      before: { cancelAtPeriodEnd: false },
      after: { cancelAtPeriodEnd: true },
    });
  });

  it('answers a clear 4xx when there is nothing to cancel or resume, or no such member, changing nothing', async () => {
    const manager = await buildStaffAccount(server, 'manager');
    const free = await buildMember(server);
    const nothing = await call('PUT', `/api/admin/users/${free.userId}/subscription/cancel`, manager.headers);
    expect(nothing.statusCode).toBe(409);
    expect(expectCleanError(nothing.body).code).toBe('NOTHING_TO_CANCEL');
    const notCancelled = await call(
      'PUT',
      `/api/admin/users/${free.userId}/subscription/renew`,
      manager.headers,
    );
    expect(expectCleanError(notCancelled.body).code).toBe('NOTHING_TO_RESUME');
    const missing = await call(
      'PUT',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/subscription/cancel',
      manager.headers,
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await call('PUT', '/api/admin/users/nope/subscription/cancel', manager.headers);
    expect(malformed.statusCode).toBe(400);
    expect(expectCleanError(malformed.body).message).toBe('用戶編號格式錯誤');
    const entries = (await server.services.audit.list({ limit: 5, offset: 0, user_id: free.userId })).entries;
    expect(entries.filter((entry) => entry.action_type.endsWith('_by_staff'))).toEqual([]);
  });

  it('is refused to staff without subscription management and to members', async () => {
    const member = await buildMember(server);
    const finance = await buildStaffAccount(server, 'readonly');
    const refused = await call(
      'PUT',
      `/api/admin/users/${member.userId}/subscription/cancel`,
      finance.headers,
    );
    expect(refused.statusCode).toBe(403);
    const asMember = await call(
      'PUT',
      `/api/admin/users/${member.userId}/subscription/cancel`,
      member.headers,
    );
    expect([401, 403]).toContain(asMember.statusCode);
  });
});
