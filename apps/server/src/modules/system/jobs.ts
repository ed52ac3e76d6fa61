import type { JobContext, JobQueue } from '../../platform/queue.ts';
import { recordHeartbeatJob } from './heartbeat.ts';
import type { SystemModule } from './index.ts';

/**
 * The system module's jobs: the scheduler role enqueues a heartbeat on a cron (and once at start),
 * the worker role processes it.
 */
export async function registerSystemJobs(
  queue: JobQueue,
  system: Pick<SystemModule, 'recordHeartbeat'>,
  context: JobContext & { cron: string },
): Promise<void> {
  const { roles, log, cron } = context;
  await queue.define(recordHeartbeatJob);
  if (roles.includes('worker')) {
    await queue.work(recordHeartbeatJob, async (payload) => {
      await system.recordHeartbeat(payload);
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
