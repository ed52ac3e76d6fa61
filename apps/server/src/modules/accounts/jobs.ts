import { SendPasswordResetJob, jobNames } from '@alphadesk/contracts';
import type { JobContext, JobDefinition, JobQueue } from '../../platform/queue.ts';
import type { AccountsModule } from './index.ts';

export const sendPasswordResetJob: JobDefinition<typeof SendPasswordResetJob> = {
  name: jobNames.sendPasswordReset,
  payload: SendPasswordResetJob,
  expireInSeconds: 60,
  retryLimit: 5,
};

export async function registerAccountJobs(
  queue: JobQueue,
  accounts: Pick<AccountsModule, 'deliverPasswordReset'>,
  context: JobContext,
): Promise<void> {
  await queue.define(sendPasswordResetJob);
  if (context.roles.includes('worker')) {
    await queue.work(sendPasswordResetJob, (payload) => accounts.deliverPasswordReset(payload.email));
  }
}
