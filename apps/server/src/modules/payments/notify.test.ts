import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { eq, orders, paymentEvents, payments, subscriptions } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember } from '../../testing/factories.ts';
import {
  createPayment,
  paidTrade,
  postForm,
  securityEvents,
  sendNotify,
  merchantKeysOf,
  tierOf,
} from '../../testing/payment-flows.ts';

describe('PayUni notify', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  async function newOrder() {
    const user = await buildMember(server);
    const order = (await createPayment(server, user)).json() as PaymentFormResponse;
    return { user, order };
  }
  const db = () => server.database.db;
  const orderRow = async (orderNumber: string) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const paymentCount = async (orderId: string) =>
    (await db().select().from(payments).where(eq(payments.orderId, orderId))).length;

  it('a notify built by the test activates the subscription and sets the tier in one go', async () => {
    const { user, order } = await newOrder();
    expect(await tierOf(server, user.userId)).toBe('free');
    const response = await sendNotify(server, paidTrade(order.order_number, 1999, { CreditHash: 'HASH-1' }));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('SUCCESS');

    const row = await orderRow(order.order_number);
    expect(row).toMatchObject({ status: 'completed', amount: 1999, purpose: 'new' });
    expect(await tierOf(server, user.userId)).toBe('gold');
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.userId));
    expect(subscription).toMatchObject({
      planId: 'gold',
      billingCycle: 'monthly',
      status: 'active',
      cardHash: 'HASH-1',
      cardToken: `AD-${user.userId}`,
      cardLast4: '4242',
    });
    // The event log keeps the decrypted fields without the card hash.
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNumber, order.order_number));
    const notify = events.find((event) => event.kind === 'notify')!;
    expect(notify).toMatchObject({ verified: true, outcome: 'activated' });
    expect(notify.fields).toMatchObject({
      MerTradeNo: order.order_number,
      TradeAmt: '1999',
      CreditHash: '[masked]',
    });
    expect(JSON.stringify(events)).not.toContain('HASH-1');
  });

  it('the same notify replayed 100 times makes one activation and one payment', async () => {
    const { user, order } = await newOrder();
    const notify = paidTrade(order.order_number, 1999);
    const first = await sendNotify(server, notify);
    expect(first.statusCode).toBe(200);
    const [before] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId));

    const replies = await Promise.all(Array.from({ length: 100 }, () => sendNotify(server, notify)));
    expect(replies.every((reply) => reply.statusCode === 200 && reply.body === 'SUCCESS')).toBe(true);

    const row = await orderRow(order.order_number);
    expect(await paymentCount(row.id)).toBe(1);
    const [after] = await db().select().from(subscriptions).where(eq(subscriptions.userId, user.userId));
    expect(after!.currentPeriodEnd).toEqual(before!.currentPeriodEnd); // not extended 100 times
    const outcomes = (
      await db().select().from(paymentEvents).where(eq(paymentEvents.orderNumber, order.order_number))
    ).filter((event) => event.kind === 'notify');
    expect(outcomes.filter((event) => event.outcome === 'activated')).toHaveLength(1);
    expect(outcomes.filter((event) => event.outcome === 'duplicate')).toHaveLength(100);
  });

  it('concurrent copies of a first notify still activate once', async () => {
    const { order } = await newOrder();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => sendNotify(server, paidTrade(order.order_number, 1999))),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await paymentCount((await orderRow(order.order_number)).id)).toBe(1);
  });

  const forgeries: [string, (orderNumber: string) => Promise<Awaited<ReturnType<typeof sendNotify>>>][] = [
    [
      'a wrong hash',
      (orderNumber) =>
        sendNotify(server, paidTrade(orderNumber, 1999), {
          tamper: (fields) => (fields.HashInfo = 'F'.repeat(64)),
        }),
    ],
    [
      'a foreign key',
      (orderNumber) =>
        sendNotify(server, paidTrade(orderNumber, 1999), {
          keys: { hashKey: 'x'.repeat(32), hashIv: 'y'.repeat(16) },
        }),
    ],
    ['a wrong amount', (orderNumber) => sendNotify(server, paidTrade(orderNumber, 1))],
    [
      'another merchant',
      (orderNumber) => sendNotify(server, paidTrade(orderNumber, 1999), { merchantId: 'EVIL01' }),
    ],
    ['an unknown order', () => sendNotify(server, paidTrade('AD20990101NOTOURS1', 1999))],
  ];

  for (const [what, forge] of forgeries) {
    it(`a notify with ${what} changes nothing and records a security event`, async () => {
      const { user, order } = await newOrder();
      const before = (await securityEvents(server)).length;
      const response = await forge(order.order_number);
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('FAIL');
      expect(await orderRow(order.order_number)).toMatchObject({ status: 'pending', paidAt: null });
      expect(await paymentCount((await orderRow(order.order_number)).id)).toBe(0);
      expect(await tierOf(server, user.userId)).toBe('free');
      const events = await securityEvents(server);
      expect(events.length).toBe(before + 1);
      expect(events.at(-1)!.outcome).toMatch(/notify/);
    });
  }

  it('a notify without the sealed fields is a security event, never a 500', async () => {
    const response = await postForm(server, '/api/v1/payuni/notify', {
      Status: 'SUCCESS',
      MerID: 'ADSANDBOX01',
    });
    expect(response.statusCode).toBe(400);
    expect((await securityEvents(server)).at(-1)!.outcome).toContain('EncryptInfo and HashInfo are required');
  });

  it('a failed notify fails the order; a late failure after success changes nothing', async () => {
    const { user, order } = await newOrder();
    const failed = {
      ...paidTrade(order.order_number, 1999),
      Status: 'UNAPPROVED',
      TradeStatus: 2,
      Message: '拒絕交易',
    };
    expect((await sendNotify(server, failed)).statusCode).toBe(200);
    expect(await orderRow(order.order_number)).toMatchObject({ status: 'failed', failureReason: '拒絕交易' });

    // Out of order: the payer retried on PayUni's page and that succeeded; then the old failure repeats.
    expect((await sendNotify(server, paidTrade(order.order_number, 1999))).statusCode).toBe(200);
    expect((await sendNotify(server, failed)).statusCode).toBe(200);
    expect(await orderRow(order.order_number)).toMatchObject({ status: 'completed', failureReason: null });
    expect(await tierOf(server, user.userId)).toBe('gold');
  });

  it('the browser return alone never activates', async () => {
    const { user, order } = await newOrder();
    const { independentSeal } = await import('./testing/independent-payuni.ts');
    const fields = await independentSeal(
      'ADSANDBOX01',
      paidTrade(order.order_number, 1999),
      await merchantKeysOf(server),
    );
    const response = await postForm(server, '/api/v1/payuni/return', fields);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/payment/success?order_number=${order.order_number}`);
    expect(await orderRow(order.order_number)).toMatchObject({ status: 'pending' });
    expect(await tierOf(server, user.userId)).toBe('free');
    const forged = await postForm(server, '/api/v1/payuni/return', { ...fields, HashInfo: '0'.repeat(64) });
    expect(forged.headers.location).toBe('/payment/cancel');
  });
});
