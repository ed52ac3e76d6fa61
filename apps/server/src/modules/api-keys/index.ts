import type { FastifyRequest } from 'fastify';
import type { ApiKeyView, ApiUsage, CreateApiKeyRequest } from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { ApiKeysDeps } from './ports.ts';
import { createApiKeyService } from './service.ts';
import { createApiKeyAuthenticator } from './guard.ts';

export { apiKeyRoutes } from './routes.ts';
export { addRateLimitHeaders } from './guard.ts';
export type { ApiKeysDeps } from './ports.ts';

/**
 * Developer API keys (spec §6: API access for diamond): made, named and scoped by their member,
 * shown once and stored as SHA-256, revocable, with their last use; and the metering of the
 * public API — per plan per Taipei day (PostgreSQL) and per second (Redis or memory).
 */
export interface ApiKeysModule {
  list(caller: AuthContext): Promise<ApiKeyView[]>;
  /** 403 naming diamond for other plans; the secret is in this answer only. */
  create(caller: AuthContext, input: CreateApiKeyRequest): Promise<{ key: ApiKeyView; secret: string }>;
  /** 404 for a key that is not the caller's; revoking twice is a success. */
  revoke(caller: AuthContext, id: string): Promise<void>;
  usage(caller: AuthContext): Promise<ApiUsage>;
  /** Calls today and this month per member (0 without calls), for the back-office list. */
  callsOf(userIds: readonly string[]): Promise<Map<string, { today: number; month: number }>>;
  /** The access guard of `api-key` routes (sets `request.auth` and `request.apiCall`, or throws). */
  authenticate(request: FastifyRequest): Promise<void>;
}

export function createApiKeysModule(deps: ApiKeysDeps): ApiKeysModule {
  const service = createApiKeyService(deps);
  return {
    list: service.list,
    create: service.create,
    revoke: service.revoke,
    usage: service.usage,
    callsOf: service.callsOf,
    authenticate: createApiKeyAuthenticator(service),
  };
}
