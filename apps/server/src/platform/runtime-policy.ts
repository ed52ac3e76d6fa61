import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from './errors.ts';

/** A refusal the security centre learns from: who was refused, where, and how. */
export interface SecuritySignal {
  kind: 'token_refused' | 'permission_denied' | 'rate_limited' | 'login_failed' | 'locked' | 'forged_notify';
  ip: string;
  method: string;
  route: string;
  status: number;
}

/**
 * What the server reads at run time from stored settings and the security centre, without a restart.
 * The answers are synchronous (read from memory the owner keeps fresh), as they run on every request.
 */
export interface RuntimePolicy {
  /** A route's limit per window when staff have overridden it, else undefined (its declared one). */
  routeLimit(routeKey: string): number | undefined;
  /** Whether a source address is blocked now. */
  isBlocked(ip: string): boolean;
  /** Told of every refusal (401, 403, 423, 429 and refused payment notifies). */
  observe(signal: SecuritySignal): void;
  /** Told of every 5xx answer: the error's class (its name or code) and the route, nothing more. */
  serverError(info: { errorClass: string; method: string; route: string }): void;
}

const errorClasses = new WeakMap<FastifyRequest, string>();

export const routeKeyOf = (method: string, url: string) => `${method} ${url}`;

const declaredLimits = new WeakMap<FastifyInstance, Map<string, number>>();

/** Each rate-limited route's declared limit per window, by `METHOD /pattern` (the route table). */
export function declaredRateLimits(app: FastifyInstance): Map<string, number> {
  return declaredLimits.get(app) ?? new Map();
}

/** The payment gateway's callbacks: a refused one (400) carried a bad signature or unknown order. */
const paymentNotify = /^\/api\/(v1\/payuni|payments)\/.*(notify|return|callback)/;

function signalKind(request: FastifyRequest, status: number, route: string): SecuritySignal['kind'] | null {
  if (status === 429) return 'rate_limited';
  if (status === 423) return 'locked';
  if (route === '/api/admin/auth/login' || route === '/api/auth/login') {
    return status === 401 ? 'login_failed' : null;
  }
  if (status === 400 && request.method === 'POST' && paymentNotify.test(route)) return 'forged_notify';
  if (status === 401) return 'token_refused';
  if (status === 403) return 'permission_denied';
  return null;
}

/** What the HTTP shell asks the policy on every request and every answer. */
export interface PolicyChecks {
  /** The refusal of a blocked source address (to be raised before anything else runs), else undefined. */
  refusal(request: FastifyRequest): Error | undefined;
  /** Told of every answer: 5xx answers and refusals are reported to the policy. */
  answered(request: FastifyRequest, statusCode: number, route: string | undefined): void;
}

/**
 * Installs the policy: must run before the rate-limit plugin registers, as it rewrites each route's
 * declared `max` into a function that asks the policy first (the plugin reads `config.rateLimit` as
 * each route is added). The checks it returns are run by the HTTP shell's own hooks (one onRequest
 * and one onResponse for every platform concern, not a hook each): a blocked address is refused
 * before anything else runs.
 */
export function installRuntimePolicy(app: FastifyInstance, policy: RuntimePolicy): PolicyChecks {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit || typeof limit !== 'object' || typeof limit.max !== 'number') return;
    const declared = limit.max;
    const keys = [route.method].flat().map((method) => routeKeyOf(method, route.url));
    const declaredHere = declaredLimits.get(app) ?? new Map<string, number>();
    for (const key of keys) declaredHere.set(key, declared);
    declaredLimits.set(app, declaredHere);
    route.config = {
      ...route.config,
      rateLimit: {
        ...limit,
        max: (request: FastifyRequest) => {
          const key = routeKeyOf(request.method, route.url);
          // The route's first method's override applies to its other methods (HEAD of a GET);
          // asked once when the request's own method is that one.
          const primary = keys[0] ?? '';
          return (
            policy.routeLimit(key) ?? (key === primary ? undefined : policy.routeLimit(primary)) ?? declared
          );
        },
      },
    };
  });
  app.addHook('onError', (request, _reply, error, done) => {
    const code = (error as { code?: unknown }).code;
    errorClasses.set(request, typeof code === 'string' ? code : error.name);
    done();
  });
  return {
    refusal: (request) => (policy.isBlocked(request.ip) ? appError('ADDRESS_BLOCKED') : undefined),
    answered(request, statusCode, url) {
      const route = url ?? 'unmatched';
      if (statusCode >= 500) {
        policy.serverError({
          errorClass: errorClasses.get(request) ?? `HTTP ${statusCode}`,
          method: request.method,
          route,
        });
      }
      // Most answers are no refusal: the address is only looked up for those that are.
      const kind = statusCode < 400 ? null : signalKind(request, statusCode, url ?? '');
      if (kind && !policy.isBlocked(request.ip)) {
        policy.observe({ kind, ip: request.ip, method: request.method, route, status: statusCode });
      }
    },
  };
}
