import { analystIds } from '@alphadesk/core';
import type { DashboardStats, SystemLoad } from '@alphadesk/contracts';
import { createLoadSampler } from './load.ts';

export { dashboardRoutes } from './routes.ts';

/** What the overview reads from other modules (wired in services.ts). */
export interface DashboardPorts {
  memberCount(): Promise<number>;
  revenueTotals(): Promise<{ gross: number; refunded: number; payments: number }>;
  /** When the worker role last processed its heartbeat, or null. */
  workerLastSeen(): Promise<Date | null>;
}

export interface AdminDashboardModule {
  stats(): Promise<Omit<DashboardStats, 'success'>>;
  systemLoad(): Omit<SystemLoad, 'success'>;
}

// The heartbeat runs every minute by default: three missed beats and the worker counts as gone.
const workerFreshMs = 3 * 60_000;

/** The back-office overview (admin spec §2.3). */
export function createAdminDashboardModule(deps: DashboardPorts & { now: () => Date }): AdminDashboardModule {
  const sample = createLoadSampler();
  return {
    async stats() {
      const [members, revenue, workerSeen] = await Promise.all([
        deps.memberCount(),
        deps.revenueTotals(),
        deps.workerLastSeen(),
      ]);
      const now = deps.now();
      const workerUp = workerSeen !== null && now.getTime() - workerSeen.getTime() <= workerFreshMs;
      return {
        total_users: members,
        total_revenue: revenue.gross - revenue.refunded,
        gross_revenue: revenue.gross,
        refunded: revenue.refunded,
        payments: revenue.payments,
        analysts_online: workerUp ? analystIds.length : 0,
        analysts_total: analystIds.length,
        worker_last_seen: workerSeen?.toISOString() ?? null,
        tts_jobs_in_progress: 0,
        tts_available: false,
        generated_at: now.toISOString(),
      };
    },
    systemLoad: () => ({ timestamp: deps.now().toISOString(), ...sample() }),
  };
}
