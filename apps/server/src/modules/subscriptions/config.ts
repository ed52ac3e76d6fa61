import { z } from 'zod';
import { configSection } from '../../platform/config.ts';

export interface SubscriptionSettings {
  /** When the renewal run looks for ended periods (hourly by default). */
  readonly renewalCron: string;
  /** Days a past-due subscription keeps its tier while the card is retried. */
  readonly graceDays: number;
}

/** Renewals and the grace period. */
export const subscriptionsConfig = configSection({
  variables: {
    SUBSCRIPTION_RENEWAL_CRON: z.string().min(9).default('5 * * * *'),
    SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  },
  settings: (env): SubscriptionSettings =>
    Object.freeze({ renewalCron: env.SUBSCRIPTION_RENEWAL_CRON, graceDays: env.SUBSCRIPTION_GRACE_DAYS }),
});
