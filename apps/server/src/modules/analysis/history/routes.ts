import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalysisDetailResponse,
  AnalysisIdParams,
  AnalystPerformanceResponse,
  BatchDeleteRequest,
  BatchDeleteResponse,
  EvaluateResponse,
  ExportRequest,
  FavoriteResponse,
  HistoryQuery,
  HistoryResponse,
  PerformanceStatsResponse,
  RevokeShareResponse,
  ShareIdParams,
  ShareResponse,
  SharedAnalysisResponse,
} from '@alphadesk/contracts';
import { callerOf } from '../../../platform/access.ts';
import { requestLocale } from '../../../platform/error-handler.ts';
import type { AnalysisModule } from '../index.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const tags = ['analysis-history'];

/** The caller's analysis history (spec §7): list, detail, favourite, share, export, delete, stats. */
export const historyRoutes =
  (analysis: AnalysisModule): FastifyPluginAsyncZod =>
  async (app) => {
    const member = (max: number) => ({ access: 'member' as const, rateLimit: perMinute(max) });

    app.get(
      '/api/analysis/history',
      {
        config: member(120),
        schema: {
          tags,
          summary: '分析歷史（搜尋、篩選、排序、分頁）',
          querystring: HistoryQuery,
          response: { 200: HistoryResponse },
        },
      },
      async (request) =>
        analysis.history(
          callerOf(request).userId,
          request.query,
          requestLocale(request.headers['accept-language']),
        ),
    );

    app.get(
      '/api/analysis/performance-stats',
      {
        config: member(60),
        schema: { tags, summary: '分析績效統計', response: { 200: PerformanceStatsResponse } },
      },
      async (request) => ({ stats: await analysis.performanceStats(callerOf(request).userId) }),
    );

    app.get(
      '/api/analysis/analyst-performance',
      {
        config: member(60),
        schema: { tags, summary: '各分析師的命中率與報酬', response: { 200: AnalystPerformanceResponse } },
      },
      async (request) => ({ performance: await analysis.analystPerformance(callerOf(request).userId) }),
    );

    app.post(
      '/api/analysis/evaluate',
      {
        config: member(6),
        schema: { tags, summary: '立即評分自己尚在等待中的分析', response: { 200: EvaluateResponse } },
      },
      async (request) => analysis.evaluatePending(callerOf(request).userId),
    );

    app.post(
      '/api/analysis/export',
      { config: member(20), schema: { tags, summary: '匯出分析記錄（PDF 或 Excel）', body: ExportRequest } },
      async (request, reply) => {
        const { analysisIds, format } = request.body;
        const file = await analysis.exportRecords(
          callerOf(request).userId,
          analysisIds,
          format,
          requestLocale(request.headers['accept-language']),
        );
        return reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.delete(
      '/api/analysis/batch-delete',
      {
        config: member(30),
        schema: {
          tags,
          summary: '批次刪除分析記錄',
          body: BatchDeleteRequest,
          response: { 200: BatchDeleteResponse },
        },
      },
      async (request) => analysis.batchDelete(callerOf(request).userId, request.body.analysisIds),
    );

    app.get(
      '/api/analysis/:id',
      {
        config: member(120),
        schema: {
          tags,
          summary: '分析記錄詳情',
          params: AnalysisIdParams,
          response: { 200: AnalysisDetailResponse },
        },
      },
      async (request) => ({
        analysis: await analysis.record(
          callerOf(request).userId,
          request.params.id,
          requestLocale(request.headers['accept-language']),
        ),
      }),
    );

    app.post(
      '/api/analysis/:id/favorite',
      {
        config: member(60),
        schema: { tags, summary: '切換收藏', params: AnalysisIdParams, response: { 200: FavoriteResponse } },
      },
      async (request) => analysis.toggleFavorite(callerOf(request).userId, request.params.id),
    );

    app.post(
      '/api/analysis/:id/share',
      {
        config: member(30),
        schema: {
          tags,
          summary: '建立唯讀分享連結',
          params: AnalysisIdParams,
          response: { 200: ShareResponse },
        },
      },
      async (request) => analysis.share(callerOf(request).userId, request.params.id),
    );

    app.delete(
      '/api/analysis/:id/share',
      {
        config: member(30),
        schema: {
          tags,
          summary: '撤銷分享連結',
          params: AnalysisIdParams,
          response: { 200: RevokeShareResponse },
        },
      },
      async (request) => analysis.revokeShare(callerOf(request).userId, request.params.id),
    );

    app.get(
      '/api/shared/analysis/:shareId',
      {
        config: { access: 'public', rateLimit: perMinute(120) },
        schema: {
          tags,
          summary: '公開的分享分析（唯讀，不含會員資料）',
          params: ShareIdParams,
          response: { 200: SharedAnalysisResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          analysis: await analysis.shared(
            request.params.shareId,
            requestLocale(request.headers['accept-language']),
          ),
        };
      },
    );
  };
