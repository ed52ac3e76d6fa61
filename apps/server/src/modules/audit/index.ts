import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AuditEntry, AuditLogQuery } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { genesisHash, rowHash } from './chain.ts';
import { createAuditRepository, type AuditRow } from './repository.ts';

export { auditRoutes } from './routes.ts';

/** Who did something and from where. */
export interface AuditActor {
  id: string | null;
  name: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEvent {
  /** What happened, e.g. `staff.login`, `user.updated`. */
  action: string;
  actor: AuditActor;
  target?: { type: string; id: string } | null;
  success?: boolean;
  before?: unknown;
  after?: unknown;
  details?: unknown;
}

export interface AuditVerification {
  valid: boolean;
  checked: number;
  brokenAt: number | null;
}

/** The append-only, hash-chained audit log. Nothing but the server writes it; nothing rewrites it. */
export interface AuditModule {
  /** Appends one entry; inside `within` it commits (or rolls back) with the change it records. */
  record(event: AuditEvent, within?: Db): Promise<void>;
  list(
    query: z.output<typeof AuditLogQuery> & { actions?: readonly string[] },
  ): Promise<{ entries: AuditEntry[]; total: number }>;
  /** How many entries each action has, and how many record a refusal or failure. */
  counts(): Promise<{ byAction: Map<string, number>; failures: number }>;
  /** Recomputes the chain from the first row; the first row that does not match breaks it. */
  verify(): Promise<AuditVerification>;
}

const verifyPageSize = 500;

function present(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    seq: row.seq,
    action_type: row.action,
    timestamp: row.occurredAt.toISOString(),
    performed_by: row.actorName,
    actor_id: row.actorId,
    target_type: row.targetType,
    target_id: row.targetId,
    ip_address: row.ip,
    user_agent: row.userAgent,
    success: row.success === 1,
    before: row.before ?? null,
    after: row.after ?? null,
    details: row.details ?? null,
    hash: row.hash,
    prev_hash: row.prevHash,
  };
}

function contentOf(row: AuditRow) {
  return {
    seq: row.seq,
    id: row.id,
    occurredAt: row.occurredAt,
    action: row.action,
    actorId: row.actorId,
    actorName: row.actorName,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    userAgent: row.userAgent,
    success: row.success === 1,
    before: row.before,
    after: row.after,
    details: row.details,
  };
}

export function createAuditModule(deps: { db: Db; now: () => Date }): AuditModule {
  const repository = createAuditRepository(deps.db);
  return {
    async record(event, within) {
      await repository.append(
        {
          id: randomUUID(),
          occurredAt: deps.now(),
          action: event.action,
          actorId: event.actor.id,
          actorName: event.actor.name,
          targetType: event.target?.type ?? null,
          targetId: event.target?.id ?? null,
          ip: event.actor.ip,
          userAgent: event.actor.userAgent,
          success: event.success ?? true,
          before: event.before ?? null,
          after: event.after ?? null,
          details: event.details ?? null,
        },
        within,
      );
    },

    async list(query) {
      const { rows, total } = await repository.list({
        limit: query.limit,
        offset: query.offset,
        action: query.action_type,
        actions: query.actions,
        actorId: query.actor_id,
        targetId: query.user_id,
      });
      return { entries: rows.map(present), total };
    },

    counts: () => repository.counts(),

    async verify() {
      let previous = { seq: 0, hash: genesisHash };
      let checked = 0;
      for (;;) {
        const rows = await repository.pageAfter(previous.seq, verifyPageSize);
        for (const row of rows) {
          const linked = row.seq === previous.seq + 1 && row.prevHash === previous.hash;
          if (!linked || rowHash(row.prevHash, contentOf(row)) !== row.hash) {
            return { valid: false, checked, brokenAt: row.seq };
          }
          previous = { seq: row.seq, hash: row.hash };
          checked += 1;
        }
        if (rows.length < verifyPageSize) return { valid: true, checked, brokenAt: null };
      }
    },
  };
}
