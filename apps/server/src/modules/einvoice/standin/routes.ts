import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standinPaths, type StandinEngine } from './engine.ts';

const Envelope = z.object({
  MerchantID: z.string().max(20),
  RqHeader: z.object({ Timestamp: z.number().int() }).partial().optional(),
  Data: z.string().max(200_000),
});

/** The built-in stand-in's API under /einvoice-standin/B2CInvoice/<operation> (test mode only). */
export const einvoiceStandinRoutes =
  (engine: StandinEngine): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: 'public' as const, rateLimit: { max: 240, timeWindow: '1 minute' } };
    for (const path of standinPaths) {
      app.post(
        `/einvoice-standin/B2CInvoice/${path}`,
        { config, schema: { hide: true, body: Envelope } },
        async (request) => engine.handle(path, request.body),
      );
    }
  };
