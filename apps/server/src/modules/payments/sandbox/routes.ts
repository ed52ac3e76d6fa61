import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayCallbackBody } from '@alphadesk/contracts';
import { z } from 'zod';
import { registerFormParser } from '../form-body.ts';
import { SandboxRequestError, type SandboxEngine } from './engine.ts';
import { errorPage, resultPage, returnScript, uppPage } from './pages.ts';

const PayBody = GatewayCallbackBody.extend({ Outcome: z.enum(['success', 'failure']).optional() });
const html = 'text/html; charset=utf-8';

/**
 * The built-in PayUni sandbox under /payuni-sandbox (only when no PayUni merchant is configured):
 * the hosted page (upp), and the server APIs trade/query, trade/close and credit.
 */
export const payuniSandboxRoutes =
  (engine: SandboxEngine, merchantId: string): FastifyPluginAsyncZod =>
  async (app) => {
    registerFormParser(app);
    const limit = { access: 'public' as const, rateLimit: { max: 120, timeWindow: '1 minute' } };
    const hide = { hide: true };

    app.post(
      '/payuni-sandbox/upp',
      { config: limit, schema: { ...hide, body: GatewayCallbackBody } },
      async (request, reply) => {
        reply.type(html).header('cache-control', 'no-store');
        try {
          return uppPage(await engine.openUpp(request.body), merchantId, request.body);
        } catch (error) {
          if (!(error instanceof SandboxRequestError)) throw error;
          return reply.status(400).send(errorPage(error.message));
        }
      },
    );

    app.post(
      '/payuni-sandbox/upp/pay',
      { config: limit, schema: { ...hide, body: PayBody } },
      async (request, reply) => {
        reply.type(html).header('cache-control', 'no-store');
        const { Outcome, ...envelope } = request.body;
        try {
          return resultPage(await engine.pay(envelope, Outcome === 'success'));
        } catch (error) {
          if (!(error instanceof SandboxRequestError)) throw error;
          return reply.status(400).send(errorPage(error.message));
        }
      },
    );

    app.get('/payuni-sandbox/return.js', { config: limit, schema: hide }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(returnScript),
    );

    for (const path of ['trade/query', 'trade/close', 'credit'] as const) {
      app.post(
        `/payuni-sandbox/${path}`,
        { config: limit, schema: { ...hide, body: GatewayCallbackBody } },
        async (request) => engine.api(path, request.body),
      );
    }
  };
