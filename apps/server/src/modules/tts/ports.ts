import type { AnalysisRun } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AuthContext } from '../../platform/access.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { AuditModule } from '../audit/index.ts';
import type { TtsSettings } from './config.ts';
import type { SpeechEngine } from './engine.ts';

/** What text-to-speech needs: its tables, the queue, the engine, and a member's report. */
export interface TtsDeps {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  queue: JobQueue | null;
  log: Logger;
  now: () => Date;
  settings: TtsSettings;
  /** Signs audio links. */
  secret: string;
  /** The engine; espeak-ng at the configured path unless a test hands another. */
  engine?: SpeechEngine | undefined;
  /** The caller's own analysis run (404 for anyone else's), in zh-TW. */
  runOf: (caller: AuthContext, id: string) => Promise<AnalysisRun>;
  /** An article's words to read aloud (404 when there is no such article). */
  articleText: (id: string) => Promise<{ id: string; title: string; text: string }>;
}

/** Who did it, for the audit entry. */
export interface StaffActor {
  id: string;
  name: string;
  ip: string;
  userAgent: string | null;
}
