import { ProviderError } from './types.ts';

export interface HttpClientOptions {
  provider: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Extra attempts after a 429/503 or a network failure. */
  retries: number;
  /** First back-off delay; doubles each retry (a Retry-After header wins, capped at 30 s). */
  backoffMs: number;
  /** Politeness: the least time between two requests of this client (TWSE blocks rapid callers). */
  minIntervalMs?: number;
  headers?: Record<string, string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const maxRetryAfterMs = 30_000;

/**
 * A small fetch wrapper for market-data sources: time-outs through AbortSignal, bounded exponential
 * back-off on rate limits, and typed errors for every way an answer can be unusable. A JSON body is
 * recognised by its content type; exchanges also serve JSON as text/html, so a text body is
 * accepted when it parses as JSON, and an HTML page (an error or maintenance page) is 'malformed'.
 */
export function createHttpClient(options: HttpClientOptions) {
  const { provider } = options;
  let nextSlot = 0;

  async function throttle() {
    if (!options.minIntervalMs) return;
    const now = Date.now();
    const wait = Math.max(0, nextSlot - now);
    nextSlot = Math.max(now, nextSlot) + options.minIntervalMs;
    if (wait > 0) await sleep(wait);
  }

  async function attempt(url: string, headers: Record<string, string>): Promise<Response> {
    await throttle();
    try {
      return await fetch(url, {
        headers: { accept: 'application/json, text/plain, */*', ...options.headers, ...headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new ProviderError('timeout', provider, `no answer within ${options.timeoutMs} ms`);
      }
      throw new ProviderError('http', provider, `request failed: ${(error as Error).message}`);
    }
  }

  async function request(url: string, headers: Record<string, string> = {}): Promise<Response> {
    for (let tries = 0; ; tries++) {
      let response: Response;
      try {
        response = await attempt(url, headers);
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'http' && tries < options.retries) {
          await sleep(options.backoffMs * 2 ** tries);
          continue;
        }
        throw error;
      }
      if (response.status === 429 || response.status === 503) {
        await response.body?.cancel();
        if (tries >= options.retries) {
          throw new ProviderError(
            'rate-limited',
            provider,
            `HTTP ${response.status} after ${tries + 1} attempts`,
            response.status,
          );
        }
        const retryAfter = Number(response.headers.get('retry-after'));
        const delay =
          Number.isFinite(retryAfter) && retryAfter > 0
            ? Math.min(retryAfter * 1000, maxRetryAfterMs)
            : options.backoffMs * 2 ** tries;
        await sleep(delay);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProviderError('http', provider, `HTTP ${response.status}`, response.status);
      }
      return response;
    }
  }

  return {
    /** GETs a JSON document; see the module comment for what counts as JSON. */
    async getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
      const response = await request(url, headers);
      const type = response.headers.get('content-type') ?? '';
      let body: string;
      try {
        body = await response.text();
      } catch (error) {
        const name = (error as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new ProviderError('timeout', provider, `body not received within ${options.timeoutMs} ms`);
        }
        throw new ProviderError('malformed', provider, 'the answer was cut off');
      }
      const text = body.trim();
      if (!text) throw new ProviderError('malformed', provider, 'empty answer');
      const looksJson = text.startsWith('{') || text.startsWith('[');
      if (!/json/i.test(type) && !looksJson) {
        const kind =
          /html/i.test(type) || /^<(!doctype|html)/i.test(text)
            ? 'an HTML page'
            : `"${type || 'no content type'}"`;
        throw new ProviderError('malformed', provider, `expected JSON, got ${kind}`);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ProviderError('malformed', provider, 'invalid or truncated JSON');
      }
    },
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
