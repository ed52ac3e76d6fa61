import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HotStocksQuery,
  HotStocksResponse,
  MarketIndicesResponse,
  MarketNoQuery,
  MarketOverviewQuery,
  MarketOverviewResponse,
  MarketStatusResponse,
  SearchHistoryItemResponse,
  SearchHistoryQuery,
  SearchHistoryRequest,
  SearchHistoryResponse,
  StockBarsParams,
  StockBarsQuery,
  StockBarsResponse,
  StockDetailQuery,
  StockDetailResponse,
  StockSearchQuery,
  StockSearchResponse,
  type StockDetail,
  type StockSuggestion,
} from '@alphadesk/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import { AppError } from '../../platform/errors.ts';
import { serializedAnswers } from '../../platform/serialized-answers.ts';
import { pureQuery } from '../../platform/validation.ts';
import type { MarketModule } from './index.ts';

/** Stock search, detail, hot stocks, bars, indices, market status and members' search history. */
export const marketRoutes =
  (market: MarketModule, options: { rateLimitPerMinute: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const perMinute = (share = 1) => ({
      max: Math.max(1, Math.round(options.rateLimitPerMinute * share)),
      timeWindow: '1 minute',
    });
    // The busiest answer: the same query's suggestions are serialised once.
    const sendSuggestions = serializedAnswers(
      StockSearchResponse,
      (suggestions: readonly StockSuggestion[]) => ({ suggestions: [...suggestions] }),
    );
    // A stock's detail is the same answer while its quote, valuation and preview are (see detail.ts).
    const sendDetail = serializedAnswers(StockDetailResponse, (stock: StockDetail) => ({ stock }));
    // A guest's searches are not kept: refused before the input is even read.
    const membersOnly = async (request: FastifyRequest) => {
      if (callerOf(request).kind === 'guest') throw new AppError('MEMBERS_ONLY');
    };

    app.get(
      '/api/stocks/search',
      {
        config: { access: 'public', rateLimit: perMinute() },
        schema: {
          tags: ['market'],
          summary: '股票搜尋建議',
          querystring: pureQuery(StockSearchQuery),
          response: { 200: StockSearchResponse },
        },
      },
      async (request, reply) => {
        const { q, market: filter, sector, limit } = request.query;
        return sendSuggestions(reply, await market.search(q, filter, sector, limit));
      },
    );

    app.get(
      '/api/stocks/detail',
      {
        config: { access: 'public', rateLimit: perMinute(0.5) },
        schema: {
          tags: ['market'],
          summary: '股票詳細資訊',
          querystring: pureQuery(StockDetailQuery),
          response: { 200: StockDetailResponse },
        },
      },
      async (request, reply) =>
        sendDetail(reply, await market.detail(request.query.q, request.query.market, request.query.sector)),
    );

    app.get(
      '/api/stocks/hot',
      {
        config: { access: 'public', rateLimit: perMinute(0.25) },
        schema: {
          tags: ['market'],
          summary: '熱門股票',
          querystring: HotStocksQuery,
          response: { 200: HotStocksResponse },
        },
      },
      async (request) => market.hot(request.query.limit, requestLocale(request.headers['accept-language'])),
    );

    app.get(
      '/api/stocks/:symbol/bars',
      {
        config: { access: 'public', rateLimit: perMinute(0.25) },
        schema: {
          tags: ['market'],
          summary: '日K線（預設還原權息）',
          params: StockBarsParams,
          querystring: StockBarsQuery,
          response: { 200: StockBarsResponse },
        },
      },
      async (request) => {
        const { from, to, adjusted } = request.query;
        return market.stockBars(request.params.symbol, from, to, adjusted === 'true');
      },
    );

    app.get(
      '/api/market/indices',
      {
        config: { access: 'public', rateLimit: perMinute(0.25) },
        schema: {
          tags: ['market'],
          summary: '市場指數',
          querystring: MarketNoQuery,
          response: { 200: MarketIndicesResponse },
        },
      },
      async (request) => ({
        indices: await market.indices(requestLocale(request.headers['accept-language'])),
      }),
    );

    app.get(
      '/api/market/overview',
      {
        config: { access: 'public', rateLimit: perMinute(0.25) },
        schema: {
          tags: ['market'],
          summary: '市場總覽（指數、漲跌家數、三大法人、融資融券、排行、注意／處置）',
          querystring: MarketOverviewQuery,
          response: { 200: MarketOverviewResponse },
        },
      },
      async (request) => market.overview(requestLocale(request.headers['accept-language'])),
    );

    app.get(
      '/api/market/status',
      {
        config: { access: 'public', rateLimit: perMinute(0.25) },
        schema: {
          tags: ['market'],
          summary: '台股交易時段狀態',
          querystring: MarketNoQuery,
          response: { 200: MarketStatusResponse },
        },
      },
      async () => market.status(),
    );

    app.get(
      '/api/stocks/search-history',
      {
        config: { access: 'member', rateLimit: perMinute(0.25) },
        preValidation: membersOnly,
        schema: {
          tags: ['market'],
          summary: '我的搜尋紀錄',
          security: [{ bearer: [] }],
          querystring: SearchHistoryQuery,
          response: { 200: SearchHistoryResponse },
        },
      },
      async (request) => ({ history: await market.history(callerOf(request).userId, request.query.limit) }),
    );

    app.post(
      '/api/stocks/search-history',
      {
        config: { access: 'member', rateLimit: perMinute(0.25) },
        preValidation: membersOnly,
        schema: {
          tags: ['market'],
          summary: '新增搜尋紀錄',
          security: [{ bearer: [] }],
          body: SearchHistoryRequest,
          response: { 200: SearchHistoryItemResponse },
        },
      },
      async (request) => ({ item: await market.addHistory(callerOf(request).userId, request.body) }),
    );
  };
