import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateTicketRequest, FaqQuery, FaqResponse, TicketResponse } from '@alphadesk/contracts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { SupportModule } from './index.ts';
import { supportDeskRoutes } from './desk-routes.ts';

const tags = ['support'];

/** The help centre's FAQ and the contact form (open to everyone), members' tickets and the desk. */
export const supportRoutes =
  (support: SupportModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/help/faq',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: '說明中心常見問題（可依類別與關鍵字篩選）',
          querystring: FaqQuery,
          response: { 200: FaqResponse },
        },
      },
      async (request) => support.faq(request.query, requestLocale(request.headers['accept-language'])),
    );

    app.post(
      '/api/support/tickets',
      {
        // A form a person fills in: a few a quarter-hour per address is plenty, and bounds the mail sent.
        config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
        schema: {
          tags,
          summary: '聯絡我們：送出問題並寄出確認信',
          body: CreateTicketRequest,
          response: { 201: TicketResponse },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await support.createTicket(request.body, requestLocale(request.headers['accept-language']))),
    );

    await app.register(supportDeskRoutes(support.desk));
  };
