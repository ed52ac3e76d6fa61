import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalystsResponse } from '@alphadesk/contracts';
import { requestLocale } from '../../../platform/error-handler.ts';
import { serializedAnswers } from '../../../platform/serialized-answers.ts';
import type { AnalysisModule } from '../index.ts';

export const catalogueRoutes =
  (catalogue: Pick<AnalysisModule, 'analysts'>): FastifyPluginAsyncZod =>
  async (app) => {
    // The catalogue hands out the same answer while its parts are unchanged: serialised once.
    const sendAnalysts = serializedAnswers(AnalystsResponse, (answer: AnalystsResponse) => answer);
    app.get(
      '/api/analysts',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['analysis'], summary: '分析師目錄', response: { 200: AnalystsResponse } },
      },
      async (request, reply) =>
        sendAnalysts(reply, await catalogue.analysts(requestLocale(request.headers['accept-language']))),
    );
  };
