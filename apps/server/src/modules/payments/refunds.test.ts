import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, orders, refunds, subscriptions } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import { startFakePayuni, type FakeAnswer, type FakeCall, type FakePayuni } from './testing/fake-payuni.ts';
import {
  buyPlan,
  createPayment,
  paidTrade,
  sendNotify,
  signInAgain,
  testKeys,
  testMerchantId,
  tierOf,
  standInEnv,
} from '../../testing/payment-flows.ts';

const day = 24 * 60 * 60 * 1000;

describe('refunds', () => {
  let fake: FakePayuni;
  let server: TestServer;
  const clock = createTestClock('2026-11-21T02:00:00Z');
  const approve = ({ params }: FakeCall): FakeAnswer => ({
    Status: 'SUCCESS',
    Message: '退款成功',
    MerID: testMerchantId,
    TradeNo: params.TradeNo!,
  });
  let reply: (call: FakeCall) => FakeAnswer = approve;
  beforeEach(() => {
    clock.reset();
    reply = approve;
  });
  beforeAll(async () => {
    fake = await startFakePayuni(testMerchantId, testKeys, (call) => reply(call));
    server = await createTestServer({ env: standInEnv(fake.url), now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const refund = (user: SignedInMember, id: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/refund`,
      headers: user.headers,
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
    });
  const subscriptionOf = async (userId: string) =>
    (await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it('refuses a refund more than 30 days after the payment, without asking the gateway', async () => {
    reply = approve;
    const user = await buildMember(server);
    const order = await buyPlan(server, user);
    const calls = fake.calls.length;
    clock.advance(31 * day);
    const response = await refund(await signInAgain(server, user), order.order_number);
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toBe('此筆付款已超過 30 天退款期限，無法申請退款');
    expect(fake.calls.length).toBe(calls);
  });

  it('within 30 days: refunded through trade/close; the membership ends now and the tier is free', async () => {
    reply = approve;
    let user = await buildMember(server);
    const order = await buyPlan(server, user);
    expect(await tierOf(server, user.userId)).toBe('gold');
    clock.advance(29 * day);
    user = await signInAgain(server, user);
    const response = await refund(user, order.order_number, { reason: '不需要了' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: '退款已完成，款項將於 3-7 個工作天內退回原付款方式',
      payment: {
        status: 'refunded',
        refundAmount: 1999,
        refundable: false,
        refundDate: clock.now().toISOString(),
      },
    });
    expect(fake.calls.at(-1)).toMatchObject({
      path: 'trade/close',
      params: { TradeNo: `T${order.order_number}`, TradeAmt: '1999', CloseType: '2' },
    });
    expect(await tierOf(server, user.userId)).toBe('free');
    expect(await subscriptionOf(user.userId)).toMatchObject({
      status: 'cancelled',
      currentPeriodEnd: clock.now(),
    });
    const again = await refund(user, order.order_number);
    expect(expectCleanError(again.body).message).toBe('只有已完成的付款可以申請退款');
  });

  it('partial refunds are recorded; the tier stays until the rest is refunded', async () => {
    reply = approve;
    const user = await buildMember(server);
    const order = await buyPlan(server, user);
    const first = await refund(user, order.order_number, { amount: 500 });
    expect(first.json().payment).toMatchObject({
      status: 'partially_refunded',
      refundAmount: 500,
      refundableAmount: 1499,
    });
    expect(await tierOf(server, user.userId)).toBe('gold');
    const tooMuch = await refund(user, order.order_number, { amount: 1500 });
    expect(expectCleanError(tooMuch.body).message).toBe('退款金額超過可退款金額');
    const rest = await refund(user, order.order_number);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refundAmount: 1999 });
    expect(await tierOf(server, user.userId)).toBe('free');
    const rows = await server.database.db.select().from(refunds);
    expect(rows.filter((row) => row.amount === 500 && row.status === 'succeeded')).toHaveLength(1);
  });

  it('a refund the gateway refuses changes nothing and says so in zh-TW', async () => {
    reply = () => ({ Status: 'ERROR', Message: '此交易無法退款', MerID: testMerchantId });
    const user = await buildMember(server);
    const order = await buyPlan(server, user);
    const response = await refund(user, order.order_number);
    expect(response.statusCode).toBe(503);
    expect(expectCleanError(response.body).message).toBe('退款處理失敗，請稍後再試或聯繫客服');
    expect(await tierOf(server, user.userId)).toBe('gold');
    reply = approve;
    expect((await refund(user, order.order_number)).statusCode).toBe(200); // the lock was released
  });

  it('a close that times out stays pending; reconcile marks it failed when the gateway refunded nothing', async () => {
    const user = await buildMember(server);
    const order = await buyPlan(server, user);
    reply = ({ path }) =>
      path === 'trade/close' ? { raw: { status: 502, body: 'bad gateway' } } : approve({ path } as FakeCall);
    const lost = await refund(user, order.order_number);
    expect(lost.statusCode).toBe(503);
    expect(expectCleanError(lost.body).code).toBe('REFUND_PENDING');
    expect(expectCleanError((await refund(user, order.order_number)).body).code).toBe('REFUND_IN_PROGRESS');
    reply = ({ params }) => ({
      Status: 'SUCCESS',
      MerID: testMerchantId,
      'Result[0][MerTradeNo]': params.MerTradeNo!,
      'Result[0][TradeNo]': `T${params.MerTradeNo}`,
      'Result[0][TradeAmt]': 1999,
      'Result[0][TradeStatus]': 1,
      'Result[0][RefundAmt]': 0,
    });
    clock.advance(3 * 60 * 1000);
    expect(await server.services.payments.reconcileRefunds()).toMatchObject({ failed: 1, recorded: 0 });
    expect(await tierOf(server, user.userId)).toBe('gold');
    reply = approve;
    const again = await refund(await signInAgain(server, user), order.order_number);
    expect(again.statusCode, again.body).toBe(200);
    expect(await tierOf(server, user.userId)).toBe('free');
    const db = server.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.orderNumber, order.order_number));
    const statuses = (await db.select().from(refunds).where(eq(refunds.orderId, row!.id))).map(
      (refundRow) => refundRow.status,
    );
    expect(statuses.sort()).toEqual(['failed', 'succeeded']);
  });

  it('refunding an upgrade restores the previous plan', async () => {
    reply = approve;
    let user = await buildMember(server);
    await buyPlan(server, user, 'gold');
    clock.advance(10 * day);
    user = await signInAgain(server, user);
    const change = await server.app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: user.headers,
      payload: { tier_type: 'diamond', billing_cycle: 'monthly' },
    });
    const upgrade = change.json().payment;
    await sendNotify(server, paidTrade(upgrade.order_number, upgrade.amount));
    expect(await tierOf(server, user.userId)).toBe('diamond');
    expect((await refund(user, upgrade.order_number)).statusCode).toBe(200);
    expect(await tierOf(server, user.userId)).toBe('gold');
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'active', planId: 'gold' });
  });

  it("never lets another member refund someone's payment", async () => {
    reply = approve;
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const order = await buyPlan(server, owner);
    const response = await refund(other, order.order_number);
    expect(response.statusCode).toBe(404);
    expect(expectCleanError(response.body).message).toBe('找不到此訂單');
    expect(await tierOf(server, owner.userId)).toBe('gold');
  });

  it('answers bad refund input with zh-TW 400s', async () => {
    const user = await buildMember(server);
    const pending = (await createPayment(server, user)).json();
    expect(expectCleanError((await refund(user, pending.order_number)).body).message).toBe(
      '只有已完成的付款可以申請退款',
    );
    expect(expectCleanError((await refund(user, pending.order_number, { amount: 0 })).body).message).toBe(
      '退款金額必須大於 0',
    );
    expect(expectCleanError((await refund(user, pending.order_number, { amount: 10.5 })).body).message).toBe(
      '退款金額必須是整數',
    );
    expect(
      expectCleanError((await refund(user, pending.order_number, { amount: 1, all: true })).body).message,
    ).toContain('無法識別');
    expect(expectCleanError((await refund(user, '../etc')).body).code).toBe('NOT_FOUND');
  });
});
