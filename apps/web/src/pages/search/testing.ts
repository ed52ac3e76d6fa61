import type {
  HotStock,
  HotStocksResponse,
  MarketIndex,
  MarketStatusResponse,
  SearchHistoryItem,
  SearchHistoryRequest,
  StockBarsResponse,
  StockDetail,
  StockSuggestion,
  UserProfile,
} from '@alphadesk/contracts';
import { vi } from 'vitest';
import { errorAnswer } from '../../auth/testing.ts';
import type { ApiAnswers, FakeRoutes } from '../../test/apiAnswers.ts';
import { jsonResponse } from '../../test/render.tsx';

/**
 * Test support for the search page: answers shaped like the market API's, and a fake server at the
 * network boundary (`fetch`) that sees each request's query string.
 */

export const tsmcSuggestion: StockSuggestion = {
  symbol: '2330',
  name: '台積電',
  exchange: 'TWSE',
  market: 'TW',
  nameEn: 'Taiwan Semiconductor Manufacturing (TSMC)',
  sector: 'technology',
  kind: 'stock',
};

export function stockDetail(overrides: Partial<StockDetail> = {}): StockDetail {
  return {
    symbol: '2330',
    name: '台積電',
    nameEn: 'Taiwan Semiconductor Manufacturing (TSMC)',
    exchange: 'TWSE',
    market: 'TW',
    sector: 'technology',
    industry: '半導體業',
    kind: 'stock',
    currency: 'TWD',
    price: 1005,
    change: 15,
    changePercent: 1.52,
    open: 992,
    high: 1010,
    low: 990,
    previousClose: 990,
    limitUp: 1085,
    limitDown: 891,
    volume: 22_405_000,
    marketCap: 26_063_000_000_000,
    peRatio: 22.4,
    pbRatio: 6.1,
    dividendYield: null,
    analystRating: null,
    analystConfidence: null,
    targetPrice: null,
    potentialReturn: null,
    technicalSignal: null,
    riskLevel: null,
    fundamentalScore: null,
    asOf: '2026-11-20T05:30:00.000Z',
    stale: false,
    simulated: true,
    source: 'simulator',
    ...overrides,
  };
}

export function hotStock(overrides: Partial<HotStock> = {}): HotStock {
  return {
    symbol: '2317',
    name: '鴻海',
    market: 'TW',
    reason: '成交量為20日均量的2.6倍，近5日下跌3.42%',
    price: 90.3,
    change: -1.3,
    changePercent: -1.42,
    volume: 1_081_000,
    analysisCount: 0,
    trendScore: 72,
    momentumLevel: 'LOW',
    riskReward: 0.73,
    analystRating: null,
    targetUpside: 3.99,
    isWatchlistPopular: false,
    volumeRatio: 2.6,
    ...overrides,
  };
}

export function marketIndex(overrides: Partial<MarketIndex> = {}): MarketIndex {
  return {
    symbol: '^TWII',
    name: '發行量加權股價指數',
    market: 'TW',
    value: 13627.03,
    change: -161.15,
    changePercent: -1.17,
    lastUpdated: '2026-11-20T05:30:00.000Z',
    asOf: '2026-11-20T05:30:00.000Z',
    stale: false,
    simulated: true,
    source: 'simulator',
    ...overrides,
  };
}

/** Saturday 21 November 2026, 21:29 in Taipei: closed until Monday 09:00. */
export const closedStatus: MarketStatusResponse = {
  market: 'TW',
  phase: 'closed',
  isTradingDay: false,
  now: '2026-11-21T13:29:46.235Z',
  nextOpen: '2026-11-23T01:00:00.000Z',
  timezone: 'Asia/Taipei',
  session: { preOpen: '08:30', open: '09:00', close: '13:30' },
  provider: 'simulator',
  simulated: true,
};

export const noBars = (symbol: string): StockBarsResponse => ({
  symbol,
  adjusted: true,
  from: '2025-07-24',
  to: '2026-11-21',
  bars: [],
  source: 'simulator',
  simulated: true,
});

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
}

export interface MarketApiOptions {
  suggestions?: (q: string) => StockSuggestion[];
  detail?: (q: string) => StockDetail | null;
  hot?: HotStocksResponse;
  indices?: MarketIndex[];
  status?: MarketStatusResponse;
  history?: SearchHistoryItem[];
  user?: UserProfile;
  extra?: FakeRoutes<Request>;
}

/** Replaces `fetch` with the market API (and `/api/user/me` when a user is given); records requests. */
export function fakeMarketApi(options: MarketApiOptions = {}) {
  const requests: Request[] = [];
  const routes: FakeRoutes<Request> = {
    'GET /api/stocks/search': ({ query }) => ({
      suggestions: (options.suggestions ?? (() => [tsmcSuggestion]))(query.get('q') ?? ''),
    }),
    'GET /api/stocks/detail': ({ query }) => {
      const stock = (options.detail ?? (() => stockDetail()))(query.get('q') ?? '');
      return stock ? { stock } : errorAnswer(404, 'NOT_FOUND', '找不到相關股票，請檢查股票代碼或名稱');
    },
    'GET /api/stocks/hot': options.hot ?? { stocks: [hotStock()], asOf: closedStatus.now, simulated: true },
    'GET /api/market/indices': { indices: options.indices ?? [marketIndex()] },
    'GET /api/market/status': options.status ?? closedStatus,
    'GET /api/stocks/search-history': { history: options.history ?? [] },
    'POST /api/stocks/search-history': ({ body }) => ({
      item: { ...(body as SearchHistoryRequest), searchedAt: closedStatus.now, analysisCount: 0 },
    }),
    ...(options.user ? { 'GET /api/user/me': { user: options.user } } : {}),
    ...options.extra,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: Request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.Authorization,
    };
    requests.push(request);
    const bars = /^\/api\/stocks\/([^/]+)\/bars$/.exec(url.pathname);
    const route = routes[`${request.method} ${request.path}` as keyof ApiAnswers];
    if (route === undefined && bars) return jsonResponse(noBars(decodeURIComponent(bars[1]!)));
    if (route === undefined) return errorAnswer(404, 'NOT_FOUND', '找不到請求的資源');
    const answer = typeof route === 'function' ? await route(request) : route;
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { requests, to };
}
