import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationMetricsResponse,
  ErrorReportRequest,
  ErrorReportResponse,
  ErrorStatsResponse,
  MetricHistoryQuery,
  MetricHistoryResponse,
  OpsIdParams,
  SystemAlertListResponse,
  SystemAlertQuery,
  SystemMetricsResponse,
  SystemStatusResponse,
  SystemAlert,
} from '@alphadesk/contracts';
import { z } from 'zod';
import { staffCallerOf } from '../../../platform/access.ts';
import { metricsPrefix } from '../../../platform/metrics.ts';
import { actorOf } from '../actor.ts';
import type { OperationsModule } from '../index.ts';
import { scoreBand } from './service.ts';

const tags = ['system-monitor'];
const monitor = (action: 'read' | 'write', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'system_monitor' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const base = '/api/admin/system';

/** The system monitor (admin spec §2.14, §7.3); every figure measured here or read from samples. */
export const monitorRoutes =
  (operations: OperationsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const { monitor: service, devops } = operations;

    app.get(
      `${base}/status`,
      {
        config: monitor('read'),
        schema: { tags, summary: '系統健康狀態', response: { 200: SystemStatusResponse } },
      },
      async () => {
        const health = await service.healthScore();
        const overview = await devops.overview();
        return {
          success: true as const,
          health_score: health.score,
          status: scoreBand(health.score),
          services: health.services,
          version: overview.version,
          started_at: overview.started_at,
          uptime_seconds: overview.uptime_seconds,
          score_basis: service.scoreBasis,
        };
      },
    );

    app.get(
      `${base}/metrics/system`,
      {
        config: monitor('read'),
        schema: { tags, summary: '系統資源指標', response: { 200: SystemMetricsResponse } },
      },
      async () => {
        const sample = await service.live();
        return {
          success: true as const,
          taken_at: sample.takenAt.toISOString(),
          cpu_percent: sample.cpuPercent,
          memory_percent: sample.memoryPercent,
          rss_bytes: sample.rssBytes,
          heap_used_bytes: sample.heapUsedBytes,
          disk_percent: sample.diskPercent,
          event_loop_lag_ms: sample.eventLoopLagMs,
          thresholds: service.thresholds(),
        };
      },
    );

    app.get(
      `${base}/metrics/application`,
      {
        config: monitor('read'),
        schema: { tags, summary: '應用程式指標', response: { 200: ApplicationMetricsResponse } },
      },
      async () => {
        const totals = await operations.metrics.totals();
        const latest = await service.latestSample();
        const registry = operations.metrics.registry;
        const lookups =
          (await registry.getSingleMetric(`${metricsPrefix}cache_lookups_total`)?.get())?.values ?? [];
        const caches = new Map<string, { hits: number; misses: number }>();
        for (const value of lookups) {
          const name = String(value.labels.cache);
          const entry = caches.get(name) ?? { hits: 0, misses: 0 };
          if (value.labels.result === 'hit') entry.hits += value.value;
          else entry.misses += value.value;
          caches.set(name, entry);
        }
        const sockets =
          (await registry.getSingleMetric(`${metricsPrefix}websocket_clients`)?.get())?.values ?? [];
        return {
          success: true as const,
          requests_total: totals.requests,
          requests_per_minute: latest?.requestsPerMinute ?? null,
          errors_per_minute: latest?.errorsPerMinute ?? null,
          avg_response_ms: latest?.avgResponseMs ?? null,
          websocket_clients: sockets.reduce((total, value) => total + value.value, 0),
          queues: await operations.ports.queueStats(),
          caches: [...caches].map(([name, count]) => ({
            name,
            ...count,
            hit_ratio: count.hits + count.misses === 0 ? 0 : count.hits / (count.hits + count.misses),
          })),
          database: operations.ports.databasePool(),
        };
      },
    );

    app.get(
      `${base}/metrics/history`,
      {
        config: monitor('read'),
        schema: {
          tags,
          summary: '24 小時指標',
          querystring: MetricHistoryQuery,
          response: { 200: MetricHistoryResponse },
        },
      },
      async (request) => ({ success: true as const, samples: await service.history(request.query.hours) }),
    );

    app.get(
      `${base}/error-stats`,
      {
        config: monitor('read'),
        schema: { tags, summary: '錯誤統計', response: { 200: ErrorStatsResponse } },
      },
      async () => ({ success: true as const, ...(await service.errorStats()) }),
    );

    app.get(
      `${base}/alerts`,
      {
        config: monitor('read'),
        schema: {
          tags,
          summary: '告警中心',
          querystring: SystemAlertQuery,
          response: { 200: SystemAlertListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await service.alerts(request.query)) }),
    );

    app.post(
      `${base}/alerts/:id/acknowledge`,
      {
        config: monitor('write', 60),
        schema: {
          tags,
          summary: '確認告警',
          params: OpsIdParams,
          response: { 200: z.object({ success: z.literal(true), alert: SystemAlert }) },
        },
      },
      async (request) => ({
        success: true as const,
        alert: await service.acknowledge(request.params.id, actorOf(request, staffCallerOf(request))),
      }),
    );

    // Any signed-in staff member's console reports its own errors (spec §7.3); failures are ignored there.
    app.post(
      '/api/admin/errors/report',
      {
        config: {
          access: 'staff' as const,
          permission: 'signed-in' as const,
          rateLimit: { max: 30, timeWindow: '1 minute' },
        },
        schema: {
          tags,
          summary: '回報前端錯誤',
          body: ErrorReportRequest,
          response: { 200: ErrorReportResponse },
        },
      },
      async (request) => ({
        success: true as const,
        id: await service.reportError(request.body, staffCallerOf(request).name),
      }),
    );
  };
