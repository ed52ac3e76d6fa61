import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanListResponse, PlanQuoteRequest, PlanQuote } from '@alphadesk/contracts';
import type { PlansModule } from './index.ts';

export const planRoutes =
  (plans: PlansModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/plans',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['plans'], summary: '會員方案列表', response: { 200: PlanListResponse } },
      },
      async () => ({ plans: await plans.list() }),
    );

    app.post(
      '/api/plans/quote',
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['plans'],
          summary: '方案報價',
          body: PlanQuoteRequest,
          response: { 200: PlanQuote },
        },
      },
      async (request) => plans.quote(request.body.planId, request.body.billingCycle),
    );
  };
