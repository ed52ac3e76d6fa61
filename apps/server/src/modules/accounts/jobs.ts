import { SendPasswordResetJob, jobNames } from '@alphadesk/contracts';
import type { JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { PasswordResets } from './password-resets.ts';

export const sendPasswordResetJob: JobDefinition<typeof SendPasswordResetJob> = {
  name: jobNames.sendPasswordReset,
  payload: SendPasswordResetJob,
  expireInSeconds: 60,
  retryLimit: 5,
};

export async function registerAccountJobs(
  queue: JobQueue,
  resets: PasswordResets,
  runWorker: boolean,
): Promise<void> {
  await queue.define(sendPasswordResetJob);
  if (runWorker) await queue.work(sendPasswordResetJob, (payload) => resets.deliver(payload.email));
}
