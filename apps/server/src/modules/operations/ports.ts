import type { Db } from '@alphadesk/db';
import type { Logger } from '../../platform/logger.ts';
import type { StaffSecurityFacts } from '../staff/index.ts';

/** A dependency the system monitor checks (database, queue, Redis, market data, SMTP, PayUni). */
export interface ServiceProbe {
  name: string;
  check(): Promise<{ status: 'up' | 'down' | 'degraded' | 'not_configured'; detail: string }>;
}

export interface QueueStat {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

/** What the operations module needs from the platform and other modules, wired in services.ts. */
export interface OperationsPorts {
  probes: ServiceProbe[];
  queueStats(): Promise<QueueStat[]>;
  databasePool(): { kind: string; total: number; idle: number; waiting: number };
  heartbeats(): Promise<{ role: string; beats: number; lastProcessedAt: Date }[]>;
  /** Ends a member's sessions inside the caller's transaction; answers how many were live. */
  revokeMemberSessions(userId: string, within: Db): Promise<number>;
  staffFacts(): Promise<StaffSecurityFacts>;
  /** Secrets of the environment still at a published or generated default. */
  secretsAtDefault(): string[];
  log: Pick<Logger, 'warn'>;
}
