import { z } from 'zod';
import { configSection } from '../../platform/config.ts';

export interface MonitorSettings {
  /** How often the live feed reads quotes and evaluates alerts; 0 switches it off. */
  readonly liveIntervalMs: number;
  /** When the announcement events (注意/處置, 月營收, 除權息, 填息) are fetched, Taipei time. */
  readonly eventsCron: string;
}

export const monitorConfig = configSection({
  variables: {
    MONITOR_LIVE_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    MONITOR_EVENTS_CRON: z.string().min(9).default('30 8,14,18,21 * * 1-5'),
  },
  // Tests drive ticks themselves: a timer reading simulated quotes would fire their alerts at random.
  settings: (env, platform): MonitorSettings =>
    Object.freeze({
      liveIntervalMs: env.MONITOR_LIVE_INTERVAL_MS ?? (platform.env === 'test' ? 0 : 5000),
      eventsCron: env.MONITOR_EVENTS_CRON,
    }),
});
