import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PlanListResponse, PlanQuoteRequest, PlanQuote, type Plan } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { requestLocale } from '../../platform/error-handler.ts';
import { serializedAnswers } from '../../platform/serialized-answers.ts';
import type { PlansModule } from './index.ts';
import { localisePlan } from './texts.ts';

export const planRoutes =
  (plans: PlansModule): FastifyPluginAsyncZod =>
  async (app) => {
    // The displayed list is the same array until it is read again: each language's answer to it is
    // serialised once.
    const answers = new Map<Locale, ReturnType<typeof listAnswer>>();
    const listAnswer = (locale: Locale) =>
      serializedAnswers(PlanListResponse, (list: readonly Plan[]) => ({
        plans: list.map((plan) => localisePlan(plan, locale)),
      }));
    const sendList = (locale: Locale) => {
      let send = answers.get(locale);
      if (!send) answers.set(locale, (send = listAnswer(locale)));
      return send;
    };

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
        return sendList(locale)(reply, await plans.displayList());
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
