import type { FastifyInstance } from 'fastify';
import { GatewayUnavailableError } from '../gateway.ts';

export interface TransportResponse {
  status: number;
  body: string;
}

/** Posts a form to a URL. The only way the payments module talks to a gateway (and a gateway to us). */
export interface FormTransport {
  post(url: string, form: Record<string, string>): Promise<TransportResponse>;
}

/** Real HTTP with a time-out. */
export function fetchTransport(timeoutMs: number): FormTransport {
  return {
    async post(url, form) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'payuni' },
          body: new URLSearchParams(form).toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        throw new GatewayUnavailableError(`POST ${url} failed: ${(error as Error).message}`);
      }
    },
  };
}

/**
 * Posts to URLs on our own origin through the running app (app.inject: the same routes, parsers,
 * hooks and handlers as a network request, without a socket), and anywhere else over HTTP. The
 * built-in sandbox and our notify endpoint talk this way when they live in the same process; a
 * process without the api role falls back to HTTP to PUBLIC_BASE_URL.
 */
export function loopbackTransport(
  ownOrigin: string,
  fallback: FormTransport,
): FormTransport & { attach(app: FastifyInstance): void } {
  let app: FastifyInstance | null = null;
  return {
    attach(instance) {
      app = instance;
    },
    async post(url, form) {
      const target = new URL(url);
      if (!app || target.origin !== ownOrigin) return fallback.post(url, form);
      const response = await app.inject({
        method: 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'payuni' },
        payload: new URLSearchParams(form).toString(),
        remoteAddress: '127.0.0.1',
      });
      return { status: response.statusCode, body: response.body };
    },
  };
}
