import { MemberDashboardResponse } from '@alphadesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGuest, buildMember, type TestUser } from '../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import { insertAnalysis } from '../analysis/testing/history.ts';

const url = '/api/dashboard/overview';
const NOW = new Date('2026-03-02T02:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('member dashboard overview', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ now: () => NOW });
  });
  afterAll(async () => server?.close());

  const overview = async (user: TestUser) => {
    const response = await server.app.inject({ method: 'GET', url, headers: user.headers });
    expect(response.statusCode).toBe(200);
    return MemberDashboardResponse.parse(response.json());
  };

  it('refuses a caller without a session', async () => {
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('lists the 5 newest analyses and computes opportunities, alerts and insights by their rules', async () => {
    const member = await buildMember(server);
    // 2330: an older hold, then the latest call a buy with 10 % upside from the price at the call.
    await insertAnalysis(server, member.userId, { symbol: '2330', result: 'hold', createdAt: daysAgo(9) });
    const tsmc = await insertAnalysis(server, member.userId, {
      symbol: '2330',
      result: 'buy',
      targetPrice: 110,
      priceAtCall: 100,
      confidence: 0.7,
      createdAt: daysAgo(1),
    });
    // 2317: a buy with 25 % upside, scored a profit two days ago.
    const hon = await insertAnalysis(server, member.userId, {
      symbol: '2317',
      companyName: '鴻海',
      result: 'buy',
      targetPrice: 125,
      priceAtCall: 100,
      createdAt: daysAgo(20),
      actualOutcome: 'profit',
      actualReturn: 0.048,
      evaluatedAt: daysAgo(2),
    });
    // 2454: a sell (never an opportunity), scored a loss.
    await insertAnalysis(server, member.userId, {
      symbol: '2454',
      companyName: '聯發科',
      result: 'sell',
      targetPrice: 90,
      priceAtCall: 100,
      createdAt: daysAgo(40),
      actualOutcome: 'loss',
      actualReturn: -0.03,
      evaluatedAt: daysAgo(5),
    });
    // 2603: a buy whose target is below the price: no upside, not an opportunity.
    await insertAnalysis(server, member.userId, {
      symbol: '2603',
      companyName: '長榮',
      result: 'buy',
      targetPrice: 95,
      priceAtCall: 100,
      createdAt: daysAgo(3),
    });
    await insertAnalysis(server, member.userId, {
      symbol: '1101',
      companyName: '台泥',
      result: 'hold',
      createdAt: daysAgo(4),
    });
    // Someone else's analysis never shows.
    const other = await buildMember(server);
    await insertAnalysis(server, other.userId, {
      symbol: '9999',
      companyName: '別人的',
      createdAt: daysAgo(0),
    });
    // Watching 2454 (latest call sell, 40 days old) and 2882 (never analysed).
    for (const symbol of ['2454', '2882']) {
      const added = await server.app.inject({
        method: 'POST',
        url: '/api/market/watchlist',
        headers: member.headers,
        payload: { symbol },
      });
      expect(added.statusCode).toBe(201);
    }

    const answer = await overview(member);
    expect(answer.recentAnalyses.map((item) => item.symbol)).toEqual([
      '2330',
      '2603',
      '1101',
      '2330',
      '2317',
    ]);
    expect(answer.recentAnalyses[0]).toMatchObject({ id: tsmc.id, result: 'buy', confidence: 0.7 });

    expect(answer.opportunities).toEqual([
      expect.objectContaining({ symbol: '2317', analysisId: hon.id, upsidePercent: 25, priceSource: 'call' }),
      expect.objectContaining({ symbol: '2330', analysisId: tsmc.id, upsidePercent: 10, price: 100 }),
    ]);

    expect(answer.alerts).toEqual([
      expect.objectContaining({ kind: 'scored', symbol: '2317', outcome: 'profit', actualReturn: 0.048 }),
      expect.objectContaining({ kind: 'scored', symbol: '2454', outcome: 'loss' }),
    ]);

    const byKind = Object.fromEntries(answer.insights.map((insight) => [insight.kind, insight]));
    expect(byKind.hit_rate).toEqual({ kind: 'hit_rate', scored: 2, hits: 1, hitRate: 50 });
    expect(byKind.watchlist_unanalysed).toEqual({
      kind: 'watchlist_unanalysed',
      days: 30,
      symbols: expect.arrayContaining(['2454', '2882']),
    });
    expect(byKind.watchlist_sell).toEqual({ kind: 'watchlist_sell', symbols: ['2454'] });
    // Latest call per stock: 2330 buy, 2603 buy, 1101 hold, 2317 buy, 2454 sell.
    expect(byKind.call_mix).toEqual({ kind: 'call_mix', counted: 5, buy: 3, hold: 1, sell: 1 });
  });

  it('uses the watchlist quote as the price of a watched stock', async () => {
    const member = await buildMember(server);
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/market/watchlist',
      headers: member.headers,
      payload: { symbol: '2330' },
    });
    const quote = added.json().stock.currentPrice as number;
    expect(quote).toBeGreaterThan(0);
    await insertAnalysis(server, member.userId, {
      symbol: '2330',
      result: 'buy',
      targetPrice: Math.round(quote * 1.5 * 100) / 100,
      priceAtCall: 1,
      createdAt: daysAgo(1),
    });
    const [opportunity] = (await overview(member)).opportunities;
    expect(opportunity).toMatchObject({ symbol: '2330', priceSource: 'watchlist' });
    expect(opportunity!.upsidePercent).toBeCloseTo(50, 0);
  });

  it('gives a new guest empty panels (no watchlist, no alerts)', async () => {
    const guest = await buildGuest(server);
    const answer = await overview(guest);
    expect(answer).toMatchObject({ recentAnalyses: [], alerts: [], opportunities: [], insights: [] });
    expect(answer.generatedAt).toBe(NOW.toISOString());
  });
});
