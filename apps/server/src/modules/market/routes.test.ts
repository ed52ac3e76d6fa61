import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HotStocksResponse,
  MarketIndicesResponse,
  MarketStatusResponse,
  StockBarsResponse,
  StockDetailResponse,
  StockSearchResponse,
} from '@alphadesk/contracts';
import { randomIp } from '../../testing/auth.ts';
import { createTestServer, expectCleanError, type TestServer } from '../../testing/server.ts';

// Wednesday 2025-09-03 10:30 in Taipei: a trading session is running.
const clock = { now: new Date('2025-09-03T02:30:00Z') };

describe('market routes (default simulator)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ now: () => clock.now });
  });
  afterAll(() => server?.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url, remoteAddress: randomIp() });
  const expectBadRequest = async (url: string, message?: RegExp | string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const error = expectCleanError(response.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/[\u4e00-\u9fff]/); // zh-TW wording
    if (message) expect(error.message).toMatch(message);
  };

  describe('GET /api/stocks/search', () => {
    it('suggests by code prefix, Chinese name and English name', async () => {
      const byCode = StockSearchResponse.parse((await get('/api/stocks/search?q=2330')).json());
      expect(byCode.suggestions[0]).toEqual({
        symbol: '2330',
        name: '台積電',
        exchange: 'TWSE',
        market: 'TW',
        nameEn: 'Taiwan Semiconductor Manufacturing (TSMC)',
        sector: 'technology',
        kind: 'stock',
      });
      const byName = StockSearchResponse.parse(
        (await get(`/api/stocks/search?q=${encodeURIComponent('鴻海')}`)).json(),
      );
      expect(byName.suggestions[0]!.symbol).toBe('2317');
      const byEnglish = StockSearchResponse.parse((await get('/api/stocks/search?q=nvidia')).json());
      expect(byEnglish.suggestions[0]!.symbol).toBe('NVDA');
      const fuzzy = StockSearchResponse.parse(
        (await get(`/api/stocks/search?q=${encodeURIComponent('聯發')}`)).json(),
      );
      expect(fuzzy.suggestions.map((item) => item.symbol)).toContain('2454');
    });

    it('filters by market and sector, and limits to 10 by default', async () => {
      const us = StockSearchResponse.parse((await get('/api/stocks/search?q=a&market=US')).json());
      expect(us.suggestions.length).toBeGreaterThan(0);
      expect(us.suggestions.every((item) => item.market === 'US')).toBe(true);
      const finance = StockSearchResponse.parse((await get('/api/stocks/search?q=28&sector=finance')).json());
      expect(finance.suggestions.length).toBe(10);
      expect(finance.suggestions.every((item) => item.sector === 'finance')).toBe(true);
      const three = StockSearchResponse.parse((await get('/api/stocks/search?q=2&limit=3')).json());
      expect(three.suggestions).toHaveLength(3);
    });

    it('answers an empty list for an empty or blank query', async () => {
      expect((await get('/api/stocks/search?q=')).json()).toEqual({ suggestions: [] });
      expect((await get('/api/stocks/search?q=%20%20')).json()).toEqual({ suggestions: [] });
      expect((await get('/api/stocks/search')).json()).toEqual({ suggestions: [] });
    });

    it('refuses bad input with a zh-TW 400', async () => {
      await expectBadRequest('/api/stocks/search?q=2330&page=2', '無法識別');
      await expectBadRequest('/api/stocks/search?q=2330&limit=11', '筆數需介於 1 到 10 之間');
      await expectBadRequest('/api/stocks/search?q=2330&limit=0');
      await expectBadRequest('/api/stocks/search?q=2330&limit=abc');
      await expectBadRequest('/api/stocks/search?q=2330&market=EU', '不支援的市場');
      await expectBadRequest('/api/stocks/search?q=2330&sector=crypto', '不支援的產業類別');
      await expectBadRequest(`/api/stocks/search?q=${'a'.repeat(51)}`);
    });
  });

  describe('GET /api/stocks/detail', () => {
    it('answers the spec fields, with the AI preview left null and simulated data flagged', async () => {
      const { stock } = StockDetailResponse.parse((await get('/api/stocks/detail?q=2330')).json());
      expect(stock).toMatchObject({
        symbol: '2330',
        name: '台積電',
        exchange: 'TWSE',
        market: 'TW',
        sector: 'technology',
        simulated: true,
        stale: false,
        source: 'simulator',
      });
      for (const field of [
        'analystRating',
        'analystConfidence',
        'targetPrice',
        'potentialReturn',
        'technicalSignal',
        'riskLevel',
        'fundamentalScore',
      ] as const) {
        expect(stock[field]).toBeNull();
      }
      expect(stock.price).toBeGreaterThan(0);
      expect(stock.change).toBeCloseTo(stock.price! - stock.previousClose!, 6);
      expect(stock.limitUp).toBeGreaterThan(stock.previousClose!);
      expect(stock.peRatio).toBeGreaterThan(0);
      expect(stock.marketCap).toBe(Math.round(stock.price! * (stock.marketCap! / stock.price!)));
    });

    it('resolves a name and honours the market filter', async () => {
      const { stock } = StockDetailResponse.parse(
        (await get(`/api/stocks/detail?q=${encodeURIComponent('蘋果')}&market=US`)).json(),
      );
      expect(stock.symbol).toBe('AAPL');
      expect(stock.currency).toBe('USD');
    });

    it('answers 404 with the spec wording when nothing matches', async () => {
      const response = await get('/api/stocks/detail?q=zzzzzz');
      expect(response.statusCode).toBe(404);
      expect(expectCleanError(response.body)).toMatchObject({
        code: 'STOCK_NOT_FOUND',
        message: '找不到相關股票，請檢查股票代碼或名稱',
      });
      expect((await get('/api/stocks/detail?q=2330&market=US')).statusCode).toBe(404);
    });

    it('refuses a blank query and unknown fields', async () => {
      await expectBadRequest('/api/stocks/detail?q=%20', '請輸入股票代碼或名稱');
      await expectBadRequest('/api/stocks/detail');
      await expectBadRequest('/api/stocks/detail?q=2330&limit=1', '無法識別');
    });
  });

  describe('GET /api/stocks/hot', () => {
    it('ranks Taiwan stocks by computed metrics, analyst rating null until analyses exist', async () => {
      const body = HotStocksResponse.parse((await get('/api/stocks/hot?limit=10')).json());
      expect(body.simulated).toBe(true);
      expect(body.stocks).toHaveLength(10);
      for (const stock of body.stocks) {
        expect(stock.market).toBe('TW');
        expect(stock.analystRating).toBeNull();
        expect(stock.analysisCount).toBe(0);
        expect(stock.trendScore).toBeGreaterThanOrEqual(0);
        expect(stock.trendScore).toBeLessThanOrEqual(100);
        expect(stock.reason).toMatch(/[\u4e00-\u9fff]/);
      }
      const five = HotStocksResponse.parse((await get('/api/stocks/hot?limit=5')).json());
      expect(five.stocks.map((stock) => stock.symbol)).toEqual(
        body.stocks.slice(0, 5).map((stock) => stock.symbol),
      );
    });

    it('refuses a limit out of range and unknown fields', async () => {
      await expectBadRequest('/api/stocks/hot?limit=21');
      await expectBadRequest('/api/stocks/hot?limit=ten');
      await expectBadRequest('/api/stocks/hot?market=TW', '無法識別');
    });
  });

  describe('GET /api/market/indices and /api/market/status', () => {
    it('lists the indices with their time and the simulated flag', async () => {
      const { indices } = MarketIndicesResponse.parse((await get('/api/market/indices')).json());
      expect(indices.map((index) => index.symbol)).toEqual(
        expect.arrayContaining(['^TWII', '^TWOII', '^GSPC', '^N225']),
      );
      const taiex = indices.find((index) => index.symbol === '^TWII')!;
      expect(taiex).toMatchObject({
        name: '發行量加權股價指數',
        market: 'TW',
        simulated: true,
        stale: false,
      });
      expect(taiex.changePercent).toBeCloseTo((taiex.change / (taiex.value - taiex.change)) * 100, 1);
    });

    it('tells the Taiwan phase, the next open and the provider', async () => {
      const status = MarketStatusResponse.parse((await get('/api/market/status')).json());
      expect(status).toMatchObject({
        phase: 'open',
        isTradingDay: true,
        provider: 'simulator',
        simulated: true,
        timezone: 'Asia/Taipei',
      });
      expect(status.nextOpen).toBe('2025-09-04T01:00:00.000Z');
      await expectBadRequest('/api/market/status?x=1', '無法識別');
      await expectBadRequest('/api/market/indices?market=TW', '無法識別');
    });
  });

  describe('GET /api/stocks/{symbol}/bars', () => {
    it('answers daily bars of completed sessions', async () => {
      const body = StockBarsResponse.parse(
        (await get('/api/stocks/2330/bars?from=2025-08-25&to=2025-09-05')).json(),
      );
      expect(body).toMatchObject({ symbol: '2330', adjusted: true, simulated: true, source: 'simulator' });
      // 2025-09-03 is still trading at 10:30: only the sessions before it are complete.
      expect(body.bars.map((bar) => bar.date)).toEqual([
        '2025-08-25',
        '2025-08-26',
        '2025-08-27',
        '2025-08-28',
        '2025-08-29',
        '2025-09-01',
        '2025-09-02',
      ]);
      const lower = StockBarsResponse.parse((await get('/api/stocks/aapl/bars?adjusted=false')).json());
      expect(lower.symbol).toBe('AAPL');
      expect(lower.to).toBe('2025-09-03');
      expect(lower.bars.length).toBeGreaterThan(200);
    });

    it('refuses bad dates, ranges and flags with a zh-TW 400, and unknown symbols with 404', async () => {
      await expectBadRequest('/api/stocks/2330/bars?from=2025-13-01', '日期格式需為 YYYY-MM-DD');
      await expectBadRequest('/api/stocks/2330/bars?from=2025/01/01');
      await expectBadRequest(
        '/api/stocks/2330/bars?from=2025-09-01&to=2025-01-01',
        '起始日期不可晚於結束日期',
      );
      await expectBadRequest('/api/stocks/2330/bars?adjusted=yes', 'adjusted');
      await expectBadRequest('/api/stocks/2330/bars?interval=1m', '無法識別');
      await expectBadRequest('/api/stocks/%3Cscript%3E/bars', '股票代碼格式不正確');
      const response = await get('/api/stocks/9999/bars');
      expect(response.statusCode).toBe(404);
      expect(expectCleanError(response.body).message).toBe('找不到相關股票，請檢查股票代碼或名稱');
    });
  });
});

describe('market rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { MARKET_RATE_LIMIT_PER_MINUTE: '4' } });
  });
  afterAll(() => server?.close());

  it('limits public search per client with a zh-TW 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/stocks/search?q=23',
            remoteAddress: '10.20.30.40',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await server.app.inject({
      method: 'GET',
      url: '/api/stocks/search?q=23',
      remoteAddress: '10.20.30.40',
    });
    expect(expectCleanError(limited.body)).toMatchObject({
      code: 'RATE_LIMITED',
      message: '請求過於頻繁，請稍後再試',
    });
  });
});
