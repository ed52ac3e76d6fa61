import { expect } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { asc, paymentEvents, eq, users } from '@alphadesk/db';
import { independentSeal, type Keys } from '../modules/payments/testing/independent-payuni.ts';
import {
  merchantKeysOf,
  standInEnv,
  testKeys,
  testMerchantId,
} from '../modules/payments/testing/sandbox-merchant.ts';
import type { SignedInUser } from './auth.ts';
import { randomIp, signIn } from './factories.ts';
import type { TestServer } from './server.ts';

/**
 * Payment flows as a member's browser and the gateway drive them: create-payment, the gateway's
 * signed notify, a plan bought end to end.
 */

export { merchantKeysOf, standInEnv, testKeys, testMerchantId };

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export function postForm(server: TestServer, url: string, fields: Record<string, string>, ip = randomIp()) {
  return server.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody(fields),
  });
}

export async function createPayment(
  server: TestServer,
  user: Pick<SignedInUser, 'headers'>,
  body: Record<string, unknown> = { tier_type: 'gold', billing_cycle: 'monthly' },
) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/payuni/create-payment',
    headers: user.headers,
    remoteAddress: randomIp(),
    payload: body,
  });
}

/** The result parameters a gateway reports for a paid card trade. */
export function paidTrade(orderNumber: string, amount: number, extra: Record<string, string | number> = {}) {
  return {
    Status: 'SUCCESS',
    Message: '授權成功',
    MerID: testMerchantId,
    MerTradeNo: orderNumber,
    TradeNo: `T${orderNumber}`,
    TradeAmt: amount,
    TradeStatus: 1,
    PaymentType: 1,
    Card4No: '4242',
    AuthDay: '20261121',
    ...extra,
  };
}

/** A notify sealed by the independent implementation, posted to our NotifyURL. */
export async function sendNotify(
  server: TestServer,
  params: Record<string, string | number>,
  options: { keys?: Keys; merchantId?: string; tamper?: (fields: Record<string, string>) => void } = {},
) {
  const fields: Record<string, string> = {
    ...(await independentSeal(
      options.merchantId ?? testMerchantId,
      params,
      options.keys ?? (await merchantKeysOf(server)),
    )),
  };
  options.tamper?.(fields);
  return postForm(server, '/api/v1/payuni/notify', fields);
}

/** Buys a plan end to end through create-payment and a paid notify; returns the order. */
export async function buyPlan(
  server: TestServer,
  user: Pick<SignedInUser, 'headers'>,
  tier: 'gold' | 'diamond' = 'gold',
  cycle: 'monthly' | 'yearly' = 'monthly',
  extra: Record<string, string | number> = {},
): Promise<PaymentFormResponse> {
  const created = await createPayment(server, user, { tier_type: tier, billing_cycle: cycle });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json() as PaymentFormResponse;
  const notified = await sendNotify(server, paidTrade(order.order_number, order.amount, extra));
  expect(notified.statusCode, notified.body).toBe(200);
  return order;
}

/** Buys a plan end to end through the built-in sandbox's hosted page (its 模擬付款成功 button). */
export async function buyThroughSandbox(
  server: TestServer,
  user: Pick<SignedInUser, 'headers'>,
): Promise<PaymentFormResponse> {
  const created = await createPayment(server, user);
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json() as PaymentFormResponse;
  const paid = await postForm(server, '/payuni-sandbox/upp/pay', {
    ...order.form.fields,
    Outcome: 'success',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

export async function tierOf(server: TestServer, userId: string) {
  return (await server.database.db.select({ tier: users.tier }).from(users).where(eq(users.id, userId)))[0]
    ?.tier;
}

/** The security events in the order they were recorded (the last one last). */
export async function securityEvents(server: TestServer) {
  return server.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.kind, 'security'))
    .orderBy(asc(paymentEvents.id));
}

/** Signs an existing member in again (after a test moved the clock past their access token). */
export async function signInAgain<User extends SignedInUser>(server: TestServer, user: User): Promise<User> {
  const fresh = await signIn(server, user);
  return {
    ...user,
    accessToken: fresh.accessToken,
    headers: fresh.headers,
    refreshCookie: fresh.refreshCookie,
  };
}
