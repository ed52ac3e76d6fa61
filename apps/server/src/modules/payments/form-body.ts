import type { FastifyInstance } from 'fastify';

/**
 * Accepts application/x-www-form-urlencoded bodies (what a payment gateway and an HTML form post) in
 * the plugin that calls it — Fastify scopes parsers to their plugin, so the rest of the API stays
 * JSON only. Repeated names keep the last value; the body is capped at 64 KiB.
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
