import { EvaluateCallsJob, historyJobNames } from '@alphadesk/contracts';
import type { JobDefinition } from '../../../platform/queue.ts';

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
