import { z } from 'zod';
import { errorMessage } from './errors/catalogue.ts';

/** The performance centre (admin spec §2.20, §7.14; limits of the self-targeted load test, §9). */
export const performanceMessages = {
  target: errorMessage('PERF_TARGET_NOT_LOCAL', 'zh-TW'),
  users: errorMessage('PERF_USERS_OUT_OF_RANGE', 'zh-TW'),
  duration: errorMessage('PERF_DURATION_OUT_OF_RANGE', 'zh-TW'),
  rate: errorMessage('PERF_RATE_OUT_OF_RANGE', 'zh-TW'),
  invalid: errorMessage('PERF_INVALID_INPUT', 'zh-TW'),
};

export const loadTestLimits = { users: 50, durationSeconds: 60, rate: 200 } as const;

const bounded = (max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(max, { error: message });

export const StartLoadTestRequest = z.object({
  target_path: z
    .string({ error: performanceMessages.target })
    .min(1, { error: performanceMessages.target })
    .max(300, {
      error: performanceMessages.target,
    }),
  users: bounded(loadTestLimits.users, performanceMessages.users).default(2),
  duration_seconds: bounded(loadTestLimits.durationSeconds, performanceMessages.duration).default(5),
  rate: bounded(loadTestLimits.rate, performanceMessages.rate).default(20),
});
export type StartLoadTestRequest = z.infer<typeof StartLoadTestRequest>;

export const LoadTestIdParams = z.object({ id: z.uuid({ error: performanceMessages.invalid }) });

export const LoadTest = z.object({
  test_id: z.string(),
  status: z.enum(['running', 'completed', 'cancelled', 'failed']),
  target_path: z.string(),
  users: z.number(),
  duration_seconds: z.number(),
  rate: z.number(),
  transport: z.enum(['loopback', 'inject']),
  started_by: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  estimated_completion: z.string(),
  requests: z.number(),
  errors: z.number(),
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
  p99_ms: z.number().nullable(),
  requests_per_second: z.number().nullable(),
  status_counts: z.record(z.string(), z.number()),
  timeline: z.array(
    z.object({ second: z.number(), requests: z.number(), errors: z.number(), mean_ms: z.number() }),
  ),
});
export type LoadTest = z.infer<typeof LoadTest>;
export const LoadTestResponse = z.object({ success: z.literal(true), test_id: z.string(), test: LoadTest });
export const LoadTestListResponse = z.object({
  success: z.literal(true),
  limits: z.object({ users: z.number(), duration_seconds: z.number(), rate: z.number() }),
  tests: z.array(LoadTest),
});

const RouteLatency = z.object({
  method: z.string(),
  route: z.string(),
  requests: z.number(),
  errors: z.number(),
  avg_ms: z.number().nullable(),
  p50_ms: z.number().nullable(),
  p95_ms: z.number().nullable(),
  p99_ms: z.number().nullable(),
});
export const PerformanceOverviewResponse = z.object({
  success: z.literal(true),
  measured_at: z.string(),
  uptime_seconds: z.number(),
  requests_total: z.number(),
  server_errors_total: z.number(),
  client_errors_total: z.number(),
  requests_per_minute: z.number().nullable(),
  avg_response_ms: z.number().nullable(),
  latency: z.object({
    p50_ms: z.number().nullable(),
    p95_ms: z.number().nullable(),
    p99_ms: z.number().nullable(),
  }),
  routes: z.array(RouteLatency),
  event_loop_lag_ms: z.number(),
  memory: z.object({ rss_bytes: z.number(), heap_used_bytes: z.number(), memory_percent: z.number() }),
  cpu_percent: z.number(),
  database_pool: z.object({ kind: z.string(), total: z.number(), idle: z.number(), waiting: z.number() }),
  percentile_basis: z.string(),
});
export const RealtimeQuery = z.object({
  hours: z.coerce
    .number({ error: performanceMessages.invalid })
    .min(0.25, { error: performanceMessages.invalid })
    .max(24, { error: performanceMessages.invalid })
    .default(1),
});
export const RealtimeResponse = z.object({
  success: z.literal(true),
  points: z.array(
    z.object({
      timestamp: z.string(),
      requests_per_minute: z.number().nullable(),
      errors_per_minute: z.number().nullable(),
      avg_response_ms: z.number().nullable(),
      cpu_percent: z.number().nullable(),
      memory_percent: z.number().nullable(),
      event_loop_lag_ms: z.number().nullable(),
    }),
  ),
});

export const ScalingHistoryResponse = z.object({
  success: z.literal(true),
  processes: z.number(),
  message: z.string().nullable(),
  roles: z.array(
    z.object({ role: z.string(), live: z.boolean(), beats: z.number(), last_processed_at: z.string() }),
  ),
  events: z.array(
    z.object({
      timestamp: z.string(),
      action: z.enum(['scale_down', 'running']),
      role: z.string(),
      detail: z.string(),
    }),
  ),
});

export const CacheStat = z.object({
  name: z.string(),
  hits: z.number(),
  misses: z.number(),
  hit_ratio: z.number().nullable(),
  size: z.number().nullable(),
  expired: z.number().nullable(),
  optimisable: z.boolean(),
});
export const CacheStatisticsResponse = z.object({ success: z.literal(true), caches: z.array(CacheStat) });
export const CacheOptimizeRequest = z.object({
  cache_name: z
    .string({ error: performanceMessages.invalid })
    .min(1, { error: performanceMessages.invalid })
    .max(100, {
      error: performanceMessages.invalid,
    }),
  dry_run: z.boolean({ error: performanceMessages.invalid }).default(false),
});
export const CacheOptimizeResponse = z.object({
  success: z.literal(true),
  status: z.enum(['applied', 'simulated']),
  cache_name: z.string(),
  removed: z.number(),
  size_before: z.number(),
  size_after: z.number(),
  message: z.string(),
});

export const DatabaseAnalysisResponse = z.object({
  success: z.literal(true),
  engine: z.enum(['postgres', 'pglite']),
  slow_queries: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    items: z.array(
      z.object({
        query: z.string(),
        calls: z.number(),
        mean_ms: z.number(),
        total_ms: z.number(),
        rows: z.number(),
      }),
    ),
  }),
  table_sizes: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    items: z.array(z.object({ table: z.string(), total_bytes: z.number(), row_estimate: z.number() })),
  }),
  unused_indexes: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    items: z.array(z.object({ table: z.string(), index: z.string(), size_bytes: z.number() })),
  }),
  missing_indexes: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    items: z.array(
      z.object({
        table: z.string(),
        seq_scan: z.number(),
        idx_scan: z.number(),
        row_estimate: z.number(),
        suggestion: z.string(),
      }),
    ),
  }),
});
