import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from './errors.ts';

/** A route's declared limit: `max` answers per `timeWindow` (ms, or a duration such as '1 minute'). */
interface RouteLimit {
  max: number | ((request: FastifyRequest) => number);
  timeWindow: number | string;
}

/** Addresses' counters kept per route: the least recently seen go first beyond this many. */
export const rateLimitEntries = 5_000;

const units: Record<string, number> = {
  ms: 1,
  s: 1_000,
  sec: 1_000,
  second: 1_000,
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
};

/** A window as milliseconds: a number is taken as it is; '1 minute', '15 minutes', '30s'… are read. */
export function windowMs(timeWindow: number | string): number {
  if (typeof timeWindow === 'number') return Math.trunc(timeWindow);
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+?)s?\s*$/i.exec(timeWindow);
  const unit = match ? units[match[2]!.toLowerCase()] : undefined;
  if (!match || unit === undefined) throw new Error(`Unknown rate-limit window: ${timeWindow}`);
  return Math.trunc(Number(match[1]) * unit);
}

/** One address's fixed window: how many answers it has had since the window started. */
interface Window {
  count: number;
  startedAt: number;
}

/**
 * The per-route limits of one process, counted in memory: the same rule as @fastify/rate-limit's
 * local store (a fixed window per address and route, that address's next window starting at its
 * first request after the last one ended), the same headers (x-ratelimit-limit, -remaining, -reset
 * in seconds; retry-after on a refusal) and the same refusal (429 RATE_LIMITED), as one synchronous
 * check. The plugin's check costs several promises per request, on every limited route.
 *
 * Routes declare `config.rateLimit: { max, timeWindow }`; `max` may be a function of the request
 * (the run-time policy's overrides). Deployments of several processes count in Redis through the
 * plugin instead (see http.ts), so the limit holds across them.
 */
export function registerLocalRateLimits(app: FastifyInstance, now: () => number = Date.now): void {
  // An address's key, as the plugin makes it (IPv6 by its /64 network, IPv4-mapped as IPv4), kept:
  // the same few addresses ask again and again.
  const keys = new Map<string, string>();
  const keyOf = (ip: string) => {
    let key = keys.get(ip);
    if (key === undefined) {
      key = normalizeIP(ip);
      if (keys.size >= rateLimitEntries) keys.clear();
      keys.set(ip, key);
    }
    return key;
  };

  app.addHook('onRoute', (route) => {
    const declared = route.config?.rateLimit as RouteLimit | false | undefined;
    if (declared === undefined || declared === null || declared === false) return;
    if (typeof declared !== 'object') throw new Error('Unknown value for route rate-limit configuration');
    const window = windowMs(declared.timeWindow ?? 60_000);
    const max = declared.max;
    const windows = new Map<string, Window>();

    const check = (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
      const limit = typeof max === 'number' ? max : max(request);
      const key = keyOf(request.ip);
      const at = now();
      let current = windows.get(key);
      if (current === undefined || current.startedAt + window <= at) {
        current = { count: 1, startedAt: at };
      } else {
        current.count += 1;
        windows.delete(key); // re-inserted below as the most recently seen
      }
      if (windows.size >= rateLimitEntries) windows.delete(windows.keys().next().value!);
      windows.set(key, current);
      const resetSeconds = Math.ceil((window - (at - current.startedAt)) / 1000);
      reply.header('x-ratelimit-limit', limit);
      if (current.count <= limit) {
        reply.header('x-ratelimit-remaining', limit - current.count);
        reply.header('x-ratelimit-reset', resetSeconds);
        return undefined;
      }
      reply.header('x-ratelimit-remaining', 0);
      reply.header('x-ratelimit-reset', resetSeconds);
      reply.header('retry-after', resetSeconds);
      return new AppError('RATE_LIMITED');
    };
    // A callback hook: it runs on every request of the route, and an async one costs a promise.
    const hook = (request: FastifyRequest, reply: FastifyReplyLike, done: (error?: Error) => void) =>
      done(check(request, reply));
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
  });
}

type FastifyReplyLike = { header(name: string, value: unknown): unknown };
