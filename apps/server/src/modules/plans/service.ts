import type { BillingCycle, Plan, PlanQuote, Tier } from '@alphadesk/contracts';
import { notFound } from '../../platform/errors.ts';
import { initialPlans } from './catalogue.ts';
import type { PlanRepository, PlanRow } from './repository.ts';

export function createPlanService(repository: PlanRepository) {
  return {
    async list(): Promise<Plan[]> {
      return (await repository.listActive()).map(toPlan);
    },

    async quote(planId: Tier, billingCycle: BillingCycle): Promise<PlanQuote> {
      const row = await repository.findById(planId);
      if (!row || !row.isActive) throw notFound('不支援的會員方案');
      const amount = billingCycle === 'yearly' ? row.yearlyPrice : row.monthlyPrice;
      const fullYearAtMonthly = row.monthlyPrice * 12;
      return {
        planId,
        billingCycle,
        amount,
        currency: 'TWD',
        monthlyEquivalent: billingCycle === 'yearly' ? Math.round(row.yearlyPrice / 12) : row.monthlyPrice,
        // Savings of paying yearly against twelve monthly payments, in percent with 2 decimals.
        yearlySavingsPercent:
          fullYearAtMonthly > 0
            ? Math.round(((fullYearAtMonthly - row.yearlyPrice) / fullYearAtMonthly) * 10_000) / 100
            : 0,
        trialDays: row.trialDays,
      };
    },

    /** Makes sure every plan of the initial catalogue exists; never overwrites edited rows. */
    async ensureCatalogue(): Promise<void> {
      await repository.insertMissing(initialPlans);
    },
  };
}
export type PlanService = ReturnType<typeof createPlanService>;

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id as Tier,
    name: row.name,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    currency: 'TWD',
    trialDays: row.trialDays,
    monthlyAnalysisLimit: row.monthlyAnalysisLimit,
    features: row.features,
    highlighted: row.highlighted,
    sortOrder: row.sortOrder,
  };
}
