import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * The platform side of the back-office (admin spec §2.11, §2.14–§2.16, §7.3, §7.7, §7.9, §7.10):
 * system monitor, security centre, runtime configuration, deployments, routes and processes.
 * Every figure is measured by the server or computed from stored data.
 */

const intIn = (min: number, max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
const isoDate = (message: string) =>
  safeText()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value));

export const opsSeverities = ['low', 'medium', 'high', 'critical'] as const;
export const OpsSeverity = z.enum(opsSeverities, { error: '嚴重程度須為 low、medium、high 或 critical' });

// ---------- System monitor (§2.14, §7.3) ----------

export const OpsServiceProbe = z.object({
  name: z.string(),
  status: z.enum(['up', 'down', 'degraded', 'not_configured']),
  latency_ms: z.number().nullable(),
  detail: z.string(),
});
export const SystemStatusResponse = z.object({
  success: z.literal(true),
  health_score: z.number(),
  /** The spec's bands: excellent ≥ 95, good ≥ 80, fair ≥ 60, else poor. */
  status: z.enum(['excellent', 'good', 'fair', 'poor']),
  services: z.array(OpsServiceProbe),
  version: z.string(),
  started_at: z.string(),
  uptime_seconds: z.number(),
  /** How the score is made, for the screen to say. */
  score_basis: z.string(),
});

export const SystemMetricsResponse = z.object({
  success: z.literal(true),
  taken_at: z.string(),
  cpu_percent: z.number(),
  memory_percent: z.number(),
  rss_bytes: z.number(),
  heap_used_bytes: z.number(),
  disk_percent: z.number().nullable(),
  event_loop_lag_ms: z.number(),
  thresholds: z.object({
    cpu: z.object({ warning: z.number(), critical: z.number() }),
    memory: z.object({ warning: z.number(), critical: z.number() }),
    disk: z.object({ warning: z.number(), critical: z.number() }),
  }),
});

export const ApplicationMetricsResponse = z.object({
  success: z.literal(true),
  requests_total: z.number(),
  requests_per_minute: z.number().nullable(),
  errors_per_minute: z.number().nullable(),
  avg_response_ms: z.number().nullable(),
  websocket_clients: z.number(),
  queues: z.array(z.object({ name: z.string(), queued: z.number(), active: z.number(), failed: z.number() })),
  caches: z.array(
    z.object({ name: z.string(), hits: z.number(), misses: z.number(), hit_ratio: z.number() }),
  ),
  database: z.object({ kind: z.string(), total: z.number(), idle: z.number(), waiting: z.number() }),
});

export const MetricHistoryQuery = z.strictObject({
  hours: intIn(1, 24, 24, '時數須為 1 到 24 的整數'),
});
export const MetricSample = z.object({
  taken_at: z.string(),
  cpu_percent: z.number(),
  memory_percent: z.number(),
  disk_percent: z.number().nullable(),
  event_loop_lag_ms: z.number(),
  requests_per_minute: z.number(),
  errors_per_minute: z.number(),
  avg_response_ms: z.number(),
});
export const MetricHistoryResponse = z.object({ success: z.literal(true), samples: z.array(MetricSample) });

export const ErrorReportRequest = z.strictObject({
  error: safeText().max(2000, '錯誤訊息過長').min(1, '請提供錯誤訊息'),
  stack: safeText().max(8000, '堆疊過長').optional().nullable(),
  componentStack: safeText().max(8000, '元件堆疊過長').optional().nullable(),
  timestamp: safeText().max(64, '時間格式錯誤').optional(),
  userAgent: safeText().max(500, '瀏覽器資訊過長').optional(),
  url: safeText().max(2000, '網址過長').optional(),
});
export const ErrorReportResponse = z.object({ success: z.literal(true), id: z.string() });

export const ErrorStatsResponse = z.object({
  success: z.literal(true),
  window_hours: z.number(),
  total: z.number(),
  server: z.number(),
  browser: z.number(),
  error_rate: z.number().nullable(),
  by_class: z.array(z.object({ error_class: z.string(), count: z.number() })),
  recent: z.array(
    z.object({
      id: z.string(),
      source: z.string(),
      error_class: z.string(),
      message: z.string(),
      occurred_at: z.string(),
    }),
  ),
});

