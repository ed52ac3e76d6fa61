import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { eq, orders, paymentEvents, payuniSandboxTrades, refunds, sql, subscriptions } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import {
  buyThroughSandbox,
  createPayment,
  merchantKeysOf,
  paidTrade,
  postForm,
  sendNotify,
  testMerchantId,
  tierOf,
} from '../../testing/payment-flows.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { independentOpen, independentSeal } from './testing/independent-payuni.ts';

/** The audit's attacks on payments, each run against the real app and its built-in sandbox. */
describe('payment audit findings', () => {
  let server: TestServer;
  const clock = createTestClock('2026-11-21T02:00:00Z');
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
    await server.database.db.execute(sql`
      create function refund_record_fails() returns trigger language plpgsql as $$
      begin
        if new.status = 'succeeded' then raise exception 'simulated database failure'; end if;
        return new;
      end $$`);
  });
  afterAll(() => server?.close());
  const db = () => server.database.db;

  const refund = (user: SignedInMember, id: string, payload: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/refund`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      remoteAddress: randomIp(),
      payload,
    });
  const ledgerOf = async (orderNumber: string) =>
    (
      await db().select().from(payuniSandboxTrades).where(eq(payuniSandboxTrades.merTradeNo, orderNumber))
    )[0]!;
  async function stateOf(orderNumber: string, userId: string) {
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order!.id));
    return {
      order: order!.status,
      refunded: order!.refundedAmount,
      refunds: rows.map((row) => row.status),
      subscription: (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
        ?.status,
      tier: await tierOf(server, userId),
      gatewayRefunded: (await ledgerOf(orderNumber)).refundedAmount,
    };
  }

  it('refuses a refund reason holding NUL or half a surrogate pair with a zh-TW 400, before the gateway', async () => {
    const user = await buildMember(server);
    const order = await buyThroughSandbox(server, user);
    for (const payload of ['{"reason":"不要了\\u0000"}', '{"reason":"不要了\\ud800"}']) {
      const response = await refund(user, order.order_number, payload);
      expect(response.statusCode).toBe(400);
      expect(expectCleanError(response.body)).toMatchObject({
        code: 'REFUND_REASON_INVALID',
        message: '退款原因含有無法處理的字元，請修改後再試',
      });
    }
    expect(await stateOf(order.order_number, user.userId)).toEqual({
      order: 'completed',
      refunded: 0,
      refunds: [],
      subscription: 'active',
      tier: 'gold',
      gatewayRefunded: 0,
    });
    clock.advance(3 * 60 * 1000);
    await server.services.payments.reconcileRefunds();
    expect(await stateOf(order.order_number, user.userId)).toMatchObject({
      order: 'completed',
      refunds: [],
      tier: 'gold',
      gatewayRefunded: 0,
    });
    clock.reset();
  });

  it('a database failure after trade/close leaves the refund pending; reconcile records it and the tier follows', async () => {
    clock.reset();
    const user = await buildMember(server);
    const order = await buyThroughSandbox(server, user);
    await db().execute(
      sql`create trigger refund_record_fails before update on refunds for each row execute function refund_record_fails()`,
    );
    try {
      const failed = await refund(user, order.order_number, '{"reason":"不需要了"}');
      expect(failed.statusCode).toBe(503);
      expect(expectCleanError(failed.body).message).toBe('退款已送出，正在確認結果，完成後將更新付款紀錄');
      const retried = await refund(user, order.order_number, '{}');
      expect(expectCleanError(retried.body).code).toBe('REFUND_IN_PROGRESS');
    } finally {
      await db().execute(sql`drop trigger refund_record_fails on refunds`);
    }
    // The gateway refunded, the database did not record it — yet the intent is there.
    expect(await stateOf(order.order_number, user.userId)).toEqual({
      order: 'completed',
      refunded: 0,
      refunds: ['pending'],
      subscription: 'active',
      tier: 'gold',
      gatewayRefunded: 1999,
    });
    expect((await server.services.payments.reconcileRefunds()).recorded).toBe(0); // too young to ask
    clock.advance(3 * 60 * 1000);
    expect(await server.services.payments.reconcileRefunds()).toMatchObject({ recorded: 1 });
    const repaired = {
      order: 'refunded',
      refunded: 1999,
      refunds: ['succeeded'],
      subscription: 'cancelled',
      tier: 'free',
      gatewayRefunded: 1999,
    };
    expect(await stateOf(order.order_number, user.userId)).toEqual(repaired);
    expect(await server.services.payments.reconcileRefunds()).toMatchObject({ recorded: 0 });
    expect(await stateOf(order.order_number, user.userId)).toEqual(repaired);
  });

  it('the sandbox carries out a trade/close with the same refund number once', async () => {
    const user = await buildMember(server);
    const order = await buyThroughSandbox(server, user);
    const keys = await merchantKeysOf(server);
    const { tradeNo } = await ledgerOf(order.order_number);
    const close = async () => {
      const params = {
        MerID: testMerchantId,
        TradeNo: tradeNo,
        TradeAmt: 500,
        CloseType: 2,
        MerRefundNo: 'R-1',
        Timestamp: 1,
      };
      const answer = await postForm(
        server,
        '/payuni-sandbox/trade/close',
        await independentSeal(testMerchantId, params, keys),
      );
      return independentOpen(answer.json(), keys);
    };
    expect(await close()).toMatchObject({ Status: 'SUCCESS', TradeAmt: '500' });
    expect(await close()).toMatchObject({ Status: 'SUCCESS', TradeAmt: '500' });
    expect((await ledgerOf(order.order_number)).refundedAmount).toBe(500);
  });

  it('the sandbox keys are made per installation: a notify sealed with the keys once in the source is refused', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    const oldKeys = { hashKey: 'AlphaDeskSandboxTestHashKey00001', hashIv: 'AlphaDeskTestIV1' };
    const forged = await sendNotify(server, paidTrade(order.order_number, order.amount), { keys: oldKeys });
    expect(forged.statusCode).toBe(400);
    expect(await tierOf(server, user.userId)).toBe('free');
    const other = await createTestServer();
    try {
      const mine = await merchantKeysOf(server);
      expect(mine.hashKey).toHaveLength(32);
      expect(mine.hashIv).toHaveLength(16);
      expect(await merchantKeysOf(other)).not.toEqual(mine);
      expect(mine).not.toEqual(oldKeys);
    } finally {
      await other.close();
    }
  });

  it('the sandbox posts only to our own NotifyURL: another port is refused with a zh-TW 400 and never contacted', async () => {
    let connections = 0;
    const target: Server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    try {
      const port = (target.address() as { port: number }).port;
      const user = await buildMember(server);
      const order = (await createPayment(server, user)).json() as PaymentFormResponse;
      const keys = await merchantKeysOf(server);
      const params = await independentOpen(
        { EncryptInfo: order.form.fields.EncryptInfo, HashInfo: order.form.fields.HashInfo },
        keys,
      );
      const probe = await independentSeal(
        testMerchantId,
        { ...params, NotifyURL: `http://127.0.0.1:${port}/probe` },
        keys,
      );
      for (const path of ['/payuni-sandbox/upp/pay', '/payuni-sandbox/upp']) {
        const response = await postForm(server, path, { ...probe, Outcome: 'success' });
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain('付款通知網址（NotifyURL）必須是本站的付款通知網址');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(connections).toBe(0);
      expect(
        (
          await db()
            .select()
            .from(payuniSandboxTrades)
            .where(eq(payuniSandboxTrades.merTradeNo, order.order_number))
        ).length,
      ).toBe(0);

      // A real payment's page says the same thing whatever the notify's fate.
      const paid = await postForm(server, '/payuni-sandbox/upp/pay', {
        ...order.form.fields,
        Outcome: 'success',
      });
      expect(paid.body).toContain('付款結果已送交商店。');
      expect(paid.body).not.toMatch(/通知商店失敗|已通知商店/);
    } finally {
      await new Promise((resolve) => target.close(resolve));
    }
  });

  it('a forged notify or return holding NUL or half a surrogate pair is refused with 4xx and logged', async () => {
    const securityOutcomes = async () =>
      (await db().select().from(paymentEvents).where(eq(paymentEvents.kind, 'security'))).map((event) => ({
        outcome: event.outcome,
        fields: event.fields,
      }));
    const before = (await securityOutcomes()).length;
    const nul = {
      Status: 'SUCCESS\u0000',
      MerID: `${testMerchantId}\u0000`,
      EncryptInfo: 'aa',
      HashInfo: 'BB',
    };
    const notify = await postForm(server, '/api/v1/payuni/notify', nul);
    expect(notify.statusCode).toBe(400);
    expect(notify.body).toBe('FAIL');
    const surrogate = await server.app.inject({
      method: 'POST',
      url: '/api/v1/payuni/notify',
      headers: { 'content-type': 'application/json' },
      payload: '{"Status":"\\ud800","MerID":"ADSANDBOX01"}',
    });
    expect(surrogate.statusCode).toBe(400);
    const back = await postForm(server, '/api/v1/payuni/return', nul);
    expect(back.statusCode).toBe(400);
    expect(expectCleanError(back.body).message).toBe('付款回傳資料格式錯誤');
    const logged = (await securityOutcomes()).slice(before);
    expect(logged.map((event) => event.outcome)).toEqual([
      'notify: rejected: malformed characters',
      'notify: rejected: malformed characters',
      'return: rejected: malformed characters',
    ]);
    expect(logged[0]!.fields).toMatchObject({ Status: 'SUCCESS\uFFFD', MerID: `${testMerchantId}\uFFFD` });
    expect(logged[1]!.fields).toMatchObject({ Status: '\uFFFD' });
  });
});
