import { z } from 'zod';
import { AnalysisRun, ReportLocale, StartAnalysisRequest, StartAnalysisResponse } from './analysis.ts';
import { HistoryQuery, HistoryResponse } from './history.ts';
import { StockDetail, StockSearchQuery, StockSearchResponse } from './market.ts';
import { safeText } from './text.ts';

/**
 * The developer API (member-site spec §6 "API access" for diamond, §9 limits): a member's keys,
 * their usage, and the versioned public API under /api/v1 that the keys open.
 */

/** What a key may do: read quotes and search, run (and read) analyses, read the analysis history. */
export const apiScopes = ['quotes:read', 'analyses:run', 'history:read'] as const;
export const ApiScope = z.enum(apiScopes, { error: '不支援的 API 權限' });
export type ApiScope = z.infer<typeof ApiScope>;

/** The header a key travels in (a Bearer header is also accepted). */
export const apiKeyHeader = 'x-api-key';

export const CreateApiKeyRequest = z.strictObject({
  name: safeText({ error: '請輸入金鑰名稱' }).trim().min(1, '請輸入金鑰名稱').max(50, '金鑰名稱最多 50 個字'),
  scopes: z
    .array(ApiScope, { error: '請至少選擇一項權限' })
    .min(1, '請至少選擇一項權限')
    .max(apiScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, '權限不可重複'),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

export const ApiKeyIdParams = z.strictObject({ id: safeText().min(1).max(64) });

/** A key as its owner sees it: never the key itself, only its first characters. */
export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(ApiScope),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeysResponse = z.object({ success: z.literal(true), keys: z.array(ApiKeyView) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

/** The answer to creating a key: the clear key, shown this once and stored only as a hash. */
export const CreatedApiKeyResponse = z.object({
  success: z.literal(true),
  key: ApiKeyView,
  secret: z.string(),
});
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponse>;

/** A member's API usage: calls today and this month (Taipei), against the plan's limits. */
export const ApiUsage = z.object({
  /** Whether the member's plan includes API access (diamond). */
  apiAccess: z.boolean(),
  today: z.number().int().nonnegative(),
  month: z.number().int().nonnegative(),
  dailyLimit: z.number().int().nonnegative(),
  perSecond: z.number().int().nonnegative(),
  /** When today's count starts again: the next Taipei midnight. */
  resetsAt: z.string(),
});
export type ApiUsage = z.infer<typeof ApiUsage>;
export const ApiUsageResponse = z.object({ success: z.literal(true), usage: ApiUsage });
export const ApiKeyRevokedResponse = z.object({ success: z.literal(true) });
export const ApiNoQuery = z.strictObject({});

// ——— The public API, /api/v1 ———

export const V1SymbolParams = z.strictObject({
  symbol: safeText()
    .trim()
    .regex(/^[A-Za-z0-9^][A-Za-z0-9.^:-]{0,19}$/, '股票代號格式錯誤'),
});

/** A quote: the price fields of a stock's detail, with their freshness. */
export const V1Quote = StockDetail.pick({
  symbol: true,
  name: true,
  exchange: true,
  market: true,
  currency: true,
  price: true,
  change: true,
  changePercent: true,
  open: true,
  high: true,
  low: true,
  previousClose: true,
  limitUp: true,
  limitDown: true,
  volume: true,
  asOf: true,
  stale: true,
  simulated: true,
});
export type V1Quote = z.infer<typeof V1Quote>;
export const V1QuoteResponse = z.object({ success: z.literal(true), quote: V1Quote });

export const V1SearchQuery = StockSearchQuery;
export const V1SearchResponse = StockSearchResponse.extend({ success: z.literal(true) });
export const V1StartAnalysisRequest = StartAnalysisRequest;
export const V1StartAnalysisResponse = StartAnalysisResponse;
export const V1AnalysisParams = z.strictObject({ id: safeText().min(1).max(64) });
export const V1AnalysisQuery = z.strictObject({ locale: ReportLocale.default('zh-TW') });
export const V1AnalysisResponse = z.object({ success: z.literal(true), analysis: AnalysisRun });
export const V1HistoryQuery = HistoryQuery.omit({ includePerformance: true });
export const V1HistoryResponse = HistoryResponse.omit({ performance: true }).extend({
  success: z.literal(true),
});
