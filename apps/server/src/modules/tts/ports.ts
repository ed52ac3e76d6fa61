import type { AnalysisRun, configEnvironments } from '@alphadesk/contracts';
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
  /** The environment's settings: the defaults of those staff may change. */
  settings: TtsSettings;
  /**
   * The runtime settings store (staff's changes to the speech settings, read at each use); without
   * it the environment's settings apply.
   */
  runtime?: TtsRuntimeSettings | undefined;
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

type Environment = (typeof configEnvironments)[number];

/** What text-to-speech needs of the runtime settings store (one key, `tts.settings`). */
export interface TtsRuntimeSettings {
  /** From this process's snapshot (synchronous; at most `settings.cache_seconds` old). */
  read<T>(key: string): T;
  /** The same, re-read first when the snapshot is stale. */
  readFresh<T>(key: string): Promise<T>;
  /** Validates, stores, audits and keeps the history of a change. */
  set(
    input: { key: string; environment: Environment; value: unknown; reason: string },
    actor: StaffActor,
  ): Promise<unknown>;
  /** The environment this process reads its settings from. */
  readonly environment: Environment;
}
