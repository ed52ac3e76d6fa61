import type { Db } from '@alphadesk/db';
import type { Tier } from '@alphadesk/contracts';
import type { Logger } from '../../platform/logger.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { AuditModule } from '../audit/index.ts';
import type { WorkflowSettings } from './config.ts';

/** What the workflow steps need of other modules, wired in services.ts. */
export interface WorkflowsDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  queue: JobQueue | null;
  mailer: Mailer;
  settings: WorkflowSettings;
  members: {
    contactOf(userId: string): Promise<{ name: string; email: string | null; tier: Tier } | null>;
    setTier(userId: string, tier: Tier): Promise<void>;
  };
  /** A staff notification (the notification centre's workflow notice). */
  notify(params: { workflow: string; message: string }): Promise<unknown>;
  /** Starts an analysis run for a member (their plan and quota apply); answers the run's id. */
  startAnalysis(
    member: { userId: string; tier: Tier },
    input: { symbol: string; analysisType: 'quick' | 'detailed' | 'collaborative' },
  ): Promise<{ id: string }>;
  /** Trials ending within the window (the trial_ending event's source). */
  trialsEnding(withinMs: number): Promise<{ subscriptionId: string; userId: string; trialEndsAt: Date }[]>;
  log: Logger;
  now: () => Date;
}

/** Who did it, for the audit entry. */
export interface StaffActor {
  id: string;
  name: string;
  ip: string;
  userAgent: string | null;
}
