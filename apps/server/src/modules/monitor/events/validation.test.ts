import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { buildMember } from '../../../testing/factories.ts';
import { api } from '../testing/client.ts';

const base = '/api/market/alerts';

describe('creating alerts on market events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  const create = async (body: Record<string, unknown>) => {
    const member = await buildMember(server, { tier: 'diamond' });
    return api(server, member).post(base, { symbol: '2330', message: '事件預警', ...body });
  };

  it('accepts the event types without a number, and the YoY threshold with one (0 included)', async () => {
    for (const type of [
      'attention_entered',
      'attention_exited',
      'disposition_entered',
      'disposition_exited',
      'monthly_revenue',
      'ex_dividend_upcoming',
      'ex_dividend_today',
      'dividend_gap_filled',
    ]) {
      const response = await create({ type });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      expect(response.json().alert).toMatchObject({ type, condition: 0 });
    }
    for (const condition of [0, 25.5, -20]) {
      const response = await create({ type: 'monthly_revenue_yoy_above', condition });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().alert.condition).toBe(condition);
    }
  });

  it('refuses a number on a type that takes none, and a YoY threshold missing or out of range (400, zh-TW)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'attention_entered', condition: 5 }, '此預警類型不需設定數值條件'],
      [{ type: 'dividend_gap_filled', condition: 0 }, '此預警類型不需設定數值條件'],
      [{ type: 'monthly_revenue_yoy_above' }, '請填寫完整的預警資訊'],
      [
        { type: 'monthly_revenue_yoy_above', condition: -100 },
        '營收年增率門檻需介於 -100 到 10,000 之間，最小單位 0.01',
      ],
      [
        { type: 'monthly_revenue_yoy_above', condition: 12.345 },
        '營收年增率門檻需介於 -100 到 10,000 之間，最小單位 0.01',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectCleanError(response.body).message).toBe(message);
    }
  });
});
