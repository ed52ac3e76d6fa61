import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiKeyIdParams,
  ApiKeyRevokedResponse,
  ApiKeysResponse,
  ApiNoQuery,
  ApiUsageResponse,
  CreateApiKeyRequest,
  CreatedApiKeyResponse,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import type { ApiKeysModule } from './index.ts';

const tags = ['api-keys'];
const member = (max: number) => ({ access: 'member' as const, rateLimit: { max, timeWindow: '1 minute' } });

/** A member's developer API keys and usage (spec §6 API access, §9 limits). */
export const apiKeyRoutes =
  (apiKeys: ApiKeysModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user/api-keys',
      {
        config: member(60),
        schema: {
          tags,
          summary: '我的 API 金鑰',
          querystring: ApiNoQuery,
          response: { 200: ApiKeysResponse },
        },
      },
      async (request) => ({ success: true as const, keys: await apiKeys.list(callerOf(request)) }),
    );

    app.post(
      '/api/user/api-keys',
      {
        config: member(10),
        schema: {
          tags,
          summary: '建立 API 金鑰（金鑰只顯示這一次）',
          body: CreateApiKeyRequest,
          response: { 201: CreatedApiKeyResponse },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, ...(await apiKeys.create(callerOf(request), request.body)) }),
    );

    app.delete(
      '/api/user/api-keys/:id',
      {
        config: member(30),
        schema: {
          tags,
          summary: '撤銷 API 金鑰',
          params: ApiKeyIdParams,
          response: { 200: ApiKeyRevokedResponse },
        },
      },
      async (request) => {
        await apiKeys.revoke(callerOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/user/api-usage',
      {
        config: member(60),
        schema: {
          tags,
          summary: 'API 用量（今日、本月）',
          querystring: ApiNoQuery,
          response: { 200: ApiUsageResponse },
        },
      },
      async (request) => ({ success: true as const, usage: await apiKeys.usage(callerOf(request)) }),
    );
  };
