/**
 * The data an analysis reads (`EvidenceBundle`), the numbers it cites (`Evidence`) and what each
 * analyst concludes (`Opinion`). Plain data, no I/O: the server assembles a bundle from its stores
 * and providers, slices it at the analysis date and hands it to `analyse`.
 *
 * Conventions
 * - Dates are ISO `YYYY-MM-DD` strings (news may carry a time after the date); every dated series
 *   is sorted ascending, one row per date.
 * - Typed arrays of one dataset are parallel to its `dates` and hold finite numbers, except the
 *   valuation series, where `NaN` means "not meaningful that day" (e.g. P/E with losses).
 * - `asOf` is the last day an analyst may see. Datasets must not hold rows after it: `analyse`
 *   slices them, and every analyst asserts it (see bundle.ts).
 */
import type { AnalystId } from './ids.ts';
import type { SecurityKind } from '../market/tick-size.ts';
import type { MessageKey } from './text/zh-TW.ts';
import type { evidenceUnits } from './vocabulary.ts';

export type { AnalystId } from './ids.ts';

/** Where a dataset came from, and whether it is simulated (demo data is labelled everywhere). */
export interface DatasetInfo {
  /** Provider or feed name, e.g. `TWSE STOCK_DAY`, `TWSE BWIBBU`, `simulator`. */
  source: string;
  simulated: boolean;
}

export interface SecurityInfo {
  /** Exchange code, e.g. `2330`. */
  symbol: string;
  name: string;
  /** Market code, e.g. `TW`. */
  market: string;
  /** `TWSE` or `TPEx`. */
  exchange: string;
  sector: string | null;
  kind: SecurityKind;
  simulated: boolean;
}

/** Daily bars of the security. Prices are raw (as traded); `adjClose` removes dividends and splits. */
export interface DailyBars extends DatasetInfo {
  dates: readonly string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** Shares traded. */
  volume: Float64Array;
  /** Close adjusted for dividends and splits, in today's terms; used for every return. */
  adjClose: Float64Array;
  /** Value traded (NT$); close × volume is used when absent. */
  value?: Float64Array;
}

/** A daily closing series of an index, FX rate or other instrument. */
export interface CloseSeries extends DatasetInfo {
  /** e.g. `^TWII`, `^GSPC`, `USD/TWD`, `TSM`. */
  symbol: string;
  dates: readonly string[];
  close: Float64Array;
}

/**
 * A foreign index. Sessions in the US and Europe close after Taipei's, so their day d−1 return is
 * paired with Taiwan's day d; Asian sessions are paired on the same day.
 */
export interface ForeignIndex extends CloseSeries {
  region: 'US' | 'EU' | 'ASIA';
}

/** An American depositary receipt of the security (2330 ↔ TSM: 1 ADR = 5 shares), priced in USD. */
export interface AdrSeries extends CloseSeries {
  sharesPerAdr: number;
}

/** Daily valuation of the security (TWSE BWIBBU): P/E, P/B (multiples) and dividend yield (%). */
export interface ValuationHistory extends DatasetInfo {
  dates: readonly string[];
  pe: Float64Array;
  pb: Float64Array;
  dividendYield: Float64Array;
}

export interface PeerValuation {
  symbol: string;
  name: string;
  pe: number | null;
  pb: number | null;
}

/** The sector peers' current multiples, as of `date`. */
export interface PeerValuations extends DatasetInfo {
  date: string;
  peers: readonly PeerValuation[];
}

export interface RevenueMonth {
  /** `YYYY-MM`. */
  month: string;
  /** The day the figure became public (by the 10th of the next month); the row is visible from it. */
  published: string;
  /** NT$. */
  revenue: number;
  /** Year-over-year change in percent as published; null when not given. */
  yoy: number | null;
}

/** 月營收, sorted by month. */
export interface MonthlyRevenue extends DatasetInfo {
  rows: readonly RevenueMonth[];
}

/** 三大法人 net buying of the security, in shares (negative = net selling). */
export interface InstitutionalFlows extends DatasetInfo {
  dates: readonly string[];
  foreign: Float64Array;
  investmentTrust: Float64Array;
  dealer: Float64Array;
}

/** 融資融券 balances of the security, in lots (張). */
export interface MarginBalances extends DatasetInfo {
  dates: readonly string[];
  margin: Float64Array;
  short: Float64Array;
}

/** The whole market's margin-loan balance (融資餘額, NT$). */
export interface MarketMargin extends DatasetInfo {
  dates: readonly string[];
  balance: Float64Array;
}

export interface DividendEvent {
  exDate: string;
  /** Cash dividend, NT$ per share. */
  cash: number;
  /** Stock dividend, shares per share held. */
  stock: number;
}

/** 除權息, sorted by ex-date. */
export interface Dividends extends DatasetInfo {
  rows: readonly DividendEvent[];
}

