import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyHeader, type ApiScope } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import type { ApiCall, ApiKeyService, RateRefusal } from './service.ts';
import { looksLikeApiKey } from './secrets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** On an `api-key` route: the scopes of which a key needs one. */
    apiScopes?: readonly ApiScope[];
  }
  interface FastifyRequest {
    /** Set by the API-key guard: the key and the limits it was counted against. */
    apiCall?: ApiCall;
    /** The refusal to describe in the rate-limit headers, when one happened. */
    apiRefusal?: RateRefusal;
  }
}

/** The key from `X-API-Key`, or from `Authorization: Bearer adk_…`. */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers[apiKeyHeader];
  if (typeof header === 'string') return header.trim();
  const bearer = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

/** The access guard of `api-key` routes: resolves the key, checks scope and limits (or throws). */
export function createApiKeyAuthenticator(service: ApiKeyService) {
  return async (request: FastifyRequest): Promise<void> => {
    const secret = presentedKey(request);
    if (!looksLikeApiKey(secret)) throw appError('API_KEY_INVALID');
    const outcome = await service.admit(secret, request.routeOptions.config.apiScopes ?? []);
    request.apiCall = outcome.call;
    request.auth = outcome.call.caller;
    if ('refused' in outcome) {
      request.apiRefusal = outcome.refused;
      throw outcome.refused.kind === 'burst'
        ? appError('API_BURST_LIMITED', { limit: outcome.refused.limit })
        : appError('API_DAILY_LIMITED', { limit: outcome.refused.limit });
    }
  };
}

/**
 * The IETF draft's `RateLimit-*` headers on every answer of the public API: the daily window
 * normally, the window that refused on a 429 (with `Retry-After`). `RateLimit-Policy` names both.
 */
export function addRateLimitHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const call = request.apiCall;
    if (!call) return payload;
    const { daily, perSecond } = call.limits;
    reply.header('ratelimit-policy', `${perSecond};w=1, ${daily};w=86400`);
    const refusal = request.apiRefusal;
    if (refusal) {
      reply.header('ratelimit-limit', refusal.limit);
      reply.header('ratelimit-remaining', 0);
      reply.header('ratelimit-reset', refusal.retryAfterSeconds);
      reply.header('retry-after', refusal.retryAfterSeconds);
      return payload;
    }
    reply.header('ratelimit-limit', daily);
    reply.header('ratelimit-remaining', Math.max(0, daily - call.usedToday));
    reply.header('ratelimit-reset', call.resetInSeconds);
    return payload;
  });
}
