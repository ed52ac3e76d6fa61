import { z } from 'zod';

export const Tier = z.enum(['free', 'gold', 'diamond']);
export type Tier = z.infer<typeof Tier>;

export const BillingCycle = z.enum(['monthly', 'yearly']);
export type BillingCycle = z.infer<typeof BillingCycle>;

/** A membership plan as every pricing surface shows it. Prices are whole NT$. */
export const Plan = z.object({
  id: Tier,
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number().int().nonnegative(),
  yearlyPrice: z.number().int().nonnegative(),
  currency: z.literal('TWD'),
  trialDays: z.number().int().nonnegative(),
  /** Analyses per month; null means unlimited. */
  monthlyAnalysisLimit: z.number().int().positive().nullable(),
  features: z.array(z.string()),
  highlighted: z.boolean(),
  sortOrder: z.number().int(),
  /** Market monitor: stocks on the watchlist and active alerts allowed. */
  watchlistLimit: z.number().int().nonnegative(),
  alertLimit: z.number().int().nonnegative(),
  /** Alerts evaluated on every tick and pushed live (diamond); otherwise on each quote refresh. */
  realtimeAlerts: z.boolean(),
  /** Without real-time alerts: seconds between two evaluations of the member's alerts. */
  alertCheckSeconds: z.number().int().nonnegative(),
});
export type Plan = z.infer<typeof Plan>;

export const PlanListResponse = z.object({ plans: z.array(Plan) });
export type PlanListResponse = z.infer<typeof PlanListResponse>;

export const PlanQuoteRequest = z.strictObject({
  planId: z.enum(Tier.options, { error: '不支援的會員方案' }),
  billingCycle: BillingCycle,
});
export type PlanQuoteRequest = z.infer<typeof PlanQuoteRequest>;

/** What a plan costs for one billing cycle, computed by the server from the plan table. */
export const PlanQuote = z.object({
  planId: Tier,
  billingCycle: BillingCycle,
  amount: z.number().int().nonnegative(),
  currency: z.literal('TWD'),
  monthlyEquivalent: z.number().int().nonnegative(),
  yearlySavingsPercent: z.number(),
  trialDays: z.number().int().nonnegative(),
});
export type PlanQuote = z.infer<typeof PlanQuote>;
