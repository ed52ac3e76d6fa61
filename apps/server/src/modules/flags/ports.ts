import type { Db } from '@alphadesk/db';
import type { AuditModule } from '../audit/index.ts';

/** Who did it, for the audit entry. */
export interface StaffActor {
  id: string;
  name: string;
  ip: string;
  userAgent: string | null;
}

/**
 * The stored events advanced analytics reads (composed outside the module from the payments,
 * accounts and analysis records): plain instants and ids, read only.
 */
export interface AnalyticsSources {
  /** Completed payments paid in [from, to). */
  payments(from: Date, to: Date): Promise<{ userId: string; amount: number; at: Date }[]>;
  /** Members (not guests or staff) who signed up in [from, to). */
  signups(from: Date, to: Date): Promise<{ id: string; signedUpAt: Date }[]>;
  /** Member activity in [from, to): sign-ins (sessions started) and analyses requested. */
  activity(from: Date, to: Date): Promise<{ userId: string; at: Date }[]>;
  /** Analyses requested in [from, to). */
  analyses(from: Date, to: Date): Promise<{ userId: string; at: Date }[]>;
}

export interface FlagsDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  sources: AnalyticsSources;
  /** The environment whose flag states members are evaluated in. */
  environment: string;
  now: () => Date;
}
