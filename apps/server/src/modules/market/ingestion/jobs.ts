import { RefreshDailyJob, RefreshQuotesJob, marketJobNames } from '@alphadesk/contracts';
import type { Role } from '../../../platform/config.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../../platform/queue.ts';
import type { MarketModule } from '../index.ts';

export const refreshQuotesJob: JobDefinition<typeof RefreshQuotesJob> = {
  name: marketJobNames.refreshQuotes,
  payload: RefreshQuotesJob,
  expireInSeconds: 55,
  retryLimit: 0,
};

export const refreshDailyJob: JobDefinition<typeof RefreshDailyJob> = {
  name: marketJobNames.refreshDaily,
  payload: RefreshDailyJob,
  expireInSeconds: 900,
  retryLimit: 2,
};

/**
 * The market module's jobs. The scheduler enqueues a quote refresh every minute of the Taiwan
 * session (MARKET_QUOTES_CRON; the handler itself skips outside 09:00–13:45 and on holidays) and
 * the after-close refresh (MARKET_DAILY_CRON); workers run them. The API role loads the universe
 * at start so the first search does not pay for it.
 */
export async function registerMarketJobs(
  queue: JobQueue,
  market: MarketModule,
  config: { roles: readonly Role[]; market: { quotesCron: string; dailyCron: string } },
  log: Logger,
): Promise<void> {
  if (config.roles.includes('api')) await market.warm();
  await queue.define(refreshQuotesJob);
  await queue.define(refreshDailyJob);
  if (config.roles.includes('worker')) {
    await queue.work(refreshQuotesJob, async () => {
      const result = await market.refreshQuotes();
      if (!result.skipped) log.debug({ quotes: result.quotes }, 'market quotes refreshed');
    });
    await queue.work(refreshDailyJob, async (payload) => {
      const report = await market.refreshDaily(payload.date);
      log.info({ report }, 'market daily data refreshed');
    });
  }
  if (config.roles.includes('scheduler')) {
    await queue.schedule(refreshQuotesJob, config.market.quotesCron, {
      requestedAt: new Date().toISOString(),
    });
    await queue.schedule(refreshDailyJob, config.market.dailyCron, { requestedAt: new Date().toISOString() });
  }
}
