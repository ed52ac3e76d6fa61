import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CacheOptimizeRequest,
  CacheOptimizeResponse,
  CacheStatisticsResponse,
  DatabaseAnalysisResponse,
  LoadTestIdParams,
  LoadTestListResponse,
  LoadTestResponse,
  loadTestLimits,
  PerformanceOverviewResponse,
  RealtimeQuery,
  RealtimeResponse,
  ScalingHistoryResponse,
  StartLoadTestRequest,
} from '@alphadesk/contracts';
import { clientOf, staffCallerOf } from '../../platform/access.ts';
import type { AuditActor } from '../audit/index.ts';
import type { PerformanceModule } from './index.ts';

/** The staff member behind a request, as the audit log names them. */
const actorOf = (request: FastifyRequest): AuditActor => {
  const caller = staffCallerOf(request);
  return { id: caller.staffId, name: caller.name, ...clientOf(request) };
};

const tags = ['performance'];
const access = (action: 'read' | 'write', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'performance_optimization' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const base = '/api/admin/performance';

/** The performance screen's API (admin spec §7.14). `root` is the server a load test targets. */
export const performanceRoutes =
  (performance: PerformanceModule, root: FastifyInstance): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onClose', async () => performance.stop());

    app.get(
      `${base}/overview`,
      {
        config: access('read'),
        schema: { tags, summary: '效能總覽', response: { 200: PerformanceOverviewResponse } },
      },
      async () => ({ success: true as const, ...(await performance.overview()) }),
    );

    app.get(
      `${base}/realtime`,
      {
        config: access('read'),
        schema: {
          tags,
          summary: '即時指標',
          querystring: RealtimeQuery,
          response: { 200: RealtimeResponse },
        },
      },
      async (request) => ({
        success: true as const,
        points: await performance.realtime(request.query.hours),
      }),
    );

    app.post(
      `${base}/load-test`,
      {
        config: access('write', 10),
        schema: {
          tags,
          summary: '啟動壓力測試',
          body: StartLoadTestRequest,
          response: { 200: LoadTestResponse },
        },
      },
      async (request) => {
        const test = await performance.loadTests.start(root, request.body, actorOf(request));
        return { success: true as const, test_id: test.test_id, test };
      },
    );

    app.get(
      `${base}/load-test`,
      {
        config: access('read'),
        schema: { tags, summary: '壓力測試列表', response: { 200: LoadTestListResponse } },
      },
      async () => ({
        success: true as const,
        limits: {
          users: loadTestLimits.users,
          duration_seconds: loadTestLimits.durationSeconds,
          rate: loadTestLimits.rate,
        },
        tests: await performance.loadTests.list(20),
      }),
    );

    app.get(
      `${base}/load-test/:id/results`,
      {
        config: access('read'),
        schema: {
          tags,
          summary: '壓力測試結果',
          params: LoadTestIdParams,
          response: { 200: LoadTestResponse },
        },
      },
      async (request) => {
        const test = await performance.loadTests.get(request.params.id);
        return { success: true as const, test_id: test.test_id, test };
      },
    );

    app.post(
      `${base}/load-test/:id/cancel`,
      {
        config: access('write', 30),
        schema: {
          tags,
          summary: '取消壓力測試',
          params: LoadTestIdParams,
          response: { 200: LoadTestResponse },
        },
      },
      async (request) => {
        const test = await performance.loadTests.cancel(request.params.id, actorOf(request));
        return { success: true as const, test_id: test.test_id, test };
      },
    );

    app.get(
      `${base}/auto-scaling/history`,
      {
        config: access('read'),
        schema: { tags, summary: '擴縮事件', response: { 200: ScalingHistoryResponse } },
      },
      async () => ({ success: true as const, ...(await performance.scaling()) }),
    );

    app.get(
      `${base}/cache/statistics`,
      {
        config: access('read'),
        schema: { tags, summary: '快取統計', response: { 200: CacheStatisticsResponse } },
      },
      async () => ({ success: true as const, caches: await performance.cacheStatistics() }),
    );

    app.post(
      `${base}/cache/optimize`,
      {
        config: access('write', 30),
        schema: {
          tags,
          summary: '最佳化快取',
          body: CacheOptimizeRequest,
          response: { 200: CacheOptimizeResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await performance.optimiseCache(request.body.cache_name, request.body.dry_run, actorOf(request))),
      }),
    );

    app.get(
      `${base}/database/analysis`,
      {
        config: access('read', 30),
        schema: { tags, summary: '資料庫分析', response: { 200: DatabaseAnalysisResponse } },
      },
      async () => ({ success: true as const, ...(await performance.databaseAnalysis()) }),
    );
  };
