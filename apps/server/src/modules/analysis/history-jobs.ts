import { EvaluateCallsJob, historyJobNames } from '@alphadesk/contracts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { Evaluator } from './evaluator.ts';

export const evaluateCallsJob: JobDefinition<typeof EvaluateCallsJob> = {
  name: historyJobNames.evaluateCalls,
  payload: EvaluateCallsJob,
  expireInSeconds: 1800,
  retryLimit: 2,
};

/**
 * Weekdays at 22:45 Asia/Taipei: after the close and after the market module's last after-close
 * bar refresh (MARKET_DAILY_CRON defaults to 15:00, 18:00 and 22:00), so the day's bars are there.
 */
export const evaluateCallsCron = '45 22 * * 1-5';

/** The daily evaluation of pending calls (and on demand: send the job, optionally for one user). */
export async function registerHistoryJobs(options: {
  queue: JobQueue;
  roles: readonly Role[];
  evaluator: Evaluator;
  log: Logger;
}): Promise<void> {
  const { queue, roles, evaluator, log } = options;
  await queue.define(evaluateCallsJob);
  if (roles.includes('worker')) {
    await queue.work(evaluateCallsJob, async (payload) => {
      const report = await evaluator.evaluatePending(payload.userId);
      log.info({ report }, 'analysis calls evaluated');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(evaluateCallsJob, evaluateCallsCron, { requestedAt: new Date().toISOString() });
  }
}
