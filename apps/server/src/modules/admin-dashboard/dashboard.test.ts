import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats, PaymentFormResponse, SystemLoad } from '@alphadesk/contracts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember } from '../../testing/factories.ts';
import { createPayment, postForm } from '../../testing/payment-flows.ts';
import { buildStaffAccount, type TestStaff } from '../staff/testing/staff.ts';
import { createAdminDashboardModule } from './index.ts';

let server: TestServer;
let staff: TestStaff;
beforeAll(async () => {
  server = await createTestServer({
    env: { PUBLIC_BASE_URL: 'http://shop.test', PAYUNI_BUILTIN_SANDBOX_PUBLIC: 'true' },
  });
  // The overview is every role's: the read-only role is enough.
  staff = await buildStaffAccount(server, 'readonly');
});
afterAll(() => server?.close());

async function stats(): Promise<DashboardStats> {
  const response = await server.app.inject({ url: '/api/admin/dashboard/stats', headers: staff.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DashboardStats;
}

/** A member pays for gold through the built-in sandbox: a real settled payment of NT$1,999. */
async function payForGold() {
  const member = await buildMember(server);
  const created = await createPayment(server, member, {
    tier_type: 'gold',
    billing_cycle: 'monthly',
    amount: 1,
    description: 'dashboard',
  });
  const order = created.json() as PaymentFormResponse;
  const page = await postForm(server, new URL(order.form.action).pathname, order.form.fields);
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page.body)!;
  const fields = Object.fromEntries(
    [...form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((input) => [
      input[1]!,
      input[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
    ]),
  );
  const paid = await postForm(server, form[1]!.replace(/&amp;/g, '&'), fields);
  expect(paid.statusCode).toBe(200);
}

describe('the back-office overview', () => {
  it('counts members and revenue from stored data', async () => {
    const before = await stats();
    await buildMember(server);
    await payForGold();
    const after = await stats();
    // Two members were registered (one of them paid); revenue grew by the plan table's gold price.
    expect(after.total_users).toBe(before.total_users + 2);
    expect(after.total_revenue).toBe(before.total_revenue + 1999);
    expect(after.payments).toBe(before.payments + 1);
    expect(after).toMatchObject({ analysts_total: 9, tts_jobs_in_progress: 0, tts_available: false });
  });

  it('counts the nine analysts online only while a worker has beaten in the last 3 minutes', async () => {
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    await server.services.system.recordHeartbeat({ role: 'scheduler', requestedAt: stale });
    expect((await stats()).analysts_online).toBe(9);
    expect((await stats()).worker_last_seen).not.toBeNull();
    const at = new Date('2026-11-24T02:00:00Z');
    const seen = (minutesAgo: number) =>
      createAdminDashboardModule({
        now: () => at,
        memberCount: async () => 0,
        revenueTotals: async () => ({ gross: 0, refunded: 0, payments: 0 }),
        workerLastSeen: async () => new Date(at.getTime() - minutesAgo * 60_000),
      }).stats();
    expect((await seen(2)).analysts_online).toBe(9);
    expect((await seen(4)).analysts_online).toBe(0);
  });

  it('samples the server process’s CPU and memory on every call', async () => {
    const sample = async () =>
      (
        await server.app.inject({ url: '/api/admin/dashboard/system-load', headers: staff.headers })
      ).json() as SystemLoad;
    const first = await sample();
    // Some work between samples, so the second one measures it.
    let x = 0;
    for (let n = 0; n < 2_000_000; n += 1) x += Math.sqrt(n);
    expect(x).toBeGreaterThan(0);
    const second = await sample();
    for (const load of [first, second]) {
      expect(load.cpu_percent).toBeGreaterThanOrEqual(0);
      expect(load.cpu_percent).toBeLessThanOrEqual(100);
      expect(load.memory_percent).toBeGreaterThan(0);
      expect(load.rss_bytes).toBeLessThan(load.system_memory_bytes);
    }
    expect(Date.parse(second.timestamp)).toBeGreaterThanOrEqual(Date.parse(first.timestamp));
    expect(second.heap_used_bytes).toBeGreaterThan(0);
  });

  it('refuses callers without a staff session', async () => {
    const member = await buildMember(server);
    for (const headers of [{}, member.headers]) {
      const response = await server.app.inject({ url: '/api/admin/dashboard/stats', headers });
      expect(response.statusCode).toBe(401);
    }
  });
});
