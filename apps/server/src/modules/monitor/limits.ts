import type { MonitorUsage, Tier } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import type { Caller, MonitorPlans } from './ports.ts';

export interface MonitorLimits {
  watchlistLimit: number;
  alertLimit: number;
  realtimeAlerts: boolean;
}

/** The catalogue's values, used only when staff switched a plan off (its members keep a floor). */
const fallback: MonitorLimits = { watchlistLimit: 30, alertLimit: 3, realtimeAlerts: false };

export async function limitsOf(plans: MonitorPlans, tier: Tier): Promise<MonitorLimits> {
  const plan = await plans.find(tier);
  if (!plan) return fallback;
  return {
    watchlistLimit: plan.watchlistLimit,
    alertLimit: plan.alertLimit,
    realtimeAlerts: plan.realtimeAlerts,
  };
}

/** The monitor is for signed-up members; a guest is asked to register. */
export function requireMember(caller: Caller): void {
  if (caller.kind === 'guest') throw appError('MEMBERS_ONLY');
}

export function usageOf(limits: MonitorLimits, watchlistCount: number, alertCount: number): MonitorUsage {
  return { ...limits, watchlistCount, alertCount };
}
