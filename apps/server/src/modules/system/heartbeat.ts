import { RecordHeartbeatJob, jobNames } from '@alphadesk/contracts';
import { roleHeartbeats, sql, type Db } from '@alphadesk/db';
import type { JobDefinition } from '../../platform/queue.ts';

export const recordHeartbeatJob: JobDefinition<typeof RecordHeartbeatJob> = {
  name: jobNames.recordHeartbeat,
  payload: RecordHeartbeatJob,
  expireInSeconds: 60,
  retryLimit: 2,
};

export interface HeartbeatRow {
  role: string;
  beats: number;
  lastRequestedAt: Date;
  lastProcessedAt: Date;
}

/**
 * The heartbeat job proves the whole queue path end to end: the scheduler enqueues it, a worker
 * processes it, and the row it writes tells the system monitor when each role last ran.
 */
export function createHeartbeatService(db: Db, now: () => Date = () => new Date()) {
  return {
    async record(payload: RecordHeartbeatJob): Promise<void> {
      const processedAt = now();
      await db
        .insert(roleHeartbeats)
        .values({
          role: payload.role,
          beats: 1,
          lastRequestedAt: new Date(payload.requestedAt),
          lastProcessedAt: processedAt,
        })
        .onConflictDoUpdate({
          target: roleHeartbeats.role,
          set: {
            beats: sql`${roleHeartbeats.beats} + 1`,
            lastRequestedAt: new Date(payload.requestedAt),
            lastProcessedAt: processedAt,
          },
        });
    },
    async list(): Promise<HeartbeatRow[]> {
      return db.select().from(roleHeartbeats);
    },
  };
}
export type HeartbeatService = ReturnType<typeof createHeartbeatService>;
