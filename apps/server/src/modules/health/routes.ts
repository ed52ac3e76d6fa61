import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@alphadesk/contracts';
import type { HealthModule } from './index.ts';

export const healthRoutes =
  (health: HealthModule): FastifyPluginAsyncZod =>
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
        const body = await health.check();
        return reply.status(body.status === 'ok' ? 200 : 503).send(body);
      },
    );
  };