export const alertStatuses = ['active', 'acknowledged', 'resolved'] as const;
export const SystemAlertQuery = z.strictObject({
  severity: OpsSeverity.optional(),
  status: z.enum(alertStatuses, { error: '狀態須為 active、acknowledged 或 resolved' }).optional(),
  limit: intIn(1, 100, 20, '筆數須為 1 到 100 的整數'),
});
export const SystemAlert = z.object({
  id: z.string(),
  rule: z.string(),
  severity: OpsSeverity,
  status: z.enum(alertStatuses),
  message: z.string(),
  value: z.number(),
  threshold: z.number(),
  raised_at: z.string(),
  resolved_at: z.string().nullable(),
  acknowledged_by: z.string().nullable(),
});
export const SystemAlertListResponse = z.object({
  success: z.literal(true),
  alerts: z.array(SystemAlert),
  counts: z.object({ active: z.number(), acknowledged: z.number(), resolved: z.number() }),
});
export const OpsIdParams = z.strictObject({ id: z.uuid({ error: '編號格式錯誤' }) });

// ---------- Security centre (§2.15, §7.9) ----------

export const threatKinds = [
  'login_failed',
  'locked',
  'rate_limited',
  'forged_notify',
  'permission_denied',
  'token_refused',
] as const;
export const threatStatuses = ['active', 'mitigated', 'false_positive'] as const;
export const SecurityThreat = z.object({
  id: z.string(),
  kind: z.enum(threatKinds),
  ip: z.string(),
  severity: OpsSeverity,
  status: z.enum(threatStatuses),
  events: z.number(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  resolved_by: z.string().nullable(),
  blocked_until: z.string().nullable(),
});
export const ThreatQuery = z.strictObject({
  status: z.enum(threatStatuses, { error: '狀態須為 active、mitigated 或 false_positive' }).optional(),
  limit: intIn(1, 100, 20, '筆數須為 1 到 100 的整數'),
});
export const ThreatListResponse = z.object({
  success: z.literal(true),
  threats: z.array(SecurityThreat),
  counts: z.object({
    active: z.number(),
    mitigated: z.number(),
    false_positive: z.number(),
    events_24h: z.number(),
  }),
});
export const ThreatUpdateRequest = z.strictObject({
  status: z.enum(threatStatuses, { error: '狀態須為 active、mitigated 或 false_positive' }),
  reason: safeText().trim().min(1, '請填寫原因').max(500, '原因過長'),
});

const ipPattern = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:.]{2,45})$/;
export const BlockAddressRequest = z.strictObject({
  ip: safeText().trim().regex(ipPattern, 'IP 位址格式錯誤'),
  minutes: z
    .number({ error: '封鎖時間須為 1 到 43200 分鐘' })
    .int('封鎖時間須為 1 到 43200 分鐘')
    .min(1, '封鎖時間須為 1 到 43200 分鐘')
    .max(43_200, '封鎖時間須為 1 到 43200 分鐘'),
  reason: safeText().trim().min(1, '請填寫原因').max(500, '原因過長'),
});
export const BlockedAddress = z.object({
  ip: z.string(),
  until: z.string(),
  reason: z.string(),
  blocked_by: z.string().nullable(),
  created_at: z.string(),
});
export const BlockedListResponse = z.object({ success: z.literal(true), blocked: z.array(BlockedAddress) });
export const BlockedIpParams = z.strictObject({ ip: safeText().trim().regex(ipPattern, 'IP 位址格式錯誤') });
export const RevokeSessionsRequest = z.strictObject({
  reason: safeText().trim().min(1, '請填寫原因').max(500, '原因過長'),
});
export const RevokeSessionsResponse = z.object({ success: z.literal(true), revoked: z.number() });
export const SecurityUserIdParams = z.strictObject({ id: safeText().trim().min(1).max(64, '用戶編號過長') });

