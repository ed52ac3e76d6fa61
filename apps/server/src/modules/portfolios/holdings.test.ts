import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/server.ts';
import type { SignedInMember } from '../../testing/factories.ts';
import {
  api,
  createPortfolio,
  memberOn,
  storeAnalysisCall,
  storeCashDividend,
  storeCloses,
} from './testing/factories.ts';

const base = '/api/simple-portfolios';

// Saturday 2025-03-15 in Taipei: the last session is Friday's, whose stored close is the mark.
describe('transactions, holdings, returns and risk through the API', () => {
  let server: TestServer;
  let member: SignedInMember;
  let id: string;

  beforeAll(async () => {
    server = await createTestServer({ now: () => new Date('2025-03-15T04:00:00Z') });
    await storeCloses(server, '2330', {
      '2025-03-10': 600,
      '2025-03-11': 610,
      '2025-03-12': 620,
      '2025-03-13': 611,
      '2025-03-14': 630,
    });
    await storeCloses(server, '2317', {
      '2025-03-10': 148,
      '2025-03-11': 150,
      '2025-03-12': 152,
      '2025-03-13': 155,
      '2025-03-14': 160,
    });
    await storeCashDividend(server, '2330', '2025-03-13', 4.5, 620);
    member = await memberOn(server, 'gold');
    id = (await createPortfolio(server, member)).id;
    const client = api(server, member);
    for (const body of [
      { type: 'buy', date: '2025-03-10', symbol: '2330', shares: 1000, price: 600 },
      { type: 'buy', date: '2025-03-11', symbol: '2317', shares: 2000, price: 150 },
      { type: 'sell', date: '2025-03-12', symbol: '2330', shares: 500, price: 620 },
    ]) {
      const response = await client.post(`${base}/${id}/transactions`, body);
      if (response.statusCode !== 201) throw new Error(response.body);
    }
  }, 120_000);
  afterAll(async () => server.close());

  it('computes the charges a broker bills when none are given', async () => {
    const { transactions } = (await api(server, member).get(`${base}/${id}/transactions`)).json();
    const byDate = Object.fromEntries(transactions.map((tx: { date: string }) => [tx.date, tx]));
    // 600,000 × 0.1425 % = 855; 300,000 × 0.1425 % = 427.5 → 427;
    // sale 310,000: fee 441.75 → 441, tax 0.3 % = 930.
    expect(byDate['2025-03-10']).toMatchObject({
      type: 'buy',
      fee: 855,
      tax: 0,
      source: 'manual',
      automatic: false,
    });
    expect(byDate['2025-03-11']).toMatchObject({ type: 'buy', fee: 427, companyName: '鴻海' });
    expect(byDate['2025-03-12']).toMatchObject({ type: 'sell', fee: 441, tax: 930 });
    // The published dividend on the 500 shares held at the close before its ex-date: 2,250.
    expect(byDate['2025-03-13']).toMatchObject({
      type: 'cash-dividend',
      amount: 2250,
      premium: 0,
      automatic: true,
      source: 'corporate-action',
    });
  });

  it('derives the holdings with both cost methods, weights and the dividend', async () => {
    const { portfolio } = (await api(server, member).get(`${base}/${id}`)).json();
    // 500 × 630 + 2,000 × 160 = 315,000 + 320,000 = 635,000.
    expect(portfolio.totalValue).toBe(635_000);
    const [first, second] = portfolio.holdings;
    expect(first).toMatchObject({
      symbol: '2317',
      companyName: '鴻海',
      quantity: 2000,
      averagePrice: 150.21, // 300,427 / 2,000 = 150.2135 → to the cent
      currentPrice: 160,
      totalCost: 300_427,
      unrealizedGain: 19_573,
      weight: 50.3937, // 320,000 / 635,000
      sector: 'technology',
      market: 'TW',
    });
    expect(second).toMatchObject({
      symbol: '2330',
      quantity: 500,
      averagePrice: 600.86, // 600,855 / 1,000 = 600.855
      totalCost: 300_427.5,
      // 310,000 − 441 − 930 − 300,427.5 = 8,201.5
      realizedGain: 8_201.5,
      fifoRealizedGain: 8_201.5,
      dividends: 2_250,
      lots: 0,
      oddShares: 500,
    });
    expect(portfolio.dividends).toBe(2_250);
  });

  it('reports the returns of every period and readable risk rules', async () => {
    const { portfolio } = (
      await api(server, member).get(`${base}/${id}?period=custom&from=2025-03-11&to=2025-03-14`)
    ).json();
    expect(portfolio.returns.map((entry: { period: string }) => entry.period)).toEqual([
      'today',
      'mtd',
      'ytd',
      '1y',
      'all',
      'custom',
    ]);
    const all = portfolio.returns.find((entry: { period: string }) => entry.period === 'all');
    // In: 600,855 + 300,427 = 901,282; out: 308,629 + 2,250 = 310,879; gain 635,000 + 310,879 − 901,282.
    expect(all.gain).toBe(44_597);
    expect(all.timeWeightedReturn).toEqual(expect.any(Number));
    expect(all.xirr).toEqual(expect.any(Number));
    expect(portfolio.riskScore).toEqual(expect.any(Number));
    expect(portfolio.diversificationScore).toEqual(expect.any(Number));
    const largest = portfolio.risk.rules.find((rule: { id: string }) => rule.id === 'largest-weight');
    expect(largest).toMatchObject({
      value: 50.3937,
      unit: 'percent',
      threshold: 20,
      full: 60,
      subject: '2317',
      applies: true,
    });
    expect(portfolio.risk.rules.find((rule: { id: string }) => rule.id === 'cash-share')).toMatchObject({
      value: null,
      applies: false,
    });
  });

  it('refuses a sale beyond the holding, and a deletion that would cause one', async () => {
    const client = api(server, member);
    const oversold = await client.post(`${base}/${id}/transactions`, {
      type: 'sell',
      date: '2025-03-13',
      symbol: '2330',
      shares: 1000,
      price: 611,
    });
    expect(oversold.statusCode).toBe(400);
    expect(oversold.json().error.message).toBe('賣出股數（1000）超過持有股數（500）');
    const { transactions } = (await client.get(`${base}/${id}/transactions`)).json();
    const firstBuy = transactions.find((tx: { date: string }) => tx.date === '2025-03-10');
    const removal = await client.delete(`${base}/${id}/transactions/${firstBuy.id}`);
    expect(removal.statusCode).toBe(400);
    expect(removal.json().error.message).toMatch(/刪除後賣出股數會超過持有股數/);
    expect((await client.get(`${base}/${id}/transactions`)).json().transactions).toHaveLength(
      transactions.length,
    );
  });

  it('adds the analysed stock at the call price (what-if), only from the member’s own analysis', async () => {
    const other = await createPortfolio(server, member, { name: '假設情境' });
    const analysis = await storeAnalysisCall(server, member.userId, {
      symbol: '2317',
      companyName: '鴻海',
      price: 152.35,
      date: '2025-03-12',
    });
    const client = api(server, member);
    const added = await client.post(`${base}/${other.id}/what-if`, { analysisId: analysis.id });
    expect(added.statusCode).toBe(201);
    // 1,000 × 152.35 = 152,350 × 0.1425 % = 217.09875 → 217.
    expect(added.json().transaction).toMatchObject({
      type: 'buy',
      symbol: '2317',
      shares: 1000,
      price: 152.35,
      fee: 217,
      date: '2025-03-12',
      source: 'analysis',
    });
    const stranger = await memberOn(server, 'gold');
    const theirs = await storeAnalysisCall(server, stranger.userId, {
      symbol: '2330',
      companyName: '台積電',
      price: 600,
      date: '2025-03-12',
    });
    const refused = await client.post(`${base}/${other.id}/what-if`, { analysisId: theirs.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe('找不到此分析記錄');
  });

  it('shows the analytics: value against 0050, drawdown, allocation and contributions', async () => {
    const response = await api(server, member).get(`${base}/${id}/analytics`);
    expect(response.statusCode).toBe(200);
    const analytics = response.json();
    expect(analytics.benchmark).toMatchObject({ symbol: '0050', available: true });
    expect(analytics.series.map((point: { date: string }) => point.date)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
    expect(analytics.series.at(-1)).toMatchObject({ value: 635_000 });
    expect(analytics.allocation.bySector).toEqual([{ key: 'technology', value: 635_000, weight: 100 }]);
    const gains = Object.fromEntries(
      analytics.contributions.map((entry: { symbol: string; gain: number }) => [entry.symbol, entry.gain]),
    );
    // 2330: 315,000 + 308,629 + 2,250 − 600,855 = 25,024; 2317: 320,000 − 300,427 = 19,573.
    expect(gains).toEqual({ '2330': 25_024, '2317': 19_573 });
  });

  it('feeds the dashboard stats from the real portfolios', async () => {
    const viewer = await memberOn(server, 'diamond');
    const own = await createPortfolio(server, viewer);
    await api(server, viewer).post(`${base}/${own.id}/holdings`, {
      symbol: '2317',
      quantity: 1000,
      averagePrice: 150,
      date: '2025-03-11',
    });
    const { stats } = (await api(server, viewer).get(`${base}/stats`)).json();
    // 1,000 × 160 = 160,000; 10,000 gained on 150,000 put in.
    expect(stats).toMatchObject({ totalValue: 160_000, positions: 1, portfolios: 1, winRate: 100 });
    expect(stats.totalReturn).toBeCloseTo(6.6667, 3);
  });
});
