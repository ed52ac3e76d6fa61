import { z } from 'zod';
import { errorMessage } from './errors/catalogue.ts';
import { safeText } from './text.ts';

/**
 * The history's request rules (member-site §5, §8), exactly as users read them. Errors the server
 * answers are in the error catalogue; a rule with the same words as one takes its text.
 */
export const historyMessages = {
  badId: '分析記錄編號格式錯誤',
  badIds: '請選擇至少一個分析記錄（最多 200 個）',
  badFormat: '匯出格式必須是 pdf 或 excel',
  badDateRange: '日期範圍必須是 7d、30d、90d 或 1y',
  badSort: '排序欄位必須是 date、confidence、performance 或 symbol',
  badOrder: '排序方向必須是 asc 或 desc',
  badPage: '頁碼或每頁筆數格式錯誤',
  badResult: '建議必須是 buy、hold 或 sell',
  shareNotFound: errorMessage('SHARE_NOT_FOUND', 'zh-TW'),
} as const;

export const Recommendation = z.enum(['buy', 'hold', 'sell']);
export const AnalysisOutcome = z.enum(['profit', 'loss', 'pending']);
export const HistoryDateRange = z.enum(['7d', '30d', '90d', '1y']);

const analysisId = safeText({ error: historyMessages.badId }).regex(/^[\w-]{1,100}$/, historyMessages.badId);
export const AnalysisIdParams = z.strictObject({ id: analysisId });
export const ShareIdParams = z.strictObject({
  shareId: safeText().regex(/^[\w-]{16,64}$/, historyMessages.shareNotFound),
});

const bool = z.enum(['true', 'false'], { error: '必須是 true 或 false' }).transform((v) => v === 'true');
const positiveInt = (max: number) =>
  z.coerce.number({ error: historyMessages.badPage }).int().min(1).max(max);

