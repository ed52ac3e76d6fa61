import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceAlert, PaymentFormResponse } from '@alphadesk/contracts';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember } from '../../testing/factories.ts';
import { createPayment, paidTrade, sendNotify } from '../../testing/payment-flows.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';

describe('GET /api/admin/finance/alerts', () => {
  let server: TestServer;
  const clock = createTestClock('2026-11-20T02:00:00Z');

  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
  });
  afterAll(() => server.close());

  const alertsFor = async (orderNumber: string) => {
    const finance = await buildStaffAccount(server, 'finance');
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/admin/finance/alerts',
      headers: finance.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ alerts: FinanceAlert[]; summary: Record<string, number>; rules: object }>();
    return { ...body, naming: body.alerts.filter((alert) => alert.orders.includes(orderNumber)) };
  };

  it('names a payment the gateway refused in the last 24 hours, with the rule behind it', async () => {
    clock.set('2026-11-20T02:00:00Z');
    const member = await buildMember(server);
    const order = (await createPayment(server, member)).json() as PaymentFormResponse;
    const refused = { ...paidTrade(order.order_number, order.amount), Status: 'UNAPPROVED', TradeStatus: 2 };
    expect((await sendNotify(server, refused)).statusCode).toBe(200);

    const { naming, summary, rules } = await alertsFor(order.order_number);
    expect(naming).toEqual([
      expect.objectContaining({ rule: 'payment_failures', severity: 'medium', title: '付款失敗' }),
    ]);
    expect(naming[0]!.message).toMatch(/^近 24 小時 \d+ 筆付款失敗，合計 NT\$/);
    expect(summary.medium).toBeGreaterThanOrEqual(1);
    expect(rules).toHaveProperty('payment_failures');

    clock.advance(25 * 3_600_000); // a day later the failure is no longer recent
    expect((await alertsFor(order.order_number)).naming).toEqual([]);
  });

  it('names an order still unconfirmed 30 minutes after it was created', async () => {
    clock.set('2026-11-21T02:00:00Z');
    const member = await buildMember(server);
    const order = (await createPayment(server, member)).json() as PaymentFormResponse;
    expect((await alertsFor(order.order_number)).naming).toEqual([]);
    clock.advance(31 * 60_000);
    const { naming } = await alertsFor(order.order_number);
    expect(naming).toEqual([expect.objectContaining({ rule: 'stale_pending', severity: 'low' })]);
  });

  it('is refused to a member and to staff without the finance area', async () => {
    const member = await buildMember(server);
    const asMember = await server.app.inject({
      method: 'GET',
      url: '/api/admin/finance/alerts',
      headers: member.headers,
    });
    expect([401, 403]).toContain(asMember.statusCode);
    const support = await buildStaffAccount(server, 'manager');
    const asManager = await server.app.inject({
      method: 'GET',
      url: '/api/admin/finance/alerts',
      headers: support.headers,
    });
    expect(asManager.statusCode).toBe(403);
  });
});
