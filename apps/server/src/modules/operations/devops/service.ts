import type { Metrics } from '../../../platform/metrics.ts';
import type { OperationsPorts } from '../ports.ts';
import type { Monitor } from '../monitor/service.ts';
import type { SettingsStore } from '../settings/store.ts';

export interface DevopsDeps {
  metrics: Metrics;
  ports: OperationsPorts;
  monitor: Monitor;
  settings: SettingsStore;
  version: string;
  roles: readonly string[];
  startedAt: number;
  now: () => Date;
}

/** A role is stale when its last heartbeat is older than three of the scheduler's 1-minute beats. */
const staleAfterSeconds = 180;

/** What runs: this process's version and start, the roles' heartbeats, the route table with rates. */
export function createDevops(deps: DevopsDeps) {
  const { now } = deps;
  const uptimeSeconds = () => Math.round((now().getTime() - deps.startedAt) / 1000);

  async function roles() {
    const rows = await deps.ports.heartbeats();
    return rows.map((row) => {
      const seconds = Math.max(0, Math.round((now().getTime() - row.lastProcessedAt.getTime()) / 1000));
      return {
        role: row.role,
        beats: row.beats,
        last_processed_at: row.lastProcessedAt.toISOString(),
        seconds_since_beat: seconds,
        status: seconds > staleAfterSeconds ? ('stale' as const) : ('healthy' as const),
      };
    });
  }

  return {
    roles,
    /** The site's traffic over the stored samples, and its busiest routes since this process started. */
    async traffic(declared: Map<string, number>) {
      const samples = await deps.monitor.history(24);
      const requests = samples.reduce((total, sample) => total + sample.requests, 0);
      const errors = samples.reduce((total, sample) => total + sample.server_errors, 0);
      const weightedTime = samples.reduce(
        (total, sample) => total + sample.avg_response_ms * sample.requests,
        0,
      );
      const table = await this.routes(declared);
      return {
        window_hours: 24,
        requests_24h: requests,
        server_errors_24h: errors,
        avg_response_ms: requests > 0 ? weightedTime / requests : null,
        series: samples.map((sample) => ({
          taken_at: sample.taken_at,
          requests_per_minute: sample.requests_per_minute,
          errors_per_minute: sample.errors_per_minute,
          avg_response_ms: sample.avg_response_ms,
        })),
        top_routes: table.routes
          .filter((route) => route.requests > 0)
          .slice(0, 5)
          .map(({ method, route, requests: count, errors: failed }) => ({
            method,
            route,
            requests: count,
            errors: failed,
          })),
        routes_since: new Date(deps.startedAt).toISOString(),
      };
    },
    async overview() {
      const health = await deps.monitor.healthScore();
      return {
        version: deps.version,
        node_version: process.version,
        started_at: new Date(deps.startedAt).toISOString(),
        uptime_seconds: uptimeSeconds(),
        pid: process.pid,
        roles_here: [...deps.roles],
        roles: await roles(),
        health_score: health.score,
        active_alerts: health.alerts.active + health.alerts.acknowledged,
      };
    },
    deployments() {
      return [
        {
          version: deps.version,
          started_at: new Date(deps.startedAt).toISOString(),
          status: 'running' as const,
          roles: [...deps.roles],
          pid: process.pid,
        },
      ];
    },
    /** Every route that answered since start: requests, errors, mean time, rate and its limit. */
    async routes(declared: Map<string, number>) {
      const totals = await deps.metrics.totals();
      const minutes = Math.max(uptimeSeconds() / 60, 1 / 60);
      const overrides = deps.settings.read<Record<string, number>>('http.rate_limits');
      const keys = new Set([
        ...declared.keys(),
        ...totals.byRoute.map((route) => `${route.method} ${route.route}`),
      ]);
      return {
        window_seconds: uptimeSeconds(),
        routes: [...keys]
          .map((key) => {
            const [method = '', route = ''] = key.split(' ');
            const measured = totals.byRoute.find((item) => item.method === method && item.route === route);
            const requests = measured?.requests ?? 0;
            return {
              method,
              route,
              requests,
              errors: measured?.errors ?? 0,
              avg_ms: requests > 0 ? ((measured?.durationSum ?? 0) / requests) * 1000 : null,
              requests_per_minute: requests / minutes,
              limit_per_window: overrides[key] ?? declared.get(key) ?? null,
              limit_overridden: overrides[key] !== undefined,
            };
          })
          .filter((route) => route.route.startsWith('/api') || route.route === '/metrics')
          .sort((a, b) => b.requests - a.requests || a.route.localeCompare(b.route)),
      };
    },
  };
}
