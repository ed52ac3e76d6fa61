import { afterEach, describe, expect, it } from 'vitest';
import { AnalystsResponse, StockDetailResponse } from '@alphadesk/contracts';
import { buildMember, randomIp } from '../../../testing/factories.ts';
import { createTestServer, type TestServer } from '../../../testing/server.ts';
import { startRun, waitForRun } from '../testing/runs.ts';

/** A backtest's scored call (the shape scripts/backtest.ts stores). */
const scoredCall = (
  signal: 'buy' | 'hold' | 'sell',
  outcome: 'profit' | 'loss',
  actualReturn: number,
  callDate: string,
) => ({
  analystId: 'technical',
  symbol: '2330',
  callDate,
  signal,
  confidence: 0.5,
  priceAtCall: 100,
  targetPrice: null,
  horizonDays: 20,
  outcome,
  actualReturn,
  excessReturn: null,
  holdingDays: 20,
});

describe('the analyst catalogue and the AI preview', () => {
  // Each test has a database of its own: the catalogue counts every run stored in it.
  let server: TestServer;
  const started: TestServer[] = [];
  const freshServer = async () => {
    server = await createTestServer();
    started.push(server);
    return server;
  };
  afterEach(async () => {
    for (const each of started.splice(0)) await each.close();
  });

  const catalogue = async (headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/analysts',
      headers,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    return AnalystsResponse.parse(response.json());
  };

  it('lists nine analysts with no invented statistics', async () => {
    await freshServer();
    const alice = await buildMember(server);
    const body = await catalogue();
    expect(body.analysts.map((a) => a.id)).toEqual([
      'fundamental',
      'technical',
      'news',
      'risk',
      'community',
      'quant',
      'international',
      'market-sentiment',
      'macro',
    ]);
    for (const analyst of body.analysts) {
      expect(analyst.accuracy).toBeNull();
      expect(analyst.winRate).toBeNull();
      expect(analyst.averageReturnRate).toBeNull();
      expect(analyst.maxDrawdown).toBeNull();
      expect(analyst.rating).toBeNull();
      expect(analyst.reviews).toBe(0);
      expect(analyst.successStories).toBeNull();
      expect(analyst.responseTime).toBeNull();
      expect(analyst.analysisCount).toBe(0);
      expect(analyst.trackRecord).toMatchObject({ status: 'insufficient', message: '歷史資料不足' });
    }
    const byId = new Map(body.analysts.map((a) => [a.id, a]));
    expect(byId.get('technical')!.tier).toBe('free');
    expect(byId.get('technical')!.monthlySubscriptionPrice).toBeNull();
    expect(byId.get('news')!.tier).toBe('gold');
    expect(byId.get('news')!.monthlySubscriptionPrice).toBeGreaterThan(0);
    expect(byId.get('market-sentiment')!.aliases).toEqual(['taiwan']);
    expect(body.fallbackIds).toEqual({
      fundamental: 'fundamental',
      technical: 'technical',
      news: 'news',
      risk: 'risk',
      taiwan: 'market-sentiment',
      international: 'international',
      portfolio: 'quant',
    });
    expect(body.medianDurations).toEqual({ quick: null, detailed: null, collaborative: null });
    // A Bearer token is optional and changes nothing.
    expect((await catalogue(alice.headers)).analysts).toHaveLength(9);
  });

  it('counts real completed runs, measures their time, and shows the latest backtest as the track record', async () => {
    await freshServer();
    const alice = await buildMember(server);
    const started = await startRun(server, alice.headers, { symbol: '2330', analysts: ['technical'] });
    const run = await waitForRun(server, alice.headers, (started.json() as { id: string }).id);
    expect(run.status).toBe('completed');
    let body = await catalogue();
    const technical = body.analysts.find((a) => a.id === 'technical')!;
    expect(technical.analysisCount).toBe(1);
    expect(technical.responseTime).toBeGreaterThanOrEqual(0);
    expect(body.medianDurations.quick).toBeGreaterThanOrEqual(0);
    expect(body.analysts.find((a) => a.id === 'fundamental')!.analysisCount).toBe(0);

    // Four scored technical calls: three made money (75 %), a mean return of +2.5 %, and the
    // equity of following them 1.1 → 1.045 → 1.0868 → 1.0977: a drawdown of −5 % from the peak.
    await server.services.analysis.saveBacktest(
      { fromDate: '2016-01-04', toDate: '2025-06-30', universe: ['2330'], summary: {} },
      [
        scoredCall('buy', 'profit', 0.1, '2016-02-01'),
        scoredCall('buy', 'loss', -0.05, '2016-03-01'),
        scoredCall('sell', 'profit', 0.04, '2016-04-01'),
        scoredCall('buy', 'profit', 0.01, '2016-05-02'),
      ],
    );
    body = await catalogue();
    const measured = body.analysts.find((a) => a.id === 'technical')!;
    expect(measured).toMatchObject({
      accuracy: 75,
      winRate: 75,
      averageReturnRate: 2.5,
      maxDrawdown: -5,
    });
    expect(measured.trackRecord).toEqual({
      status: 'measured',
      message: null,
      sampleSize: 4,
      from: '2016-01-04',
      to: '2025-06-30',
    });
    expect(body.analysts.find((a) => a.id === 'news')!.accuracy).toBeNull();
  });

  it('fills the stock detail AI preview and hot-stock counts from completed runs', async () => {
    await freshServer();
    const alice = await buildMember(server);
    const before = await server.app.inject({
      method: 'GET',
      url: '/api/stocks/detail?q=2454',
      remoteAddress: randomIp(),
    });
    expect(StockDetailResponse.parse(before.json()).stock.analystRating).toBeNull();
    const started = await startRun(server, alice.headers, {
      symbol: '2454',
      analysts: ['technical', 'fundamental'],
      instructions: 'private note',
    });
    const run = await waitForRun(server, alice.headers, (started.json() as { id: string }).id);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/stocks/detail?q=2454',
      remoteAddress: randomIp(),
    });
    const stock = StockDetailResponse.parse(response.json()).stock;
    expect(stock.analystRating).toBe(run.report!.result.toUpperCase());
    expect(stock.analystConfidence).toBeCloseTo(run.report!.confidence * 100, 1);
    expect(stock.targetPrice).toBe(run.report!.targetPrice);
    expect(['BULLISH', 'BEARISH', 'NEUTRAL']).toContain(stock.technicalSignal);
    expect(response.body).not.toContain('private note');
    expect(response.body).not.toContain(alice.userId);

    // The market service's analysisCounts hook now answers real counts (hot stocks, search history).
    const history = await server.app.inject({
      method: 'POST',
      url: '/api/stocks/search-history',
      headers: alice.headers,
      remoteAddress: randomIp(),
      payload: { symbol: '2454', name: '聯發科', market: 'TW' },
    });
    expect((history.json() as { item: { analysisCount: number } }).item.analysisCount).toBe(1);
  });
});
