import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * AI optimisation (admin spec §2.19, §7.13): anomalies on the stored metric samples (robust
 * z-scores), recommendations measured from the platform's data with a dry run and a guarded apply
 * (auto rollback when the watched metric regresses), forecasts of resources crossing their §9
 * thresholds, the history of changes, and the analysts' measured classification quality.
 */

/** The metric-sample series a change can be watched on or an anomaly found in. */
export const optimisationMetrics = [
  'cpu_percent',
  'memory_percent',
  'disk_percent',
  'event_loop_lag_ms',
  'requests_per_minute',
  'errors_per_minute',
  'avg_response_ms',
] as const;
export const OptimisationMetric = z.enum(optimisationMetrics, {
  error: `監看指標須為 ${optimisationMetrics.join('、')} 之一`,
});

export const OptimisationDashboardQuery = z.object({
  hours: z.coerce
    .number({ error: '時數須為 1 到 24 的整數' })
    .int('時數須為 1 到 24 的整數')
    .min(1, '時數須為 1 到 24 的整數')
    .max(24, '時數須為 1 到 24 的整數')
    .default(24),
  threshold: z.coerce
    .number({ error: '門檻須為 1 到 50 的數字' })
    .min(1, '門檻須為 1 到 50 的數字')
    .max(50, '門檻須為 1 到 50 的數字')
    .default(3.5),
});

export const OptimisationAnomaly = z.object({
  id: z.string(),
  type: z.string(),
  metric: z.string(),
  severity: z.enum(['medium', 'high', 'critical']),
  description: z.string(),
  detected_at: z.string(),
  affected_components: z.array(z.string()),
  value: z.number(),
  median: z.number(),
  mad: z.number(),
  /** Infinite scores (MAD 0) are sent as ±1e9. */
  z_score: z.number(),
  suggested_actions: z.array(z.string()),
});

export const OptimisationRecommendation = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  priority: z.enum(['low', 'medium', 'high']),
  confidence_level: z.number(),
  description: z.string(),
  evidence: z.string(),
  setting_key: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  watch_metric: z.string(),
  tolerance_percent: z.number(),
  window_minutes: z.number(),
  impact_score: z.number(),
  complexity: z.enum(['low', 'medium', 'high']),
  risk_level: z.enum(['low', 'medium', 'high']),
  status: z.enum(['pending', 'applied']),
  implementation_steps: z.array(z.object({ description: z.string(), risk_level: z.string() })),
  expected_outcomes: z.array(z.string()),
});

export const OptimisationHealth = z.object({
  overall_score: z.number(),
  cpu_utilization: z.number().nullable(),
  memory_usage: z.number().nullable(),
  disk_usage: z.number().nullable(),
  error_rate: z.number().nullable(),
  response_time_avg: z.number().nullable(),
  samples: z.number(),
});

export const OptimisationDashboardResponse = z.object({
  success: z.literal(true),
  system_health: OptimisationHealth,
  counts: z.object({
    optimization_opportunities: z.number(),
    anomaly_alerts: z.number(),
    predictive_alerts: z.number(),
    pending_recommendations: z.number(),
  }),
  anomalies: z.array(OptimisationAnomaly),
  threshold: z.number(),
  auto_optimization: z.object({
    apply_threshold: z.number(),
    max_changes_per_day: z.number(),
    monitoring_hours: z.number(),
    approval_required_for_high_risk: z.boolean(),
    auto_rollback: z.boolean(),
    allowed_settings: z.array(z.string()),
  }),
});

export const OptimisationRecommendationQuery = z.object({
  status: z.enum(['pending', 'applied'], { error: '狀態須為 pending 或 applied' }).optional(),
  limit: z.coerce
    .number({ error: '筆數須為 1 到 100 的整數' })
    .int('筆數須為 1 到 100 的整數')
    .min(1, '筆數須為 1 到 100 的整數')
    .max(100, '筆數須為 1 到 100 的整數')
    .default(20),
});
export const OptimisationRecommendationsResponse = z.object({
  success: z.literal(true),
  recommendations: z.array(OptimisationRecommendation),
  stats: z.object({ pending: z.number(), applied: z.number(), average_confidence: z.number().nullable() }),
});

export const OptimisationRecommendationParams = z.object({
  id: safeText()
    .trim()
    .regex(/^[a-z_]{2,40}-[0-9a-f]{12}$/, '推薦編號格式錯誤'),
});

export const OptimisationApplyRequest = z.object({
  options: z
    .object({
      dry_run: z.boolean({ error: 'dry_run 須為 true 或 false' }).default(false),
      auto_rollback_on_failure: z
        .boolean({ error: 'auto_rollback_on_failure 須為 true 或 false' })
        .default(true),
    })
    .default({ dry_run: false, auto_rollback_on_failure: true }),
  confirmation: z.boolean({ error: 'confirmation 須為 true 或 false' }).default(false),
});

