import { z } from 'zod';
import { AlertType } from './monitor.ts';

const Recommendation = z.enum(['buy', 'hold', 'sell']);

/** One of the member's latest completed analyses. */
export const DashboardAnalysis = z.object({
  id: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  result: Recommendation,
  /** 0–1. */
  confidence: z.number(),
  targetPrice: z.number().nullable(),
  priceAtCall: z.number().nullable(),
  createdAt: z.string(),
});
export type DashboardAnalysis = z.infer<typeof DashboardAnalysis>;

/**
 * A market alert on the dashboard: one of the member's price alerts the monitor triggered, or one of
 * the member's calls the evaluator scored (hit or miss), newest first.
 */
export const DashboardAlert = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('triggered'),
    id: z.string(),
    symbol: z.string(),
    /** The alert's type (price_above, price_below, …) and its threshold. */
    type: AlertType,
    condition: z.number(),
    /** What happened at the last firing, worded in the reader's language. */
    text: z.string().optional(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('scored'),
    id: z.string(),
    symbol: z.string(),
    companyName: z.string(),
    result: Recommendation,
    outcome: z.enum(['profit', 'loss']),
    /** Net return of the call, fraction. */
    actualReturn: z.number().nullable(),
    at: z.string(),
  }),
]);
export type DashboardAlert = z.infer<typeof DashboardAlert>;

/** A stock whose latest call is a buy with its target above the price: the upside is the rule's measure. */
export const DashboardOpportunity = z.object({
  analysisId: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  targetPrice: z.number(),
  price: z.number(),
  /** Where `price` comes from: the watchlist's live quote, or the price at the call. */
  priceSource: z.enum(['watchlist', 'call']),
  /** (target − price) ÷ price, percent with 2 decimals. */
  upsidePercent: z.number(),
  confidence: z.number(),
  createdAt: z.string(),
});
export type DashboardOpportunity = z.infer<typeof DashboardOpportunity>;

/** An insight computed from the member's analyses and watchlist; the page words it from `kind`. */
export const DashboardInsight = z.discriminatedUnion('kind', [
  /** The scored calls: how many hit. */
  z.object({
    kind: z.literal('hit_rate'),
    scored: z.number().int(),
    hits: z.number().int(),
    /** Percent, 2 decimals. */
    hitRate: z.number(),
  }),
  /** Watched stocks without an analysis in the last `days` days. */
  z.object({ kind: z.literal('watchlist_unanalysed'), days: z.number().int(), symbols: z.array(z.string()) }),
  /** Watched stocks whose latest call is sell. */
  z.object({ kind: z.literal('watchlist_sell'), symbols: z.array(z.string()) }),
  /** How the member's latest calls split between buy, hold and sell. */
  z.object({
    kind: z.literal('call_mix'),
    counted: z.number().int(),
    buy: z.number().int(),
    hold: z.number().int(),
    sell: z.number().int(),
  }),
]);
export type DashboardInsight = z.infer<typeof DashboardInsight>;

export const MemberDashboardResponse = z.object({
  success: z.literal(true),
  generatedAt: z.string(),
  recentAnalyses: z.array(DashboardAnalysis),
  alerts: z.array(DashboardAlert),
  opportunities: z.array(DashboardOpportunity),
  insights: z.array(DashboardInsight),
});
export type MemberDashboardResponse = z.infer<typeof MemberDashboardResponse>;
