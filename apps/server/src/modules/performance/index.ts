import type { Db } from '@alphadesk/db';
import { metricsPrefix } from '../../platform/metrics.ts';
import { appError } from '../../platform/errors.ts';
import type { AuditActor, AuditModule } from '../audit/index.ts';
import type { OperationsModule } from '../operations/index.ts';
import type { CachePort } from './caches.ts';
import { analyseDatabase } from './database.ts';
import { createLoadTestRunner } from './load-test.ts';
import { histogramQuantile } from './stats.ts';

export { performanceRoutes } from './routes.ts';
export type { CachePort } from './caches.ts';

export interface PerformanceModuleDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  /** The operations facade: Prometheus registry, stored samples, live sampler, heartbeats, pool. */
  operations: Pick<OperationsModule, 'metrics' | 'monitor' | 'ports'>;
  caches: readonly CachePort[];
  startedAt: number;
  now: () => Date;
}

/** A role is live while its heartbeat is younger than three of the scheduler's 1-minute beats. */
const staleAfterMs = 3 * 60_000;

/**
 * The performance centre (admin spec §2.20, §7.14): figures read from the operations module's
 * metrics and samples (nothing estimated), a load-test runner aimed only at this server, scaling as
 * seen through role heartbeats, the caches' counters and the database's own statistics.
 */
