import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalystsResponse } from '@alphadesk/contracts';
import type { AnalysisModule } from '../index.ts';

export const catalogueRoutes =
  (catalogue: Pick<AnalysisModule, 'analysts'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/analysts',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['analysis'], summary: '分析師目錄', response: { 200: AnalystsResponse } },
      },
      async () => catalogue.analysts(),
    );
  };
