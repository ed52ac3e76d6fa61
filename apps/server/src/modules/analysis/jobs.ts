import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { evaluateCallsCron, evaluateCallsJob } from './history/jobs.ts';
import type { AnalysisModule } from './index.ts';
import { runAnalysisJob } from './runs/service.ts';

/**
 * The module's queues: the daily evaluation of pending calls (and on demand, optionally for one
 * user), and the durable run job; on a worker's start, runs a stopped process left behind are
 * resumed.
 */
export async function registerAnalysisJobs(
  queue: JobQueue,
  analysis: Pick<AnalysisModule, 'evaluatePending' | 'executeRun' | 'resumeInterruptedRuns'>,
  options: { roles: readonly Role[]; log: Logger; concurrency?: number },
): Promise<void> {
  const { roles, log } = options;
  await queue.define(evaluateCallsJob);
  if (roles.includes('worker')) {
    await queue.work(evaluateCallsJob, async (payload) => {
      const report = await analysis.evaluatePending(payload.userId);
      log.info({ report }, 'analysis calls evaluated');
    });
  }
  if (roles.includes('scheduler')) {
    await queue.schedule(evaluateCallsJob, evaluateCallsCron, { requestedAt: new Date().toISOString() });
  }

  await queue.define(runAnalysisJob);
  if (!roles.includes('worker')) return;
  // Several runs at once: each spends most of its time waiting on the database and the compute
  // threads, so one at a time would leave the machine idle under a queue.
  await queue.work(runAnalysisJob, async ({ runId }) => analysis.executeRun(runId), {
    concurrency: options.concurrency ?? 1,
  });
  const { resumed, failed } = await analysis.resumeInterruptedRuns();
  if (resumed || failed) log.info({ resumed, failed }, 'unfinished analysis runs after restart');
}