export const SecurityAuditQuery = z.strictObject({
  limit: intIn(1, 100, 10, '筆數須為 1 到 100 的整數'),
  severity: OpsSeverity.optional(),
  user_id: safeText().trim().max(64, '管理員編號過長').optional(),
  start_date: isoDate('開始日期格式錯誤').optional(),
  end_date: isoDate('結束日期格式錯誤').optional(),
});
export const SecurityAuditEntry = z.object({
  id: z.string(),
  action_type: z.string(),
  severity: OpsSeverity,
  timestamp: z.string(),
  performed_by: z.string().nullable(),
  actor_id: z.string().nullable(),
  ip_address: z.string().nullable(),
  success: z.boolean(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
});
export const SecurityAuditResponse = z.object({
  success: z.literal(true),
  entries: z.array(SecurityAuditEntry),
  /** How many of the latest entries were searched (the filters run over them). */
  searched: z.number(),
});

export const ViolationQuery = z.strictObject({
  limit: intIn(1, 100, 10, '筆數須為 1 到 100 的整數'),
  severity: OpsSeverity.optional(),
});
export const ComplianceViolation = z.object({
  check: z.string(),
  severity: OpsSeverity,
  title: z.string(),
  detail: z.string(),
  subjects: z.array(z.string()),
});
export const ViolationListResponse = z.object({
  success: z.literal(true),
  checks_run: z.array(z.object({ check: z.string(), passed: z.boolean() })),
  violations: z.array(ComplianceViolation),
});

// ---------- Runtime configuration (§2.16, §7.10) ----------

export const configEnvironments = ['production', 'staging', 'development', 'test'] as const;
export const ConfigEnvironment = z.enum(configEnvironments, {
  error: '環境須為 production、staging、development 或 test',
});
export const configDataTypes = ['integer', 'number', 'boolean', 'string', 'json'] as const;
const ConfigKey = safeText()
  .trim()
  .regex(/^[a-z][a-z0-9_.]{1,99}$/, '配置鍵格式錯誤');

export const ConfigItem = z.object({
  key: z.string(),
  category: z.string(),
  environment: z.enum(configEnvironments),
  data_type: z.enum(configDataTypes),
  description: z.string(),
  /** Null for a secret: it is never read back. */
  value: z.unknown(),
  is_secret: z.boolean(),
  /** A secret shows only whether it is set. */
  is_set: z.boolean(),
  is_default: z.boolean(),
  default_value: z.unknown(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Whether the server reads it at run time (no restart); all listed settings do. */
  applies_without_restart: z.boolean(),
  read_by: z.string(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const ConfigListQuery = z.strictObject({
  category: safeText().trim().max(64, '分類過長').optional(),
  environment: ConfigEnvironment.default('production'),
  search: safeText().trim().max(100, '搜尋字詞過長').optional(),
  page: intIn(1, 10_000, 1, '頁碼須為正整數'),
  limit: intIn(1, 100, 50, '筆數須為 1 到 100 的整數'),
});
export const ConfigListResponse = z.object({
  success: z.literal(true),
  items: z.array(ConfigItem),
  total: z.number(),
});
export const ConfigStatisticsResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  overridden: z.number(),
  secrets: z.number(),
  secrets_set: z.number(),
  changes_24h: z.number(),
  categories: z.array(z.object({ category: z.string(), total: z.number(), overridden: z.number() })),
  environments: z.array(z.object({ environment: z.string(), overridden: z.number() })),
  /** The environment this server reads its settings from. */
  active_environment: z.string(),
});
export const ConfigKeyParams = z.strictObject({ key: ConfigKey });
const Reason = safeText().trim().min(1, '請填寫變更原因').max(500, '原因過長');
export const ConfigUpdateRequest = z.strictObject({
  value: z.unknown(),
  reason: Reason.default('管理員更新'),
  environment: ConfigEnvironment.default('production'),
});
export const ConfigCreateRequest = z.strictObject({
  config: z.strictObject({
    key: ConfigKey,
    value: z.unknown(),
    environment: ConfigEnvironment.default('production'),
    reason: Reason.default('管理員更新'),
  }),
});
export const ConfigDeleteRequest = z.strictObject({
  reason: Reason.default('管理員刪除'),
  environment: ConfigEnvironment.default('production'),
});
export const ConfigItemResponse = z.object({ success: z.literal(true), item: ConfigItem });
export const ConfigBulkUpdateRequest = z.strictObject({
  updates: z
    .array(
      z.strictObject({
        key: ConfigKey,
        value: z.unknown(),
        environment: ConfigEnvironment.default('production'),
      }),
    )
    .min(1, '請至少提供一項變更')
    .max(50, '一次最多 50 項變更'),
  reason: Reason.default('批量管理員更新'),
});
export const ConfigBulkUpdateResponse = z.object({ success: z.literal(true), updated: z.number() });
export const ConfigValidateRequest = z.strictObject({ config_key: ConfigKey, value: z.unknown() });
export const ConfigValidateResponse = z.object({
  success: z.literal(true),
  is_valid: z.boolean(),
  validation_errors: z.array(z.string()),
  suggested_value: z.unknown(),
});
export const ConfigHistoryQuery = z.strictObject({
  config_key: ConfigKey.optional(),
  limit: intIn(1, 100, 20, '筆數須為 1 到 100 的整數'),
  offset: intIn(0, 1_000_000, 0, '位移須為 0 以上的整數'),
  date_from: isoDate('開始日期格式錯誤').optional(),
  date_to: isoDate('結束日期格式錯誤').optional(),
});
export const ConfigChange = z.object({
  id: z.string(),
  key: z.string(),
  environment: z.string(),
  action: z.string(),
  /** Null for a secret's change (its values are never kept). */
  old_value: z.unknown(),
  new_value: z.unknown(),
  is_secret: z.boolean(),
  reason: z.string(),
  changed_by: z.string().nullable(),
  changed_at: z.string(),
});
export const ConfigHistoryResponse = z.object({
  success: z.literal(true),
  changes: z.array(ConfigChange),
  total: z.number(),
});
export const ConfigRestoreRequest = z.strictObject({ reason: Reason.default('還原歷史設定') });
export const ConfigExportQuery = z.strictObject({
  environment: ConfigEnvironment.default('production'),
  category: safeText().trim().max(64, '分類過長').optional(),
  format: z.enum(['json', 'yaml', 'env'], { error: '格式須為 json、yaml 或 env' }).default('json'),
});
export const ConfigExportResponse = z.object({
  success: z.literal(true),
  export_data: z.string(),
  filename: z.string(),
});

// ---------- DevOps, routing, processes (§2.11, §7.7) ----------

export const OpsProcessRole = z.object({
  role: z.string(),
  beats: z.number(),
  last_processed_at: z.string(),
  seconds_since_beat: z.number(),
  status: z.enum(['healthy', 'stale']),
});
export const DevopsOverviewResponse = z.object({
  success: z.literal(true),
  version: z.string(),
  node_version: z.string(),
  started_at: z.string(),
  uptime_seconds: z.number(),
  pid: z.number(),
  roles_here: z.array(z.string()),
  roles: z.array(OpsProcessRole),
  health_score: z.number(),
  active_alerts: z.number(),
});
export const DeploymentQuery = z.strictObject({
  limit: intIn(1, 100, 20, '筆數須為 1 到 100 的整數'),
  status: z.enum(['running'], { error: '狀態須為 running' }).optional(),
});
export const DeploymentListResponse = z.object({
  success: z.literal(true),
  deployments: z.array(
    z.object({
      version: z.string(),
      started_at: z.string(),
      status: z.literal('running'),
      roles: z.array(z.string()),
      pid: z.number(),
    }),
  ),
});
export const RouteTableResponse = z.object({
  success: z.literal(true),
  window_seconds: z.number(),
  routes: z.array(
    z.object({
      method: z.string(),
      route: z.string(),
      requests: z.number(),
      errors: z.number(),
      avg_ms: z.number().nullable(),
      requests_per_minute: z.number(),
      limit_per_window: z.number().nullable(),
      limit_overridden: z.boolean(),
    }),
  ),
});

// ---------- Analytics dashboard (§2.11, §7.3): the site's measured traffic ----------

export const AnalyticsDashboardResponse = z.object({
  success: z.literal(true),
  window_hours: z.number(),
  /** Requests and server errors over the stored samples (rate × minutes between samples). */
  requests_24h: z.number(),
  server_errors_24h: z.number(),
  avg_response_ms: z.number().nullable(),
  series: z.array(
    z.object({
      taken_at: z.string(),
      requests_per_minute: z.number(),
      errors_per_minute: z.number(),
      avg_response_ms: z.number(),
    }),
  ),
  top_routes: z.array(
    z.object({ method: z.string(), route: z.string(), requests: z.number(), errors: z.number() }),
  ),
  routes_since: z.string(),
});
