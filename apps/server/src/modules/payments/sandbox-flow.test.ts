import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { eq, subscriptions } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import { createPayment, postForm, tierOf } from '../../testing/payment-flows.ts';

/** Hidden inputs of the first (or the named) form of an HTML page. */
function formsOf(html: string): { action: string; fields: Record<string, string>; label: string }[] {
  return [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].map((match) => ({
    action: match[1]!.replace(/&amp;/g, '&'),
    fields: Object.fromEntries(
      [...match[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((input) => [
        input[1]!,
        input[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
      ]),
    ),
    label: /<button[^>]*>([^<]+)<\/button>/.exec(match[2]!)?.[1] ?? '',
  }));
}

describe('the built-in PayUni sandbox, end to end over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: { PUBLIC_BASE_URL: 'http://shop.test', PAYUNI_BUILTIN_SANDBOX_PUBLIC: 'true' },
    });
  });
  afterAll(() => server?.close());

  async function openHostedPage(order: PaymentFormResponse) {
    const url = new URL(order.form.action);
    expect(url.origin).toBe('http://shop.test');
    const page = await postForm(server, url.pathname, order.form.fields);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    return page;
  }

  it('create-payment → hosted page → 模擬付款成功 → notify → gold with a limit of 50', async () => {
    const user = await buildMember(server);
    const created = await createPayment(server, user, {
      tier_type: 'gold',
      billing_cycle: 'monthly',
      amount: 1, // ignored: the plan table prices the order
      description: 'anything',
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json() as PaymentFormResponse;
    expect(order).toMatchObject({ success: true, amount: 1999, test_mode: true, purpose: 'new' });
    expect(order.payment_url).toBe(`http://shop.test/payuni/payment-page/${order.order_number}`);

    const page = await openHostedPage(order);
    expect(page.body).toContain('測試模式・不會實際扣款');
    expect(page.body).toContain(order.order_number);
    expect(page.body).toContain('NT$1,999');
    expect(page.body).not.toMatch(/<script>/); // CSP: no inline script
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const buttons = formsOf(page.body);
    expect(buttons.map((form) => form.label)).toEqual(['模擬付款成功', '模擬付款失敗']);

    const paid = await postForm(server, buttons[0]!.action, buttons[0]!.fields);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('付款結果已送交商店');
    expect(paid.body).toContain('<script src="/payuni-sandbox/return.js"></script>');
    // The notify already reached us server to server: the member is gold before the browser returns.
    expect(await tierOf(server, user.userId)).toBe('gold');

    const [back] = formsOf(paid.body);
    expect(back!.action).toBe('http://shop.test/api/v1/payuni/return');
    const returned = await postForm(server, new URL(back!.action).pathname, back!.fields);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/payment/success?order_number=${order.order_number}`);

    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers });
    expect(me.json()).toMatchObject({ user: { tier: 'gold', usage: { analysisLimit: 50 } } });

    const status = await server.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${order.order_number}`,
      headers: user.headers,
    });
    expect(status.json()).toMatchObject({
      order: { status: 'completed', amount: 1999, tier: 'gold', planName: '黃金會員', testMode: true },
    });
  });

  it('serves the return script as a file the CSP allows', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/payuni-sandbox/return.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("getElementById('payuni-return').submit()");
  });

  it('模擬付款失敗 fails the order, keeps the tier and returns to the cancel page', async () => {
    const user = await buildMember(server);
    const order = (
      await createPayment(server, user, { tier_type: 'diamond', billing_cycle: 'yearly' })
    ).json();
    expect(order.amount).toBe(49990);
    const buttons = formsOf((await openHostedPage(order)).body);
    const failed = await postForm(server, buttons[1]!.action, buttons[1]!.fields);
    expect(failed.body).toContain('付款失敗（模擬）');
    const returned = await postForm(server, '/api/v1/payuni/return', formsOf(failed.body)[0]!.fields);
    expect(returned.headers.location).toBe(`/payment/cancel?order_number=${order.order_number}`);
    expect(await tierOf(server, user.userId)).toBe('free');
    const status = await server.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${order.order_number}`,
      headers: user.headers,
    });
    expect(status.json().order).toMatchObject({ status: 'failed', amount: 49990 });
  });

  it('refunds through the sandbox trade/close, renews through its token charge, and answers trade/query', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    const [success] = formsOf((await openHostedPage(order)).body);
    await postForm(server, success!.action, success!.fields);
    expect(await tierOf(server, user.userId)).toBe('gold');

    const query = await server.services.payments.gatewayTrade(order.order_number);
    expect(query).toMatchObject({ outcome: 'paid', amount: 1999 });

    const subscription = await server.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: user.headers,
    });
    expect(subscription.json().subscription.paymentMethod).toEqual({ type: 'credit_card', last4: '4242' });
    const renewed = await server.services.payments.chargeRenewal({
      userId: user.userId,
      planId: 'gold',
      billingCycle: 'monthly',
      cardToken: `AD-${user.userId}`,
      cardHash: (
        await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.userId))
      )[0]!.cardHash!,
    });
    expect(renewed).toBe(true);

    const refund = await server.app.inject({
      method: 'POST',
      url: `/api/payments/${order.order_number}/refund`,
      headers: user.headers,
      payload: {},
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().payment).toMatchObject({ status: 'refunded', refundAmount: 1999 });
    expect(await tierOf(server, user.userId)).toBe('free');
  });

  it('refuses a tampered form on the hosted page', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    const page = await postForm(
      server,
      '/payuni-sandbox/upp',
      { ...order.form.fields, HashInfo: 'A'.repeat(64) },
      randomIp(),
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('加密資料驗證失敗');
  });

  it('gives its pages an inline icon, so the browser asks for no /favicon.ico', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    const page = await postForm(server, '/payuni-sandbox/upp', order.form.fields, randomIp());
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,[^"]+">/);
  });
});
