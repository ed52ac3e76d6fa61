import type { BillingCycle, Plan, PlanQuote, Tier } from '@alphadesk/contracts';

/** What one cycle of a plan costs (NT$). */
export const priceOf = (plan: Plan, cycle: BillingCycle): number =>
  cycle === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;

/** How a billing cycle reads on orders and receipts. */
export const cycleLabels: Record<BillingCycle, string> = { monthly: '月繳', yearly: '年繳' };

/** The pricing page's reading of a plan for a cycle: amount, monthly equivalent and yearly saving. */
export function quoteOf(plan: Plan, billingCycle: BillingCycle): PlanQuote {
  const fullYearAtMonthly = plan.monthlyPrice * 12;
  return {
    planId: plan.id as Tier,
    billingCycle,
    amount: priceOf(plan, billingCycle),
    currency: 'TWD',
    monthlyEquivalent: billingCycle === 'yearly' ? Math.round(plan.yearlyPrice / 12) : plan.monthlyPrice,
    // Savings of paying yearly against twelve monthly payments, in percent with 2 decimals.
    yearlySavingsPercent:
      fullYearAtMonthly > 0
        ? Math.round(((fullYearAtMonthly - plan.yearlyPrice) / fullYearAtMonthly) * 10_000) / 100
        : 0,
    trialDays: plan.trialDays,
  };
}
