import type { RecordHeartbeatJob } from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { createHeartbeatService, type HeartbeatRow } from './heartbeat.ts';

export { systemConfig, type SystemSettings } from './config.ts';
export { registerSystemJobs } from './jobs.ts';
export type { HeartbeatRow } from './heartbeat.ts';

/** The process's own health over time: when each role last ran. */
export interface SystemModule {
  /** Writes a role's heartbeat (the heartbeat job's work). */
  recordHeartbeat(payload: RecordHeartbeatJob): Promise<void>;
  heartbeats(): Promise<HeartbeatRow[]>;
}

export interface SystemModuleDeps {
  db: Db;
  now: () => Date;
}

export function createSystemModule(deps: SystemModuleDeps): SystemModule {
  const heartbeats = createHeartbeatService(deps.db, deps.now);
  return { recordHeartbeat: heartbeats.record, heartbeats: heartbeats.list };
}
