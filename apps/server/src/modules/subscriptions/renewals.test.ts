import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, orders, payments, subscriptions } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp } from '../../testing/factories.ts';
import {
  startFakePayuni,
  type FakeAnswer,
  type FakeCall,
  type FakePayuni,
} from '../payments/testing/fake-payuni.ts';
import {
  buyPlan,
  signInAgain,
  testKeys,
  testMerchantId,
  tierOf,
  standInEnv,
} from '../../testing/payment-flows.ts';

const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('the renewal job, with an injected clock', () => {
  let fake: FakePayuni;
  let server: TestServer;
  const clock = createTestClock(0);
  /** The stand-in gateway approves every card but the declined one, and can be made unreachable. */
  let unreachable = false;
  beforeEach(() => {
    clock.reset();
    unreachable = false;
  });
  const charge = ({ params }: FakeCall): FakeAnswer => {
    if (unreachable) return { raw: { status: 503, body: 'down' } };
    if (params.CreditHash === 'CARD-DECLINED') {
      return {
        Status: 'UNAPPROVED',
        Message: '卡片餘額不足',
        MerID: testMerchantId,
        MerTradeNo: params.MerTradeNo!,
        TradeStatus: 2,
      };
    }
    return {
      Status: 'SUCCESS',
      MerID: testMerchantId,
      MerTradeNo: params.MerTradeNo!,
      TradeNo: `R${params.MerTradeNo}`,
      TradeAmt: params.TradeAmt!,
      TradeStatus: 1,
      PaymentType: 1,
      Card4No: '4242',
    };
  };
  beforeAll(async () => {
    fake = await startFakePayuni(testMerchantId, testKeys, (call) => charge(call));
    server = await createTestServer({ env: standInEnv(fake.url), now: clock.now });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const run = () => server.services.subscriptions.renew();
  const subscriptionOf = async (userId: string) =>
    (await server.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const creditCallsFor = (userId: string) =>
    fake.calls.filter((call) => call.path === 'credit' && call.params.CreditToken === `AD-${userId}`);

  async function member(start: string, cardHash: string | null, tier: 'gold' | 'diamond' = 'gold') {
    clock.set(start);
    const user = await buildMember(server);
    await buyPlan(server, user, tier, 'monthly', cardHash ? { CreditHash: cardHash } : {});
    return user;
  }

  it('charges the bound card and extends the period from its end', async () => {
    const user = await member('2026-11-21T02:00:00Z', 'CARD-OK');
    clock.set('2026-12-21T03:00:00Z');
    await run();
    expect(await subscriptionOf(user.userId)).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2026-12-21T02:00:00Z'),
      currentPeriodEnd: new Date('2027-01-21T02:00:00Z'),
      pastDueSince: null,
    });
    expect(await tierOf(server, user.userId)).toBe('gold');
    const [call] = creditCallsFor(user.userId);
    expect(call!.params).toMatchObject({ TradeAmt: '1999', CreditHash: 'CARD-OK' });
    const [renewal] = await server.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.userId), eq(orders.purpose, 'renewal')));
    expect(renewal).toMatchObject({
      status: 'completed',
      amount: 1999,
      orderNumber: call!.params.MerTradeNo,
    });
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, renewal!.id));
    expect(payment).toMatchObject({ source: 'charge', amount: 1999 });

    await run(); // nothing more is due
    expect(creditCallsFor(user.userId)).toHaveLength(1);
  });

  it('a declined card: past_due with the tier kept, one retry a day, then expired and free after the grace', async () => {
    let user = await member('2026-10-05T02:00:00Z', 'CARD-DECLINED');
    clock.set('2026-11-05T03:00:00Z');
    await run();
    expect(await subscriptionOf(user.userId)).toMatchObject({
      status: 'past_due',
      pastDueSince: clock.now(),
    });
    expect(await tierOf(server, user.userId)).toBe('gold');
    user = await signInAgain(server, user);
    const view = await server.app.inject({ method: 'GET', url: '/api/subscription', headers: user.headers });
    expect(view.json().subscription).toMatchObject({
      status: 'past_due',
      tier: 'gold',
      graceEndsAt: '2026-11-08T02:00:00.000Z', // three days after the period end
      nextBillingDate: null,
    });

    clock.advance(2 * hour);
    await run();
    expect(creditCallsFor(user.userId)).toHaveLength(1);
    clock.advance(day);
    await run();
    expect(creditCallsFor(user.userId)).toHaveLength(2);
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'past_due' });

    clock.set('2026-11-08T02:00:00Z');
    await run();
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'expired', endedAt: clock.now() });
    expect(await tierOf(server, user.userId)).toBe('free');
    user = await signInAgain(server, user);
    const me = await server.app.inject({ method: 'GET', url: '/api/user/me', headers: user.headers });
    expect(me.json()).toMatchObject({ user: { tier: 'free', usage: { analysisLimit: 5 } } });
  });

  it('without a bound card: past_due at the period end, expired after the grace', async () => {
    const user = await member('2026-09-10T02:00:00Z', null);
    clock.set('2026-10-10T02:30:00Z');
    await run();
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'past_due' });
    expect(creditCallsFor(user.userId)).toHaveLength(0);
    clock.set('2026-10-13T02:00:00Z');
    await run();
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'expired' });
    expect(await tierOf(server, user.userId)).toBe('free');
  });

  it('a trial ends without a charge; a cancelled subscription ends at its period end', async () => {
    clock.set('2026-08-01T02:00:00Z');
    const trialist = await buildMember(server);
    await server.app.inject({
      method: 'POST',
      url: '/api/subscription/trial',
      headers: trialist.headers,
      remoteAddress: randomIp(),
    });
    const canceller = await member('2026-08-01T02:00:00Z', 'CARD-OK');
    await server.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: canceller.headers });

    clock.set('2026-08-08T02:00:00Z');
    await run();
    expect(await subscriptionOf(trialist.userId)).toMatchObject({ status: 'expired' });
    expect(await tierOf(server, trialist.userId)).toBe('free');
    expect(await tierOf(server, canceller.userId)).toBe('gold');

    clock.set('2026-09-01T02:00:00Z');
    await run();
    expect(await subscriptionOf(canceller.userId)).toMatchObject({ status: 'cancelled' });
    expect(await tierOf(server, canceller.userId)).toBe('free');
    expect(creditCallsFor(canceller.userId)).toHaveLength(0);
  });

  it('a scheduled downgrade is what the renewal charges', async () => {
    const user = await member('2026-07-03T02:00:00Z', 'CARD-OK', 'diamond');
    await server.app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: user.headers,
      payload: { tier_type: 'gold', billing_cycle: 'yearly' },
    });
    clock.set('2026-08-03T02:10:00Z');
    await run();
    expect(creditCallsFor(user.userId).at(-1)!.params.TradeAmt).toBe('19990');
    expect(await subscriptionOf(user.userId)).toMatchObject({
      status: 'active',
      planId: 'gold',
      billingCycle: 'yearly',
      pendingPlanId: null,
      currentPeriodEnd: new Date('2027-08-03T02:00:00Z'),
    });
    expect(await tierOf(server, user.userId)).toBe('gold');
  });

  it('an unreachable gateway leaves the renewal order pending for the reconciling query', async () => {
    const user = await member('2026-06-15T02:00:00Z', 'CARD-OK');
    clock.set('2026-07-15T03:00:00Z');
    unreachable = true;
    try {
      await run();
    } finally {
      unreachable = false;
    }
    expect(await subscriptionOf(user.userId)).toMatchObject({ status: 'past_due' });
    const [renewal] = await server.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.userId), eq(orders.purpose, 'renewal')));
    expect(renewal).toMatchObject({ status: 'pending' });
  });
});
