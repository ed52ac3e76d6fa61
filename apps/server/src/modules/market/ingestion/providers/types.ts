import type {
  DataSource,
  InstitutionalTotals,
  MarginTotals,
  Market,
  MarketBreadth,
  Sector,
  SecurityKind,
} from '@alphadesk/contracts';

/** A security as the market module stores and searches it. */
export interface SecurityRecord {
  symbol: string;
  code: string;
  market: Market;
  exchange: string;
  name: string;
  nameEn: string | null;
  isin: string | null;
  industry: string | null;
  sector: Sector | null;
  kind: SecurityKind;
  listedOn: string | null;
  currency: string;
  sharesOutstanding: number | null;
  popularity: number;
  source: 'builtin' | 'import' | DataSource;
}

/** What a provider needs to know about a security to fetch its data. */
export type SecurityRef = Pick<SecurityRecord, 'symbol' | 'code' | 'market' | 'exchange' | 'kind' | 'sector'>;
export type NamedSecurityRef = SecurityRef & Pick<SecurityRecord, 'name'>;

export interface Quote {
  symbol: string;
  price: number;
  open: number | null;
  high: number | null;
  low: number | null;
  previousClose: number | null;
  change: number | null;
  changePercent: number | null;
  /** Shares traded so far in the session. */
  volume: number | null;
  limitUp: number | null;
  limitDown: number | null;
  /** When the quote was true (the exchange's time), not when it was fetched. */
  asOf: Date;
  source: DataSource;
  simulated: boolean;
}

export interface Bar {
  symbol: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Signed change against the reference price; null when the source marks none (`X`). */
  change: number | null;
  volume: number;
  value: number | null;
  transactions: number | null;
  /** Cumulative adjustment factor when the source knows it (Yahoo's adjclose); else computed. */
  adjFactor?: number;
  source: DataSource;
  simulated: boolean;
}

export interface IndexValue {
  symbol: string;
  name: string;
  market: Market;
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  value: number;
  change: number | null;
  changePercent: number | null;
  asOf: Date;
  source: DataSource;
  simulated: boolean;
}

export interface Valuation {
  symbol: string;
  date: string;
  peRatio: number | null;
  dividendYield: number | null;
  pbRatio: number | null;
  source: DataSource;
  simulated: boolean;
}

export interface MonthlyRevenue {
  symbol: string;
  month: string;
  revenue: number;
  yoyPercent: number | null;
  momPercent: number | null;
  source: DataSource;
  simulated: boolean;
}

export interface InstitutionalFlow {
  symbol: string;
  date: string;
  foreignNet: number;
  trustNet: number;
  dealerNet: number;
  totalNet: number;
  source: DataSource;
  simulated: boolean;
}

export interface MarginBalance {
  symbol: string;
  date: string;
  /** Lots (張). */
  marginBalance: number;
  shortBalance: number;
  source: DataSource;
  simulated: boolean;
}

import type { Announcements } from './announcements.ts';

export type DividendKind = 'dividend' | 'rights' | 'rights-dividend' | 'split' | 'reduction' | 'derived';

export interface DividendEvent {
  symbol: string;
  date: string;
  kind: DividendKind;
  previousClose: number;
  referencePrice: number;
  cashDividend: number | null;
  stockDividend: number | null;
  source: DataSource;
}

export interface SecurityStatus {
  symbol: string;
  date: string;
  kind: 'attention' | 'disposition';
  reason: string;
  until: string | null;
  source: DataSource;
}

/** A close of an index on one date. */
export interface IndexClose {
  date: string;
  close: number;
}

/**
 * What a provider says about its data, so the rest of the module reads this description instead
 * of asking which provider it is.
 */
export interface ProviderDescriptor {
  /** The provider's name (market status reports it). */
  readonly name: string;
  /** Its values are generated, not observed: they carry `simulated: true` and the UI labels them 模擬. */
  readonly simulated: boolean;
  /**
   * `computed`: the source derives any security's history and facts on request at no cost, so a
   * read that finds nothing stored asks it, and its answers are not stored (they are the same the
   * next time). `fetched`: a remote, rate-limited source; reads come from what the refresh jobs
   * and imports stored, and a chart of a security with nothing stored is fetched once and kept.
   */
  readonly history: 'computed' | 'fetched';
}

/**
 * One interface over every market-data source. A provider implements what its source offers;
 * the rest throw ProviderError('unsupported'). Snapshot methods return every security of a date
 * (the exchanges publish whole-market tables); `securities` narrows what a provider computes.
 */
export interface MarketDataProvider {
  readonly descriptor: ProviderDescriptor;
  quotes(securities: readonly SecurityRef[]): Promise<Quote[]>;
  dailyBars(security: SecurityRef, from: string, to: string): Promise<Bar[]>;
  /** Every security's bar of one session. */
  dailySnapshot(date: string, securities: readonly SecurityRef[]): Promise<Bar[]>;
  indices(at: Date): Promise<IndexValue[]>;
  /** Daily closes of one index of `marketIndices` (core) between two dates. */
  indexHistory(symbol: string, from: string, to: string): Promise<IndexClose[]>;
  valuations(date: string, securities: readonly SecurityRef[]): Promise<Valuation[]>;
  monthlyRevenue(month: string, securities: readonly SecurityRef[]): Promise<MonthlyRevenue[]>;
  institutionalFlows(date: string, securities: readonly SecurityRef[]): Promise<InstitutionalFlow[]>;
  marginBalances(date: string, securities: readonly SecurityRef[]): Promise<MarginBalance[]>;
  dividends(from: string, to: string): Promise<DividendEvent[]>;
  securityStatus(date: string): Promise<SecurityStatus[]>;
  /** Attention and disposition lists, monthly revenue and the ex-dividend calendar (market events). */
  announcements?(date: string, securities: readonly NamedSecurityRef[]): Promise<Announcements>;
  /** Whole-market 漲跌家數 of a session, one entry per exchange that answered. */
  marketBreadth(date: string): Promise<MarketBreadth[]>;
  /** Whole-market 三大法人 buy/sell totals (NT$) of a session, per exchange. */
  marketInstitutional(date: string): Promise<InstitutionalTotals[]>;
  /** Whole-market 融資融券 balances of a session, per exchange. */
  marketMargin(date: string): Promise<MarginTotals[]>;
  /** Shares outstanding when the source models them (the simulator does, for market cap). */
  sharesOutstanding?(security: SecurityRef): number | null;
}

export type ProviderErrorKind = 'no-data' | 'malformed' | 'rate-limited' | 'timeout' | 'http' | 'unsupported';

/** A provider failure, typed so callers can tell "nothing published yet" from a broken answer. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export const unsupported = (provider: string, what: string) =>
  new ProviderError('unsupported', provider, `${what} is not offered by this source`);
