import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayCallbackBody } from '@alphadesk/contracts';
import { AppError } from '../../platform/errors.ts';
import { registerFormParser } from './form-body.ts';
import type { PaymentsModule } from './facade.ts';

/**
 * The gateway's callbacks, form-encoded, public but verified (HashInfo, MerID, our order, the
 * amount). Their own plugin, so the form parser serves only them.
 */
export const payuniCallbackRoutes =
  (payments: PaymentsModule): FastifyPluginAsyncZod =>
  async (app) => {
    registerFormParser(app);
    const schema = { tags: ['payments'], body: GatewayCallbackBody };

    app.post(
      '/api/v1/payuni/notify',
      {
        config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: { ...schema, summary: 'PayUni 付款結果通知（NotifyURL，伺服器對伺服器）' },
      },
      async (request, reply) => {
        const answer = await payments.paymentNotify(request.body, request.ip);
        return reply.status(answer.status).type('text/plain; charset=utf-8').send(answer.body);
      },
    );

    app.post(
      '/api/v1/payuni/return',
      {
        config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: { ...schema, summary: 'PayUni 付款後返回（ReturnURL，瀏覽器）' },
      },
      async (request, reply) => {
        const page = await payments.paymentReturn(request.body, request.ip);
        if (page === null) throw new AppError('PAYMENT_CALLBACK_INVALID');
        return reply.redirect(page, 303);
      },
    );
  };
