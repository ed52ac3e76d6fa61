import type { FastifyInstance } from 'fastify';

/** The provider could not be reached or answered something other than HTTP 200: outcome unknown. */
export class EinvoiceUnavailableError extends Error {}

/** Posts a JSON body to a URL: the only way the e-invoice module talks to its provider. */
export interface JsonTransport {
  post(url: string, body: object): Promise<{ status: number; body: string }>;
}

export function fetchJsonTransport(timeoutMs: number): JsonTransport {
  return {
    async post(url, body) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        throw new EinvoiceUnavailableError(`POST ${url} failed: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * Reaches the built-in stand-in through the running app (app.inject: the same routes and hooks as a
 * network request), and anything else over HTTP.
 */
export function loopbackJsonTransport(
  ownOrigin: string,
  fallback: JsonTransport,
): JsonTransport & { attach(app: FastifyInstance): void } {
  let app: FastifyInstance | null = null;
  return {
    attach(instance) {
      app = instance;
    },
    async post(url, body) {
      const target = new URL(url);
      if (!app || target.origin !== ownOrigin) return fallback.post(url, body);
      const response = await app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        remoteAddress: '127.0.0.1',
      });
      return { status: response.statusCode, body: response.body };
    },
  };
}
