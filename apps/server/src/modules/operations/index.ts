import type { configEnvironments } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { Metrics } from '../../platform/metrics.ts';
import type { RuntimePolicy } from '../../platform/runtime-policy.ts';
import type { AuditModule } from '../audit/index.ts';
import { createDevops } from './devops/service.ts';
import { createMonitor } from './monitor/service.ts';
import type { OperationsPorts } from './ports.ts';
import { createSecurity } from './security/service.ts';
import { createSettingsStore } from './settings/store.ts';

export { operationsRoutes } from './routes.ts';
export type { OperationsPorts, ServiceProbe, QueueStat } from './ports.ts';

export interface OperationsModuleDeps {
  db: Db;
  audit: Pick<AuditModule, 'record' | 'list'>;
  metrics: Metrics;
  ports: OperationsPorts;
  environment: (typeof configEnvironments)[number];
  dataDir: string;
  version: string;
  roles: readonly string[];
  startedAt: number;
  now: () => Date;
}

/**
 * The platform side of the back-office: runtime settings (read by the server while it runs), the
 * system monitor (metric samples, probes, alerts, errors), the security centre (threats from
 * refusals, blocked addresses, compliance checks) and the deployment, route and process views.
 */
export function createOperationsModule(deps: OperationsModuleDeps) {
  const settings = createSettingsStore(deps);
  const monitor = createMonitor({ ...deps, settings });
  const security = createSecurity({ ...deps, settings });
  const devops = createDevops({ ...deps, monitor, settings });
  let refresher: NodeJS.Timeout | null = null;

  /** What the HTTP shell asks on every request: route limits and blocked addresses, from memory. */
  const policy: RuntimePolicy = {
    routeLimit(routeKey) {
      const limits = settings.read<Record<string, number>>('http.rate_limits');
      return limits[routeKey];
    },
    isBlocked: (ip) => security.isBlocked(ip),
    observe: (signal) => security.observe(signal),
    serverError: (info) => monitor.recordServerError(info),
  };

  deps.metrics.gauge('db_pool_connections', 'Database connections by state', ['state'], async () => {
    const pool = deps.ports.databasePool();
    return [
      { labels: { state: 'total' }, value: pool.total },
      { labels: { state: 'idle' }, value: pool.idle },
      { labels: { state: 'waiting' }, value: pool.waiting },
    ];
  });
  deps.metrics.gauge(
    'job_queue_jobs',
    'Jobs by queue and state (queued, active, failed)',
    ['queue', 'state'],
    async () =>
      (await deps.ports.queueStats()).flatMap((queue) => [
        { labels: { queue: queue.name, state: 'queued' }, value: queue.queued },
        { labels: { queue: queue.name, state: 'active' }, value: queue.active },
        { labels: { queue: queue.name, state: 'failed' }, value: queue.failed },
      ]),
  );

  return {
    policy,
    metrics: deps.metrics,
    ports: deps.ports,
    settings,
    monitor,
    security,
    devops,
    /** Tokens a scraper may present at /metrics besides METRICS_TOKEN (the stored secret). */
    scrapeTokens: () => [settings.read<string | null>('metrics.scrape_token') ?? undefined],
    /** Loads settings and blocks, starts sampling; other processes' blocks are re-read each 30 s. */
    async start() {
      await settings.start();
      await security.loadBlocks();
      // One sampler per deployment's API processes: worker-only processes serve no requests to chart.
      if (deps.roles.includes('api')) monitor.start();
      refresher ??= setInterval(() => {
        void security.loadBlocks().catch(() => undefined);
        void security.prune().catch(() => undefined);
      }, 30_000);
      refresher.unref();
    },
    stop() {
      monitor.stop();
      if (refresher) clearInterval(refresher);
      refresher = null;
    },
  };
}
export type OperationsModule = ReturnType<typeof createOperationsModule>;
