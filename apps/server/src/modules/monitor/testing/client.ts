import type { TestServer } from '../../../testing/server.ts';
import { randomIp } from '../../../testing/factories.ts';

/** Calls the API as `member` (or anonymously), from an address of its own (rate limits are per client). */
export function api(server: TestServer, member?: { headers: { authorization: string } }) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: member?.headers ?? {},
      remoteAddress: randomIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    delete: (url: string) => call('DELETE', url),
  };
}

export const priceAlert = (overrides: Record<string, unknown> = {}) => ({
  symbol: '2330',
  type: 'price_above',
  condition: 1000,
  message: '台積電突破千元',
  ...overrides,
});
