import type { Headline, SecurityInfo } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';

/**
 * What the analysis module reads from the market module, in its own terms: the composition root
 * hands it the market facade, which satisfies these types structurally (analysis imports nothing
 * of market).
 */

/** A security of the universe, as much of it as a run stores and the analysts read. */
export type SecurityOfUniverse = Pick<
  SecurityInfo,
  'symbol' | 'name' | 'market' | 'exchange' | 'sector' | 'kind'
>;

/** A stored daily bar: raw prices with the cumulative dividend/split adjustment factor. */
export interface StoredDailyBar {
  symbol: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number | null;
  adjFactor: number;
  source: string;
  simulated: boolean;
}

interface Sourced {
  source: string;
  simulated: boolean;
}

/** A stored closing series of an index (the benchmark, foreign indices). */
export interface StoredCloses extends Sourced {
  symbol: string;
  market: string;
  points: { date: string; close: number }[];
}

/** A stored market-level series (an index, an exchange rate, an interest rate), oldest first. */
export interface StoredMarketSeries extends Sourced {
  symbol: string;
  points: { date: string; close: number }[];
}

/** Everything stored about one security that an analysis reads, between two dates. */
export interface AnalysisData {
  security: SecurityOfUniverse;
  bars: StoredDailyBar[];
  benchmark: StoredCloses | null;
  foreignIndices: StoredCloses[];
  valuations: ({ date: string; peRatio: number | null; pbRatio: number | null } & Sourced & {
      dividendYield: number | null;
    })[];
  peers: ({ symbol: string; name: string; pe: number | null; pb: number | null; date: string } & Sourced)[];
  revenue: ({ month: string; revenue: number; yoyPercent: number | null } & Sourced)[];
  flows: ({ date: string; foreignNet: number; trustNet: number; dealerNet: number } & Sourced)[];
  margin: ({ date: string; marginBalance: number; shortBalance: number } & Sourced)[];
  dividends: {
    date: string;
    kind: string;
    cashDividend: number | null;
    stockDividend: number | null;
    source: string;
  }[];
  status: { date: string; kind: 'attention' | 'disposition'; until: string | null; source: string }[];
  /** Headlines of the configured feed; null when none is configured or it failed. */
  news: { source: string; items: Headline[] } | null;
  /** True when a configured feed failed. */
  newsFailed?: boolean;
}

/** The market module, as analysis reads it. */
export interface AnalysisMarket {
  /** A security of the universe by symbol; null when unknown. */
  findSecurity(symbol: string): Promise<SecurityOfUniverse | null>;
  /** Everything an analysis reads about a security between two dates; null for an unknown symbol. */
  analysisData(symbol: string, from: string, to: string): Promise<AnalysisData | null>;
  /** The date of the newest daily bar of a symbol on or before `today`, or null. */
  latestBarDate(symbol: string, today: string): Promise<string | null>;
  /** The stored daily bars of a symbol between two dates. */
  dailyBars(symbol: string, from: string, to: string): Promise<StoredDailyBar[]>;
  /** A stored market-level series (^TWII, ^GSPC, USD/TWD, US10Y) between two dates; null when none. */
  marketSeries(symbol: string, from: string, to: string): Promise<StoredMarketSeries | null>;
}

/**
 * Takes a slot of each analyst a task needs, checked against each one's maximum concurrent tasks
 * across every process: `take` moves the task into progress in the same transaction, so the count
 * and the move are one step. `busy` when an analyst is full (the task stays queued), `gone` when
 * `take` found the task already taken or finished.
 */
export type ClaimAnalystSlots = (
  analysts: readonly string[],
  take: (within: Db) => Promise<boolean>,
) => Promise<'claimed' | 'busy' | 'gone'>;
