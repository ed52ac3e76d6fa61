import type {
  ApiKeysResponse,
  ApiScope,
  ApiUsageResponse,
  CreatedApiKeyResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';
import { userQueryKey } from '../../auth/session.ts';

/** What a contract schema parses to; type-only, so zod stays out of the bundle. */
type Out<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type ApiKey = Out<typeof ApiKeysResponse>['keys'][number];
export type ApiUsage = Out<typeof ApiUsageResponse>['usage'];
export type CreatedKey = Out<typeof CreatedApiKeyResponse>;

export const apiKeysQueryKey = [...userQueryKey, 'api-keys'] as const;
export const apiUsageQueryKey = [...userQueryKey, 'api-usage'] as const;

/** The OpenAPI document of /api/v1, as far as the reference renders it. */
export interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  responses?: Record<string, unknown>;
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export const developerApi = {
  keys: () => api.get<{ keys: ApiKey[] }>('/api/user/api-keys').then((answer) => answer.keys),
  create: (name: string, scopes: ApiScope[]) => api.post<CreatedKey>('/api/user/api-keys', { name, scopes }),
  revoke: (id: string) => api.delete<{ success: true }>(`/api/user/api-keys/${encodeURIComponent(id)}`),
  usage: () => api.get<{ usage: ApiUsage }>('/api/user/api-usage').then((answer) => answer.usage),
  reference: () => api.get<OpenApiDocument>('/api/v1/openapi.json'),
};
