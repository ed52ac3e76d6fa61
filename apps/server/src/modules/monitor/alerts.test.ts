import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';
import { buildGuest, buildMember } from '../../testing/factories.ts';
import { api, priceAlert } from './testing/client.ts';

const base = '/api/market/alerts';

describe('alerts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T02:00:00Z') });
  });
  afterAll(async () => server.close());

  it('refuses anonymous callers (401) and guests (403)', async () => {
    expect((await api(server).post(base, priceAlert())).statusCode).toBe(401);
    const guest = await buildGuest(server);
    expect((await api(server, guest).get(base)).statusCode).toBe(403);
  });

  it('creates an alert with the spec fields, lists, switches and deletes it', async () => {
    const member = await buildMember(server);
    const client = api(server, member);
    const created = await client.post(base, priceAlert({ symbol: ' 2330 ', condition: 1050.5 }));
    expect(created.statusCode).toBe(201);
    const alert = created.json().alert;
    expect(alert).toMatchObject({
      symbol: '2330',
      type: 'price_above',
      condition: 1050.5,
      message: '台積電突破千元',
      isActive: true,
      createdAt: '2026-03-02T02:00:00.000Z',
      triggeredAt: null,
      frequency: 'once',
      minIntervalSeconds: 60,
      expiresAt: null,
    });
    const off = await client.put(`${base}/${alert.id}`, { isActive: false });
    expect(off.json().alert.isActive).toBe(false);
    expect((await client.get(base)).json().alerts).toMatchObject([{ id: alert.id, isActive: false }]);
    expect((await client.delete(`${base}/${alert.id}`)).json()).toEqual({ success: true });
    expect((await client.get(base)).json().alerts).toEqual([]);
  });

  it('accepts the limit events without a condition and every frequency with an expiry', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    const limit = await client.post(base, { symbol: '2330', type: 'limit_up_touched', message: '漲停' });
    expect(limit.statusCode).toBe(201);
    expect(limit.json().alert).toMatchObject({ type: 'limit_up_touched', condition: 0 });
    const frequent = await client.post(
      base,
      priceAlert({
        type: 'change_percent',
        condition: -3,
        frequency: 'every_time',
        minIntervalSeconds: 300,
        expiresAt: '2026-03-31T13:30:00+08:00',
      }),
    );
    expect(frequent.json().alert).toMatchObject({
      frequency: 'every_time',
      minIntervalSeconds: 300,
      expiresAt: '2026-03-31T05:30:00.000Z',
    });
  });

  it('refuses incomplete alerts with 請填寫完整的預警資訊 and bad conditions with their rule (400), storing nothing', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const client = api(server, member);
    const incomplete = '請填寫完整的預警資訊';
    const cases: Array<[Record<string, unknown>, string]> = [
      [priceAlert({ symbol: '  ' }), incomplete],
      [priceAlert({ condition: 0 }), incomplete],
      [priceAlert({ condition: undefined }), incomplete],
      [priceAlert({ message: '   ' }), incomplete],
      [priceAlert({ message: undefined }), incomplete],
      [priceAlert({ type: 'astrology' }), incomplete],
      [priceAlert({ condition: '1000' }), incomplete],
      [priceAlert({ condition: -5 }), '價格條件需大於 0，最小單位 0.01'],
      [priceAlert({ condition: 1000.001 }), '價格條件需大於 0，最小單位 0.01'],
      [
        priceAlert({ type: 'change_percent', condition: 2.5 }),
        '漲跌幅條件需為 -10 到 10 之間的整數，且不可為 0',
      ],
      [
        priceAlert({ type: 'change_percent', condition: 11 }),
        '漲跌幅條件需為 -10 到 10 之間的整數，且不可為 0',
      ],
      [priceAlert({ type: 'volume_spike', condition: -1 }), '量能倍數需為 1 到 100 的整數'],
      [priceAlert({ frequency: 'hourly' }), '不支援的觸發頻率'],
      [priceAlert({ frequency: 'every_time', minIntervalSeconds: 1 }), '最短間隔需為 10 到 86,400 秒的整數'],
      [priceAlert({ expiresAt: 'tomorrow' }), '到期時間格式錯誤'],
      [priceAlert({ expiresAt: '2026-03-01T00:00:00Z' }), '到期時間必須晚於現在'],
      [priceAlert({ message: 'x'.repeat(201) }), '預警訊息最多 200 個字'],
      [priceAlert({ message: 'a\ud800' }), '內容含有無效字元'],
      [priceAlert({ symbol: '9999' }), '找不到相關股票，請檢查股票代碼或名稱'],
      [priceAlert({ webhook: 'http://x' }), ''],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(base, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = expectCleanError(response.body);
      if (message) expect(error.message, JSON.stringify(body)).toBe(message);
    }
    const toggle = await client.put(`${base}/x`, { isActive: 'yes' });
    expect(toggle.statusCode).toBe(400);
    expect((await client.get(base)).json().alerts).toEqual([]);
  });

  it('never shows, switches or deletes another member’s alert (404, nothing changed)', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const { id } = (await api(server, owner).post(base, priceAlert())).json().alert;
    const toggled = await api(server, other).put(`${base}/${id}`, { isActive: false });
    expect(toggled.statusCode).toBe(404);
    expect(expectCleanError(toggled.body).message).toBe('找不到此預警');
    expect((await api(server, other).delete(`${base}/${id}`)).statusCode).toBe(404);
    expect((await api(server, other).get(base)).json().alerts).toEqual([]);
    expect((await api(server, owner).get(base)).json().alerts).toMatchObject([{ id, isActive: true }]);
  });

  it('holds each plan to its active-alert limit: free 3, gold 20, diamond 200', async () => {
    const plans = await server.services.plans.list();
    expect(
      Object.fromEntries(plans.map((plan) => [plan.id, [plan.alertLimit, plan.realtimeAlerts]])),
    ).toEqual({
      free: [3, false],
      gold: [20, false],
      diamond: [200, true],
    });
    const member = await buildMember(server);
    const client = api(server, member);
    const ids: string[] = [];
    for (let i = 1; i <= 3; i++)
      ids.push((await client.post(base, priceAlert({ condition: 1000 + i }))).json().alert.id);
    const fourth = await client.post(base, priceAlert({ condition: 1100 }));
    expect(fourth.statusCode).toBe(403);
    expect(expectCleanError(fourth.body).message).toBe(
      '免費會員最多可設定 3 個啟用中的預警，升級方案可增加上限',
    );
    // An inactive alert does not count, and switching it back on is held to the same limit.
    await client.put(`${base}/${ids[0]}`, { isActive: false });
    expect((await client.post(base, priceAlert({ condition: 1100 }))).statusCode).toBe(201);
    expect((await client.put(`${base}/${ids[0]}`, { isActive: true })).statusCode).toBe(403);
    expect((await client.get('/api/market/usage')).json().usage).toMatchObject({
      alertCount: 3,
      alertLimit: 3,
    });
    await server.services.accounts.setTier(member.userId, 'diamond');
    expect((await client.put(`${base}/${ids[0]}`, { isActive: true })).statusCode).toBe(200);
    expect((await client.get('/api/market/usage')).json().usage).toMatchObject({
      alertCount: 4,
      alertLimit: 200,
      realtimeAlerts: true,
    });
  });

  it('cannot be raced past the limit by parallel creates', async () => {
    const member = await buildMember(server);
    const client = api(server, member);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => client.post(base, priceAlert({ condition: 900 + i }))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 403)).toHaveLength(5);
  });
});
