import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { eq, orders, payuniSandboxTrades } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember } from '../../testing/factories.ts';
import { startFakePayuni, type FakeAnswer, type FakeCall, type FakePayuni } from './testing/fake-payuni.ts';
import { independentSeal } from './testing/independent-payuni.ts';
import {
  createPayment,
  paidTrade,
  postForm,
  testKeys,
  testMerchantId,
  tierOf,
  standInEnv,
  merchantKeysOf,
} from '../../testing/payment-flows.ts';

describe('reconciling pending orders with trade/query', () => {
  let fake: FakePayuni;
  let server: TestServer;
  const clock = createTestClock('2026-11-21T02:00:00Z');
  const noTrade = (): FakeAnswer => ({ Status: 'SUCCESS', MerID: testMerchantId });
  let reply: (call: FakeCall) => FakeAnswer = noTrade;
  beforeEach(() => {
    clock.reset();
    reply = noTrade;
  });
  beforeAll(async () => {
    fake = await startFakePayuni(testMerchantId, testKeys, (call) => reply(call));
    server = await createTestServer({ env: standInEnv(fake.url), now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const statusOf = async (orderNumber: string) =>
    (await server.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.status;
  const queryAnswer = (orderNumber: string, amount: number, tradeStatus: number): FakeAnswer => ({
    Status: 'SUCCESS',
    MerID: testMerchantId,
    'Result[0][MerTradeNo]': orderNumber,
    'Result[0][TradeNo]': `Q${orderNumber}`,
    'Result[0][TradeAmt]': amount,
    'Result[0][TradeStatus]': tradeStatus,
    'Result[0][PaymentType]': 1,
  });

  it('posts the form to the configured gateway and allows it in the CSP form-action', async () => {
    const user = await buildMember(server);
    const created = await createPayment(server, user);
    expect((created.json() as PaymentFormResponse).form.action).toBe(`${fake.url}/upp`);
    const page = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(
      `form-action 'self' ${new URL(fake.url).origin}`,
    );
  });

  it('a return without a notify stays pending until the query settles it', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    const returned = await postForm(
      server,
      '/api/v1/payuni/return',
      await independentSeal(testMerchantId, paidTrade(order.order_number, 1999), testKeys),
    );
    expect(returned.headers.location).toBe(`/payment/success?order_number=${order.order_number}`);
    expect(await statusOf(order.order_number)).toBe('pending');
    expect(await tierOf(server, user.userId)).toBe('free');

    reply = ({ params }) => queryAnswer(params.MerTradeNo!, 1999, 1);
    clock.advance(3 * 60 * 1000); // past the notify grace of two minutes
    const report = await server.services.payments.reconcilePending();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.order_number)).toBe('completed');
    expect(await tierOf(server, user.userId)).toBe('gold');
    expect(fake.calls).toContainEqual(
      expect.objectContaining({
        path: 'trade/query',
        params: expect.objectContaining({ MerTradeNo: order.order_number }),
      }),
    );
  });

  it('a query that reports another amount settles nothing and is a security event', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    reply = ({ params }) => queryAnswer(params.MerTradeNo!, 1, 1);
    clock.advance(3 * 60 * 1000);
    await server.services.payments.reconcilePending(order.order_number);
    expect(await statusOf(order.order_number)).toBe('pending');
    expect(await tierOf(server, user.userId)).toBe('free');
  });

  it('an order the gateway never saw fails after an hour; an unreachable gateway changes nothing', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    reply = () => ({ raw: { status: 502, body: 'bad gateway' } });
    clock.advance(3 * 60 * 1000);
    await server.services.payments.reconcilePending(order.order_number);
    expect(await statusOf(order.order_number)).toBe('pending');

    reply = () => ({ Status: 'SUCCESS', MerID: testMerchantId, Message: '查無資料' });
    await server.services.payments.reconcilePending(order.order_number);
    expect(await statusOf(order.order_number)).toBe('pending');
    clock.advance(60 * 60 * 1000);
    await server.services.payments.reconcilePending(order.order_number);
    expect(await statusOf(order.order_number)).toBe('failed');
  });
});

describe('a browser return before its notify, with the job queue and the built-in sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ withQueue: true });
  });
  afterAll(() => server?.close());

  it('enqueues a reconciling query that settles the order from the gateway’s own record', async () => {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    // The sandbox charged the card but its notify never arrived.
    await server.database.db.insert(payuniSandboxTrades).values({
      merTradeNo: order.order_number,
      tradeNo: 'SBLOSTNOTIFY0001',
      amount: 1999,
      tradeStatus: '1',
    });
    const returned = await postForm(
      server,
      '/api/v1/payuni/return',
      await independentSeal(
        testMerchantId,
        paidTrade(order.order_number, 1999),
        await merchantKeysOf(server),
      ),
    );
    expect(returned.headers.location).toBe(`/payment/success?order_number=${order.order_number}`);
    for (let i = 0; i < 60 && (await statusOf(order.order_number)) === 'pending'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await statusOf(order.order_number)).toBe('completed');
    expect(await tierOf(server, user.userId)).toBe('gold');
  });

  const statusOf = async (orderNumber: string) =>
    (await server.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.status;
});
