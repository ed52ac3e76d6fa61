import type { Db, RawClient } from '@alphadesk/db';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { AnalysisModule, NarratorSettings } from '../analysis/index.ts';
import type { AuditModule } from '../audit/index.ts';

/** What analyst management needs: its tables, the analysis facade, the queue and the audit log. */
export interface AdminAnalystsDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  analysis: Pick<
    AnalysisModule,
    'workload' | 'analystWeights' | 'measuredRecords' | 'computeOnce' | 'runsInProgressPerAnalyst'
  >;
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
  /** The LLM narrator's settings when one is configured (then non-default models may be chosen). */
  llm: NarratorSettings | null;
  /** The database's raw client, to hear changes of the analysts' settings from every process. */
  raw?: RawClient | null;
}

/** Who did it, for the audit entry. */
export interface StaffActor {
  id: string;
  name: string;
  ip: string;
  userAgent: string | null;
}
