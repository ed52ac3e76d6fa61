import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MarketEventListResponse } from '@alphadesk/contracts';
import { randomIp } from '../../../testing/factories.ts';
import { han, traditionalIn } from '../../../testing/languages.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { eventRow } from './rows.ts';
import { announcementEventTypes, type AnnouncementEventType, type EventParams } from './texts.ts';

/** Params of each type as the ingestion stores them; `reason` and `measures` are the exchange's own words. */
const samples: Record<AnnouncementEventType, EventParams> = {
  attention_entered: {
    symbol: '2603',
    name: '長榮',
    date: '2024-03-04',
    reason: '累積收盤價漲幅達32.51%',
    market: 'twse',
  },
  attention_exited: { symbol: '2603', name: '長榮', date: '2024-03-05', since: '2024-03-04', market: 'twse' },
  disposition_entered: {
    symbol: '3661',
    name: '世芯-KY',
    date: '2024-03-04',
    start: '2024-03-05',
    end: '2024-03-18',
    measures: '第一次處置',
    market: 'twse',
  },
  disposition_exited: { symbol: '3661', name: '世芯-KY', end: '2024-03-18', date: '2024-03-19' },
  monthly_revenue: {
    symbol: '2330',
    name: '台積電',
    month: '2024-02',
    revenue: 181_648_270_000,
    yoy: 11.32,
    mom: -15.81,
  },
  ex_dividend_upcoming: { symbol: '2412', name: '中華電', exDate: '2024-03-05', kind: 'dividend', cash: 4.7 },
  ex_dividend_today: { symbol: '5478', name: '智冠', exDate: '2024-03-22', cash: 9, previousClose: 166.5 },
  dividend_gap_filled: {
    symbol: '5478',
    name: '智冠',
    exDate: '2024-03-22',
    previousClose: 166.5,
    close: 166.5,
    date: '2024-03-26',
    days: 3,
  },
};

describe('announcement events follow the reader language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    const tag = Math.random().toString(36).slice(2);
    await server.services.monitor.recordEvents(
      announcementEventTypes.map((type) =>
        eventRow(type, `${type}:${tag}`, samples[type], { source: 'twse', simulated: false }, new Date()),
      ),
    );
  });
  afterAll(() => server?.close());

  const events = async (language: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/market/events',
      remoteAddress: randomIp(),
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    const list = MarketEventListResponse.parse(response.json()).events;
    return Object.fromEntries(list.map((event) => [event.type, event]));
  };
  /** The exchange's free text and the listed names are quoted as written, in every language. */
  const withoutQuoted = (type: AnnouncementEventType, text: string) =>
    [samples[type].reason, samples[type].measures, samples[type].name]
      .filter((value): value is string => typeof value === 'string')
      .reduce((rest, quoted) => rest.replaceAll(quoted, ''), text);

  it('words every type in English without Han characters beyond the exchange’s own text', async () => {
    const english = await events('en-US');
    for (const type of announcementEventTypes) {
      const event = english[type]!;
      expect(event.title, type).not.toMatch(han);
      expect(withoutQuoted(type, event.description), type).not.toMatch(han);
    }
    expect(english.monthly_revenue).toMatchObject({
      title: '2330 reported revenue for 2024-02',
      description: 'Revenue NT$181.65B, +11.32% year on year, -15.81% month on month',
    });
    expect(english.dividend_gap_filled!.title).toBe('5478 filled its dividend gap');
  });

  it('words every type in Simplified Chinese without Traditional-only characters', async () => {
    const simplified = await events('zh-CN,zh;q=0.8');
    for (const type of announcementEventTypes) {
      const event = simplified[type]!;
      expect(traditionalIn(withoutQuoted(type, `${event.title} ${event.description}`)), type).toEqual([]);
    }
    expect(simplified.ex_dividend_upcoming!.title).toBe('中華電（2412）明日除权除息');
  });

  it('words every type in Traditional Chinese by default', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/market/events',
      remoteAddress: randomIp(),
    });
    const taiwan = Object.fromEntries(
      MarketEventListResponse.parse(response.json()).events.map((event) => [event.type, event]),
    );
    expect(taiwan.disposition_entered).toMatchObject({
      title: '世芯-KY（3661）列為處置股票',
      description: '處置期間 2024-03-05 至 2024-03-18；處置措施：第一次處置',
    });
    expect(taiwan.monthly_revenue!.description).toBe('營收 1816.48 億元，年增 +11.32%，月增 -15.81%');
  });
});
