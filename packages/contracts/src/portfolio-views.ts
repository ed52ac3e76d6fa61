import { z } from 'zod';
import { CostSettings, ReturnPeriod, TransactionType } from './portfolios.ts';

/**
 * What the portfolio routes answer. Money is NT$ (to the cent where averages make cents), shares
 * are shares, and every `…Percent`, `weight`, return and score-rule fraction is in percent
 * (3.85 means 3.85 %), as the spec's holding fields are.
 */
const money = z.number();
const percent = z.number().nullable();

/** Spec §3 Holding, extended with FIFO cost, realised gain, dividends and lots beside it. */
export const Holding = z.object({
  id: z.string(),
  symbol: z.string(),
  companyName: z.string(),
  quantity: z.number().int(),
  averagePrice: money,
  currentPrice: money,
  totalValue: money,
  totalCost: money,
  unrealizedGain: money,
  unrealizedGainPercent: percent,
  dayChange: money,
  dayChangePercent: percent,
  weight: z.number(),
  sector: z.string().nullable(),
  market: z.string(),
  lastUpdated: z.string(),
  exchange: z.string(),
  kind: z.enum(['stock', 'etf']),
  lots: z.number().int(),
  oddShares: z.number().int(),
  fifoAveragePrice: money,
  fifoCost: money,
  fifoUnrealizedGain: money,
  fifoUnrealizedGainPercent: percent,
  realizedGain: money,
  fifoRealizedGain: money,
  dividends: money,
  fees: money,
  taxes: money,
  openedOn: z.string().nullable(),
});
export type Holding = z.infer<typeof Holding>;

export const ClosedPosition = z.object({
  symbol: z.string(),
  companyName: z.string(),
  realizedGain: money,
  fifoRealizedGain: money,
  dividends: money,
  fees: money,
  taxes: money,
});

export const ScoreRule = z.object({
  id: z.enum([
    'largest-weight',
    'sector-concentration',
    'volatility',
    'beta',
    'holdings-count',
    'cash-share',
    'effective-holdings',
    'sector-count',
    'benchmark-overlap',
  ]),
  /** Percent for fractions, plain for counts and beta; null when it cannot be measured. */
  value: z.number().nullable(),
  unit: z.enum(['percent', 'count', 'ratio']),
  threshold: z.number(),
  full: z.number(),
  maxPoints: z.number(),
  contribution: z.number(),
  applies: z.boolean(),
  subject: z.string().nullable(),
});
export type ScoreRule = z.infer<typeof ScoreRule>;

export const ScoreCard = z.object({ score: z.number().nullable(), rules: z.array(ScoreRule) });
export type ScoreCard = z.infer<typeof ScoreCard>;

export const PeriodReturn = z.object({
  period: ReturnPeriod,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startValue: money,
  endValue: money,
  inflows: money,
  outflows: money,
  gain: money,
  simpleReturn: percent,
  timeWeightedReturn: percent,
  /** Annualised. */
  xirr: percent,
});
export type PeriodReturn = z.infer<typeof PeriodReturn>;

/** Spec §3 Portfolio, extended; `holdings` are the open positions, largest first. */
export const Portfolio = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  totalValue: money,
  totalCost: money,
  totalGain: money,
  totalGainPercent: percent,
  dayChange: money,
  dayChangePercent: percent,
  holdings: z.array(Holding),
  createdAt: z.string(),
  updatedAt: z.string(),
  riskScore: z.number().nullable(),
  diversificationScore: z.number().nullable(),
  trackCash: z.boolean(),
  cash: money,
  costs: CostSettings,
  realizedGain: money,
  fifoRealizedGain: money,
  dividends: money,
  fees: money,
  taxes: money,
  transactionCount: z.number().int(),
  asOf: z.string().nullable(),
  /** Some price in it comes from the market simulator. */
  simulated: z.boolean(),
});
export type Portfolio = z.infer<typeof Portfolio>;

export const PortfolioListResponse = z.object({ success: z.literal(true), portfolios: z.array(Portfolio) });
export type PortfolioListResponse = z.infer<typeof PortfolioListResponse>;

