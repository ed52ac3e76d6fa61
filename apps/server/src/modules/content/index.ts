import { z } from 'zod';
import type { Db } from '@alphadesk/db';
import type { JobContext, JobQueue } from '../../platform/queue.ts';
import type { AuditModule } from '../audit/index.ts';
import { createContentService, type ContentService } from './service.ts';

export { contentRoutes } from './routes.ts';
export type ContentModule = ContentService & {
  /** Seconds browsers and proxies may keep a media file (its Cache-Control max-age), asked per answer. */
  mediaCacheSeconds(): number;
};

/** A day: media files never change under their id (a new upload gets a new one). */
const defaultMediaCacheSeconds = 86_400;

/** Content management (admin spec §2.12, §7.6) and the member site's published articles. */
export function createContentModule(deps: {
  db: Db;
  audit: Pick<AuditModule, 'record'>;
  now: () => Date;
  /** The max-age in force now (a runtime setting); a day when absent. */
  mediaCacheSeconds?: () => number;
}): ContentModule {
  return Object.assign(createContentService(deps), {
    mediaCacheSeconds: () => deps.mediaCacheSeconds?.() ?? defaultMediaCacheSeconds,
  });
}

export const publishScheduledArticlesJob = {
  name: 'content.publish-scheduled',
  payload: z.object({ requestedAt: z.string() }),
  expireInSeconds: 60,
  retryLimit: 1,
};

/** Every minute the scheduler asks a worker to publish the drafts whose time has come. */
export async function registerContentJobs(
  queue: JobQueue,
  content: Pick<ContentModule, 'publishDue'>,
  context: JobContext,
): Promise<void> {
  const { roles, log } = context;
  await queue.define(publishScheduledArticlesJob);
  if (roles.includes('worker')) {
    await queue.work(publishScheduledArticlesJob, async () => {
      const published = await content.publishDue();
      if (published.length) log.info({ articles: published }, 'scheduled articles published');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(publishScheduledArticlesJob, '* * * * *', { requestedAt: new Date().toISOString() });
  }
}
