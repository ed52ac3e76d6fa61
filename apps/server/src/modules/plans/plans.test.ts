import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanListResponse } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';

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