export interface StatusEvent {
  /** Announcement day. */
  date: string;
  /** 注意 (attention) or 處置 (disposition). */
  kind: 'attention' | 'disposition';
  /** Last day of a disposition period (inclusive). */
  until?: string;
}

/** 注意/處置 announcements, sorted by date. */
export interface TradingStatus extends DatasetInfo {
  rows: readonly StatusEvent[];
}

export interface Headline {
  /** `YYYY-MM-DD` or an ISO date-time. */
  date: string;
  title: string;
  publisher?: string;
}

export interface NewsFeed extends DatasetInfo {
  items: readonly Headline[];
}

/** Market breadth: listed issues that rose and fell each day. */
export interface Breadth extends DatasetInfo {
  dates: readonly string[];
  advances: Float64Array;
  declines: Float64Array;
}

/** An interest rate in percent, e.g. the central bank's discount rate or a 10-year yield. */
export interface RateSeries extends DatasetInfo {
  symbol: string;
  dates: readonly string[];
  value: Float64Array;
}

export interface EvidenceBundle {
  /** The last day an analyst may see. */
  asOf: string;
  security: SecurityInfo;
  bars: DailyBars;
  /** ^TWII closes (or a labelled proxy). */
  benchmark?: CloseSeries;
  valuation?: ValuationHistory;
  peers?: PeerValuations;
  revenue?: MonthlyRevenue;
  institutional?: InstitutionalFlows;
  margin?: MarginBalances;
  marketMargin?: MarketMargin;
  dividends?: Dividends;
  status?: TradingStatus;
  /** null (or absent): no news feed is configured. */
  news?: NewsFeed | null;
  foreignIndices?: readonly ForeignIndex[];
  /** USD/TWD. */
  fx?: CloseSeries;
  adr?: AdrSeries;
  breadth?: Breadth;
  rates?: readonly RateSeries[];
}

export type DatasetName = Exclude<keyof EvidenceBundle, 'asOf' | 'security'>;

/** Where an evidence number came from: `method` for analysis parameters, `derived` for results. */
export type EvidenceDataset = DatasetName | 'method' | 'derived';

export interface EvidenceSource {
  dataset: EvidenceDataset;
  /** The provider named by the dataset (`AlphaDesk` for method and derived numbers). */
  provider: string;
  symbol: string;
  /** The last date the number depends on. */
  date: string;
  /** The first date, for a number computed over a window. */
  from?: string;
  simulated: boolean;
}

/**
 * How a value is shown: `percent` holds percent points (5.23 → "5.23%"), `fraction` a fraction shown
 * as a percent (0.0523 → "5.23%"), `multiple` a P/E-style multiple, `number` a plain figure (RSI,
 * beta); `shares`, `lots` and `amount` (NT$) are large counts shown with 萬/億 or K/M/B.
 */
export type Unit = (typeof evidenceUnits)[number];

export interface Evidence {
  /** Unique within an analysis: `<analyst>.<label>`. */
  id: string;
  /** Label key, localised by the report templates. */
  label: string;
  value: number;
  unit: Unit;
  source: EvidenceSource;
}

/** A structured statement: a message key, the evidence ids it cites and any words it quotes. */
export interface Point {
  key: MessageKey;
  /** Placeholder → evidence id. */
  refs: Readonly<Record<string, string>>;
  /** Placeholder → a word, symbol or code (never a number); templates may localise it. */
  text?: Readonly<Record<string, string>>;
}

export type Signal = 'buy' | 'hold' | 'sell';

export interface Opinion {
  analyst: AnalystId;
  asOf: string;
  /** `insufficient`: the datasets the analyst needs are missing or too short; see `missing`. */
  status: 'ok' | 'insufficient';
  missing: DatasetName[];
  signal: Signal;
  /** −1 (strongly bearish) … 1 (strongly bullish). */
  score: number;
  /** 0 … 1. */
  confidence: number;
  /** On a valid tick; null when the analyst does not forecast a price. */
  targetPrice: number | null;
  /** Trading days the target refers to. */
  horizonDays: number;
  keyPoints: Point[];
  risks: Point[];
  opportunities: Point[];
  evidence: Evidence[];
  /** Risk manager only: a reason the verdict must not be "buy". */
  veto?: Point | null;
  /** Risk manager only: 1 (low) … 5 (high). */
  riskLevel?: number;
  /**
   * Set when the sell gate (scoring/sell-gate.ts) turned this analyst's sell into a hold: the
   * reason, citing the size of its past sell record.
   */
  sellHeld?: Point;
}

export interface AnalystOptions {
  /** Bars to look back over at most (the coordinator passes ~1 year for quick, 10 years otherwise). */
  maxBars?: number;
}

export type Analyst = (bundle: EvidenceBundle, options?: AnalystOptions) => Opinion;
