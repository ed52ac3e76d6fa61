import type { HealthResponse, TestMode } from '@alphadesk/contracts';
import type { Database } from '@alphadesk/db';
import type { Role } from '../../platform/config.ts';
import type { JobQueue } from '../../platform/queue.ts';

export { healthRoutes } from './routes.ts';

/** Whether this process can serve: its database and queue, its roles and version. */
export interface HealthModule {
  check(): Promise<HealthResponse>;
}

export interface HealthModuleDeps {
  database: Pick<Database, 'kind' | 'ping'>;
  queue: Pick<JobQueue, 'isHealthy'> | null;
  roles: readonly Role[];
  version: string;
  startedAt: number;
  /** Shown by the member site as a banner on every page while active. */
  testMode: TestMode;
}

export function createHealthModule(deps: HealthModuleDeps): HealthModule {
  return {
    async check() {
      const latencyMs = await deps.database.ping().catch(() => null);
      const queueStatus = deps.queue ? ((await deps.queue.isHealthy()) ? 'up' : 'down') : 'disabled';
      const healthy = latencyMs !== null && queueStatus !== 'down';
      return {
        status: healthy ? 'ok' : 'degraded',
        database: { kind: deps.database.kind, status: latencyMs === null ? 'down' : 'up', latencyMs },
        queue: { status: queueStatus },
        roles: [...deps.roles],
        version: deps.version,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
        time: new Date().toISOString(),
        testMode: deps.testMode,
      };
    },
  };
}
