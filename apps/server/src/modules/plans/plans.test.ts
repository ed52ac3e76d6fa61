import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanListResponse } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { initialPlans } from './catalogue.ts';
import { planText } from './texts.ts';

describe('plans', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server?.close());

  const quote = (payload: string | object, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/api/plans/quote',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('lists the seeded plans with the landing-page prices', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const { plans } = PlanListResponse.parse(response.json());
    const byId = Object.fromEntries(plans.map((plan) => [plan.id, plan]));
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'gold', 'diamond']);
    expect(byId.free).toMatchObject({ monthlyPrice: 0, yearlyPrice: 0, monthlyAnalysisLimit: 5 });
    expect(byId.gold).toMatchObject({
      monthlyPrice: 1999,
      yearlyPrice: 19990,
      trialDays: 7,
      monthlyAnalysisLimit: 50,
    });
    expect(byId.diamond).toMatchObject({
      monthlyPrice: 4999,
      yearlyPrice: 49990,
      monthlyAnalysisLimit: null,
    });
  });

  it('serves plan names, descriptions and features in the language asked for', async () => {
    const list = async (language?: string) => {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/plans',
        headers: language ? { 'accept-language': language } : {},
      });
      expect(response.statusCode).toBe(200);
      return PlanListResponse.parse(response.json()).plans;
    };
    const [taiwan, simplified, english] = await Promise.all([list(), list('zh-CN,zh;q=0.9'), list('en-US')]);
    expect(taiwan.map((plan) => plan.name)).toEqual(['免費會員', '黃金會員', '鑽石會員']);
    expect(simplified.map((plan) => plan.name)).toEqual(['免费会员', '黄金会员', '钻石会员']);
    expect(english.map((plan) => plan.name)).toEqual(['Free', 'Gold', 'Diamond']);
    expect(english[1]!.features).toContain('50 AI analyses a month');
    expect(simplified[1]!.features).toContain('投资组合管理');
    const texts = (plans: typeof english) =>
      plans.flatMap((plan) => [plan.name, plan.description, ...plan.features]);
    expect(texts(english).filter((text) => /\p{Script=Han}/u.test(text))).toEqual([]);
    expect(
      texts(simplified).filter((text) => /[們為從與線價會員說資個這體語測師優無進鑽尋熱]/.test(text)),
    ).toEqual([]);
    // Prices and limits are the same whatever the language.
    expect(english.map((plan) => plan.monthlyPrice)).toEqual(taiwan.map((plan) => plan.monthlyPrice));
    // Each language's answer is kept apart: asked again, in any order, each is still its own.
    const [englishAgain, taiwanAgain] = [await list('en-US'), await list()];
    expect(englishAgain).toEqual(english);
    expect(taiwanAgain).toEqual(taiwan);
  });

  it('translates every seeded plan text and leaves a text staff wrote themselves as written', () => {
    const seeded = initialPlans.flatMap((plan) => [plan.name, plan.description, ...(plan.features ?? [])]);
    for (const text of seeded) {
      expect(planText(text, 'en-US'), text).not.toMatch(/\p{Script=Han}/u);
      expect(planText(text, 'zh-TW')).toBe(text);
    }
    expect(planText('每月 1,000 次 AI 分析', 'en-US')).toBe('1,000 AI analyses a month');
    expect(planText('專人到府教學', 'en-US')).toBe('專人到府教學');
  });

  it('quotes a yearly plan from the plan table', async () => {
    const response = await quote({ planId: 'diamond', billingCycle: 'yearly' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      planId: 'diamond',
      billingCycle: 'yearly',
      amount: 49990,
      currency: 'TWD',
      monthlyEquivalent: 4166,
      yearlySavingsPercent: 16.67, // 1 - 49,990 / (12 × 4,999)
      trialDays: 0,
    });
  });

  it('answers malformed JSON with a zh-TW 400', async () => {
    const response = await quote('{"planId": "gold",');
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body)).toMatchObject({
      code: 'MALFORMED_JSON',
      message: '請求內容不是有效的 JSON 格式',
    });
  });

  it('answers a wrong field type with a zh-TW 400', async () => {
    const response = await quote({ planId: 'gold', billingCycle: 12 });
    expect(response.statusCode).toBe(400);
    const error = expectCleanError(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/無效/);
  });

  it('answers an unknown field with a zh-TW 400', async () => {
    const response = await quote({ planId: 'gold', billingCycle: 'monthly', discount: 100 });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toContain('無法識別');
  });

  it('names an unknown plan with the spec wording', async () => {
    const response = await quote({ planId: 'platinum', billingCycle: 'monthly' });
    expect(response.statusCode).toBe(400);
    expect(expectCleanError(response.body).message).toBe('不支援的會員方案');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await quote('planId=gold', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(expectCleanError(response.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rate limits quotes per client with a zh-TW 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/plans/quote',
        remoteAddress: '10.9.8.7',
        payload: { planId: 'gold', billingCycle: 'monthly' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(expectCleanError(response.body)).toMatchObject({
          code: 'RATE_LIMITED',
          message: '請求過於頻繁，請稍後再試',
        });
      }
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('plans as displayed', () => {
  it('shows a plan staff edited or switched off on the very next request, though the list is kept in memory', async () => {
    const server = await createTestServer();
    try {
      const listed = async () => {
        const response = await server.app.inject({ method: 'GET', url: '/api/plans' });
        expect(response.statusCode).toBe(200);
        return PlanListResponse.parse(response.json()).plans;
      };
      expect((await listed()).find((plan) => plan.id === 'gold')?.monthlyPrice).toBe(1999);
      await server.database.db.transaction((tx) =>
        server.services.plans.staffUpdate('gold', { monthlyPrice: 1799 }, tx as never, new Date()),
      );
      expect((await listed()).find((plan) => plan.id === 'gold')?.monthlyPrice).toBe(1799);
      await server.database.db.transaction((tx) =>
        server.services.plans.staffUpdate('gold', { isActive: false }, tx as never, new Date()),
      );
      expect((await listed()).map((plan) => plan.id)).toEqual(['free', 'diamond']);
    } finally {
      await server.close();
    }
  });
});
