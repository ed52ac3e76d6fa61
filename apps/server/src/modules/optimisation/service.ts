import { createHash, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classificationReport,
  detectAnomalies,
  forecastCrossing,
  type CallClass,
  type SeriesPoint,
} from '@alphadesk/core';
import { analystIds } from '@alphadesk/core';
import type {
  OptimisationAnomaly,
  OptimisationChange,
  OptimisationManualRequest,
  OptimisationModel,
  OptimisationPlan,
  OptimisationPrediction,
  OptimisationRecommendation,
  configEnvironments,
  optimisationMetrics,
} from '@alphadesk/contracts';
import {
  metricSamples,
  optimisationChanges,
  queueDepthSamples,
  securityEvents,
  type Db,
} from '@alphadesk/db';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appError } from '../../platform/errors.ts';
import type { AuditActor, AuditModule } from '../audit/index.ts';
import type { AnalysisModule } from '../analysis/index.ts';
import type { OperationsModule } from '../operations/index.ts';

type Environment = (typeof configEnvironments)[number];
type Metric = (typeof optimisationMetrics)[number];
type Recommendation = z.infer<typeof OptimisationRecommendation>;
type Change = z.infer<typeof OptimisationChange>;
type Plan = z.infer<typeof OptimisationPlan>;

export interface OptimisationDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  settings: Pick<
    OperationsModule['settings'],
    'read' | 'set' | 'restore' | 'history' | 'validate' | 'statistics'
  >;
  monitor: Pick<OperationsModule['monitor'], 'healthScore'>;
  queueStats: OperationsModule['ports']['queueStats'];
  scoredCalls: AnalysisModule['scoredCalls'];
  environment: Environment;
  roles: readonly string[];
  log: { warn(object: unknown, message: string): void };
  now: () => Date;
}

/** The runtime settings an optimisation may change (each applies without a restart). */
export const allowedSettings = [
  'http.rate_limits',
  'settings.cache_seconds',
  'monitor.sample_interval_seconds',
];

/** Spec §9 auto-optimisation defaults. */
export const autoOptimisation = {
  apply_threshold: 80,
  max_changes_per_day: 5,
  monitoring_hours: 24,
  approval_required_for_high_risk: true,
  auto_rollback: true,
};

/** A route refused this many times (429) in 24 h earns a recommendation to raise its limit. */
export const rateLimitRefusalsForRecommendation = 20;
/** Forecasts need this many samples; anomalies need 8 (core's default). */
export const forecastMinSamples = 6;
/** Queued jobs at which the queue is considered backed up (the spec gives no queue threshold). */
export const queueDepthThreshold = 1000;
/** A buy or sell call's market move within ±5 % counts as "hold" (the track record's hold band). */
export const holdBand = 0.05;

const columns: Record<Metric, AnyPgColumn> = {
  cpu_percent: metricSamples.cpuPercent,
  memory_percent: metricSamples.memoryPercent,
  disk_percent: metricSamples.diskPercent,
  event_loop_lag_ms: metricSamples.eventLoopLagMs,
  requests_per_minute: metricSamples.requestsPerMinute,
  errors_per_minute: metricSamples.errorsPerMinute,
  avg_response_ms: metricSamples.avgResponseMs,
};

/** The component a metric describes. */
const componentOf: Record<Metric | 'queue_depth', string[]> = {
  cpu_percent: ['api'],
  memory_percent: ['api'],
  disk_percent: ['database'],
  event_loop_lag_ms: ['api', 'ws'],
  requests_per_minute: ['api'],
  errors_per_minute: ['api', 'database'],
  avg_response_ms: ['api', 'database'],
  queue_depth: ['queue'],
};
const labelOf: Record<Metric | 'queue_depth', string> = {
  cpu_percent: 'CPU 使用率',
  memory_percent: '記憶體使用率',
  disk_percent: '磁碟使用率',
  event_loop_lag_ms: '事件迴圈延遲',
  requests_per_minute: '每分鐘請求數',
  errors_per_minute: '每分鐘伺服器錯誤',
  avg_response_ms: '平均回應時間',
  queue_depth: '佇列等待工作數',
};
const actionsOf: Record<Metric | 'queue_depth', string[]> = {
  cpu_percent: ['檢查同時段的請求量與背景工作', '確認是否需要增加執行個體', '查看慢速路由'],
  memory_percent: ['檢查記憶體是否持續上升（洩漏）', '重新啟動程序前先保存堆積快照', '調整快取大小'],
  disk_percent: ['清理過期的備份與日誌', '檢查資料表大小', '規劃擴充磁碟'],
  event_loop_lag_ms: ['找出同步的大量計算', '將計算移到工作執行緒', '檢查垃圾回收'],
  requests_per_minute: ['確認流量來源是否正常', '檢查安全中心的威脅', '必要時調整速率限制'],
  errors_per_minute: ['查看最近的伺服器錯誤', '檢查資料庫與外部服務狀態', '必要時回復最近的變更'],
  avg_response_ms: ['查看慢速路由與資料庫查詢', '檢查資料庫連線池', '確認快取命中率'],
  queue_depth: ['確認背景工作程序正在運作', '檢查失敗的工作', '增加工作程序'],
};
/** Whether a lower value is better (everything but throughput). */
const lowerIsBetter = (metric: string) => metric !== 'requests_per_minute';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;
const finite = (value: number) => (Number.isFinite(value) ? value : value > 0 ? 1e9 : -1e9);
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

