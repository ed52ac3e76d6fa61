import { z } from 'zod';
import { safeText } from './text.ts';
import { analystIdSchema } from './analysts.ts';
import { errorMessage } from './errors/catalogue.ts';

/**
 * Analysis runs (POST /api/analysis/runs) and the analyst catalogue (GET /api/analysts): the
 * request rules, and the zh-TW texts of the codes a failed run stores. Errors the server answers are in the catalogue.
 */
export const analysisMessages = {
  symbolRequired: errorMessage('SYMBOL_REQUIRED', 'zh-TW'),
  analystRequired: '請至少選擇一位分析師',
  stockNotFound: errorMessage('STOCK_NOT_FOUND', 'zh-TW'),
  runFailed: errorMessage('ANALYSIS_FAILED', 'zh-TW'),
  noBars: errorMessage('NO_PRICE_HISTORY', 'zh-TW'),
  insufficientTrackRecord: '歷史資料不足',
} as const;

export const analysisTypes = ['quick', 'detailed', 'collaborative'] as const;
export const AnalysisType = z.enum(analysisTypes);
export type AnalysisType = z.infer<typeof AnalysisType>;

export const reportLocales = ['zh-TW', 'zh-CN', 'en-US'] as const;
export const ReportLocale = z.enum(reportLocales);

export const StartAnalysisRequest = z.strictObject({
  symbol: safeText({ error: analysisMessages.symbolRequired })
    .trim()
    .min(1, analysisMessages.symbolRequired)
    .max(20, analysisMessages.stockNotFound)
    .transform((value) => value.toUpperCase()),
  analysts: z
    .array(safeText().trim().min(1).max(40), { error: analysisMessages.analystRequired })
    .min(1, analysisMessages.analystRequired)
    .max(20),
  analysisType: AnalysisType.default('quick'),
  instructions: safeText().trim().max(1000, '自訂指示最多 1000 字').optional(),
});
export type StartAnalysisRequest = z.input<typeof StartAnalysisRequest>;

export const runStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export const RunStatus = z.enum(runStatuses);
export type RunStatus = z.infer<typeof RunStatus>;

/** Stages in order; `analyst:<id>` for each selected analyst. */
export const StartAnalysisResponse = z.object({
  success: z.literal(true),
  id: z.string(),
  status: RunStatus,
});

export const EvidenceSourceView = z.object({
  dataset: z.string(),
  provider: z.string(),
  symbol: z.string(),
  date: z.string(),
  from: z.string().optional(),
  simulated: z.boolean(),
});
export const EvidenceView = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  /** The value as the report shows it, in the requested locale. */
  display: z.string(),
  unit: z.string(),
  source: EvidenceSourceView,
  /** The source as one readable line (dataset, provider, date, 模擬資料 when simulated). */
  sourceText: z.string(),
});
export type EvidenceView = z.infer<typeof EvidenceView>;

export const AnalystOpinionView = z.object({
  id: analystIdSchema,
  name: z.string(),
  status: z.enum(['ok', 'insufficient']),
  signal: z.enum(['buy', 'hold', 'sell']),
  confidence: z.number(),
  targetPrice: z.number().nullable(),
  headline: z.string(),
  lines: z.array(z.string()),
  /** Evidence ids this analyst cites. */
  evidence: z.array(z.string()),
  riskLevel: z.number().nullable(),
  /**
   * Why the team held this analyst's sell (shown as hold): its past sells did not measurably
   * predict underperformance after costs in the latest backtest. Null, or absent, when not held.
   */
  sellHeld: z.string().nullable().optional(),
});

export const AnalysisReport = z.object({
  locale: ReportLocale,
  result: z.enum(['buy', 'hold', 'sell']),
  confidence: z.number(),
  targetPrice: z.number().nullable(),
  priceAtCall: z.number().nullable(),
  horizonDays: z.number().int().nullable(),
  asOf: z.string(),
  summary: z.string(),
  /** Where the summary came from: the report templates, or an LLM text that passed the number check. */
  narrator: z.enum(['template', 'llm']),
  keyPoints: z.array(z.string()),
  risks: z.array(z.string()),
  opportunities: z.array(z.string()),
  bullCase: z.array(z.string()),
  bearCase: z.array(z.string()),
  debate: z.array(z.string()).nullable(),
  analysts: z.array(AnalystOpinionView),
  evidence: z.array(EvidenceView),
  riskLevel: z.number().nullable(),
  simulated: z.boolean(),
});
export type AnalysisReport = z.infer<typeof AnalysisReport>;

export const AnalysisRun = z.object({
  id: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  market: z.string(),
  analysts: z.array(analystIdSchema),
  analysisType: AnalysisType,
  instructions: z.string().nullable(),
  status: RunStatus,
  stage: z.string().nullable(),
  progress: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  report: AnalysisReport.nullable(),
});
export type AnalysisRun = z.infer<typeof AnalysisRun>;
export const AnalysisRunResponse = z.object({ success: z.literal(true), run: AnalysisRun });
export type AnalysisRunResponse = z.infer<typeof AnalysisRunResponse>;

export const RunIdParams = z.strictObject({ id: safeText().min(1).max(64) });
export const RunQuery = z.strictObject({ locale: ReportLocale.default('zh-TW') });

/** One Server-Sent Event's data on /api/analysis/runs/{id}/events. */
export const RunProgressEvent = z.object({
  id: z.string(),
  status: RunStatus,
  stage: z.string().nullable(),
  progress: z.number().int(),
  error: z.string().nullable(),
});
export type RunProgressEvent = z.infer<typeof RunProgressEvent>;

