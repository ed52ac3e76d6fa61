import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertListResponse, AlertType, MemberDashboardResponse } from '@alphadesk/contracts';
import { alertFirings } from '@alphadesk/db';
import { buildMember, randomIp, type SignedInMember } from '../../testing/factories.ts';
import { han, traditionalIn } from '../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { alertTexts } from './alert-texts.ts';
import { api, priceAlert } from './testing/client.ts';
import { isAnnouncementEventType } from './events/texts.ts';
import { tickOf } from './testing/feed.ts';

describe('alert firings follow the reader language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2026-03-02T01:00:00Z') });
  });
  afterAll(() => server?.close());

  const get = async (member: SignedInMember, url: string, language?: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: { ...member.headers, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };
  const listed = async (member: SignedInMember, language?: string) =>
    AlertListResponse.parse(await get(member, '/api/market/alerts', language)).alerts;
  const dashboard = async (member: SignedInMember, language?: string) =>
    MemberDashboardResponse.parse(await get(member, '/api/dashboard/overview', language)).alerts;

  it('has a wording of every type in every language, each free of the other scripts', () => {
    const params = { symbol: '2330', condition: -3, price: 970.5, value: -3.05 };
    // Every type of the contract has its wording.
    expect(Object.keys(alertTexts).sort()).toEqual([...AlertType.options].sort());
    for (const [type, wordings] of Object.entries(alertTexts)) {
      expect(wordings['en-US'](params), type).not.toMatch(han);
      expect(traditionalIn(wordings['zh-CN'](params)), type).toEqual([]);
      expect(wordings['zh-TW'](params), type).toMatch(han);
      // Some event titles (完成填息) are written alike in both scripts.
      if (!isAnnouncementEventType(type)) {
        expect(wordings['zh-TW'](params), type).not.toBe(wordings['zh-CN'](params));
      }
    }
  });

  it('words the last firing in the alert list and on the dashboard for each reader', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2317';
    const created = await api(server, member).post(
      '/api/market/alerts',
      priceAlert({ symbol, type: 'change_percent', condition: 5, frequency: 'every_time' }),
    );
    expect(created.statusCode).toBe(201);
    await server.services.monitor.evaluateTicks(
      [tickOf(symbol, 1000, '09:00:00'), tickOf(symbol, 1052, '09:00:01')],
      { simulated: true },
    );

    const [taiwan] = await listed(member);
    const [simplified] = await listed(member, 'zh-CN,zh;q=0.9');
    const [english] = await listed(member, 'en-US');
    expect(taiwan!.triggeredText).toBe(`${symbol} 漲跌幅 +5.20%，達到 +5.00%（成交價 1052）`);
    expect(simplified!.triggeredText).toBe(`${symbol} 涨跌幅 +5.20%，达到 +5.00%（成交价 1052）`);
    expect(english!.triggeredText).toBe(`${symbol} moved +5.20%, reaching +5.00% (last price 1052)`);
    expect(english!.triggeredText).not.toMatch(han);
    expect(traditionalIn(simplified!.triggeredText!)).toEqual([]);
    // Only the worded text differs; the member's own note is theirs.
    expect({ ...english, triggeredText: null }).toEqual({ ...taiwan, triggeredText: null });

    const triggered = (alerts: Awaited<ReturnType<typeof dashboard>>) =>
      alerts.find((alert) => alert.kind === 'triggered' && alert.id === taiwan!.id) as { text?: string };
    expect(triggered(await dashboard(member)).text).toBe(taiwan!.triggeredText);
    expect(triggered(await dashboard(member, 'en-US')).text).toBe(english!.triggeredText);
    const simplifiedBoard = triggered(await dashboard(member, 'zh-CN'));
    expect(simplifiedBoard.text).toBe(simplified!.triggeredText);
  });

  it('reads a firing stored before texts were worded as it was stored', async () => {
    const member = await buildMember(server, { tier: 'diamond' });
    const symbol = '2454';
    const created = await api(server, member).post('/api/market/alerts', priceAlert({ symbol }));
    const alertId = (created.json() as { alert: { id: string } }).alert.id;
    await server.database.db.insert(alertFirings).values({
      idempotencyKey: `legacy:${alertId}`,
      alertId,
      userId: member.userId,
      symbol,
      type: 'price_above',
      message: '舊的預警訊息',
      price: 1001,
      value: 1001,
      firedAt: new Date('2026-03-01T01:00:00Z'),
    });
    const [english] = await listed(member, 'en-US');
    expect(english!.triggeredText).toBe('舊的預警訊息');
    const [none] = await listed(await buildMember(server));
    expect(none).toBeUndefined();
  });
});