const systemActor: AuditActor = { id: null, name: 'AI 優化（自動回復）', ip: null, userAgent: null };

export function createOptimisationService(deps: OptimisationDeps) {
  const { db, settings, now } = deps;
  let timer: NodeJS.Timeout | null = null;

  async function samplesSince(since: Date) {
    return db
      .select()
      .from(metricSamples)
      .where(gte(metricSamples.takenAt, since))
      .orderBy(metricSamples.takenAt)
      .limit(24 * 360 + 1);
  }

  function seriesOf(
    rows: (typeof metricSamples.$inferSelect)[],
    metric: Metric,
  ): (SeriesPoint & { id: number })[] {
    const key = {
      cpu_percent: 'cpuPercent',
      memory_percent: 'memoryPercent',
      disk_percent: 'diskPercent',
      event_loop_lag_ms: 'eventLoopLagMs',
      requests_per_minute: 'requestsPerMinute',
      errors_per_minute: 'errorsPerMinute',
      avg_response_ms: 'avgResponseMs',
    }[metric] as keyof typeof metricSamples.$inferSelect;
    return rows
      .filter((row) => typeof row[key] === 'number')
      .map((row) => ({ id: row.id, at: row.takenAt, value: row[key] as number }));
  }

  async function queueSeries(since: Date) {
    const rows = await db
      .select()
      .from(queueDepthSamples)
      .where(gte(queueDepthSamples.takenAt, since))
      .orderBy(queueDepthSamples.takenAt);
    return rows.map((row) => ({ id: row.id, at: row.takenAt, value: row.queued }));
  }

  /** Robust z-score anomalies of every stored series over the last `hours`. */
  async function anomalies(hours: number, threshold: number): Promise<z.infer<typeof OptimisationAnomaly>[]> {
    const since = new Date(now().getTime() - hours * 3_600_000);
    const rows = await samplesSince(since);
    const series: [Metric | 'queue_depth', (SeriesPoint & { id: number })[]][] = [
      ...(Object.keys(columns) as Metric[]).map((metric): [Metric, (SeriesPoint & { id: number })[]] => [
        metric,
        seriesOf(rows, metric),
      ]),
      ['queue_depth', await queueSeries(since)],
    ];
    const out: z.infer<typeof OptimisationAnomaly>[] = [];
    for (const [metric, points] of series) {
      for (const found of detectAnomalies(points, threshold)) {
        const sample = points[found.index]!;
        const size = Math.abs(found.score);
        out.push({
          id: `${metric}-${sample.id}`,
          type: found.direction === 'above' ? 'spike' : 'drop',
          metric,
          severity: size > threshold * 2 ? 'critical' : size > threshold * 1.5 ? 'high' : 'medium',
          description: `${labelOf[metric]} ${round(found.value, 2)} ${found.direction === 'above' ? '高於' : '低於'}中位數 ${round(found.median, 2)}（MAD ${round(found.mad, 2)}，穩健 z 分數 ${Number.isFinite(found.score) ? round(found.score, 2) : '∞'}）`,
          detected_at: found.at.toISOString(),
          affected_components: componentOf[metric],
          value: found.value,
          median: found.median,
          mad: found.mad,
          z_score: finite(round(found.score, 4)),
          suggested_actions: actionsOf[metric],
        });
      }
    }
    return out.sort((a, b) => Math.abs(b.z_score) - Math.abs(a.z_score));
  }

  /** Mean of a metric over (from, to]. */
  async function metricMean(metric: Metric, from: Date, to: Date) {
    const column = columns[metric];
    const [row] = await db
      .select({ value: sql<number | null>`avg(${column})`, n: count(column) })
      .from(metricSamples)
      .where(and(gt(metricSamples.takenAt, from), lte(metricSamples.takenAt, to)));
    const value = row?.value;
    return { value: value === null || value === undefined ? null : Number(value), n: Number(row?.n ?? 0) };
  }

  async function monitoringChanges() {
    return db.select().from(optimisationChanges).where(eq(optimisationChanges.status, 'monitoring'));
  }

  /** Recommendations measured from the stored data; `declared` are the routes' declared limits. */
  async function recommendations(declared: ReadonlyMap<string, number>): Promise<Recommendation[]> {
    const out: Recommendation[] = [];
    const at = now();
    const dayAgo = new Date(at.getTime() - 86_400_000);
    const monitoring = new Set((await monitoringChanges()).map((change) => change.recommendationId));
    const status = (id: string) => (monitoring.has(id) ? ('applied' as const) : ('pending' as const));

    // 1. Routes refusing many requests (429) under their current limit.
    const refused = await db
      .select({ method: securityEvents.method, route: securityEvents.route, n: count() })
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'rate_limited'), gte(securityEvents.occurredAt, dayAgo)))
      .groupBy(securityEvents.method, securityEvents.route);
    const overrides = settings.read<Record<string, number>>('http.rate_limits') ?? {};
    for (const row of refused) {
      const refusals = Number(row.n);
      if (refusals < rateLimitRefusalsForRecommendation) continue;
      const route = `${row.method} ${row.route}`;
      const current = overrides[route] ?? declared.get(route);
      if (current === undefined || current >= 100_000) continue;
      const proposed = Math.min(100_000, Math.ceil(current * 1.5));
      const id = `rate_limit-${hash(route)}`;
      out.push({
        id,
        title: `提高 ${route} 的速率限制`,
        category: 'performance',
        priority: refusals >= 100 ? 'high' : 'medium',
        confidence_level: Math.min(95, 50 + Math.floor(refusals / 2)),
        description: `過去 24 小時此路由拒絕了 ${refusals} 個請求（429）；將上限由 ${current} 提高到 ${proposed}。`,
        evidence: `security_events rate_limited ${route}: ${refusals} / 24h`,
        setting_key: 'http.rate_limits',
        old_value: { ...overrides },
        new_value: { ...overrides, [route]: proposed },
        watch_metric: 'avg_response_ms',
        tolerance_percent: 20,
        window_minutes: 60,
        impact_score: Math.min(100, 40 + Math.floor(refusals / 5)),
        complexity: 'low',
        risk_level: 'low',
        status: status(id),
        implementation_steps: [
          { description: '試運行：檢視設定、舊值與新值', risk_level: 'low' },
          { description: `套用：${route} 上限 ${current} → ${proposed}`, risk_level: 'low' },
          { description: '觀察平均回應時間 60 分鐘，退步超過 20% 自動回復', risk_level: 'low' },
        ],
        expected_outcomes: ['被拒絕的正常請求減少', '平均回應時間維持在容許範圍內'],
      });
    }

    // 2. A long settings cache delays changes reaching the other processes.
    const cacheSeconds = settings.read<number>('settings.cache_seconds');
    const changes24h = (await settings.statistics()).changes_24h;
    if (cacheSeconds > 5 && changes24h > 0) {
      const id = `cache_ttl-${hash('settings.cache_seconds')}`;
      out.push({
        id,
        title: '縮短設定快取時間',
        category: 'configuration',
        priority: 'low',
        confidence_level: 70,
        description: `設定快取為 ${cacheSeconds} 秒，過去 24 小時有 ${changes24h} 次設定變更；縮短為 5 秒讓其他程序更快套用。`,
        evidence: `settings.cache_seconds=${cacheSeconds}, changes_24h=${changes24h}`,
        setting_key: 'settings.cache_seconds',
        old_value: cacheSeconds,
        new_value: 5,
        watch_metric: 'avg_response_ms',
        tolerance_percent: 10,
        window_minutes: 60,
        impact_score: 30,
        complexity: 'low',
        risk_level: 'low',
        status: status(id),
        implementation_steps: [
          { description: '試運行：檢視設定、舊值與新值', risk_level: 'low' },
          { description: `套用：settings.cache_seconds ${cacheSeconds} → 5`, risk_level: 'low' },
          { description: '觀察平均回應時間 60 分鐘，退步超過 10% 自動回復', risk_level: 'low' },
        ],
        expected_outcomes: ['設定變更更快生效'],
      });
    }

    // 3. Anomalies seen while sampling slowly: sample more often to see them sooner.
    const interval = settings.read<number>('monitor.sample_interval_seconds');
    const found = await anomalies(24, 3.5);
    if (interval > 30 && found.length > 0) {
      const id = `sample_interval-${hash('monitor.sample_interval_seconds')}`;
      out.push({
        id,
        title: '縮短指標取樣間隔',
        category: 'monitoring',
        priority: found.some((anomaly) => anomaly.severity === 'critical') ? 'high' : 'medium',
        confidence_level: 60,
        description: `過去 24 小時偵測到 ${found.length} 個異常，取樣間隔 ${interval} 秒；縮短為 30 秒以更早發現。`,
        evidence: `anomalies_24h=${found.length}, monitor.sample_interval_seconds=${interval}`,
        setting_key: 'monitor.sample_interval_seconds',
        old_value: interval,
        new_value: 30,
        watch_metric: 'cpu_percent',
        tolerance_percent: 10,
        window_minutes: 60,
        impact_score: 35,
        complexity: 'low',
        risk_level: 'low',
        status: status(id),
        implementation_steps: [
          { description: '試運行：檢視設定、舊值與新值', risk_level: 'low' },
          { description: `套用：取樣間隔 ${interval} → 30 秒`, risk_level: 'low' },
          { description: '觀察 CPU 使用率 60 分鐘，退步超過 10% 自動回復', risk_level: 'low' },
        ],
        expected_outcomes: ['異常更早被偵測'],
      });
    }
    return out.sort((a, b) => b.impact_score - a.impact_score);
  }

  function presentChange(row: typeof optimisationChanges.$inferSelect): Change {
    const improvement =
      row.valueBefore === null || row.valueAfter === null || row.valueBefore === 0
        ? null
        : round(
            ((lowerIsBetter(row.watchMetric)
              ? row.valueBefore - row.valueAfter
              : row.valueAfter - row.valueBefore) /
              Math.abs(row.valueBefore)) *
              100,
            2,
          );
    return {
      id: row.id,
      type: row.recommendationId.startsWith('manual') ? 'manual' : 'recommendation',
      title: row.title,
      status: row.status as Change['status'],
      initiated_by: row.initiatedBy,
      started_at: row.startedAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      duration_ms: row.completedAt ? row.completedAt.getTime() - row.startedAt.getTime() : null,
      setting_key: row.settingKey,
      old_value: row.oldValue ?? null,
      new_value: row.newValue ?? null,
      watch_metric: row.watchMetric,
      tolerance_percent: row.tolerancePercent,
      window_minutes: row.windowMinutes,
      value_before: row.valueBefore,
      value_after: row.valueAfter,
      samples_before: row.samplesBefore,
      samples_after: row.samplesAfter,
      improvement_percentage: improvement,
      rollback_available: row.status === 'monitoring' || row.status === 'kept' || row.status === 'regressed',
    };
  }

  /** The ids of a key's newest configuration history rows. */
  async function configChangeIds(key: string) {
    const { changes } = await settings.history({ config_key: key, limit: 100, offset: 0 });
    return changes.map((change) => change.id);
  }

  /**
   * Runs a settings write and answers the history row it added: the newest id that was not there
   * before (rows written in the same millisecond would otherwise be ordered by their random ids).
   */
  async function writeAndFind(key: string, write: () => Promise<unknown>) {
    const before = new Set(await configChangeIds(key));
    await write();
    return (await configChangeIds(key)).find((id) => !before.has(id)) ?? null;
  }

  /** Dry run: the plan only. Real: the change, through the configuration module, then watched. */
  async function apply(
    input: {
      recommendationId: string;
      title: string;
      settingKey: string;
      newValue: unknown;
      watchMetric: Metric;
      tolerancePercent: number;
      windowMinutes: number;
      autoRollback: boolean;
      dryRun: boolean;
      reason: string;
    },
    actor: AuditActor,
  ): Promise<{ plan: Plan; change: Change | null }> {
    if (!allowedSettings.includes(input.settingKey)) throw appError('OPTIMISATION_SETTING_NOT_ALLOWED');
    if (!settings.validate(input.settingKey, input.newValue).valid)
      throw appError('OPTIMISATION_INVALID_VALUE');
    const plan: Plan = {
      setting_key: input.settingKey,
      environment: deps.environment,
      old_value: settings.read(input.settingKey) ?? null,
      new_value: input.newValue,
      watch_metric: input.watchMetric,
      tolerance_percent: input.tolerancePercent,
      window_minutes: input.windowMinutes,
      auto_rollback: input.autoRollback,
    };
    if (input.dryRun) {
      // Nothing changes; the log still says who looked at which change.
      await deps.audit.record({
        action: 'optimisation.dry_run',
        actor,
        target: { type: 'optimisation', id: input.recommendationId },
        details: { setting: input.settingKey, old_value: plan.old_value, new_value: input.newValue },
      });
      return { plan, change: null };
    }

    const at = now();
    const [today] = await db
      .select({ n: count() })
      .from(optimisationChanges)
      .where(gte(optimisationChanges.startedAt, new Date(at.getTime() - 86_400_000)));
    if (Number(today?.n ?? 0) >= autoOptimisation.max_changes_per_day)
      throw appError('OPTIMISATION_DAILY_LIMIT');

    const before = await metricMean(
      input.watchMetric,
      new Date(at.getTime() - input.windowMinutes * 60_000),
      at,
    );
    const configChangeId = await writeAndFind(input.settingKey, () =>
      settings.set(
        { key: input.settingKey, environment: deps.environment, value: input.newValue, reason: input.reason },
        actor,
      ),
    );
    const id = randomUUID();
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(optimisationChanges)
        .values({
          id,
          recommendationId: input.recommendationId,
          title: input.title,
          settingKey: input.settingKey,
          environment: deps.environment,
          oldValue: plan.old_value,
          newValue: input.newValue,
          configChangeId,
          watchMetric: input.watchMetric,
          tolerancePercent: input.tolerancePercent,
          windowMinutes: input.windowMinutes,
          autoRollback: input.autoRollback ? 1 : 0,
          valueBefore: before.value,
          samplesBefore: before.n,
          status: 'monitoring',
          initiatedBy: actor.name ?? 'system',
          startedAt: at,
        })
        .returning();
      await deps.audit.record(
        {
          action: 'optimisation.applied',
          actor,
          target: { type: 'optimisation', id },
          before: plan.old_value,
          after: input.newValue,
          details: {
            setting: input.settingKey,
            recommendation: input.recommendationId,
            watch_metric: input.watchMetric,
            value_before: before.value,
            tolerance_percent: input.tolerancePercent,
            window_minutes: input.windowMinutes,
          },
        },
        tx,
      );
      return inserted;
    });
    return { plan, change: presentChange(row!) };
  }

  /**
   * Compares a change's watched metric over the window after it with the window before; rolls it
   * back through the configuration module's restore when it regressed beyond the tolerance.
   */
  async function evaluate(row: typeof optimisationChanges.$inferSelect, actor: AuditActor): Promise<Change> {
    const at = now();
    const end = new Date(Math.min(at.getTime(), row.startedAt.getTime() + row.windowMinutes * 60_000));
    const after = await metricMean(row.watchMetric as Metric, row.startedAt, end);
    const tolerance = row.tolerancePercent / 100;
    const regressed =
      row.valueBefore !== null &&
      after.value !== null &&
      (lowerIsBetter(row.watchMetric)
        ? after.value > row.valueBefore * (1 + tolerance)
        : after.value < row.valueBefore * (1 - tolerance));
    let status: Change['status'] = regressed ? 'regressed' : 'kept';
    let rollbackChangeId: string | null = null;
    const restorable = row.configChangeId;
    // Someone changed the setting since: their value stands, the regression is only reported.
    const unchanged = isDeepStrictEqual(settings.read(row.settingKey), row.newValue);
    if (regressed && row.autoRollback === 1 && restorable && unchanged) {
      rollbackChangeId = await writeAndFind(row.settingKey, () =>
        settings.restore(
          restorable,
          `AI 優化自動回復：${row.watchMetric} 由 ${round(row.valueBefore!, 2)} 變為 ${round(after.value!, 2)}，超過容許 ${row.tolerancePercent}%`,
          actor,
        ),
      );
      status = 'rolled_back';
    }
    const [updated] = await db.transaction(async (tx) => {
      const result = await tx
        .update(optimisationChanges)
        .set({
          status,
          valueAfter: after.value,
          samplesAfter: after.n,
          completedAt: at,
          rollbackChangeId,
        })
        .where(and(eq(optimisationChanges.id, row.id), eq(optimisationChanges.status, 'monitoring')))
        .returning();
      await deps.audit.record(
        {
          action: status === 'rolled_back' ? 'optimisation.rolled_back' : 'optimisation.evaluated',
          actor,
          target: { type: 'optimisation', id: row.id },
          details: {
            setting: row.settingKey,
            watch_metric: row.watchMetric,
            value_before: row.valueBefore,
            value_after: after.value,
            samples_after: after.n,
            tolerance_percent: row.tolerancePercent,
            status,
          },
        },
        tx,
      );
      return result;
    });
    if (!updated) throw appError('OPTIMISATION_ALREADY_SETTLED');
    return presentChange(updated);
  }

  /** Evaluates every watched change whose window has passed (the periodic check; also tests). */
  async function evaluateDue(): Promise<Change[]> {
    const at = now().getTime();
    const due = (await monitoringChanges()).filter(
      (row) => row.startedAt.getTime() + row.windowMinutes * 60_000 <= at,
    );
    const out: Change[] = [];
    for (const row of due) out.push(await evaluate(row, systemActor));
    return out;
  }

  async function sampleQueue() {
    const queued = (await deps.queueStats()).reduce((sum, queue) => sum + queue.queued, 0);
    const at = now();
    await db.insert(queueDepthSamples).values({ takenAt: at, queued });
    await db
      .delete(queueDepthSamples)
      .where(lte(queueDepthSamples.takenAt, new Date(at.getTime() - 86_400_000)));
  }

  return {
    allowedSettings,
    anomalies,
    recommendations,
    evaluateDue,
    sampleQueue,

    async dashboard(hours: number, threshold: number, declared: ReadonlyMap<string, number>) {
      const rows = await samplesSince(new Date(now().getTime() - hours * 3_600_000));
      const latest = rows.at(-1);
      const found = await anomalies(hours, threshold);
      const recs = await recommendations(declared);
      const forecasts = await this.predictions();
      const health = await deps.monitor.healthScore();
      const requests = rows.reduce((sum, row) => sum + row.requests, 0);
      const errors = rows.reduce((sum, row) => sum + row.serverErrors, 0);
      return {
        system_health: {
          overall_score: health.score,
          cpu_utilization: latest ? round(latest.cpuPercent / 100) : null,
          memory_usage: latest ? round(latest.memoryPercent / 100) : null,
          disk_usage: latest?.diskPercent != null ? round(latest.diskPercent / 100) : null,
          error_rate: requests > 0 ? round(errors / requests) : null,
          response_time_avg: rows.length ? round(mean(rows.map((row) => row.avgResponseMs))!, 1) : null,
          samples: rows.length,
        },
        counts: {
          optimization_opportunities: recs.length,
          anomaly_alerts: found.length,
          predictive_alerts: forecasts.filter((p) => p.status === 'rising' || p.status === 'already_crossed')
            .length,
          pending_recommendations: recs.filter((rec) => rec.status === 'pending').length,
        },
        anomalies: found.slice(0, 6),
        threshold,
        auto_optimization: { ...autoOptimisation, allowed_settings: [...allowedSettings] },
      };
    },

    async applyRecommendation(
      id: string,
      options: { dry_run: boolean; auto_rollback_on_failure: boolean },
      confirmation: boolean,
      declared: ReadonlyMap<string, number>,
      actor: AuditActor,
    ) {
      const recommendation = (await recommendations(declared)).find((rec) => rec.id === id);
      if (!recommendation || recommendation.status !== 'pending')
        throw appError('OPTIMISATION_RECOMMENDATION_NOT_FOUND');
      if (!options.dry_run && !confirmation) throw appError('OPTIMISATION_CONFIRMATION_REQUIRED');
      return apply(
        {
          recommendationId: id,
          title: recommendation.title,
          settingKey: recommendation.setting_key,
          newValue: recommendation.new_value,
          watchMetric: recommendation.watch_metric as Metric,
          tolerancePercent: recommendation.tolerance_percent,
          windowMinutes: recommendation.window_minutes,
          autoRollback: options.auto_rollback_on_failure,
          dryRun: options.dry_run,
          reason: `AI 優化：${recommendation.title}`,
        },
        actor,
      );
    },

    async applyManual(input: z.output<typeof OptimisationManualRequest>, actor: AuditActor) {
      if (!allowedSettings.includes(input.setting_key)) throw appError('OPTIMISATION_SETTING_NOT_ALLOWED');
      let value = input.value;
      if (input.setting_key === 'http.rate_limits') {
        // One route's limit changes; the other overrides stay as they are.
        if (!input.route || typeof value !== 'number') throw appError('OPTIMISATION_INVALID_VALUE');
        value = {
          ...(settings.read<Record<string, number>>('http.rate_limits') ?? {}),
          [input.route]: value,
        };
      }
      return apply(
        {
          recommendationId: `manual-${randomUUID()}`,
          title: `手動優化：${input.setting_key}${input.route ? ` ${input.route}` : ''}`,
          settingKey: input.setting_key,
          newValue: value,
          watchMetric: input.watch_metric,
          tolerancePercent: input.tolerance_percent,
          windowMinutes: input.window_minutes,
          autoRollback: input.auto_rollback_on_failure,
          dryRun: input.dry_run,
          reason: input.reason,
        },
        actor,
      );
    },

    async evaluateNow(id: string, actor: AuditActor) {
      const [row] = await db
        .select()
        .from(optimisationChanges)
        .where(eq(optimisationChanges.id, id))
        .limit(1);
      if (!row) throw appError('OPTIMISATION_CHANGE_NOT_FOUND');
      if (row.status !== 'monitoring') throw appError('OPTIMISATION_ALREADY_SETTLED');
      return evaluate(row, actor);
    },

    async history(query: { status?: string | undefined; limit: number; offset: number }) {
      const where = query.status ? eq(optimisationChanges.status, query.status) : undefined;
      const rows = await db
        .select()
        .from(optimisationChanges)
        .where(where)
        .orderBy(desc(optimisationChanges.startedAt), desc(optimisationChanges.id))
        .limit(query.limit)
        .offset(query.offset);
      const all = await db.select().from(optimisationChanges);
      const settled = all.filter((row) => row.status !== 'monitoring').map(presentChange);
      const improvements = settled
        .map((change) => change.improvement_percentage)
        .filter((value): value is number => value !== null);
      return {
        changes: rows.map(presentChange),
        total: query.status ? all.filter((row) => row.status === query.status).length : all.length,
        summary: {
          total_optimizations: all.length,
          success_rate: settled.length
            ? round(settled.filter((c) => c.status === 'kept').length / settled.length)
            : null,
          average_improvement: improvements.length ? round(mean(improvements)!, 2) : null,
        },
      };
    },

    /** Memory, disk and queue depth: when each crosses its threshold at the fitted rate. */
    async predictions(): Promise<z.infer<typeof OptimisationPrediction>[]> {
      const at = now();
      const since = new Date(at.getTime() - 86_400_000);
      const rows = await samplesSince(since);
      const targets = [
        {
          resource: 'memory' as const,
          title: '記憶體使用率達嚴重門檻',
          threshold: settings.read<number>('monitor.memory_critical'),
          unit: '%',
          series: seriesOf(rows, 'memory_percent'),
        },
        {
          resource: 'disk' as const,
          title: '磁碟使用率達嚴重門檻',
          threshold: settings.read<number>('monitor.disk_critical'),
          unit: '%',
          series: seriesOf(rows, 'disk_percent'),
        },
        {
          resource: 'queue_depth' as const,
          title: '佇列等待工作數達上限',
          threshold: queueDepthThreshold,
          unit: 'jobs',
          series: await queueSeries(since),
        },
      ];
      return targets.map((target) => {
        const forecast = forecastCrossing(target.series, target.threshold, at, forecastMinSamples);
        const base = {
          resource: target.resource,
          title: target.title,
          threshold: target.threshold,
          unit: target.unit,
          status: forecast.status,
          samples: target.series.length,
          min_samples: forecastMinSamples,
        };
        if (forecast.status === 'not_enough_samples') {
          return {
            ...base,
            description: `樣本不足：需要至少 ${forecastMinSamples} 筆，目前 ${target.series.length} 筆`,
            current: null,
            slope_per_hour: null,
            r2: null,
            time_to_event_hours: null,
            crosses_at: null,
          };
        }
        const fit = {
          current: round(forecast.current, 2),
          slope_per_hour: round(forecast.fit.slope * 3_600_000, 4),
          r2: round(forecast.fit.r2, 4),
        };
        if (forecast.status === 'rising') {
          const hours = round(forecast.msToCross / 3_600_000, 2);
          return {
            ...base,
            ...fit,
            description: `以目前每小時 ${fit.slope_per_hour}${target.unit} 的速度，約 ${hours} 小時後達到 ${target.threshold}${target.unit}`,
            time_to_event_hours: hours,
            crosses_at: forecast.crossesAt.toISOString(),
          };
        }
        return {
          ...base,
          ...fit,
          description:
            forecast.status === 'not_rising'
              ? `未上升（每小時 ${fit.slope_per_hour}${target.unit}）`
              : `已超過門檻 ${target.threshold}${target.unit}`,
          time_to_event_hours: forecast.status === 'already_crossed' ? 0 : null,
          crosses_at: null,
        };
      });
    },

    /** The analysts' calls against what the market did next, from the latest backtest. */
    async models(): Promise<{
      models: z.infer<typeof OptimisationModel>[];
      average_accuracy: number | null;
    }> {
      const scored = await deps.scoredCalls();
      const calls = scored?.calls ?? [];
      const ids = [...analystIds, ...(calls.some((call) => call.analystId === 'team') ? ['team'] : [])];
      const models = ids.map((id) => {
        const pairs = calls
          .filter((call) => call.analystId === id)
          .map((call) => ({ predicted: call.signal as CallClass, actual: actualOf(call) }));
        const report = classificationReport(pairs);
        const r = (value: number | null) => (value === null ? null : round(value));
        return {
          model_name: id,
          model_type: 'classification' as const,
          calls: report.total,
          accuracy: r(report.accuracy),
          precision: r(report.macro.precision),
          recall: r(report.macro.recall),
          f1_score: r(report.macro.f1),
          per_class: Object.fromEntries(
            (['buy', 'hold', 'sell'] as const).map((c) => [
              c,
              {
                precision: r(report.perClass[c].precision),
                recall: r(report.perClass[c].recall),
                f1: r(report.perClass[c].f1),
                support: report.perClass[c].support,
              },
            ]),
          ) as z.infer<typeof OptimisationModel>['per_class'],
          confusion_matrix: report.matrix,
          unknown_actual: report.unknown.buy + report.unknown.hold + report.unknown.sell,
          from: scored?.from ?? null,
          to: scored?.to ?? null,
        };
      });
      const accuracies = models.map((m) => m.accuracy).filter((a): a is number => a !== null);
      return { models, average_accuracy: accuracies.length ? round(mean(accuracies)!) : null };
    },

    start() {
      if (timer || !deps.roles.includes('api')) return;
      const tick = () => {
        void Promise.all([sampleQueue(), evaluateDue()])
          .catch((error: unknown) => deps.log.warn({ err: error }, 'optimisation tick failed'))
          .finally(() => {
            if (timer) schedule();
          });
      };
      const schedule = () => {
        timer = setTimeout(tick, settings.read<number>('monitor.sample_interval_seconds') * 1000);
        timer.unref();
      };
      schedule();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
export type OptimisationService = ReturnType<typeof createOptimisationService>;

/**
 * What the market did after a scored call: the move m is the net return of a buy and minus that of
 * a sell; m above +5 % is "buy", below −5 % "sell", else "hold". A hold call scored right stayed in
 * the band ("hold"); one scored wrong left it in an unrecorded direction (unknown).
 */
export function actualOf(call: {
  signal: string;
  outcome: string;
  actualReturn: number | null;
}): CallClass | null {
  if (call.signal === 'hold') return call.outcome === 'profit' ? 'hold' : null;
  if (call.actualReturn === null) return null;
  const move = call.signal === 'buy' ? call.actualReturn : -call.actualReturn;
  return move > holdBand ? 'buy' : move < -holdBand ? 'sell' : 'hold';
}
