import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ComplianceViolation,
  SecurityAuditQuery,
  SecurityThreat,
  ThreatQuery,
  threatKinds,
} from '@alphadesk/contracts';
import { blockedAddresses, securityEvents, securityThreats, type Db } from '@alphadesk/db';
import { appError } from '../../../platform/errors.ts';
import type { SecuritySignal } from '../../../platform/runtime-policy.ts';
import type { AuditActor, AuditModule } from '../../audit/index.ts';
import type { OperationsPorts } from '../ports.ts';
import type { SettingsStore } from '../settings/store.ts';

type Threat = z.infer<typeof SecurityThreat>;
type Kind = (typeof threatKinds)[number];
type Severity = Threat['severity'];
type Violation = z.infer<typeof ComplianceViolation>;

export interface SecurityDeps {
  db: Db;
  audit: Pick<AuditModule, 'record' | 'list'>;
  settings: SettingsStore;
  ports: OperationsPorts;
  now: () => Date;
}

const severityRank: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/** How serious a burst of one kind is: a forged payment notice always is; others by how many. */
function severityOf(kind: Kind, events: number, threshold: number): Severity {
  if (kind === 'forged_notify') return 'critical';
  const heavy = events >= threshold * 5;
  switch (kind) {
    case 'login_failed':
    case 'locked':
      return heavy ? 'critical' : 'high';
    case 'rate_limited':
    case 'permission_denied':
      return heavy ? 'high' : 'medium';
    case 'token_refused':
      return heavy ? 'medium' : 'low';
  }
}

/** The audit actions the security centre ranks (anything else is low). */
function auditSeverity(action: string, success: boolean): Severity {
  if (action === 'staff.locked' || action === 'staff.login_refused_no_totp') return 'critical';
  if (action.startsWith('security.') || action.startsWith('config.') || action === 'user.deleted')
    return 'high';
  if (
    action === 'staff.login_failed' ||
    action === 'staff.login_refused_locked' ||
    action === 'staff.unlocked'
  )
    return 'high';
  if (!success || action === 'user.updated' || action.startsWith('staff.totp')) return 'medium';
  return 'low';
}