export function createPerformanceModule(deps: PerformanceModuleDeps) {
  const { metrics, monitor, ports } = deps.operations;
  const loadTests = createLoadTestRunner(deps);

  async function latencyByRoute() {
    const values =
      (await metrics.registry.getSingleMetric(`${metricsPrefix}http_request_duration_seconds`)?.get())
        ?.values ?? [];
    const routes = new Map<string, { method: string; route: string; buckets: Map<number, number> }>();
    const overall = new Map<number, number>();
    for (const value of values) {
      if (!(value as { metricName?: string }).metricName?.endsWith('_bucket')) continue;
      const method = String(value.labels.method);
      const route = String(value.labels.route);
      const le = value.labels.le === '+Inf' ? Infinity : Number(value.labels.le);
      const key = `${method} ${route}`;
      const entry = routes.get(key) ?? { method, route, buckets: new Map<number, number>() };
      entry.buckets.set(le, (entry.buckets.get(le) ?? 0) + value.value);
      routes.set(key, entry);
      overall.set(le, (overall.get(le) ?? 0) + value.value);
    }
    const quantiles = (buckets: Map<number, number>) => {
      const list = [...buckets].map(([le, count]) => ({ le, count }));
      const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
      return {
        p50_ms: round(histogramQuantile(list, 0.5)),
        p95_ms: round(histogramQuantile(list, 0.95)),
        p99_ms: round(histogramQuantile(list, 0.99)),
      };
    };
    return { routes, overall: quantiles(overall), quantiles };
  }

  return {
    loadTests,

    async overview() {
      const totals = await metrics.totals();
      const live = await monitor.live();
      const latest = await monitor.latestSample();
      const latency = await latencyByRoute();
      const byRoute = new Map(totals.byRoute.map((row) => [`${row.method} ${row.route}`, row]));
      const routes = [...latency.routes]
        .map(([key, entry]) => {
          const counted = byRoute.get(key);
          const requests = counted?.requests ?? 0;
          return {
            method: entry.method,
            route: entry.route,
            requests,
            errors: counted?.errors ?? 0,
            avg_ms:
              requests > 0 ? Math.round(((counted?.durationSum ?? 0) / requests) * 100_000) / 100 : null,
            ...latency.quantiles(entry.buckets),
          };
        })
        .sort((a, b) => b.requests - a.requests)
        .slice(0, 30);
      return {
        measured_at: live.takenAt.toISOString(),
        uptime_seconds: Math.round((deps.now().getTime() - deps.startedAt) / 1000),
        requests_total: totals.requests,
        server_errors_total: totals.serverErrors,
        client_errors_total: totals.clientErrors,
        requests_per_minute: latest?.requestsPerMinute ?? null,
        avg_response_ms: latest?.avgResponseMs ?? null,
        latency: latency.overall,
        routes,
        event_loop_lag_ms: live.eventLoopLagMs,
        memory: {
          rss_bytes: live.rssBytes,
          heap_used_bytes: live.heapUsedBytes,
          memory_percent: live.memoryPercent,
        },
        cpu_percent: live.cpuPercent,
        database_pool: ports.databasePool(),
        percentile_basis:
          '百分位數由本程序啟動以來的 Prometheus 請求延遲直方圖（alphadesk_http_request_duration_seconds）在桶內線性內插估算；每分鐘請求數與平均回應時間取自最近一筆儲存樣本',
      };
    },

    async realtime(hours: number) {
      const samples = await monitor.history(hours);
      return samples.map((sample) => ({
        timestamp: sample.taken_at,
        requests_per_minute: sample.requests_per_minute,
        errors_per_minute: sample.errors_per_minute,
        avg_response_ms: sample.avg_response_ms,
        cpu_percent: sample.cpu_percent,
        memory_percent: sample.memory_percent,
        event_loop_lag_ms: sample.event_loop_lag_ms,
      }));
    },

    /**
     * Scaling as the role heartbeats show it: the live roles are the running processes' roles; a role
     * whose heartbeats stopped is a process gone (scale down). With one live role there is nothing to
     * scale and the answer says so.
     */
    async scaling() {
      const at = deps.now().getTime();
      const beats = await ports.heartbeats();
      const roles = beats.map((row) => ({
        role: row.role,
        beats: row.beats,
        live: at - row.lastProcessedAt.getTime() <= staleAfterMs,
        last_processed_at: row.lastProcessedAt.toISOString(),
      }));
      const live = roles.filter((role) => role.live).length;
      const processes = Math.max(live, 1);
      if (roles.length <= 1)
        return {
          processes,
          message: '目前只有一個程序在執行：沒有擴縮事件',
          roles,
          events: [],
        };
      const events = beats
        .map((row) => {
          const stale = at - row.lastProcessedAt.getTime() > staleAfterMs;
          return stale
            ? {
                timestamp: new Date(row.lastProcessedAt.getTime() + staleAfterMs).toISOString(),
                action: 'scale_down' as const,
                role: row.role,
                detail: `角色 ${row.role} 自 ${row.lastProcessedAt.toISOString()} 起不再回報心跳（共 ${row.beats} 次）`,
              }
            : {
                timestamp: row.lastProcessedAt.toISOString(),
                action: 'running' as const,
                role: row.role,
                detail: `角色 ${row.role} 執行中，最近一次心跳於 ${row.lastProcessedAt.toISOString()}（共 ${row.beats} 次）`,
              };
        })
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      return { processes, message: null, roles, events };
    },

    async cacheStatistics() {
      const lookups =
        (await metrics.registry.getSingleMetric(`${metricsPrefix}cache_lookups_total`)?.get())?.values ?? [];
      const counted = new Map<string, { hits: number; misses: number }>();
      for (const value of lookups) {
        const name = String(value.labels.cache);
        const entry = counted.get(name) ?? { hits: 0, misses: 0 };
        if (value.labels.result === 'hit') entry.hits += value.value;
        else entry.misses += value.value;
        counted.set(name, entry);
      }
      const ratio = (hits: number, misses: number) => (hits + misses === 0 ? null : hits / (hits + misses));
      const fromPorts = deps.caches.map((cache) => {
        const stats = cache.stats();
        return {
          name: cache.name,
          hits: stats.hits,
          misses: stats.misses,
          hit_ratio: ratio(stats.hits, stats.misses),
          size: stats.size,
          expired: stats.expired,
          optimisable: true,
        };
      });
      const fromMetrics = [...counted]
        .filter(([name]) => !deps.caches.some((cache) => cache.name === name))
        .map(([name, count]) => ({
          name,
          hits: count.hits,
          misses: count.misses,
          hit_ratio: ratio(count.hits, count.misses),
          size: null,
          expired: null,
          optimisable: false,
        }));
      return [...fromPorts, ...fromMetrics];
    },

    /** Drops a cache's expired entries (or, as a dry run, counts them); audited either way. */
    async optimiseCache(name: string, dryRun: boolean, actor: AuditActor) {
      const cache = deps.caches.find((candidate) => candidate.name === name);
      if (!cache) throw appError('PERF_CACHE_NOT_FOUND');
      const before = cache.stats();
      const removed = dryRun ? before.expired : cache.purgeExpired();
      const after = dryRun ? before : cache.stats();
      await deps.audit.record({
        action: 'performance.cache_optimized',
        actor,
        target: { type: 'cache', id: name },
        details: { dry_run: dryRun, removed, size_before: before.size, size_after: after.size },
      });
      return {
        status: dryRun ? ('simulated' as const) : ('applied' as const),
        cache_name: name,
        removed,
        size_before: before.size,
        size_after: dryRun ? before.size - removed : after.size,
        message: dryRun
          ? `模擬：將清除 ${removed} 筆已過期項目（目前 ${before.size} 筆）`
          : `已清除 ${removed} 筆已過期項目（${before.size} → ${after.size} 筆）`,
      };
    },

    async databaseAnalysis() {
      const kind = ports.databasePool().kind === 'postgres' ? 'postgres' : 'pglite';
      return analyseDatabase(deps.db, kind);
    },

    stop: () => loadTests.stop(),
  };
}
export type PerformanceModule = ReturnType<typeof createPerformanceModule>;
