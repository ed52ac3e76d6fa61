import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanListResponse, PlanQuoteRequest, PlanQuote } from '@alphadesk/contracts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { PlansModule } from './index.ts';
import { localisePlan } from './texts.ts';

export const planRoutes =
  (plans: PlansModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/plans',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { tags: ['plans'], summary: '會員方案列表', response: { 200: PlanListResponse } },
      },
      // Names, descriptions and features in the reader's language (Accept-Language).
      async (request, reply) => {
        const locale = requestLocale(request.headers['accept-language']);
        void reply.header('Content-Language', locale).header('Vary', 'Accept-Language');
        return { plans: (await plans.displayList()).map((plan) => localisePlan(plan, locale)) };
      },
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
