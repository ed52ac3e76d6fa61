import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@alphadesk/contracts';
import type { Database } from '@alphadesk/db';
import type { Role } from '../../platform/config.ts';
import type { JobQueue } from '../../platform/queue.ts';

export interface HealthDeps {
  database: Database;
  queue: JobQueue | null;
  roles: readonly Role[];
  version: string;
  startedAt: number;
}

export const healthRoutes =
  (deps: HealthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: '服務健康狀態',
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (_request, reply) => {
        const latencyMs = await deps.database.ping().catch(() => null);
        const queueStatus = deps.queue ? ((await deps.queue.isHealthy()) ? 'up' : 'down') : 'disabled';
        const healthy = latencyMs !== null && queueStatus !== 'down';
        const body: HealthResponse = {
          status: healthy ? 'ok' : 'degraded',
          database: { kind: deps.database.kind, status: latencyMs === null ? 'down' : 'up', latencyMs },
          queue: { status: queueStatus },
          roles: [...deps.roles],
          version: deps.version,
          uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
          time: new Date().toISOString(),
        };
        return reply.status(healthy ? 200 : 503).send(body);
      },
    );
  };
