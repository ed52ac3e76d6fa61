import { z } from 'zod';
import { configSection } from '../../platform/config.ts';

export interface MonitorSettings {
  /** How often the live feed reads quotes and evaluates alerts; 0 switches it off. */
  readonly liveIntervalMs: number;
}

export const monitorConfig = configSection({
  variables: { MONITOR_LIVE_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).optional() },
  // Tests drive ticks themselves: a timer reading simulated quotes would fire their alerts at random.
  settings: (env, platform): MonitorSettings =>
    Object.freeze({ liveIntervalMs: env.MONITOR_LIVE_INTERVAL_MS ?? (platform.env === 'test' ? 0 : 5000) }),
});
