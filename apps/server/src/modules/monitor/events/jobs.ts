import { IngestAnnouncementsJob, monitorJobNames } from '@alphadesk/contracts';
import type { Role } from '../../../platform/config.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../../platform/queue.ts';
import type { AnnouncementIngestReport } from './ingest.ts';

export const ingestAnnouncementsJob: JobDefinition<typeof IngestAnnouncementsJob> = {
  name: monitorJobNames.ingestAnnouncements,
  payload: IngestAnnouncementsJob,
  expireInSeconds: 600,
  retryLimit: 2,
};

/**
 * The announcement events' job: the scheduler enqueues it on MONITOR_EVENTS_CRON (Taipei time:
 * before the open for the day's ex-dividends, after the close and in the evening for the lists
 * the exchanges publish then); workers run it. Repeated runs store nothing twice.
 */
export async function registerMonitorJobs(
  queue: JobQueue,
  monitor: { ingestAnnouncements(date?: string): Promise<AnnouncementIngestReport> },
  config: { roles: readonly Role[]; monitor: { eventsCron: string } },
  log: Logger,
): Promise<void> {
  await queue.define(ingestAnnouncementsJob);
  if (config.roles.includes('worker')) {
    await queue.work(ingestAnnouncementsJob, async (payload) => {
      const report = await monitor.ingestAnnouncements(payload.date);
      log.info({ report }, 'market announcement events ingested');
    });
  }
  if (config.roles.includes('scheduler')) {
    await queue.schedule(ingestAnnouncementsJob, config.monitor.eventsCron, {
      requestedAt: new Date().toISOString(),
    });
  }
}
