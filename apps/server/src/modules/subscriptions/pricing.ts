import type { BillingCycle, Plan, Tier } from '@alphadesk/contracts';
import { tierNames } from '@alphadesk/core';
import type { PlansModule } from '../plans/index.ts';

/** Prices and names from the plan table: the single source of truth for what anything costs. */
export function createPlanPricing(plans: Pick<PlansModule, 'list'>) {
  return {
    /** An active plan, or null when it does not exist or staff switched it off. */
    async plan(tier: Tier): Promise<Plan | null> {
      return (await plans.list()).find((plan) => plan.id === tier) ?? null;
    },

    priceOf(plan: Plan, cycle: BillingCycle): number {
      return cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
    },

    async price(tier: Tier, cycle: BillingCycle): Promise<number | null> {
      const plan = await this.plan(tier);
      return plan ? this.priceOf(plan, cycle) : null;
    },

    async name(tier: Tier): Promise<string> {
      return (await this.plan(tier))?.name ?? tierNames[tier];
    },
  };
}
export type PlanPricing = ReturnType<typeof createPlanPricing>;

export const cycleLabels: Record<BillingCycle, string> = { monthly: '月繳', yearly: '年繳' };
