import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalystsResponse } from '@alphadesk/contracts';
import { requestLocale } from '../../../platform/error-handler.ts';
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
      async (request) => catalogue.analysts(requestLocale(request.headers['accept-language'])),
    );
  };
