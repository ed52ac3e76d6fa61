import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ErrorReportRequest,
  OpsServiceProbe,
  SystemAlert,
  SystemAlertQuery,
} from '@alphadesk/contracts';
import { errorReports, metricSamples, systemAlerts, type Db } from '@alphadesk/db';
import { appError } from '../../../platform/errors.ts';
import type { Metrics } from '../../../platform/metrics.ts';
import type { AuditActor, AuditModule } from '../../audit/index.ts';
import type { OperationsPorts } from '../ports.ts';
import type { SettingsStore } from '../settings/store.ts';
import { createSampler, type Sample } from './sampler.ts';

type Probe = z.infer<typeof OpsServiceProbe>;
type Alert = z.infer<typeof SystemAlert>;
type Level = 'medium' | 'high' | 'critical';

export interface MonitorDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  metrics: Metrics;
  settings: SettingsStore;
  ports: OperationsPorts;
  dataDir: string;
  startedAt: number;
  now: () => Date;
}

const day = 86_400_000;

/** The spec's health score bands (§9): 95 / 80 / 60. */
export const scoreBand = (score: number): 'excellent' | 'good' | 'fair' | 'poor' =>
  score >= 95 ? 'excellent' : score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';

export function createMonitor(deps: MonitorDeps) {
  const { db, settings, now } = deps;
  const storedSampler = createSampler(deps.metrics, deps.dataDir, deps.startedAt);
  const liveSampler = createSampler(deps.metrics, deps.dataDir, deps.startedAt);
  let timer: NodeJS.Timeout | null = null;

  const thresholds = () => ({
    cpu: {
      warning: settings.read<number>('monitor.cpu_warning'),
      critical: settings.read<number>('monitor.cpu_critical'),
    },
    memory: {
      warning: settings.read<number>('monitor.memory_warning'),
      critical: settings.read<number>('monitor.memory_critical'),
    },
    disk: {
      warning: settings.read<number>('monitor.disk_warning'),
      critical: settings.read<number>('monitor.disk_critical'),
    },
  });

  /** The alert rules on one sample: which fire, at what severity, against which threshold. */
  function evaluate(sample: Sample) {
    const limits = thresholds();
    const lag = settings.read<number>('monitor.event_loop_lag_warning_ms');
    const rules: { rule: string; value: number | null; warning: number; critical: number; label: string }[] =
      [
        { rule: 'cpu', value: sample.cpuPercent, ...limits.cpu, label: 'CPU 使用率' },
        { rule: 'memory', value: sample.memoryPercent, ...limits.memory, label: '記憶體使用率' },
        { rule: 'disk', value: sample.diskPercent, ...limits.disk, label: '磁碟使用率' },
        {
          rule: 'event_loop_lag',
          value: sample.eventLoopLagMs,
          warning: lag,
          critical: lag * 5,
          label: '事件迴圈延遲',
        },
        {
          rule: 'server_errors',
          value: sample.errorsPerMinute,
          warning: 1,
          critical: 10,
          label: '每分鐘伺服器錯誤',
        },
      ];
    return rules.map((rule) => {
      const level: Level | null =
        rule.value === null
          ? null
          : rule.value > rule.critical
            ? 'critical'
            : rule.value > rule.warning
              ? 'high'
              : null;
      return { ...rule, level };
    });
  }

  async function applyAlerts(sample: Sample) {
    const open = await db.select().from(systemAlerts).where(ne(systemAlerts.status, 'resolved'));
    for (const result of evaluate(sample)) {
      const existing = open.find((alert) => alert.rule === result.rule);
      if (result.level && result.value !== null) {
        const threshold = result.level === 'critical' ? result.critical : result.warning;
        const message = `${result.label} ${result.value.toFixed(1)} 超過門檻 ${threshold}`;
        if (!existing) {
          await db.insert(systemAlerts).values({
            id: randomUUID(),
            rule: result.rule,
            severity: result.level,
            status: 'active',
            message,
            value: result.value,
            threshold,
            raisedAt: sample.takenAt,
          });
        } else {
          await db
            .update(systemAlerts)
            .set({ severity: result.level, value: result.value, threshold, message })
            .where(eq(systemAlerts.id, existing.id));
        }
      } else if (existing) {
        await db
          .update(systemAlerts)
          .set({ status: 'resolved', resolvedAt: sample.takenAt })
          .where(eq(systemAlerts.id, existing.id));
      }
    }
  }

  /** Takes a sample, stores it (24 h kept) and applies the alert rules to it. */
  async function sampleNow(): Promise<Sample> {
    const at = now();
    const sample = await storedSampler(at);
    await db.insert(metricSamples).values({
      takenAt: at,
      cpuPercent: sample.cpuPercent,
      memoryPercent: sample.memoryPercent,
      rssBytes: sample.rssBytes,
      diskPercent: sample.diskPercent,
      eventLoopLagMs: sample.eventLoopLagMs,
      requestsPerMinute: sample.requestsPerMinute,
      errorsPerMinute: sample.errorsPerMinute,
      avgResponseMs: sample.avgResponseMs,
      requests: sample.requests,
      serverErrors: sample.serverErrors,
    });
    // Error reports are kept a week, like the security centre's refusals.
    await db.delete(errorReports).where(lt(errorReports.occurredAt, new Date(at.getTime() - 7 * day)));
    await db.delete(metricSamples).where(lt(metricSamples.takenAt, new Date(at.getTime() - day)));
    await applyAlerts(sample);
    return sample;
  }

  function schedule() {
    const seconds = settings.read<number>('monitor.sample_interval_seconds');
    timer = setTimeout(() => {
      sampleNow()
        .catch((error: unknown) => deps.ports.log.warn({ err: error }, 'metric sample failed'))
        .finally(() => {
          if (timer) schedule();
        });
    }, seconds * 1000);
    timer.unref();
  }

  async function probes(): Promise<Probe[]> {
    return Promise.all(
      deps.ports.probes.map(async (probe) => {
        const started = performance.now();
        try {
          const result = await probe.check();
          return {
            name: probe.name,
            status: result.status,
            latency_ms: result.status === 'not_configured' ? null : Math.round(performance.now() - started),
            detail: result.detail,
          };
        } catch {
          return { name: probe.name, status: 'down' as const, latency_ms: null, detail: '檢查失敗' };
        }
      }),
    );
  }

  async function alertCounts() {
    const rows = await db
      .select({ status: systemAlerts.status, severity: systemAlerts.severity, n: count() })
      .from(systemAlerts)
      .groupBy(systemAlerts.status, systemAlerts.severity);
    const of = (status: string) =>
      rows.filter((row) => row.status === status).reduce((t, r) => t + Number(r.n), 0);
    const open = rows.filter((row) => row.status !== 'resolved');
    return {
      active: of('active'),
      acknowledged: of('acknowledged'),
      resolved: of('resolved'),
      openCritical: open.filter((row) => row.severity === 'critical').reduce((t, r) => t + Number(r.n), 0),
      openOther: open.filter((row) => row.severity !== 'critical').reduce((t, r) => t + Number(r.n), 0),
    };
  }

  /** 100, less 25 per service down, 10 per degraded, 15 per open critical alert, 5 per other open alert. */
  async function healthScore(services?: Probe[]) {
    const checked = services ?? (await probes());
    const alerts = await alertCounts();
    const down = checked.filter((probe) => probe.status === 'down').length;
    const degraded = checked.filter((probe) => probe.status === 'degraded').length;
    const score = Math.max(
      0,
      100 - 25 * down - 10 * degraded - 15 * alerts.openCritical - 5 * alerts.openOther,
    );
    return { score, services: checked, alerts };
  }

  const toAlert = (row: typeof systemAlerts.$inferSelect): Alert => ({
    id: row.id,
    rule: row.rule,
    severity: row.severity as Alert['severity'],
    status: row.status as Alert['status'],
    message: row.message,
    value: row.value,
    threshold: row.threshold,
    raised_at: row.raisedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    acknowledged_by: row.acknowledgedBy,
  });

  return {
    sampleNow,
    healthScore,
    scoreBasis: '100 分起算：每個異常服務 −25、降級 −10、每個未解決嚴重告警 −15、其他未解決告警 −5',
    start() {
      if (!timer) schedule();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    thresholds,
    live: () => liveSampler(now()),

    async history(hours: number) {
      const rows = await db
        .select()
        .from(metricSamples)
        .where(gte(metricSamples.takenAt, new Date(now().getTime() - hours * 3_600_000)))
        .orderBy(metricSamples.takenAt)
        .limit(hours * 360 + 1);
      return rows.map((row) => ({
        taken_at: row.takenAt.toISOString(),
        cpu_percent: row.cpuPercent,
        memory_percent: row.memoryPercent,
        disk_percent: row.diskPercent,
        event_loop_lag_ms: row.eventLoopLagMs,
        requests_per_minute: row.requestsPerMinute,
        errors_per_minute: row.errorsPerMinute,
        avg_response_ms: row.avgResponseMs,
        requests: row.requests,
        server_errors: row.serverErrors,
      }));
    },

    async latestSample() {
      const [row] = await db.select().from(metricSamples).orderBy(desc(metricSamples.takenAt)).limit(1);
      return row ?? null;
    },

    async reportError(input: z.output<typeof ErrorReportRequest>, reporter: string | null) {
      const id = randomUUID();
      deps.metrics.countError('browser');
      await db.insert(errorReports).values({
        id,
        source: 'browser',
        errorClass: /^(\w{1,40}Error)\b/.exec(input.error)?.[1] ?? 'Error',
        message: input.error.slice(0, 500),
        detail: {
          url: input.url?.slice(0, 500) ?? null,
          userAgent: input.userAgent ?? null,
          hasStack: !!input.stack,
        },
        reportedBy: reporter,
        occurredAt: now(),
      });
      return id;
    },

    /** A 5xx answer: its class and route only (a message could carry data). */
    recordServerError(info: { errorClass: string; method: string; route: string }) {
      void db
        .insert(errorReports)
        .values({
          id: randomUUID(),
          source: 'server',
          errorClass: info.errorClass.slice(0, 100),
          message: `${info.method} ${info.route}`.slice(0, 500),
          detail: {},
          reportedBy: null,
          occurredAt: now(),
        })
        .catch(() => undefined);
    },

    async errorStats() {
      const since = new Date(now().getTime() - day);
      const bySource = await db
        .select({ source: errorReports.source, errorClass: errorReports.errorClass, n: count() })
        .from(errorReports)
        .where(gte(errorReports.occurredAt, since))
        .groupBy(errorReports.source, errorReports.errorClass);
      const recent = await db.select().from(errorReports).orderBy(desc(errorReports.occurredAt)).limit(5);
      const sum = (source?: string) =>
        bySource.filter((row) => !source || row.source === source).reduce((t, r) => t + Number(r.n), 0);
      const classes = new Map<string, number>();
      for (const row of bySource)
        classes.set(row.errorClass, (classes.get(row.errorClass) ?? 0) + Number(row.n));
      const totals = await deps.metrics.totals();
      return {
        window_hours: 24,
        total: sum(),
        server: sum('server'),
        browser: sum('browser'),
        // Server errors over requests answered since this process started (both measured here).
        error_rate: totals.requests > 0 ? totals.serverErrors / totals.requests : null,
        by_class: [...classes]
          .map(([error_class, n]) => ({ error_class, count: n }))
          .sort((a, b) => b.count - a.count),
        recent: recent.map((row) => ({
          id: row.id,
          source: row.source,
          error_class: row.errorClass,
          message: row.message,
          occurred_at: row.occurredAt.toISOString(),
        })),
      };
    },

    async alerts(query: z.output<typeof SystemAlertQuery>) {
      const conditions = [
        ...(query.severity ? [eq(systemAlerts.severity, query.severity)] : []),
        ...(query.status ? [eq(systemAlerts.status, query.status)] : []),
      ];
      const rows = await db
        .select()
        .from(systemAlerts)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(systemAlerts.raisedAt))
        .limit(query.limit);
      const counts = await alertCounts();
      return {
        alerts: rows.map(toAlert),
        counts: { active: counts.active, acknowledged: counts.acknowledged, resolved: counts.resolved },
      };
    },

    async acknowledge(id: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(systemAlerts)
          .set({ status: 'acknowledged', acknowledgedBy: actor.name })
          .where(and(eq(systemAlerts.id, id), inArray(systemAlerts.status, ['active', 'acknowledged'])))
          .returning();
        if (!row) throw appError('SYSTEM_ALERT_NOT_FOUND');
        await deps.audit.record(
          {
            action: 'system.alert_acknowledged',
            actor,
            target: { type: 'alert', id },
            details: { rule: row.rule },
          },
          tx,
        );
        return toAlert(row);
      });
    },
  };
}
export type Monitor = ReturnType<typeof createMonitor>;
