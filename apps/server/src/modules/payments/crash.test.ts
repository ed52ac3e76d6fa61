import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentFormResponse } from '@alphadesk/contracts';
import { eq, orders, paymentEvents, payments, sql, subscriptions } from '@alphadesk/db';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember } from '../../testing/factories.ts';
import { createPayment, paidTrade, sendNotify, tierOf } from '../../testing/payment-flows.ts';

/**
 * A process dying between receiving a notify and activating is simulated inside the database: a
 * trigger makes a write late in the settlement transaction fail, after the order was already marked
 * paid and the payment inserted in that same transaction.
 */
describe('crash consistency of settlement', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await server.database.db.execute(sql`
      create function simulated_crash() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash mid-settlement'; end $$`);
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;

  async function stateOf(orderNumber: string, userId: string) {
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    return {
      order: order!.status,
      payments: (await db().select().from(payments).where(eq(payments.orderId, order!.id))).length,
      subscription: (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]
        ?.status,
      tier: await tierOf(server, userId),
    };
  }

  for (const [where, table] of [
    ['writing the subscription', 'subscriptions'],
    ['setting users.tier (the last step)', 'users'],
  ] as const) {
    it(`a failure while ${where} leaves nothing half-applied; the retried notify completes it`, async () => {
      const user = await buildMember(server);
      const order = (await createPayment(server, user)).json() as PaymentFormResponse;
      const notify = paidTrade(order.order_number, order.amount);

      await db().execute(
        sql.raw(
          `create trigger crash_now before insert or update on ${table} for each row execute function simulated_crash()`,
        ),
      );
      try {
        const crashed = await sendNotify(server, notify);
        expect(crashed.statusCode).toBe(500); // PayUni sends it again
      } finally {
        await db().execute(sql.raw(`drop trigger crash_now on ${table}`));
      }
      expect(await stateOf(order.order_number, user.userId)).toEqual({
        order: 'pending',
        payments: 0,
        subscription: undefined,
        tier: 'free',
      });
      const events = await db()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderNumber, order.order_number));
      expect(events.find((event) => event.kind === 'notify')?.outcome).toContain('error');

      const retried = await sendNotify(server, notify);
      expect(retried.statusCode).toBe(200);
      expect(await stateOf(order.order_number, user.userId)).toEqual({
        order: 'completed',
        payments: 1,
        subscription: 'active',
        tier: 'gold',
      });
    });
  }
});
