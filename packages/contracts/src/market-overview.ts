import { z } from 'zod';
import { DataSource, MarketIndex } from './market.ts';
import { MarketEvent } from './monitor.ts';

/**
 * The market overview page (/market): indices, breadth, 三大法人 and 融資融券 totals, movers and the
 * day's 注意/處置 notices. Every block names its data date and source and whether it is simulated.
 */

/** Spec §9's overview rule (5 watchlist items, 3 alerts, 5 events): each movers list shows 5. */
export const overviewMoversSize = 5;

/** The overview takes no parameters; unknown query fields are refused. */
export const MarketOverviewQuery = z.strictObject({});

export const OverviewExchange = z.enum(['TWSE', 'TPEx']);
export type OverviewExchange = z.infer<typeof OverviewExchange>;

/**
 * `ok`: the block has data. `not_simulated`: the simulator does not model these totals (shown as
 * 無資料, never invented). `no_data`: the source has nothing for the date, or could not be reached.
 */
export const OverviewBlockStatus = z.enum(['ok', 'not_simulated', 'no_data']);
export type OverviewBlockStatus = z.infer<typeof OverviewBlockStatus>;

const origin = {
  exchange: OverviewExchange,
  /** The trading date the numbers describe (YYYY-MM-DD). */
  date: z.string(),
  source: DataSource,
  simulated: z.boolean(),
};

export const MarketBreadth = z.object({
  ...origin,
  advancers: z.number().int().nonnegative(),
  decliners: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  limitUp: z.number().int().nonnegative(),
  limitDown: z.number().int().nonnegative(),
});
export type MarketBreadth = z.infer<typeof MarketBreadth>;

/** Amounts in NT$ (元). */
export const BuySell = z.object({ buy: z.number(), sell: z.number(), net: z.number() });
export type BuySell = z.infer<typeof BuySell>;

export const InstitutionalTotals = z.object({
  ...origin,
  /** 外資及陸資 (foreign dealers excluded: the exchanges count them with the dealers). */
  foreign: BuySell,
  trust: BuySell,
  dealers: BuySell,
  total: BuySell,
});
export type InstitutionalTotals = z.infer<typeof InstitutionalTotals>;

export const MarginTotals = z.object({
  ...origin,
  /** 融資餘額 in lots (張), today and the session before. */
  marginBalance: z.number(),
  marginPrevious: z.number(),
  /** 融券餘額 in lots. */
  shortBalance: z.number(),
  shortPrevious: z.number(),
  /** 融資金額 in NT$ (元); null when the source does not publish it. */
  marginAmount: z.number().nullable(),
});
export type MarginTotals = z.infer<typeof MarginTotals>;

const block = <T extends z.ZodType>(item: T) =>
  z.object({ status: OverviewBlockStatus, markets: z.array(item) });

export const OverviewMover = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: OverviewExchange,
  price: z.number(),
  change: z.number(),
  changePercent: z.number(),
  /** Shares traded so far. */
  volume: z.number(),
  /** Value traded, estimated as price × volume (quotes carry no traded value). */
  value: z.number(),
});
export type OverviewMover = z.infer<typeof OverviewMover>;

export const OverviewMovers = z.object({
  status: OverviewBlockStatus,
  /** The newest quote time among the quotes ranked, or null when there were none. */
  asOf: z.string().nullable(),
  source: DataSource.nullable(),
  simulated: z.boolean(),
  /** How many Taiwan stocks had a quote to rank. */
  ranked: z.number().int().nonnegative(),
  gainers: z.array(OverviewMover),
  losers: z.array(OverviewMover),
  byValue: z.array(OverviewMover),
});
export type OverviewMovers = z.infer<typeof OverviewMovers>;

export const OverviewNotices = z.object({
  /** The Taipei date the notices were read for (today). */
  date: z.string(),
  events: z.array(MarketEvent),
});
export type OverviewNotices = z.infer<typeof OverviewNotices>;

export const MarketOverviewResponse = z.object({
  generatedAt: z.string(),
  provider: z.string(),
  /** The provider generates its values (labelled 模擬). */
  simulated: z.boolean(),
  indices: z.array(MarketIndex),
  breadth: block(MarketBreadth),
  institutional: block(InstitutionalTotals),
  margin: block(MarginTotals),
  movers: OverviewMovers,
  notices: OverviewNotices,
});
export type MarketOverviewResponse = z.infer<typeof MarketOverviewResponse>;
