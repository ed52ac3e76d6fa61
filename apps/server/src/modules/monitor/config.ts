import { z } from 'zod';
import { configSection } from '../../platform/config.ts';

export interface MonitorSettings {
  /** How often the live feed reads quotes and evaluates alerts; 0 switches it off. */
  readonly liveIntervalMs: number;
  /** Least time between two of the live feed's flush passes (ms); 0 flushes every event-loop turn. */
  readonly feedFlushMs: number;
  /** When the announcement events (注意/處置, 月營收, 除權息, 填息) are fetched, Taipei time. */
  readonly eventsCron: string;
  /** Alert delivery beyond the page: e-mails per member and hour, webhook timeout and back-off. */
  readonly delivery: {
    readonly emailsPerHour: number;
    readonly webhook: {
      readonly timeoutMs: number;
      readonly retryBaseMs: number;
      /** Only in tests: http:// and loopback receivers (a local server); never other private addresses. */
      readonly policy: { readonly allowLoopback: boolean };
    };
  };
}

export const monitorConfig = configSection({
  variables: {
    MONITOR_LIVE_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    MONITOR_FEED_FLUSH_MS: z.coerce.number().int().min(0).max(1000).default(0),
    MONITOR_EVENTS_CRON: z.string().min(9).default('30 8,14,18,21 * * 1-5'),
    MONITOR_ALERT_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(10),
    MONITOR_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    MONITOR_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  },
  // Tests drive ticks themselves: a timer reading simulated quotes would fire their alerts at random.
  settings: (env, platform): MonitorSettings =>
    Object.freeze({
      liveIntervalMs: env.MONITOR_LIVE_INTERVAL_MS ?? (platform.env === 'test' ? 0 : 5000),
      feedFlushMs: env.MONITOR_FEED_FLUSH_MS,
      eventsCron: env.MONITOR_EVENTS_CRON,
      delivery: Object.freeze({
        emailsPerHour: env.MONITOR_ALERT_EMAILS_PER_HOUR,
        webhook: Object.freeze({
          timeoutMs: env.MONITOR_WEBHOOK_TIMEOUT_MS,
          retryBaseMs: env.MONITOR_WEBHOOK_RETRY_BASE_MS,
          policy: Object.freeze({ allowLoopback: platform.env === 'test' }),
        }),
      }),
    }),
});
