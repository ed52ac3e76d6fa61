import type { Role } from '../../platform/config.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { Logger } from '../../platform/logger.ts';
import { recordHeartbeatJob, type HeartbeatService } from './heartbeat.ts';

/**
 * The system module's jobs: the scheduler role enqueues a heartbeat on a cron (and once at start),
 * the worker role processes it.
 */
export async function registerSystemJobs(options: {
  queue: JobQueue;
  roles: readonly Role[];
  heartbeats: HeartbeatService;
  cron: string;
  log: Logger;
}): Promise<void> {
  const { queue, roles, heartbeats, cron, log } = options;
  await queue.define(recordHeartbeatJob);
  if (roles.includes('worker')) {
    await queue.work(recordHeartbeatJob, async (payload) => {
      await heartbeats.record(payload);
      log.debug({ role: payload.role }, 'heartbeat recorded');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(recordHeartbeatJob, cron, {
      role: 'scheduler',
      requestedAt: new Date().toISOString(),
    });
    await queue.send(recordHeartbeatJob, { role: 'scheduler', requestedAt: new Date().toISOString() });
  }
}
