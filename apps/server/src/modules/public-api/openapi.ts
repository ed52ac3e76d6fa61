import type { FastifyInstance } from 'fastify';
import { apiKeyHeader } from '@alphadesk/contracts';

export const publicApiTag = 'public-api-v1';

interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, { tags?: string[] } & Record<string, unknown>>>;
  components?: Record<string, unknown>;
}

/**
 * The public API's own OpenAPI document: the app's document (generated from the contracts) cut
 * down to the operations tagged for /api/v1, with the API-key scheme. Built once, on first use.
 */
export function publicOpenApi(app: FastifyInstance): OpenApiDocument {
  const full = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  const paths: NonNullable<OpenApiDocument['paths']> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(operations).filter(([, operation]) => operation.tags?.includes(publicApiTag)),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return {
    openapi: full.openapi,
    info: {
      title: 'AlphaDesk Developer API',
      version: '1.0.0',
      description:
        'AlphaDesk 台股AI投研 開發者 API（鑽石會員）。以 X-API-Key 標頭（或 Authorization: Bearer）傳送金鑰。' +
        '每日呼叫上限依方案：免費 100、黃金 1,000、鑽石 10,000 次；每秒最多 10 次。' +
        '每個回應都附 RateLimit-Limit、RateLimit-Remaining、RateLimit-Reset 與 RateLimit-Policy 標頭；超過上限回 429 並附 Retry-After。',
    },
    paths,
    components: {
      ...(full.components ?? {}),
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: apiKeyHeader } },
    },
  };
}
