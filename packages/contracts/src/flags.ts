import { z } from 'zod';
import { ConfigEnvironment, configEnvironments } from './operations.ts';
import { Tier } from './plans.ts';
import { safeText } from './text.ts';

/**
 * Feature flags, A/B experiments and advanced analytics (admin spec §2.17, §7.11b). Flags are per
 * environment with a rollout percentage over the shared bucket (flag-hash.ts) and tier targeting;
 * experiments split members over variants by the same bucket and count exposures and conversions
 * from real member actions.
 */

const Key = (message: string) =>
  safeText()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,63}$/, message);
const FlagKey = Key('功能開關代碼須為 2 到 64 個小寫英文、數字或底線，並以英文字母開頭');
const ExperimentKey = Key('實驗代碼須為 2 到 64 個小寫英文、數字或底線，並以英文字母開頭');
const Name = safeText({ error: '請填寫名稱' }).trim().min(1, '請填寫名稱').max(100, '名稱過長');
const Description = safeText().trim().max(1000, '說明過長');
const Percentage = z
  .number({ error: '放量比例須為 0 到 100 的數字' })
  .min(0, '放量比例須為 0 到 100 的數字')
  .max(100, '放量比例須為 0 到 100 的數字')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: '放量比例最多兩位小數',
  });
const TargetTiers = z
  .array(z.enum(Tier.options, { error: '會員等級須為 free、gold 或 diamond' }), {
    error: '目標會員等級須為清單',
  })
  .max(3, '目標會員等級最多 3 個');
const Reason = safeText().trim().min(1, '請填寫緊急停用原因').max(500, '原因過長');

// ---------- Feature flags ----------

export const FlagEnvironmentState = z.object({
  environment: z.enum(configEnvironments),
  enabled: z.boolean(),
  rollout_percentage: z.number(),
  /** Empty: every tier. */
  target_tiers: z.array(Tier),
  emergency_disabled: z.boolean(),
  emergency_reason: z.string().nullable(),
  emergency_disabled_by: z.string().nullable(),
  emergency_disabled_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type FlagEnvironmentState = z.infer<typeof FlagEnvironmentState>;
export const FeatureFlag = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  /** The state in the environment asked for. */
  environment: z.enum(configEnvironments),
  enabled: z.boolean(),
  rollout_percentage: z.number(),
  target_tiers: z.array(Tier),
  emergency_disabled: z.boolean(),
  environments: z.array(FlagEnvironmentState),
});
export type FeatureFlag = z.infer<typeof FeatureFlag>;
export const FeatureFlagListQuery = z.strictObject({ environment: ConfigEnvironment.default('production') });
export const FeatureFlagListResponse = z.object({
  success: z.literal(true),
  flags: z.array(FeatureFlag),
  /** The environment this server evaluates flags in for members. */
  active_environment: z.string(),
});
export const FeatureFlagResponse = z.object({ success: z.literal(true), flag: FeatureFlag });
export const FeatureFlagParams = z.strictObject({
  id: safeText().trim().min(1, '請指定功能開關').max(64, '功能開關代碼過長'),
});
export const FeatureFlagCreateRequest = z.strictObject({
  key: FlagKey,
  name: Name,
  description: Description.default(''),
});
export const FeatureFlagUpdateRequest = z.strictObject({
  environment: ConfigEnvironment.default('production'),
  rollout_percentage: Percentage.optional(),
  target_tiers: TargetTiers.optional(),
  name: Name.optional(),
  description: Description.optional(),
});
export const FeatureFlagToggleRequest = z.strictObject({
  enabled: z.boolean({ error: '請指定開啟或關閉' }),
  environment: ConfigEnvironment.default('production'),
});
export const FeatureFlagEmergencyRequest = z.strictObject({
  reason: Reason,
  /** Sent by the seed's screen; the server records the signed-in staff member instead. */
  disabled_by: safeText().trim().max(100, '停用者名稱過長').optional(),
  timestamp: safeText().trim().max(64, '時間格式錯誤').optional(),
});

// ---------- What a member's client reads ----------

export const MemberFlagsResponse = z.object({
  success: z.literal(true),
  environment: z.string(),
  /** Every flag's evaluated value for the caller. */
  flags: z.record(z.string(), z.boolean()),
  /** The caller's variant of each running experiment. */
  experiments: z.record(z.string(), z.object({ variant: z.string(), surface: z.string() })),
});
export type MemberFlagsResponse = z.infer<typeof MemberFlagsResponse>;
export const ExperimentKeyParams = z.strictObject({ key: ExperimentKey });
export const ExposureResponse = z.object({
  success: z.literal(true),
  variant: z.string(),
  /** False when this member's exposure was already counted. */
  recorded: z.boolean(),
});

// ---------- Experiments ----------