/** `GET /api/analysis/history` (spec §5 filters, §7). Exact filters; `q` matches text. */
export const HistoryQuery = z.strictObject({
  includePerformance: bool.optional(),
  q: safeText().max(100, '搜尋文字最多 100 字').optional(),
  dateRange: z.enum(HistoryDateRange.options, { error: historyMessages.badDateRange }).optional(),
  market: safeText().max(10).optional(),
  result: z.enum(Recommendation.options, { error: historyMessages.badResult }).optional(),
  outcome: z.enum(AnalysisOutcome.options).optional(),
  analyst: safeText().max(40).optional(),
  favorite: bool.optional(),
  sort: z
    .enum(['date', 'confidence', 'performance', 'symbol'], { error: historyMessages.badSort })
    .default('date'),
  order: z.enum(['asc', 'desc'], { error: historyMessages.badOrder }).default('desc'),
  page: positiveInt(100_000).default(1),
  pageSize: positiveInt(100).default(20),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/**
 * An analysis record, history version (spec §3). `confidence` 0–1; `actualReturn` and
 * `excessReturn` are fractions net of Taiwan costs; `priceChangePercent` is in percent (the price
 * change since the call: to the exit once scored, to the latest close while pending).
 */
export const AnalysisRecord = z.object({
  id: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  market: z.string(),
  analysisType: z.string(),
  analysts: z.array(z.string()),
  /** The first analyst, for the spec's single-analyst field. */
  analyst: z.string().nullable(),
  result: Recommendation,
  confidence: z.number(),
  targetPrice: z.number().nullable(),
  priceAtCall: z.number().nullable(),
  callDate: z.string().nullable(),
  horizonDays: z.number().nullable(),
  summary: z.string(),
  keyPoints: z.array(z.string()),
  opportunities: z.array(z.string()),
  risks: z.array(z.string()),
  tags: z.array(z.string()),
  isFavorite: z.boolean(),
  shared: z.boolean(),
  simulated: z.boolean(),
  actualOutcome: AnalysisOutcome,
  actualReturn: z.number().nullable(),
  excessReturn: z.number().nullable(),
  priceChangePercent: z.number().nullable(),
  exitDate: z.string().nullable(),
  holdingDays: z.number().nullable(),
  evaluatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AnalysisRecord = z.infer<typeof AnalysisRecord>;

export const CalibrationBand = z.object({
  from: z.number(),
  to: z.number(),
  count: z.number(),
  hits: z.number(),
  hitRate: z.number().nullable(),
  meanConfidence: z.number().nullable(),
});
export type CalibrationBand = z.infer<typeof CalibrationBand>;

/** `performanceStats` (packages/core/src/scoring/stats.ts) over the caller's records, plus calibration. */
export const PerformanceStats = z.object({
  totalAnalyses: z.number(),
  scoredAnalyses: z.number(),
  successfulPredictions: z.number(),
  successRate: z.number().nullable(),
  averageReturn: z.number().nullable(),
  averageExcessReturn: z.number().nullable(),
  totalReturn: z.number().nullable(),
  maxDrawdown: z.number().nullable(),
  winLossRatio: z.number().nullable(),
  sharpeRatio: z.number().nullable(),
  riskAdjustedReturn: z.number().nullable(),
  avgHoldingPeriod: z.number().nullable(),
  bestPerformer: z.object({ symbol: z.string(), return: z.number() }).nullable(),
  worstPerformer: z.object({ symbol: z.string(), return: z.number() }).nullable(),
  equityCurve: z.array(z.object({ date: z.string(), equity: z.number() })),
  calibration: z.array(CalibrationBand),
});
export type PerformanceStats = z.infer<typeof PerformanceStats>;

export const HistoryResponse = z.object({
  analyses: z.array(AnalysisRecord),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  performance: PerformanceStats.optional(),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;

export const AnalysisDetailResponse = z.object({ analysis: AnalysisRecord });
export const PerformanceStatsResponse = z.object({ stats: PerformanceStats });

/** Spec §3 analyst performance, from the caller's scored records. */
export const AnalystPerformance = z.object({
  analystId: z.string(),
  analystName: z.string(),
  accuracy: z.number().nullable(),
  successRate: z.number().nullable(),
  avgReturn: z.number().nullable(),
  totalAnalyses: z.number(),
  scoredAnalyses: z.number(),
  recommendations: z.object({ buy: z.number(), hold: z.number(), sell: z.number() }),
});
export type AnalystPerformance = z.infer<typeof AnalystPerformance>;
export const AnalystPerformanceResponse = z.object({ performance: z.array(AnalystPerformance) });

export const FavoriteResponse = z.object({ id: z.string(), isFavorite: z.boolean() });
export const ShareResponse = z.object({ shareUrl: z.string(), shareId: z.string() });
export const RevokeShareResponse = z.object({ success: z.literal(true) });

const analysisIds = z
  .array(analysisId, { error: historyMessages.badIds })
  .min(1, historyMessages.badIds)
  .max(200, historyMessages.badIds);
export const ExportRequest = z.strictObject({
  analysisIds,
  format: z.enum(['pdf', 'excel'], { error: historyMessages.badFormat }),
});
export type ExportRequest = z.infer<typeof ExportRequest>;
export const BatchDeleteRequest = z.strictObject({ analysisIds });
export const BatchDeleteResponse = z.object({ deleted: z.number(), notDeleted: z.number() });
export const EvaluateResponse = z.object({ evaluated: z.number(), stillPending: z.number() });

/** What a share link shows: the call and its outcome, no user data. */
export const SharedAnalysis = AnalysisRecord.pick({
  symbol: true,
  companyName: true,
  market: true,
  analysts: true,
  result: true,
  confidence: true,
  targetPrice: true,
  priceAtCall: true,
  callDate: true,
  horizonDays: true,
  summary: true,
  keyPoints: true,
  opportunities: true,
  risks: true,
  simulated: true,
  actualOutcome: true,
  actualReturn: true,
  priceChangePercent: true,
  exitDate: true,
});
export const SharedAnalysisResponse = z.object({ analysis: SharedAnalysis });
export type SharedAnalysis = z.infer<typeof SharedAnalysis>;

/** Measured track record of one analyst (or "team") from the latest backtest run. */
export const AnalystTrackRecord = z.object({
  accuracy: z.number().nullable(),
  winRate: z.number().nullable(),
  averageReturn: z.number().nullable(),
  excessReturn: z.number().nullable(),
  maxDrawdown: z.number().nullable(),
  sampleSize: z.number(),
  from: z.string(),
  to: z.string(),
});
export type AnalystTrackRecord = z.infer<typeof AnalystTrackRecord>;

export const historyJobNames = { evaluateCalls: 'analysis.evaluate-calls' } as const;
export const EvaluateCallsJob = z.object({ requestedAt: z.string(), userId: z.string().optional() });
export type EvaluateCallsJob = z.infer<typeof EvaluateCallsJob>;
