import { Tier } from '@alphadesk/contracts';
import { alertCheckSeconds } from '@alphadesk/core';
import type { MonitorMembers, MonitorPlans } from './ports.ts';

/** A plan staff switched off: its members are evaluated like the free plan of the catalogue. */
const fallback = { realtimeAlerts: false, alertCheckSeconds: 300 };

/**
 * Each owner's alert cadence from their tier's row in the plan table (core's alertCheckSeconds
 * holds the rule): read per evaluation, so an upgrade or downgrade applies from the next one.
 */
export function planCadences(members: MonitorMembers, plans: MonitorPlans) {
  return async (userIds: readonly string[]): Promise<Map<string, number>> => {
    const tiers = await members.tiersOf(userIds);
    const byTier = new Map<Tier, number>();
    for (const tier of Tier.options)
      byTier.set(tier, alertCheckSeconds((await plans.find(tier)) ?? fallback));
    return new Map([...tiers].map(([userId, tier]) => [userId, byTier.get(tier)!]));
  };
}
