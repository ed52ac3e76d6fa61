import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember } from '../../testing/factories.ts';
import { api } from './testing/client.ts';

const base = '/api/market/watchlist';

describe('watchlist', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T02:00:00Z') });
  });
  afterAll(async () => server.close());

  it('refuses anonymous callers (401) and asks guests to register (403)', async () => {
    expect((await api(server).get(base)).statusCode).toBe(401);
    const guest = await buildGuest(server);
    const response = await api(server, guest).post(base, { symbol: '2330' });
    expect(response.statusCode).toBe(403);
    expect(expectCleanError(response.body).message).toBe('此功能僅限會員使用，請先註冊或登入');
  });

  it('adds a trimmed, upper-cased symbol with the spec fields, lists and removes it', async () => {
    const member = await buildMember(server);
    const client = api(server, member);
    const added = await client.post(base, { symbol: '  2330 ' });
    expect(added.statusCode).toBe(201);
    const stock = added.json().stock;
    expect(stock).toMatchObject({ symbol: '2330', companyName: '台積電', market: 'TW' });
    for (const field of [
      'currentPrice',
      'previousClose',
      'change',
      'changePercent',
      'volume',
      'high',
      'low',
    ]) {
      expect(stock).toHaveProperty(field);
    }
    expect(typeof stock.simulated).toBe('boolean');
    const lower = await client.post(base, { symbol: '0050' });
    expect(lower.json().stock.symbol).toBe('0050');
    const list = await client.get(base);
    expect(list.json().watchlist.map((item: { symbol: string }) => item.symbol)).toEqual(['2330', '0050']);
    expect((await client.delete(`${base}/${stock.id}`)).json()).toEqual({ success: true });
    expect((await client.get(base)).json().watchlist.map((item: { symbol: string }) => item.symbol)).toEqual([
      '0050',
    ]);
  });

  it('upper-cases letters in symbols', async () => {
    const member = await buildMember(server);
    const response = await api(server, member).post(base, { symbol: '00631l' });
    expect(response.statusCode).toBe(201);
    expect(response.json().stock.symbol).toBe('00631L');
  });

  it('answers 409 for a symbol already on the list', async () => {
    const member = await buildMember(server);
    const client = api(server, member);
    expect((await client.post(base, { symbol: '2317' })).statusCode).toBe(201);
    const again = await client.post(base, { symbol: ' 2317' });
    expect(again.statusCode).toBe(409);
    expect(expectCleanError(again.body).message).toBe('此股票已在自選清單中');
    expect((await client.get(base)).json().watchlist).toHaveLength(1);
  });

  it('refuses blank, unknown and malformed symbols with the spec messages (400) and stores nothing', async () => {
    const member = await buildMember(server);
    const client = api(server, member);
    const cases: Array<[unknown, string]> = [
      [{ symbol: '   ' }, '請輸入股票代碼'],
      [{}, '請輸入股票代碼'],
      [{ symbol: 2330 }, '請輸入股票代碼'],
      [{ symbol: '9999' }, '找不到相關股票，請檢查股票代碼或名稱'],
      [{ symbol: 'x'.repeat(21) }, '找不到相關股票，請檢查股票代碼或名稱'],
      [{ symbol: 'a\u0000b' }, '內容含有無效字元'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(base, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectCleanError(response.body).message).toBe(message);
    }
    const extra = await client.post(base, { symbol: '2330', admin: true });
    expect(extra.statusCode).toBe(400);
    expect((await client.get(base)).json().watchlist).toEqual([]);
  });

  it('never shows or removes another member’s items (404, nothing changed)', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const { id } = (await api(server, owner).post(base, { symbol: '2454' })).json().stock;
    const removal = await api(server, other).delete(`${base}/${id}`);
    expect(removal.statusCode).toBe(404);
    expect(expectCleanError(removal.body).message).toBe('找不到此自選股');
    expect((await api(server, other).get(base)).json().watchlist).toEqual([]);
    expect((await api(server, owner).get(base)).json().watchlist).toHaveLength(1);
  });

  it('holds each plan to its watchlist limit from the plan table', async () => {
    const plans = await server.services.plans.list();
    const limits = Object.fromEntries(plans.map((plan) => [plan.id, plan.watchlistLimit]));
    expect(limits).toEqual({ free: 30, gold: 100, diamond: 300 });
    const member = await buildMember(server);
    const client = api(server, member);
    const found = new Set<string>();
    for (const query of ['1', '2', '3', '5', '6']) {
      for (const stock of await server.services.market.search(query, 'TW', 'all', 20))
        found.add(stock.symbol);
    }
    const symbols = [...found];
    expect(symbols.length).toBeGreaterThan(30);
    for (const symbol of symbols.slice(0, 30))
      expect((await client.post(base, { symbol })).statusCode).toBe(201);
    const over = await client.post(base, { symbol: symbols[30] });
    expect(over.statusCode).toBe(403);
    expect(expectCleanError(over.body).message).toBe('免費會員的自選清單最多 30 檔，升級方案可增加上限');
    await server.services.accounts.setTier(member.userId, 'gold');
    expect((await client.post(base, { symbol: symbols[30] })).statusCode).toBe(201);
    const usage = (await client.get('/api/market/usage')).json().usage;
    expect(usage).toEqual({
      watchlistCount: 31,
      watchlistLimit: 100,
      alertCount: 0,
      alertLimit: 20,
      realtimeAlerts: false,
    });
  });
});