/** A change staff propose themselves: the same allow-list, dry run and watch as a recommendation. */
export const OptimisationManualRequest = z.object({
  setting_key: safeText({ error: '請填寫設定代碼' }).trim().min(1, '請填寫設定代碼').max(100, '設定代碼過長'),
  /** For `http.rate_limits`: the route whose limit changes ("GET /api/plans"). */
  route: safeText()
    .trim()
    .regex(/^(GET|POST|PUT|PATCH|DELETE) \/\S{1,300}$/, '路由格式錯誤（例：GET /api/plans）')
    .optional(),
  value: z.unknown(),
  watch_metric: OptimisationMetric.default('avg_response_ms'),
  tolerance_percent: z
    .number({ error: '容許退步比例須為 1 到 100 的數字' })
    .min(1, '容許退步比例須為 1 到 100 的數字')
    .max(100, '容許退步比例須為 1 到 100 的數字')
    .default(20),
  window_minutes: z
    .number({ error: '觀察時間須為 1 到 1440 分鐘的整數' })
    .int('觀察時間須為 1 到 1440 分鐘的整數')
    .min(1, '觀察時間須為 1 到 1440 分鐘的整數')
    .max(1440, '觀察時間須為 1 到 1440 分鐘的整數')
    .default(60),
  dry_run: z.boolean({ error: 'dry_run 須為 true 或 false' }).default(false),
  auto_rollback_on_failure: z.boolean({ error: 'auto_rollback_on_failure 須為 true 或 false' }).default(true),
  reason: safeText({ error: '請填寫原因' }).trim().min(1, '請填寫原因').max(500, '原因過長'),
});

export const OptimisationPlan = z.object({
  setting_key: z.string(),
  environment: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  watch_metric: z.string(),
  tolerance_percent: z.number(),
  window_minutes: z.number(),
  auto_rollback: z.boolean(),
});

export const OptimisationChange = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  status: z.enum(['monitoring', 'kept', 'rolled_back', 'regressed']),
  initiated_by: z.string(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  duration_ms: z.number().nullable(),
  setting_key: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  watch_metric: z.string(),
  tolerance_percent: z.number(),
  window_minutes: z.number(),
  value_before: z.number().nullable(),
  value_after: z.number().nullable(),
  samples_before: z.number(),
  samples_after: z.number(),
  /** Positive when the watched metric improved (lower is better for every watched metric). */
  improvement_percentage: z.number().nullable(),
  rollback_available: z.boolean(),
});

export const OptimisationApplyResponse = z.object({
  success: z.literal(true),
  dry_run: z.boolean(),
  plan: OptimisationPlan,
  application_id: z.string().nullable(),
  change: OptimisationChange.nullable(),
});

export const OptimisationHistoryQuery = z.object({
  status: z
    .enum(['monitoring', 'kept', 'rolled_back', 'regressed'], {
      error: '狀態須為 monitoring、kept、rolled_back 或 regressed',
    })
    .optional(),
  limit: z.coerce
    .number({ error: '筆數須為 1 到 100 的整數' })
    .int('筆數須為 1 到 100 的整數')
    .min(1, '筆數須為 1 到 100 的整數')
    .max(100, '筆數須為 1 到 100 的整數')
    .default(20),
  offset: z.coerce
    .number({ error: '位移須為 0 以上的整數' })
    .int('位移須為 0 以上的整數')
    .min(0, '位移須為 0 以上的整數')
    .default(0),
});
export const OptimisationHistoryResponse = z.object({
  success: z.literal(true),
  changes: z.array(OptimisationChange),
  total: z.number(),
  summary: z.object({
    total_optimizations: z.number(),
    success_rate: z.number().nullable(),
    average_improvement: z.number().nullable(),
  }),
});
export const OptimisationChangeParams = z.object({ id: z.uuid({ error: '優化紀錄編號格式錯誤' }) });
export const OptimisationChangeResponse = z.object({ success: z.literal(true), change: OptimisationChange });

export const OptimisationPrediction = z.object({
  resource: z.enum(['memory', 'disk', 'queue_depth']),
  title: z.string(),
  threshold: z.number(),
  unit: z.string(),
  status: z.enum(['not_enough_samples', 'not_rising', 'already_crossed', 'rising']),
  description: z.string(),
  samples: z.number(),
  min_samples: z.number(),
  current: z.number().nullable(),
  slope_per_hour: z.number().nullable(),
  r2: z.number().nullable(),
  time_to_event_hours: z.number().nullable(),
  crosses_at: z.string().nullable(),
});
export const OptimisationPredictionsResponse = z.object({
  success: z.literal(true),
  predictions: z.array(OptimisationPrediction),
});

const Measures = z.object({
  precision: z.number().nullable(),
  recall: z.number().nullable(),
  f1: z.number().nullable(),
  support: z.number(),
});
export const OptimisationModel = z.object({
  model_name: z.string(),
  model_type: z.literal('classification'),
  calls: z.number(),
  accuracy: z.number().nullable(),
  precision: z.number().nullable(),
  recall: z.number().nullable(),
  f1_score: z.number().nullable(),
  per_class: z.object({ buy: Measures, hold: Measures, sell: Measures }),
  confusion_matrix: z.record(z.string(), z.record(z.string(), z.number())),
  unknown_actual: z.number(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export const OptimisationModelsResponse = z.object({
  success: z.literal(true),
  models: z.array(OptimisationModel),
  average_accuracy: z.number().nullable(),
  basis: z.string(),
});
