import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { buildGuest } from '../../testing/factories.ts';
import { api, createPortfolio, memberOn } from './testing/factories.ts';

const base = '/api/simple-portfolios';

describe('portfolios: gate, ownership and validation', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2025-03-15T04:00:00Z') });
  });
  afterAll(async () => server.close());

  it('refuses anonymous callers (401)', async () => {
    const response = await server.app.inject({ method: 'GET', url: base });
    expect(response.statusCode).toBe(401);
  });

  it('shows free members the upgrade message (403) and creates nothing', async () => {
    const free = await memberOn(server, 'free');
    const list = await api(server, free).get(base);
    expect(list.statusCode).toBe(403);
    expect(list.json().error.message).toBe('此功能需要黃金會員以上方案，請升級後使用');
    const create = await api(server, free).post(base, { name: '我的投資組合 #1' });
    expect(create.statusCode).toBe(403);
    await server.services.accounts.setTier(free.userId, 'gold');
    expect((await api(server, free).get(base)).json().portfolios).toEqual([]);
  });

  it('asks guests to register (403)', async () => {
    const guest = await buildGuest(server);
    const response = await api(server, guest).get(base);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('此功能需要註冊會員，請先註冊或登入');
  });

  it('lets gold and diamond members create, list, rename and delete', async () => {
    for (const tier of ['gold', 'diamond'] as const) {
      const member = await memberOn(server, tier);
      const client = api(server, member);
      const created = await client.post(base, { name: '  我的投資組合 #1 ', description: '長期持有' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        name: '我的投資組合 #1',
        description: '長期持有',
        totalValue: 0,
        holdings: [],
        trackCash: false,
        costs: { feeDiscount: 1, minimumFee: 20, oddLotMinimumFee: 1 },
      });
      const { id } = created.json() as { id: string };
      const renamed = await client.patch(`${base}/${id}`, { name: '退休金', costs: { feeDiscount: 0.6 } });
      expect(renamed.json()).toMatchObject({ name: '退休金', costs: { feeDiscount: 0.6 } });
      const list = await client.get(base);
      expect(list.json()).toMatchObject({ success: true, portfolios: [{ id, name: '退休金' }] });
      expect((await client.delete(`${base}/${id}`)).json()).toEqual({ success: true });
      expect((await client.get(`${base}/${id}`)).statusCode).toBe(404);
    }
  });

  it("answers another member's portfolio exactly like a missing one (404), and changes nothing", async () => {
    const owner = await memberOn(server, 'gold');
    const other = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, owner);
    const intruder = api(server, other);
    const missing = await intruder.get(`${base}/00000000-0000-0000-0000-000000000000`);
    const attempts = [
      await intruder.get(`${base}/${id}`),
      await intruder.patch(`${base}/${id}`, { name: '我的' }),
      await intruder.delete(`${base}/${id}`),
      await intruder.get(`${base}/${id}/transactions`),
      await intruder.post(`${base}/${id}/holdings`, { symbol: '2330', quantity: 1000, averagePrice: 600 }),
      await intruder.post(`${base}/${id}/import`, { file: Buffer.from('date,type\n').toString('base64') }),
      await intruder.get(`${base}/${id}/export.csv`),
      await intruder.get(`${base}/${id}/analytics`),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { code: 'PORTFOLIO_NOT_FOUND', message: missing.json().error.message },
      });
    }
    const own = await api(server, owner).get(`${base}/${id}`);
    expect(own.json().portfolio, own.body).toMatchObject({ name: '我的投資組合 #1' });
  });

  it('refuses an empty or overlong name', async () => {
    const member = await memberOn(server, 'gold');
    for (const [name, message] of [
      ['   ', '請輸入投資組合名稱'],
      ['長'.repeat(51), '投資組合名稱最多 50 個字'],
    ] as const) {
      const response = await api(server, member).post(base, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues[0].message).toBe(message);
    }
  });

  it.each([
    ['zero quantity', { quantity: 0, averagePrice: 600 }],
    ['negative quantity', { quantity: -1000, averagePrice: 600 }],
    ['fractional quantity', { quantity: 10.5, averagePrice: 600 }],
    ['zero price', { quantity: 1000, averagePrice: 0 }],
    ['negative price', { quantity: 1000, averagePrice: -1 }],
    ['price beyond cents', { quantity: 1000, averagePrice: 600.001 }],
    ['quantity as text', { quantity: '1000', averagePrice: 600 }],
  ])('refuses a holding with %s: 請輸入有效的數量和價格', async (_, numbers) => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const response = await api(server, member).post(`${base}/${id}/holdings`, { symbol: '2330', ...numbers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues.map((issue: { message: string }) => issue.message)).toContain(
      '請輸入有效的數量和價格',
    );
    expect((await api(server, member).get(`${base}/${id}/transactions`)).json().transactions).toEqual([]);
  });

  it('refuses an unknown symbol, a foreign one and a future date with zh-TW messages', async () => {
    const member = await memberOn(server, 'gold');
    const { id } = await createPortfolio(server, member);
    const client = api(server, member);
    const cases = [
      [{ symbol: 'NOPE99', quantity: 1000, averagePrice: 10 }, '找不到相關股票，請檢查股票代碼或名稱'],
      [{ symbol: 'AAPL', quantity: 10, averagePrice: 200 }, '投資組合目前僅支援台股（上市、上櫃）'],
      [{ symbol: '2330', quantity: 1000, averagePrice: 600, date: '2025-03-16' }, '交易日期不可晚於今天'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await client.post(`${base}/${id}/holdings`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const cash = await client.post(`${base}/${id}/transactions`, {
      type: 'cash-in',
      date: '2025-03-10',
      amount: 1000,
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().error.message).toBe('此投資組合未追蹤現金，無法記錄存入或提領');
    const unknownField = await client.post(`${base}/${id}/holdings`, {
      symbol: '2330',
      quantity: 1,
      averagePrice: 1,
      x: 1,
    });
    expect(unknownField.statusCode).toBe(400);
    expect((await client.get(`${base}/${id}/transactions`)).json().transactions).toEqual([]);
  });
});
