import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderViewResponse,
  PaymentFormResponse,
  PaymentListResponse,
  PlanListResponse,
  RefundResponse,
  SubscriptionResponse,
} from '@alphadesk/contracts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import {
  buyPlan,
  createPayment,
  paidTrade,
  sendNotify,
  standInEnv,
  testKeys,
  testMerchantId,
} from '../../testing/payment-flows.ts';
import { startFakePayuni, type FakePayuni } from './testing/fake-payuni.ts';
import { buildStaffAccount } from '../staff/testing/staff.ts';

const han = /\p{Script=Han}/u;
type Language = 'zh-TW' | 'zh-CN' | 'en-US';

const as = (user: SignedInMember, language: Language) => ({
  ...user.headers,
  'accept-language': language,
});

describe('billing texts in the member’s language', () => {
  let fake: FakePayuni;
  let server: TestServer;
  beforeAll(async () => {
    // The gateway accepts every refund.
    fake = await startFakePayuni(testMerchantId, testKeys, ({ params }) => ({
      Status: 'SUCCESS',
      MerID: testMerchantId,
      TradeNo: params.TradeNo ?? '',
    }));
    server = await createTestServer({ env: standInEnv(fake.url) });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const get = (user: SignedInMember, url: string, language: Language) =>
    server.app.inject({ method: 'GET', url, headers: as(user, language), remoteAddress: randomIp() });
  const subscriptionIn = async (user: SignedInMember, language: Language) =>
    SubscriptionResponse.parse((await get(user, '/api/subscription', language)).json()).subscription;

  it('names the subscription’s plan and answers the trial in the language asked for', async () => {
    const user = await buildMember(server);
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/subscription/trial',
      headers: as(user, 'en-US'),
      remoteAddress: randomIp(),
      payload: { tier_type: 'gold' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const answer = SubscriptionResponse.parse(started.json());
    expect(answer.message).toBe('Your free trial has started');
    expect(answer.subscription.plan.name).toBe('Gold');

    expect((await subscriptionIn(user, 'en-US')).plan.name).toBe('Gold');
    expect((await subscriptionIn(user, 'zh-CN')).plan.name).toBe('黄金会员');
    expect((await subscriptionIn(user, 'zh-TW')).plan.name).toBe('黃金會員');
  });

  it('describes checkout answers, payment history, the order page and refunds in the language asked for', async () => {
    const user = await buildMember(server);
    const created = await createPayment(
      server,
      { headers: as(user, 'en-US') },
      { tier_type: 'gold', billing_cycle: 'monthly' },
    );
    expect(created.statusCode, created.body).toBe(200);
    const form = PaymentFormResponse.parse(created.json());
    expect(form.message).toBe('Order created: go to the payment page to pay');
    expect(form.description).toBe('AlphaDesk Gold monthly');
    // zh-TW readers get the stored description, the one the gateway is sent.
    const page = PaymentFormResponse.parse(
      (await get(user, `/api/v1/payuni/payment-page/${form.order_number}`, 'zh-TW')).json(),
    );
    expect(page.description).toBe('AlphaDesk 黃金會員 月繳');
    expect((await sendNotify(server, paidTrade(form.order_number, form.amount))).statusCode).toBe(200);

    const described = async (language: Language) =>
      PaymentListResponse.parse((await get(user, '/api/payments', language)).json()).payments.map(
        (payment) => payment.description,
      );
    expect(await described('en-US')).toEqual(['AlphaDesk Gold monthly']);
    expect(await described('zh-CN')).toEqual(['AlphaDesk 黄金会员 月缴']);
    expect(await described('zh-TW')).toEqual(['AlphaDesk 黃金會員 月繳']);

    const orderIn = async (language: Language) =>
      OrderViewResponse.parse((await get(user, `/api/payments/orders/${form.order_number}`, language)).json())
        .order;
    expect(await orderIn('en-US')).toMatchObject({ planName: 'Gold', description: 'AlphaDesk Gold monthly' });
    expect(await orderIn('zh-CN')).toMatchObject({
      planName: '黄金会员',
      description: 'AlphaDesk 黄金会员 月缴',
    });
    expect(await orderIn('zh-TW')).toMatchObject({
      planName: '黃金會員',
      description: 'AlphaDesk 黃金會員 月繳',
    });

    // A renewal bought by hand carries its purpose in every language.
    await buyPlan(server, user, 'gold', 'monthly');
    expect((await described('en-US'))[0]).toBe('AlphaDesk Gold monthly (renewal)');
    expect((await described('zh-CN'))[0]).toBe('AlphaDesk 黄金会员 月缴（续订）');

    const refunded = await server.app.inject({
      method: 'POST',
      url: `/api/payments/${form.order_number}/refund`,
      headers: as(user, 'en-US'),
      remoteAddress: randomIp(),
      payload: { amount: 100 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refund = RefundResponse.parse(refunded.json());
    expect(refund.message).not.toMatch(han);
    expect(refund.message).toMatch(/^Refund complete/);
    expect(refund.payment.description).toBe('AlphaDesk Gold monthly');
  });

  it('gives a refused payment’s reason without Chinese to an English reader', async () => {
    const user = await buildMember(server);
    const form = PaymentFormResponse.parse((await createPayment(server, user)).json());
    await sendNotify(server, {
      ...paidTrade(form.order_number, form.amount),
      Status: 'UNAPPROVED',
      TradeStatus: 2,
      Message: '拒絕交易',
    });
    const english = OrderViewResponse.parse(
      (await get(user, `/api/payments/orders/${form.order_number}`, 'en-US')).json(),
    ).order;
    expect(english).toMatchObject({ status: 'failed', failureReason: 'Payment failed' });
    const taiwan = OrderViewResponse.parse(
      (await get(user, `/api/payments/orders/${form.order_number}`, 'zh-TW')).json(),
    ).order;
    expect(taiwan.failureReason).toBe('拒絕交易');
  });
});

describe('plan texts staff edited in zh-TW', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const plansIn = async (language: Language) =>
    PlanListResponse.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: '/api/plans',
          headers: { 'accept-language': language },
        })
      ).json(),
    ).plans;

  it('are shown as written in zh-TW; other languages get the translation or the standard text', async () => {
    const manager = await buildStaffAccount(server, 'manager');
    const edit = (id: string, payload: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/api/admin/subscriptions/plans/${id}`,
        headers: manager.headers,
        remoteAddress: randomIp(),
        payload,
      });
    // Gold: a name and description of staff's own, and one feature without a translation.
    const gold = await edit('gold', {
      name: '黃金會員（限時優惠）',
      description: '專為波段投資人設計',
      features: ['每月 80 次 AI 分析', '專人到府教學'],
    });
    expect(gold.statusCode, gold.body).toBe(200);
    // Diamond: every feature a known text (one with a changed count).
    expect((await edit('diamond', { features: ['每月 500 次 AI 分析', '優先客服'] })).statusCode).toBe(200);

    const byId = (plans: Awaited<ReturnType<typeof plansIn>>, id: string) =>
      plans.find((plan) => plan.id === id)!;
    const [taiwan, simplified, english] = await Promise.all([
      plansIn('zh-TW'),
      plansIn('zh-CN'),
      plansIn('en-US'),
    ]);
    expect(byId(taiwan, 'gold')).toMatchObject({
      name: '黃金會員（限時優惠）',
      description: '專為波段投資人設計',
      features: ['每月 80 次 AI 分析', '專人到府教學'],
    });
    expect(byId(english, 'gold')).toMatchObject({
      name: 'Gold',
      description: 'Advanced analysis and portfolio management',
      features: [
        '50 AI analyses a month',
        'News intelligence and risk management analysts',
        'Advanced in-depth analysis',
        'Portfolio management',
        'Priority support',
        'Price alerts checked every minute',
        'Alert e-mails',
      ],
    });
    expect(byId(simplified, 'gold')).toMatchObject({
      name: '黄金会员',
      description: '进阶分析与投资组合管理',
    });
    expect(byId(english, 'diamond').features).toEqual(['500 AI analyses a month', 'Priority support']);
    expect(byId(simplified, 'diamond').features).toEqual(['每月 500 次 AI 分析', '优先客服']);
    expect(JSON.stringify(english)).not.toMatch(han);

    // The member's subscription follows the same rule.
    const member = await buildMember(server);
    await buyPlan(server, member, 'gold');
    const view = async (language: Language) =>
      SubscriptionResponse.parse(
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/subscription',
            headers: as(member, language),
            remoteAddress: randomIp(),
          })
        ).json(),
      ).subscription.plan.name;
    expect(await view('zh-TW')).toBe('黃金會員（限時優惠）');
    expect(await view('en-US')).toBe('Gold');
    expect(await view('zh-CN')).toBe('黄金会员');
  });
});