export const PortfolioDetail = Portfolio.extend({
  returns: z.array(PeriodReturn),
  risk: ScoreCard,
  diversification: ScoreCard,
  volatility: percent,
  beta: z.number().nullable(),
  closed: z.array(ClosedPosition),
});
export type PortfolioDetail = z.infer<typeof PortfolioDetail>;

export const PortfolioDetailResponse = z.object({ success: z.literal(true), portfolio: PortfolioDetail });
export type PortfolioDetailResponse = z.infer<typeof PortfolioDetailResponse>;

export const TransactionView = z.object({
  id: z.string(),
  type: TransactionType,
  date: z.string(),
  symbol: z.string().nullable(),
  companyName: z.string().nullable(),
  shares: z.number().nullable(),
  price: z.number().nullable(),
  amount: z.number().nullable(),
  ratio: z.number().nullable(),
  fee: z.number(),
  tax: z.number(),
  /** 二代健保 premium withheld from a cash dividend. */
  premium: z.number(),
  dayTrade: z.boolean(),
  note: z.string().nullable(),
  source: z.enum(['manual', 'holding', 'import', 'analysis', 'corporate-action']),
  /** Made from a published corporate action, not stored; it disappears if the member records it. */
  automatic: z.boolean(),
  createdAt: z.string().nullable(),
});
export type TransactionView = z.infer<typeof TransactionView>;

export const TransactionListResponse = z.object({
  success: z.literal(true),
  transactions: z.array(TransactionView),
});
export type TransactionListResponse = z.infer<typeof TransactionListResponse>;

export const TransactionResponse = z.object({ success: z.literal(true), transaction: TransactionView });

export const ImportRow = z.object({
  line: z.number().int(),
  date: z.string(),
  type: TransactionType,
  symbol: z.string().nullable(),
  companyName: z.string().nullable(),
  shares: z.number().nullable(),
  price: z.number().nullable(),
  fee: z.number(),
  tax: z.number(),
  amount: z.number().nullable(),
  ratio: z.number().nullable(),
  dayTrade: z.boolean(),
  /** Already in the portfolio (same content, same occurrence): skipped. */
  duplicate: z.boolean(),
});

export const ImportIssue = z.object({ line: z.number().int(), message: z.string() });

export const ImportResponse = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  format: z.enum(['broker-statement', 'generic']).nullable(),
  encoding: z.enum(['utf-8', 'big5']),
  rows: z.array(ImportRow),
  added: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(ImportIssue),
  warnings: z.array(ImportIssue),
});
export type ImportResponse = z.infer<typeof ImportResponse>;

const Slice = z.object({ key: z.string(), value: money, weight: z.number() });

export const AnalyticsResponse = z.object({
  success: z.literal(true),
  period: ReturnPeriod,
  from: z.string().nullable(),
  to: z.string().nullable(),
  benchmark: z.object({ symbol: z.string(), name: z.string(), available: z.boolean() }),
  series: z.array(
    z.object({
      date: z.string(),
      value: money,
      netInvested: money,
      /** Growth in percent since the period start (time-weighted), and the benchmark's. */
      portfolioReturn: z.number(),
      benchmarkReturn: z.number().nullable(),
      drawdown: z.number(),
    }),
  ),
  drawdown: z.object({
    maxDrawdown: z.number(),
    peakDate: z.string().nullable(),
    troughDate: z.string().nullable(),
    current: z.number(),
  }),
  allocation: z.object({ bySector: z.array(Slice), byExchange: z.array(Slice) }),
  contributions: z.array(
    z.object({ symbol: z.string(), companyName: z.string(), gain: money, share: z.number().nullable() }),
  ),
  simulated: z.boolean(),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

/** Spec §3 portfolio stats (dashboard), from the member's real portfolios. */
export const PortfolioStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    totalValue: money,
    /** All-time time-weighted return of all portfolios together, percent. */
    totalReturn: percent,
    /** Month to date, percent. */
    monthlyReturn: percent,
    /** Share of the securities ever held whose gain (realised + unrealised + dividends) is positive, percent. */
    winRate: percent,
    positions: z.number().int(),
    portfolios: z.number().int(),
    lastUpdated: z.string().nullable(),
  }),
});
export type PortfolioStatsResponse = z.infer<typeof PortfolioStatsResponse>;

export const PortfolioDeletedResponse = z.object({ success: z.literal(true) });