export const RunAnalysisJob = z.object({ runId: z.string() });
export const runAnalysisJobName = 'analysis.run';

export const TrackRecord = z.object({
  status: z.enum(['insufficient', 'measured']),
  message: z.string().nullable(),
  sampleSize: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export const AnalystProfile = z.object({
  id: analystIdSchema,
  name: z.string(),
  title: z.string(),
  specialty: z.array(z.string()),
  description: z.string(),
  avatar: z.string(),
  experience: z.string(),
  accuracy: z.number().nullable(),
  analysisCount: z.number().int(),
  strengths: z.array(z.string()),
  bestFor: z.array(z.string()),
  analysisStyle: z.string(),
  /** Median seconds of completed runs using this analyst; null until measured. */
  responseTime: z.number().nullable(),
  languages: z.array(z.string()),
  marketFocus: z.array(z.string()),
  tier: z.enum(['free', 'gold', 'diamond']),
  isActive: z.boolean(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  pricePerAnalysis: z.number().nullable(),
  monthlySubscriptionPrice: z.number().nullable(),
  successStories: z.number().nullable(),
  averageReturnRate: z.number().nullable(),
  riskAdjustedReturn: z.number().nullable(),
  maxDrawdown: z.number().nullable(),
  winRate: z.number().nullable(),
  trackRecord: TrackRecord,
  specialOffers: z.array(z.string()),
  premiumFeatures: z.array(z.string()),
  /** The spec's fallback ids that resolve to this analyst (`taiwan`, `portfolio`). */
  aliases: z.array(z.string()),
});
export type AnalystProfile = z.infer<typeof AnalystProfile>;

/**
 * One caller's record on the backtest's evaluation set (never fitted on: out of sample), scored
 * against the benchmark after costs; percentages in percent points. `sample` is what the hit rate
 * rests on: calls for a stock picker, distinct call dates for a market-level analyst.
 */
export const OutOfSampleRecord = z.object({
  id: z.string(),
  calls: z.number().int(),
  dates: z.number().int(),
  sample: z.number().int(),
  hitRate: z.number().nullable(),
  meanExcess: z.number().nullable(),
  meanExcessBuy: z.number().nullable(),
  shuffledHitRate: z.number().nullable(),
  /** The weight analysis runs give it (from the fitting set); null for the team and the guard. */
  weight: z.number().nullable(),
  weightBasis: z.enum(['no-record', 'no-edge', 'measured', 'guard', 'team']),
  /**
   * The sell gate on the backtest's last call date (from the fitting set): kept when its past sells
   * beat the market after costs with a one-sided 95 % lower bound > 0 over ≥ 30; else its sells
   * count as holds. Excess in percent points; absent for the team, the guard and older runs.
   */
  sellGate: z
    .object({
      keep: z.boolean(),
      n: z.number().int(),
      meanExcess: z.number().nullable(),
      lowerBound: z.number().nullable(),
    })
    .nullable()
    .optional(),
});
export type OutOfSampleRecord = z.infer<typeof OutOfSampleRecord>;

/** Stock − benchmark returns of a group of the team's would-be buys, percent points. */
export const GuardSideRecord = z.object({
  calls: z.number().int(),
  meanExcess: z.number().nullable(),
  volatility: z.number().nullable(),
  shareBehind: z.number().nullable(),
});
export type GuardSideRecord = z.infer<typeof GuardSideRecord>;

export const EvaluationSummary = z.object({
  from: z.string(),
  to: z.string(),
  benchmark: z.string(),
  /** True when 0050 stood in for ^TWII. */
  proxy: z.boolean(),
  securities: z.number().int(),
  team: OutOfSampleRecord,
  analysts: z.array(OutOfSampleRecord),
  baselines: z.object({
    alwaysHoldHitRate: z.number().nullable(),
    alwaysBuyHitRate: z.number().nullable(),
    alwaysBuyExcess: z.number().nullable(),
  }),
  /**
   * The risk manager scored as a guard (it vetoes buys and sizes through confidence; it never votes
   * buy or sell): the team's would-be buys it let through against those it vetoed.
   */
  guard: z.object({ letThrough: GuardSideRecord, vetoed: GuardSideRecord }).nullable().optional(),
  /** Analysts the backtest could not replay, with the datasets it has no history of. */
  unmeasured: z.array(z.object({ id: z.string(), missing: z.array(z.string()) })).optional(),
  /** The team's walk-forward calibrated confidence by band, percent points. */
  calibration: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      count: z.number().int(),
      stated: z.number().nullable(),
      realised: z.number().nullable(),
    }),
  ),
});
export type EvaluationSummary = z.infer<typeof EvaluationSummary>;

export const AnalystsResponse = z.object({
  success: z.literal(true),
  analysts: z.array(AnalystProfile),
  /** The seven fallback ids of the spec and the analyst each one means. */
  fallbackIds: z.record(z.string(), analystIdSchema),
  /** Measured median seconds of completed runs per analysis type; null until measured. */
  medianDurations: z.record(z.string(), z.number().nullable()),
  /** The latest backtest's out-of-sample record, team first; null before a run with the protocol. */
  evaluation: EvaluationSummary.nullable().optional(),
});
export type AnalystsResponse = z.infer<typeof AnalystsResponse>;
