import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiNoQuery,
  V1AnalysisParams,
  V1AnalysisQuery,
  V1AnalysisResponse,
  V1HistoryQuery,
  V1HistoryResponse,
  V1QuoteResponse,
  V1SearchQuery,
  V1SearchResponse,
  V1StartAnalysisRequest,
  V1StartAnalysisResponse,
  V1SymbolParams,
  type ApiScope,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import { appError } from '../../platform/errors.ts';
import { addRateLimitHeaders } from '../api-keys/index.ts';
import { publicApiTag, publicOpenApi } from './openapi.ts';
import type { PublicApiDeps } from './ports.ts';

const tags = [publicApiTag];
const security = [{ apiKey: [] }];
const withKey = (...apiScopes: ApiScope[]) => ({ access: 'api-key' as const, apiScopes });

/**
 * The versioned public API (/api/v1), opened by a member's API key. Each route names the scopes
 * that open it; the guard counts the call against the plan's limits before the handler runs.
 * Every call acts as the key's member, so only their own analyses and history are reachable.
 */
export const publicApiRoutes =
  ({ market, analysis }: PublicApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    addRateLimitHeaders(app);

    let document: ReturnType<typeof publicOpenApi> | null = null;
    app.get(
      '/api/v1/openapi.json',
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: { tags: ['public-api-docs'], summary: '開發者 API 的 OpenAPI 文件', querystring: ApiNoQuery },
      },
      async () => (document ??= publicOpenApi(app)),
    );

    app.get(
      '/api/v1/quotes/:symbol',
      {
        config: withKey('quotes:read'),
        schema: {
          tags,
          security,
          summary: '個股報價（權限 quotes:read）',
          params: V1SymbolParams,
          response: { 200: V1QuoteResponse },
        },
      },
      async (request) => {
        const security = await market.findSecurity(request.params.symbol);
        if (!security) throw appError('STOCK_NOT_FOUND');
        const stock = await market.detail(security.symbol, 'all', 'all');
        return { success: true as const, quote: stock };
      },
    );

    app.get(
      '/api/v1/search',
      {
        config: withKey('quotes:read'),
        schema: {
          tags,
          security,
          summary: '搜尋股票（權限 quotes:read）',
          querystring: V1SearchQuery,
          response: { 200: V1SearchResponse },
        },
      },
      async (request) => {
        const { q, market: exchange, sector, limit } = request.query;
        return {
          success: true as const,
          suggestions: [...(await market.search(q, exchange, sector, limit))],
        };
      },
    );

    app.post(
      '/api/v1/analyses',
      {
        config: withKey('analyses:run'),
        schema: {
          tags,
          security,
          summary: '開始一次 AI 分析（權限 analyses:run，計入方案的分析額度）',
          body: V1StartAnalysisRequest,
          response: { 202: V1StartAnalysisResponse },
        },
      },
      async (request, reply) => {
        const run = await analysis.startRun(callerOf(request), request.body);
        return reply.code(202).send({ success: true as const, ...run });
      },
    );

    app.get(
      '/api/v1/analyses/:id',
      {
        config: withKey('analyses:run', 'history:read'),
        schema: {
          tags,
          security,
          summary: '讀取自己的分析（權限 analyses:run 或 history:read）',
          params: V1AnalysisParams,
          querystring: V1AnalysisQuery,
          response: { 200: V1AnalysisResponse },
        },
      },
      async (request) => ({
        success: true as const,
        analysis: await analysis.run(callerOf(request), request.params.id, request.query.locale),
      }),
    );

    app.get(
      '/api/v1/history',
      {
        config: withKey('history:read'),
        schema: {
          tags,
          security,
          summary: '自己的分析歷史（權限 history:read）',
          querystring: V1HistoryQuery,
          response: { 200: V1HistoryResponse },
        },
      },
      async (request) => {
        const { performance: _omitted, ...page } = await analysis.history(callerOf(request).userId, {
          ...request.query,
          includePerformance: false,
        });
        return { success: true as const, ...page };
      },
    );
  };