export function createSecurity(deps: SecurityDeps) {
  const { db, settings, now } = deps;
  const blocked = new Map<string, number>();
  const pending = new Set<Promise<unknown>>();

  async function loadBlocks() {
    const rows = await db.select().from(blockedAddresses).where(gt(blockedAddresses.until, now()));
    blocked.clear();
    for (const row of rows) blocked.set(row.ip, row.until.getTime());
  }

  /** Turns recent refusals into threats: one open threat per kind and address over the threshold. */
  async function detect() {
    await Promise.all([...pending]);
    const threshold = settings.read<number>('security.threat_threshold');
    const windowStart = new Date(
      now().getTime() - settings.read<number>('security.threat_window_minutes') * 60_000,
    );
    const bursts = await db
      .select({
        kind: securityEvents.kind,
        ip: securityEvents.ip,
        n: count(),
        first: sql<string>`min(${securityEvents.occurredAt})`,
        last: sql<string>`max(${securityEvents.occurredAt})`,
      })
      .from(securityEvents)
      .where(gte(securityEvents.occurredAt, windowStart))
      .groupBy(securityEvents.kind, securityEvents.ip);
    for (const burst of bursts) {
      const kind = burst.kind as Kind;
      const events = Number(burst.n);
      const needed = kind === 'forged_notify' ? 1 : threshold;
      if (events < needed) continue;
      const last = new Date(burst.last);
      const [existing] = await db
        .select()
        .from(securityThreats)
        .where(and(eq(securityThreats.kind, kind), eq(securityThreats.ip, burst.ip)))
        .orderBy(desc(securityThreats.lastSeenAt))
        .limit(1);
      const severity = severityOf(kind, events, needed);
      if (existing && (existing.status === 'active' || existing.lastSeenAt.getTime() >= last.getTime())) {
        // The open threat grows; a settled one stays settled unless refusals come after it.
        if (existing.status === 'active') {
          await db
            .update(securityThreats)
            .set({ events, lastSeenAt: last, severity })
            .where(eq(securityThreats.id, existing.id));
        }
        continue;
      }
      if (existing?.status === 'false_positive') continue;
      await db.insert(securityThreats).values({
        id: randomUUID(),
        kind,
        ip: burst.ip,
        severity,
        status: 'active',
        events,
        firstSeenAt: new Date(burst.first),
        lastSeenAt: last,
      });
    }
  }

  const blockedUntil = (ip: string) => {
    const until = blocked.get(ip);
    return until && until > now().getTime() ? new Date(until).toISOString() : null;
  };
  const toThreat = (row: typeof securityThreats.$inferSelect): Threat => ({
    id: row.id,
    kind: row.kind as Kind,
    ip: row.ip,
    severity: row.severity as Severity,
    status: row.status as Threat['status'],
    events: row.events,
    first_seen_at: row.firstSeenAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    resolved_by: row.resolvedBy,
    blocked_until: blockedUntil(row.ip),
  });

  return {
    loadBlocks,
    isBlocked(ip: string) {
      const until = blocked.get(ip);
      return until !== undefined && until > now().getTime();
    },

    observe(signal: SecuritySignal) {
      const write = db
        .insert(securityEvents)
        .values({
          ...signal,
          route: signal.route.slice(0, 300),
          ip: signal.ip.slice(0, 64),
          occurredAt: now(),
        })
        .catch((error: unknown) => deps.ports.log.warn({ err: error }, 'security event not stored'))
        .finally(() => pending.delete(write));
      pending.add(write);
    },
    /** Waits for the refusals seen so far to be stored. */
    settle: () => Promise.all([...pending]),

    async threats(query: z.output<typeof ThreatQuery>) {
      await detect();
      const rows = await db
        .select()
        .from(securityThreats)
        .where(query.status ? eq(securityThreats.status, query.status) : undefined)
        .orderBy(desc(securityThreats.lastSeenAt))
        .limit(query.limit);
      const counts = await db
        .select({ status: securityThreats.status, n: count() })
        .from(securityThreats)
        .groupBy(securityThreats.status);
      const [events] = await db
        .select({ n: count() })
        .from(securityEvents)
        .where(gte(securityEvents.occurredAt, new Date(now().getTime() - 86_400_000)));
      const of = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
      return {
        threats: rows.map(toThreat),
        counts: {
          active: of('active'),
          mitigated: of('mitigated'),
          false_positive: of('false_positive'),
          events_24h: Number(events?.n ?? 0),
        },
      };
    },

    async setThreatStatus(id: string, status: Threat['status'], reason: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(securityThreats).where(eq(securityThreats.id, id)).limit(1);
        if (!before) throw appError('THREAT_NOT_FOUND');
        const [row] = await tx
          .update(securityThreats)
          .set({ status, resolvedBy: status === 'active' ? null : actor.name })
          .where(eq(securityThreats.id, id))
          .returning();
        await deps.audit.record(
          {
            action: 'security.threat_status',
            actor,
            target: { type: 'threat', id },
            before: { status: before.status },
            after: { status },
            details: { reason, kind: before.kind, ip: before.ip },
          },
          tx,
        );
        return toThreat(row!);
      });
    },

    async blockedList() {
      const rows = await db
        .select()
        .from(blockedAddresses)
        .where(gt(blockedAddresses.until, now()))
        .orderBy(desc(blockedAddresses.createdAt));
      return rows.map((row) => ({
        ip: row.ip,
        until: row.until.toISOString(),
        reason: row.reason,
        blocked_by: row.blockedBy,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async block(input: { ip: string; minutes: number; reason: string }, actor: AuditActor) {
      if (input.ip === actor.ip) throw appError('BLOCK_OWN_ADDRESS');
      const at = now();
      const until = new Date(at.getTime() + input.minutes * 60_000);
      await db.transaction(async (tx) => {
        await tx
          .insert(blockedAddresses)
          .values({ ip: input.ip, until, reason: input.reason, blockedBy: actor.name, createdAt: at })
          .onConflictDoUpdate({
            target: blockedAddresses.ip,
            set: { until, reason: input.reason, blockedBy: actor.name, createdAt: at },
          });
        // Blocking the address of an open threat mitigates it.
        await tx
          .update(securityThreats)
          .set({ status: 'mitigated', resolvedBy: actor.name })
          .where(and(eq(securityThreats.ip, input.ip), eq(securityThreats.status, 'active')));
        await deps.audit.record(
          {
            action: 'security.address_blocked',
            actor,
            target: { type: 'address', id: input.ip },
            details: { minutes: input.minutes, until: until.toISOString(), reason: input.reason },
          },
          tx,
        );
      });
      blocked.set(input.ip, until.getTime());
      return {
        ip: input.ip,
        until: until.toISOString(),
        reason: input.reason,
        blocked_by: actor.name,
        created_at: at.toISOString(),
      };
    },

    async unblock(ip: string, actor: AuditActor) {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(blockedAddresses).where(eq(blockedAddresses.ip, ip)).returning();
        if (removed.length === 0) throw appError('NOT_FOUND');
        await deps.audit.record(
          { action: 'security.address_unblocked', actor, target: { type: 'address', id: ip } },
          tx,
        );
      });
      blocked.delete(ip);
    },

    async revokeSessions(userId: string, reason: string, actor: AuditActor) {
      return db.transaction(async (tx) => {
        const revoked = await deps.ports.revokeMemberSessions(userId, tx);
        await deps.audit.record(
          {
            action: 'security.sessions_revoked',
            actor,
            target: { type: 'user', id: userId },
            details: { reason, revoked },
          },
          tx,
        );
        return revoked;
      });
    },

    async auditLogs(query: z.output<typeof SecurityAuditQuery>) {
      const searchLimit = 500;
      const { entries } = await deps.audit.list({
        limit: searchLimit,
        offset: 0,
        actor_id: query.user_id,
      } as Parameters<AuditModule['list']>[0]);
      const minimum = query.severity ? severityRank[query.severity] : 0;
      const matching = entries
        .map((entry) => ({ entry, severity: auditSeverity(entry.action_type, entry.success) }))
        .filter(({ severity }) => severityRank[severity] >= minimum)
        .filter(({ entry }) => !query.start_date || new Date(entry.timestamp) >= query.start_date)
        .filter(({ entry }) => !query.end_date || new Date(entry.timestamp) <= query.end_date)
        .slice(0, query.limit);
      return {
        searched: entries.length,
        entries: matching.map(({ entry, severity }) => ({
          id: entry.id,
          action_type: entry.action_type,
          severity,
          timestamp: entry.timestamp,
          performed_by: entry.performed_by,
          actor_id: entry.actor_id,
          ip_address: entry.ip_address,
          success: entry.success,
          target_type: entry.target_type,
          target_id: entry.target_id,
        })),
      };
    },

    /** Runs the compliance checks now, over the stored staff accounts, sessions and settings. */
    async compliance(minimum: Severity | undefined, limit: number) {
      const facts = await deps.ports.staffFacts();
      const active = facts.accounts.filter((account) => account.active);
      const staleHours = settings.read<number>('security.stale_session_hours');
      const staleBefore = now().getTime() - staleHours * 3_600_000;
      const checks: { check: string; violation: Violation | null }[] = [];
      const withoutTwoFactor = active.filter((account) => !account.twoFactor);
      checks.push({
        check: 'staff_two_factor',
        violation: withoutTwoFactor.length
          ? {
              check: 'staff_two_factor',
              severity: withoutTwoFactor.some((a) => a.role === 'super_admin' || a.role === 'admin')
                ? 'high'
                : 'medium',
              title: '管理員未啟用雙重驗證',
              detail: `${withoutTwoFactor.length} 個啟用中的管理員帳號未設定雙重驗證`,
              subjects: withoutTwoFactor.map((account) => account.username),
            }
          : null,
      });
      const supers = active.filter((account) => account.role === 'super_admin');
      checks.push({
        check: 'super_admin_count',
        violation:
          supers.length === 0 || supers.length > 3
            ? {
                check: 'super_admin_count',
                severity: supers.length === 0 ? 'critical' : 'medium',
                title: supers.length === 0 ? '沒有超級管理員' : '超級管理員過多',
                detail: `目前有 ${supers.length} 個超級管理員（建議 1 到 3 個）`,
                subjects: supers.map((account) => account.username),
              }
            : null,
      });
      const stale = facts.liveSessions.filter((session) => session.startedAt.getTime() < staleBefore);
      const names = new Map(facts.accounts.map((account) => [account.id, account.username]));
      checks.push({
        check: 'stale_sessions',
        violation: stale.length
          ? {
              check: 'stale_sessions',
              severity: 'medium',
              title: '工作階段持續過久',
              detail: `${stale.length} 個管理員工作階段已持續超過 ${staleHours} 小時`,
              subjects: [...new Set(stale.map((session) => names.get(session.staffId) ?? session.staffId))],
            }
          : null,
      });
      const defaults = deps.ports.secretsAtDefault();
      checks.push({
        check: 'default_secrets',
        violation: defaults.length
          ? {
              check: 'default_secrets',
              severity: 'high',
              title: '機密設定仍為預設值',
              detail: `${defaults.length} 項機密未由環境變數設定`,
              subjects: defaults,
            }
          : null,
      });
      const floor = minimum ? severityRank[minimum] : 0;
      return {
        checks_run: checks.map((item) => ({ check: item.check, passed: item.violation === null })),
        violations: checks
          .flatMap((item) => (item.violation ? [item.violation] : []))
          .filter((violation) => severityRank[violation.severity] >= floor)
          .slice(0, limit),
      };
    },

    /** Drops refusals older than a week (threats keep their counts). */
    async prune() {
      await db
        .delete(securityEvents)
        .where(lt(securityEvents.occurredAt, new Date(now().getTime() - 7 * 86_400_000)));
      await db.delete(blockedAddresses).where(lt(blockedAddresses.until, now()));
    },
  };
}
export type Security = ReturnType<typeof createSecurity>;
