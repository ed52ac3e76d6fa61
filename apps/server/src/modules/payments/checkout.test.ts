import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { orders, eq } from '@alphadesk/db';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp } from '../../testing/factories.ts';
import { independentOpen } from './testing/independent-payuni.ts';
import {
  buyPlan,
  createPayment,
  merchantKeysOf,
  paidTrade,
  sendNotify,
} from '../../testing/payment-flows.ts';

describe('checkout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const ordersOf = (userId: string) =>
    server.database.db.select().from(orders).where(eq(orders.userId, userId));

  it('prices every order from the plan table, whatever the browser sends', async () => {
    const user = await buildMember(server);
    const cases = [
      ['gold', 'monthly', 1999],
      ['gold', 'yearly', 19990],
      ['diamond', 'monthly', 4999],
      ['diamond', 'yearly', 49990],
    ] as const;
    for (const [tier, cycle, amount] of cases) {
      const response = await createPayment(server, user, {
        tier_type: tier,
        billing_cycle: cycle,
        amount: 1,
        description: '免費',
        subscription_id: 2,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PaymentFormResponse;
      expect(body).toMatchObject({ amount, tier_type: tier, billing_cycle: cycle, currency: 'TWD' });
      const sealed = await independentOpen(body.form.fields, await merchantKeysOf(server));
      expect(sealed).toMatchObject({
        MerTradeNo: body.order_number,
        TradeAmt: String(amount),
        UsrMail: expect.any(String),
      });
      expect(sealed.NotifyURL).toBe('http://localhost:3000/api/v1/payuni/notify');
      expect(sealed.ReturnURL).toBe('http://localhost:3000/api/v1/payuni/return');
    }
  });

  it('reuses a pending order for double clicks', async () => {
    const user = await buildMember(server);
    const replies = await Promise.all(Array.from({ length: 5 }, () => createPayment(server, user)));
    const numbers = new Set(replies.map((reply) => reply.json().order_number));
    expect(numbers.size).toBe(1);
    expect(await ordersOf(user.userId)).toHaveLength(1);
    // A different cycle is a different order.
    await createPayment(server, user, { tier_type: 'gold', billing_cycle: 'yearly' });
    expect(await ordersOf(user.userId)).toHaveLength(2);
  });

  it('answers bad input with the spec wording, never 500', async () => {
    const user = await buildMember(server);
    const expectMessage = async (payload: unknown, message: string | RegExp) => {
      const response = await createPayment(server, user, payload as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      expect(expectCleanError(response.body).message).toMatch(message);
    };
    await expectMessage({ tier_type: 'free', billing_cycle: 'monthly' }, '免費方案無需支付');
    await expectMessage({ tier_type: 'platinum', billing_cycle: 'monthly' }, '不支援的會員方案');
    await expectMessage({ billing_cycle: 'monthly' }, '不支援的會員方案');
    await expectMessage({ tier_type: 'gold', billing_cycle: 'weekly' }, '不支援的付款週期');
    await expectMessage({ tier_type: 'gold', billing_cycle: 'monthly', coupon: 'x' }, /無法識別/);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/v1/payuni/create-payment',
      headers: { ...user.headers, 'content-type': 'application/json' },
      payload: '{"tier_type":',
    });
    expect(expectCleanError(malformed.body).code).toBe('MALFORMED_JSON');
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/v1/payuni/create-payment',
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tier_type=gold',
    });
    expect(form.statusCode).toBe(415);
  });

  it('needs a member: anonymous callers and guests are refused', async () => {
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/v1/payuni/create-payment',
      payload: { tier_type: 'gold', billing_cycle: 'monthly' },
    });
    expect(anonymous.statusCode).toBe(401);
    const guest = await buildGuest(server);
    const refused = await createPayment(server, guest);
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused.body).message).toBe('訪客無法付款，請先註冊或登入會員');
  });

  it('refuses guest checkout with a clear message asking to sign in or register', async () => {
    const guestCheckout = (payload: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/payuni/create-guest-payment',
        remoteAddress: randomIp(),
        payload,
      });
    const refused = await guestCheckout({ tier_type: 'gold', amount: 19990, return_url: '/payment/success' });
    expect(refused.statusCode).toBe(401);
    expect(expectCleanError(refused.body).message).toBe('請先登入或註冊會員後再購買付費方案');
    expect(expectCleanError((await guestCheckout({ tier_type: 'free' })).body).message).toBe(
      '免費方案無需支付',
    );
    expect((await guestCheckout({ tier_type: 'gold', hack: 1 })).statusCode).toBe(400);
  });

  it('sends a paid member of another plan to the plan change, and renews the same plan', async () => {
    const user = await buildMember(server);
    await buyPlan(server, user, 'gold', 'monthly');
    const other = await createPayment(server, user, { tier_type: 'diamond', billing_cycle: 'monthly' });
    expect(other.statusCode).toBe(409);
    expect(expectCleanError(other.body).message).toBe('您目前已有有效的訂閱，請至訂閱管理頁面變更方案');
    const same = await createPayment(server, user, { tier_type: 'gold', billing_cycle: 'monthly' });
    expect(same.json()).toMatchObject({ purpose: 'renewal', amount: 1999 });
  });

  it('shows the payment page form only to the owner of a pending order', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const order = (await createPayment(server, owner)).json() as PaymentFormResponse;
    const page = (user: { headers: object }) =>
      server.app.inject({
        method: 'GET',
        url: `/api/v1/payuni/payment-page/${order.order_number}`,
        headers: user.headers as Record<string, string>,
      });
    expect((await page(owner)).json()).toMatchObject({ order_number: order.order_number, amount: 1999 });
    const foreign = await page(other);
    expect(foreign.statusCode).toBe(404);
    expect(expectCleanError(foreign.body).message).toBe('找不到此訂單');

    const status = await server.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${order.order_number}`,
      headers: other.headers,
    });
    expect(status.statusCode).toBe(404);

    await sendNotify(server, paidTrade(order.order_number, 1999));
    expect(expectCleanError((await page(owner)).body).message).toBe('此訂單已不是待付款狀態');
  });

  it('rate limits create-payment per client with a zh-TW 429', async () => {
    const user = await buildMember(server);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/payuni/create-payment',
        headers: user.headers,
        remoteAddress: '10.77.0.1',
        payload: { tier_type: 'gold', billing_cycle: 'monthly' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(expectCleanError(response.body).message).toBe('請求過於頻繁，請稍後再試');
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('retries a failed payment as a new order, for its owner only', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const order = (
      await createPayment(server, owner, { tier_type: 'diamond', billing_cycle: 'monthly' })
    ).json();
    const retry = (user: { headers: Record<string, string> }, id: string) =>
      server.app.inject({ method: 'POST', url: `/api/payments/${id}/retry`, headers: user.headers });
    expect(expectCleanError((await retry(owner, order.order_number)).body).message).toBe(
      '只有失敗的付款可以重新付款',
    );

    await sendNotify(server, {
      ...paidTrade(order.order_number, 4999),
      Status: 'UNAPPROVED',
      TradeStatus: 2,
    });
    expect((await retry(other, order.order_number)).statusCode).toBe(404);
    const retried = await retry(owner, order.order_number);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ amount: 4999, tier_type: 'diamond', purpose: 'new' });
    expect(retried.json().order_number).not.toBe(order.order_number);
  });
});

describe('checkout without a payment gateway (production without a merchant)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { PAYUNI_BUILTIN_SANDBOX: 'false' } });
  });
  afterAll(() => server?.close());

  it('answers 503 with the spec message and serves no sandbox', async () => {
    const user = await buildMember(server);
    const response = await createPayment(server, user);
    expect(response.statusCode).toBe(503);
    expect(expectCleanError(response.body).message).toBe('支付系統暫時無法使用，請稍後再試');
    const sandbox = await server.app.inject({ method: 'POST', url: '/payuni-sandbox/upp', payload: {} });
    expect(sandbox.statusCode).toBe(404);
  });
});
