import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, eq } from '@alphadesk/db';
import { HistoryResponse } from '@alphadesk/contracts';
import { createTestServer, expectCleanError, type TestServer } from '../../../testing/server.ts';
import { createSignedInUser, type SignedInUser } from '../../../testing/auth.ts';
import { insertAnalysis } from '../testing/history.ts';

describe('analysis history routes', () => {
  let server: TestServer;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let aliceIds: string[];
  let bobId: string;

  beforeAll(async () => {
    server = await createTestServer();
    [alice, bob] = await Promise.all([createSignedInUser(server), createSignedInUser(server)]);
    const a = await insertAnalysis(server, alice.userId, {
      actualOutcome: 'profit',
      actualReturn: 0.05,
      holdingDays: 5,
      exitDate: '2026-01-12',
      priceChangePercent: 5.2,
      confidence: 0.7,
    });
    const b = await insertAnalysis(server, alice.userId, {
      symbol: '2317',
      companyName: '鴻海',
      result: 'sell',
      confidence: 0.4,
      analysts: ['fundamental'],
      summary: 'AI 伺服器需求放緩',
      tags: ['電子代工'],
      actualOutcome: 'loss',
      actualReturn: -0.03,
      holdingDays: 10,
      exitDate: '2026-01-20',
      priceChangePercent: 3,
    });
    const c = await insertAnalysis(server, alice.userId, {
      symbol: '2454',
      companyName: '聯發科',
      result: 'hold',
    });
    aliceIds = [a.id, b.id, c.id];
    bobId = (await insertAnalysis(server, bob.userId, { companyName: '鮑伯的台積電' })).id;
  });
  afterAll(() => server.close());

  const get = (user: SignedInUser, url: string) =>
    server.app.inject({ method: 'GET', url, headers: user.headers });
  const history = async (query: string) => {
    const response = await get(alice, `/api/analysis/history?${query}`);
    expect(response.statusCode).toBe(200);
    return HistoryResponse.parse(response.json());
  };

  it('lists only the caller’s records, with the performance header on request', async () => {
    const body = await history('includePerformance=true');
    expect(body.total).toBe(3);
    expect(body.analyses.map((a) => a.id).sort()).toEqual([...aliceIds].sort());
    expect(body.performance?.totalAnalyses).toBe(3);
    expect(body.performance?.successRate).toBe(0.5);
    expect(body.performance?.totalReturn).toBeCloseTo(1.05 * 0.97 - 1, 6);
    expect(body.performance?.calibration.reduce((n, band) => n + band.count, 0)).toBe(2);
  });

  it('searches symbol, company name, summary and tags case-insensitively, and filters exactly', async () => {
    expect((await history('q=%E9%B4%BB%E6%B5%B7')).analyses.map((a) => a.symbol)).toEqual(['2317']);
    expect((await history('q=ai%20%E4%BC%BA')).analyses.map((a) => a.symbol)).toEqual(['2317']);
    expect((await history('q=%E5%8D%8A%E5%B0%8E')).analyses.map((a) => a.symbol).sort()).toEqual([
      '2330',
      '2454',
    ]);
    expect((await history('result=hold')).analyses.map((a) => a.symbol)).toEqual(['2454']);
    expect((await history('analyst=fundamental')).analyses.map((a) => a.symbol)).toEqual(['2317']);
    expect((await history('market=US')).total).toBe(0);
    expect((await history('dateRange=7d')).total).toBe(3);
    const sorted = await history('sort=performance&order=desc');
    expect(sorted.analyses.map((a) => a.symbol)).toEqual(['2330', '2317', '2454']);
    const paged = await history('sort=symbol&order=asc&page=2&pageSize=2');
    expect(paged.analyses.map((a) => a.symbol)).toEqual(['2454']);
    // A page past the end still says how many match (asked on its own), for each shape of query.
    const pastEnd = await history('sort=symbol&order=asc&page=9&pageSize=2');
    expect(pastEnd.analyses).toEqual([]);
    expect(pastEnd.total).toBe(3);
    expect((await history('q=%E5%8D%8A%E5%B0%8E&page=9&pageSize=2')).total).toBe(2);
  });

  it('answers another user’s analysis exactly like a missing one, on every route', async () => {
    const calls = [
      { method: 'GET' as const, url: `/api/analysis/${bobId}` },
      { method: 'POST' as const, url: `/api/analysis/${bobId}/favorite` },
      { method: 'POST' as const, url: `/api/analysis/${bobId}/share` },
      { method: 'DELETE' as const, url: `/api/analysis/${bobId}/share` },
      {
        method: 'POST' as const,
        url: '/api/analysis/export',
        payload: { analysisIds: [bobId], format: 'pdf' },
      },
      {
        method: 'POST' as const,
        url: '/api/analysis/export',
        payload: { analysisIds: [bobId], format: 'excel' },
      },
    ];
    for (const call of calls) {
      const response = await server.app.inject({ ...call, headers: alice.headers });
      expect(response.statusCode, call.url).toBe(404);
      expectCleanError(response.body);
    }
    const removal = await server.app.inject({
      method: 'DELETE',
      url: '/api/analysis/batch-delete',
      headers: alice.headers,
      payload: { analysisIds: [bobId] },
    });
    expect(removal.json()).toEqual({ deleted: 0, notDeleted: 1 });
    const [row] = await server.database.db.select().from(analyses).where(eq(analyses.id, bobId));
    expect(row).toMatchObject({ isFavorite: false, shareId: null });
    expect((await get(bob, `/api/analysis/${bobId}`)).statusCode).toBe(200);
    const bobsView = HistoryResponse.parse((await get(bob, '/api/analysis/history')).json());
    expect(bobsView.analyses.map((a) => a.id)).toEqual([bobId]);
  });

  it('shows the detail, toggles the favourite and keeps the stats to the caller', async () => {
    const detail = await get(alice, `/api/analysis/${aliceIds[1]}`);
    expect(detail.json().analysis).toMatchObject({
      companyName: '鴻海',
      result: 'sell',
      actualOutcome: 'loss',
    });
    const toggle = () =>
      server.app.inject({
        method: 'POST',
        url: `/api/analysis/${aliceIds[1]}/favorite`,
        headers: alice.headers,
      });
    expect((await toggle()).json()).toEqual({ id: aliceIds[1], isFavorite: true });
    expect((await toggle()).json()).toEqual({ id: aliceIds[1], isFavorite: false });
    const stats = (await get(alice, '/api/analysis/performance-stats')).json().stats;
    expect(stats.totalAnalyses).toBe(3);
    expect(stats.bestPerformer).toEqual({ symbol: '2330', return: 0.05 });
    const performance = (await get(alice, '/api/analysis/analyst-performance')).json().performance;
    const technical = performance.find((p: { analystId: string }) => p.analystId === 'technical');
    expect(technical).toMatchObject({
      analystName: '技術分析師',
      totalAnalyses: 2,
      accuracy: 1,
      recommendations: { buy: 1, hold: 1, sell: 0 },
    });
  });

  it('shares a read-only page without user data, and revokes it', async () => {
    const shared = await server.app.inject({
      method: 'POST',
      url: `/api/analysis/${aliceIds[0]}/share`,
      headers: alice.headers,
    });
    const { shareUrl, shareId } = shared.json();
    expect(shareUrl).toMatch(new RegExp(`/shared/analysis/${shareId}$`));
    expect(shareId).toMatch(/^[\w-]{24}$/);
    const again = await server.app.inject({
      method: 'POST',
      url: `/api/analysis/${aliceIds[0]}/share`,
      headers: alice.headers,
    });
    expect(again.json().shareId).toBe(shareId);
    const page = await server.app.inject({ method: 'GET', url: `/api/shared/analysis/${shareId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().analysis).toMatchObject({ symbol: '2330', companyName: '台積電', result: 'buy' });
    expect(page.body).not.toContain(alice.userId);
    expect(page.body).not.toContain(aliceIds[0]);
    expect(page.json().analysis).not.toHaveProperty('isFavorite');
    const revoke = await server.app.inject({
      method: 'DELETE',
      url: `/api/analysis/${aliceIds[0]}/share`,
      headers: alice.headers,
    });
    expect(revoke.json()).toEqual({ success: true });
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/shared/analysis/${shareId}` })).statusCode,
    ).toBe(404);
  });

  it('rejects bad input with a zh-TW 400 on each route', async () => {
    const bad = [
      { method: 'GET' as const, url: '/api/analysis/history?dateRange=2w' },
      { method: 'GET' as const, url: '/api/analysis/history?sort=price' },
      { method: 'GET' as const, url: '/api/analysis/history?pageSize=1000' },
      { method: 'GET' as const, url: '/api/analysis/history?unknown=1' },
      { method: 'GET' as const, url: '/api/analysis/bad%20id!' },
      { method: 'POST' as const, url: '/api/analysis/bad%20id!/favorite' },
      { method: 'POST' as const, url: '/api/analysis/bad%20id!/share' },
      { method: 'DELETE' as const, url: '/api/analysis/bad%20id!/share' },
      {
        method: 'POST' as const,
        url: '/api/analysis/export',
        payload: { analysisIds: [aliceIds[0]], format: 'csv' },
      },
      { method: 'POST' as const, url: '/api/analysis/export', payload: { analysisIds: [], format: 'pdf' } },
      { method: 'DELETE' as const, url: '/api/analysis/batch-delete', payload: { analysisIds: 'all' } },
      { method: 'DELETE' as const, url: '/api/analysis/batch-delete', payload: { analysisIds: [] } },
      { method: 'GET' as const, url: '/api/shared/analysis/x' },
    ];
    for (const call of bad) {
      const response = await server.app.inject({ ...call, headers: alice.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(expectCleanError(response.body).message, call.url).toMatch(/[\u4e00-\u9fff]/);
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/analysis/history' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes only the caller’s own records and counts the rest', async () => {
    const extra = await insertAnalysis(server, alice.userId, { symbol: '1101', companyName: '台泥' });
    const response = await server.app.inject({
      method: 'DELETE',
      url: '/api/analysis/batch-delete',
      headers: alice.headers,
      payload: { analysisIds: [extra.id, bobId, 'missing-id'] },
    });
    expect(response.json()).toEqual({ deleted: 1, notDeleted: 2 });
    expect((await get(alice, `/api/analysis/${extra.id}`)).statusCode).toBe(404);
    expect((await get(bob, `/api/analysis/${bobId}`)).statusCode).toBe(200);
  });
});