export const experimentStatuses = ['draft', 'running', 'paused', 'completed'] as const;
export const ExperimentStatus = z.enum(experimentStatuses, {
  error: '實驗狀態須為 draft、running、paused 或 completed',
});
/** Where the member site shows an experiment (and records its exposure). */
export const experimentSurfaces = ['pricing_page'] as const;
export const ExperimentVariant = z.object({ key: z.string(), name: z.string(), weight: z.number() });
export const Experiment = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  status: ExperimentStatus,
  surface: z.enum(experimentSurfaces),
  conversion_event: z.literal('payment_completed'),
  variants: z.array(ExperimentVariant),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  exposures: z.number(),
  conversions: z.number(),
});
export type Experiment = z.infer<typeof Experiment>;
export const ExperimentListQuery = z.strictObject({ status: ExperimentStatus.optional() });
export const ExperimentListResponse = z.object({
  success: z.literal(true),
  experiments: z.array(Experiment),
});
export const ExperimentResponse = z.object({ success: z.literal(true), experiment: Experiment });
export const ExperimentParams = z.strictObject({ id: z.uuid({ error: '實驗編號格式錯誤' }) });
export const ExperimentCreateRequest = z.strictObject({
  key: ExperimentKey,
  name: Name,
  description: Description.default(''),
  surface: z.enum(experimentSurfaces, { error: '實驗位置須為 pricing_page' }).default('pricing_page'),
  variants: z
    .array(
      z.strictObject({
        key: Key('變體代碼須為 2 到 64 個小寫英文、數字或底線，並以英文字母開頭'),
        name: Name,
        weight: z
          .number({ error: '流量比例須為 1 到 100 的整數' })
          .int('流量比例須為 1 到 100 的整數')
          .min(1, '流量比例須為 1 到 100 的整數')
          .max(100, '流量比例須為 1 到 100 的整數'),
      }),
      { error: '請提供變體清單' },
    )
    .min(2, '實驗至少需要 2 個變體')
    .max(5, '實驗最多 5 個變體')
    .refine((variants) => new Set(variants.map((variant) => variant.key)).size === variants.length, {
      message: '變體代碼不可重複',
    }),
  start: z.boolean({ error: '請指定是否立即開始' }).default(false),
});
export const ExperimentStatusRequest = z.strictObject({
  status: ExperimentStatus,
  reason: safeText().trim().max(500, '原因過長').default('管理員更新'),
});
export const ExperimentVariantResult = z.object({
  key: z.string(),
  name: z.string(),
  weight: z.number(),
  exposures: z.number(),
  conversions: z.number(),
  conversion_rate: z.number(),
  /** Against the first (control) variant; null for the control itself. */
  lift: z.number().nullable(),
  z_score: z.number().nullable(),
  p_value: z.number().nullable(),
  significant: z.boolean(),
});
export const ExperimentResultsResponse = z.object({
  success: z.literal(true),
  experiment: Experiment,
  variants: z.array(ExperimentVariantResult),
  alpha: z.number(),
  sample_ratio: z.object({
    chi_square: z.number(),
    degrees_of_freedom: z.number(),
    p_value: z.number(),
    /** Chi-square goodness of fit of exposures against the planned split, p < 0.001. */
    mismatch: z.boolean(),
  }),
});
export type ExperimentResults = z.infer<typeof ExperimentResultsResponse>;

// ---------- Advanced analytics ----------

export const analyticsTimeframes = ['7d', '30d', '90d', '1y'] as const;
export const AnalyticsTimeframeQuery = z.strictObject({
  timeframe: z.enum(analyticsTimeframes, { error: '時間範圍須為 7d、30d、90d 或 1y' }).default('30d'),
});
const SeriesPoint = z.object({ date: z.string(), value: z.number() });
export const ForecastSeries = z.object({
  metric: z.enum(['revenue', 'active_members']),
  method: z.string(),
  history: z.array(SeriesPoint),
  forecast: z.array(SeriesPoint),
  /** Fit on all but the last `holdout_days`, then compared with them. Null when too short. */
  holdout_days: z.number(),
  mae: z.number().nullable(),
  /** Over holdout days with a non-zero actual; null when every actual was zero. */
  mape: z.number().nullable(),
});
export const CohortRow = z.object({
  cohort: z.string(),
  size: z.number(),
  /** Share of the cohort active in month 0, 1, 2… after signing up (only elapsed months). */
  retention: z.array(z.number()),
});
export const FunnelStep = z.object({ step: z.string(), members: z.number(), rate: z.number() });
export const AdvancedAnalyticsResponse = z.object({
  success: z.literal(true),
  timeframe: z.enum(analyticsTimeframes),
  from: z.string(),
  to: z.string(),
  forecasts: z.array(ForecastSeries),
  cohorts: z.array(CohortRow),
  funnel: z.array(FunnelStep),
});
export type AdvancedAnalytics = z.infer<typeof AdvancedAnalyticsResponse>;
