import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SubscriptionResponse } from '@alphadesk/contracts';
import { eq, paymentEvents, subscriptions } from '@alphadesk/db';
import { createTestClock } from '../../testing/clock.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import { buyPlan, paidTrade, sendNotify, signInAgain, tierOf } from '../../testing/payment-flows.ts';

const day = 24 * 60 * 60 * 1000;

describe('subscription management', () => {
  let server: TestServer;
  const clock = createTestClock('2026-11-21T02:00:00Z'); // 10:00 in Taipei
  beforeEach(() => clock.reset());
  beforeAll(async () => {
    server = await createTestServer({ now: clock.now });
  });
  afterAll(() => server?.close());

  const call = (user: { headers: Record<string, string> }, path: string, payload?: object) =>
    server.app.inject({
      method: path === '' ? 'GET' : 'POST',
      url: `/api/subscription${path}`,
      headers: user.headers,
      remoteAddress: randomIp(),
      ...(payload ? { payload } : {}),
    });
  const view = async (user: SignedInMember) =>
    SubscriptionResponse.parse((await call(user, '')).json()).subscription;

  it('shows a new member the free plan, the trial offer and the usage from the plan table', async () => {
    const user = await buildMember(server);
    expect(await view(user)).toMatchObject({
      tier: 'free',
      status: 'none',
      plan: { id: 'free', name: '免費會員', billingCycle: null, price: 0 },
      nextBillingDate: null,
      cancelAtPeriodEnd: false,
      trial: { eligible: true, tier: 'gold', days: 7, used: false, endsAt: null },
      usage: { analysesUsed: 0, analysisLimit: 5 },
      billingHistory: [],
    });
  });

  it('shows a paid plan with its next billing date, card and billing history; cancels and resumes', async () => {
    const user = await buildMember(server);
    const order = await buyPlan(server, user, 'gold', 'monthly', { CreditHash: 'CARD-1' });
    const paid = await view(user);
    expect(paid).toMatchObject({
      tier: 'gold',
      status: 'active',
      plan: { id: 'gold', name: '黃金會員', billingCycle: 'monthly', price: 1999 },
      currentPeriodStart: '2026-11-21T02:00:00.000Z',
      currentPeriodEnd: '2026-12-21T02:00:00.000Z',
      nextBillingDate: '2026-12-21T02:00:00.000Z',
      nextBillingAmount: 1999,
      paymentMethod: { type: 'credit_card', last4: '4242' },
      usage: { analysisLimit: 50 },
      trial: { eligible: false },
      billingHistory: [
        { id: order.order_number, amount: 1999, tier: 'gold', status: 'paid', paymentMethod: 'credit_card' },
      ],
    });

    const cancelled = await call(user, '/cancel');
    expect(cancelled.json()).toMatchObject({
      message: '已取消自動續訂，會員權益將保留至本期結束',
      subscription: { status: 'active', cancelAtPeriodEnd: true, nextBillingDate: null, tier: 'gold' },
    });
    const resumed = await call(user, '/resume');
    expect(resumed.json()).toMatchObject({
      message: '已恢復自動續訂',
      subscription: { cancelAtPeriodEnd: false, nextBillingDate: '2026-12-21T02:00:00.000Z' },
    });
    expect(expectCleanError((await call(user, '/resume')).body).message).toBe(
      '目前沒有可恢復的訂閱，請重新選購方案',
    );
  });

  it('gives the gold trial once; paying during it keeps the trial days', async () => {
    const user = await buildMember(server);
    const started = await call(user, '/trial', { tier_type: 'gold' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      message: '免費試用已開始',
      subscription: {
        tier: 'gold',
        status: 'trialing',
        nextBillingDate: null, // no card: nothing is charged when the trial ends
        trial: { used: true, eligible: false, endsAt: '2026-11-28T02:00:00.000Z' },
        usage: { analysisLimit: 50 },
      },
    });
    expect(await tierOf(server, user.userId)).toBe('gold');
    expect(expectCleanError((await call(user, '/trial')).body).message).toBe('您已使用過免費試用');

    await buyPlan(server, user, 'gold', 'monthly');
    expect(await view(user)).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-12-28T02:00:00.000Z', // trial end + one month
    });
  });

  it('sells gold yearly during the gold trial (the trial days kept) and diamond in its place (from now)', async () => {
    let yearly = await buildMember(server);
    let diamond = await buildMember(server);
    for (const user of [yearly, diamond]) expect((await call(user, '/trial')).statusCode).toBe(200);
    clock.advance(2 * day); // 23 Nov, five trial days left (trial ends 28 Nov)
    yearly = await signInAgain(server, yearly);
    diamond = await signInAgain(server, diamond);

    await buyPlan(server, yearly, 'gold', 'yearly');
    expect(await view(yearly)).toMatchObject({
      tier: 'gold',
      status: 'active',
      plan: { id: 'gold', billingCycle: 'yearly', price: 19990 },
      currentPeriodEnd: '2027-11-28T02:00:00.000Z', // trial end + one year
      trial: { used: true, eligible: false },
    });

    await buyPlan(server, diamond, 'diamond', 'monthly');
    expect(await view(diamond)).toMatchObject({
      tier: 'diamond',
      status: 'active',
      plan: { id: 'diamond', billingCycle: 'monthly' },
      currentPeriodStart: '2026-11-23T02:00:00.000Z',
      currentPeriodEnd: '2026-12-23T02:00:00.000Z', // another plan replaces the trial from now
    });
    expect(await tierOf(server, diamond.userId)).toBe('diamond');
  });

  it('refuses trials to guests, paid members and plans without one', async () => {
    const guest = await buildGuest(server);
    const refused = await call(guest, '/trial');
    expect(refused.statusCode).toBe(403);
    expect(expectCleanError(refused.body).message).toBe('請先註冊會員後再開始免費試用');
    const user = await buildMember(server);
    expect(expectCleanError((await call(user, '/trial', { tier_type: 'diamond' })).body).message).toBe(
      '此方案不提供免費試用',
    );
    expect(expectCleanError((await call(user, '/trial', { tier_type: 'x' })).body).message).toBe(
      '不支援的會員方案',
    );
    await buyPlan(server, user, 'diamond');
    expect(expectCleanError((await call(user, '/trial')).body).message).toBe('您已是付費會員，無需試用');
  });

  it('upgrades now for the prorated difference and schedules downgrades', async () => {
    let user = await buildMember(server);
    await buyPlan(server, user, 'gold', 'monthly'); // 21 Nov → 21 Dec
    clock.advance(20 * day); // 10 days left of 30
    user = await signInAgain(server, user);

    const upgrade = await call(user, '/change', { tier_type: 'diamond', billing_cycle: 'monthly' });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    expect(upgrade.json()).toMatchObject({
      effective: 'now',
      message: '升級訂單已建立，請完成付款後立即生效',
      payment: {
        amount: 1000,
        tier_type: 'diamond',
        purpose: 'change',
        description: 'AlphaDesk 鑽石會員 月繳（升級差額）',
      },
    });
    expect(await tierOf(server, user.userId)).toBe('gold'); // not before it is paid
    const payment = upgrade.json().payment;
    await sendNotify(server, paidTrade(payment.order_number, payment.amount));
    expect(await view(user)).toMatchObject({
      tier: 'diamond',
      plan: { id: 'diamond', price: 4999 },
      currentPeriodEnd: '2026-12-21T02:00:00.000Z', // unchanged
      usage: { analysisLimit: null },
    });

    const downgrade = await call(user, '/change', { tier_type: 'gold', billing_cycle: 'yearly' });
    expect(downgrade.json()).toMatchObject({
      effective: 'period_end',
      message: '方案變更將於本期結束後生效',
      payment: null,
      subscription: {
        tier: 'diamond',
        pendingChange: { tier: 'gold', billingCycle: 'yearly', effectiveAt: '2026-12-21T02:00:00.000Z' },
      },
    });
    const toFree = await call(user, '/change', { tier_type: 'free', billing_cycle: 'monthly' });
    expect(toFree.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, pendingChange: null });
    clock.set('2026-11-21T02:00:00Z');
  });

  it('an upgrade paid after its subscription ended grants nothing and is logged as a refund due', async () => {
    const user = await buildMember(server);
    await buyPlan(server, user, 'gold', 'monthly');
    const upgrade = (await call(user, '/change', { tier_type: 'diamond', billing_cycle: 'monthly' })).json()
      .payment;
    await server.database.db
      .update(subscriptions)
      .set({ status: 'expired' })
      .where(eq(subscriptions.userId, user.userId));
    await server.services.accounts.setTier(user.userId, 'free');
    expect((await sendNotify(server, paidTrade(upgrade.order_number, upgrade.amount))).statusCode).toBe(200);
    expect(await tierOf(server, user.userId)).toBe('free');
    const events = await server.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderNumber, upgrade.order_number));
    expect(events.map((event) => event.outcome)).toContainEqual(expect.stringContaining('refund due'));
  });

  it('answers plan changes that make no sense with zh-TW errors', async () => {
    const user = await buildMember(server);
    const none = await call(user, '/change', { tier_type: 'gold', billing_cycle: 'monthly' });
    expect(none.statusCode).toBe(409);
    expect(expectCleanError(none.body).message).toBe('目前沒有有效的付費訂閱，請直接選購方案');
    await buyPlan(server, user, 'gold', 'monthly');
    expect(
      expectCleanError((await call(user, '/change', { tier_type: 'gold', billing_cycle: 'monthly' })).body)
        .message,
    ).toBe('您目前已是此方案');
    expect(expectCleanError((await call(user, '/change', { tier_type: 'gold' })).body).message).toBe(
      '不支援的付款週期',
    );
    expect(expectCleanError((await call(user, '/cancel', { now: true })).body).code).toBe(
      'VALIDATION_FAILED',
    );
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/subscription' });
    expect(anonymous.statusCode).toBe(401);
  });
});
