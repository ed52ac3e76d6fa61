import { z } from 'zod';
import { configSection } from '../../platform/config.ts';

export interface SystemSettings {
  /** When the scheduler enqueues the role heartbeat. */
  readonly heartbeatCron: string;
}

export const systemConfig = configSection({
  variables: { HEARTBEAT_CRON: z.string().min(9).default('* * * * *') },
  settings: (env): SystemSettings => Object.freeze({ heartbeatCron: env.HEARTBEAT_CRON }),
});
