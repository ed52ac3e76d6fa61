import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { runAnalysisJob, type RunService } from './runs.ts';

/** The durable analysis job; on a worker's start, runs a stopped process left behind are resumed. */
export async function registerAnalysisJobs(
  queue: JobQueue,
  runs: RunService,
  runWorker: boolean,
  log: Logger,
): Promise<void> {
  await queue.define(runAnalysisJob);
  if (!runWorker) return;
  await queue.work(runAnalysisJob, async ({ runId }) => runs.execute(runId));
  const { resumed, failed } = await runs.resumeInterrupted();
  if (resumed || failed) log.info({ resumed, failed }, 'unfinished analysis runs after restart');
}
