/**
 * The portfolio's vocabulary: what a member records (transactions), what the exchange publishes
 * (corporate actions) and the prices a valuation reads. Plain data; every amount is NT$, every
 * quantity a number of shares (1 lot 張 = 1,000 shares), every date a Taipei calendar date.
 */

export const sharesPerLot = 1000;

export type TransactionType =
  | 'buy'
  | 'sell'
  | 'cash-dividend'
  | 'stock-dividend'
  | 'split'
  | 'reverse-split'
  | 'fee'
  | 'cash-in'
  | 'cash-out';

export const transactionTypes: readonly TransactionType[] = [
  'buy',
  'sell',
  'cash-dividend',
  'stock-dividend',
  'split',
  'reverse-split',
  'fee',
  'cash-in',
  'cash-out',
];

interface Recorded {
  id: string;
  /** YYYY-MM-DD, Taipei. */
  date: string;
}

/** A purchase: `fee` is what the broker charged (computed by `tradeCharges` when not imported). */
export interface BuyTransaction extends Recorded {
  type: 'buy';
  symbol: string;
  shares: number;
  price: number;
  fee: number;
}

export interface SellTransaction extends Recorded {
  type: 'sell';
  symbol: string;
  shares: number;
  price: number;
  fee: number;
  /** Securities transaction tax (證交稅). */
  tax: number;
}

/** Cash dividend: `amount` gross, `premium` the 二代健保 supplementary premium withheld from it. */
export interface CashDividendTransaction extends Recorded {
  type: 'cash-dividend';
  symbol: string;
  amount: number;
  premium: number;
}

/** Bonus shares (配股) received; they cost nothing, so the cost per share falls. */
export interface StockDividendTransaction extends Recorded {
  type: 'stock-dividend';
  symbol: string;
  shares: number;
}

/**
 * `split`: every share becomes `ratio` shares (1→4 is ratio 4). `reverse-split`: every `ratio`
 * shares become one (4→1 is ratio 4). Fractions of a share left over are cashed out at
 * `cashInLieu` NT$ in total (0 when nothing was paid).
 */
export interface SplitTransaction extends Recorded {
  type: 'split' | 'reverse-split';
  symbol: string;
  ratio: number;
  cashInLieu?: number;
}

/** A charge outside a trade (account fee, remittance fee); with a symbol it counts against it. */
export interface FeeTransaction extends Recorded {
  type: 'fee';
  amount: number;
  symbol?: string | null;
}

/** Money the member puts in or takes out: the external flows of a cash-tracking portfolio. */
export interface CashTransaction extends Recorded {
  type: 'cash-in' | 'cash-out';
  amount: number;
}

export type Transaction =
  | BuyTransaction
  | SellTransaction
  | CashDividendTransaction
  | StockDividendTransaction
  | SplitTransaction
  | FeeTransaction
  | CashTransaction;

/** Types applied at the start of their day, before trades: entitlement is fixed by the previous close. */
export const corporateActionTypes: ReadonlySet<TransactionType> = new Set([
  'cash-dividend',
  'stock-dividend',
  'split',
  'reverse-split',
]);

/**
 * A published corporate action (除權息, split) of one security on its ex-date: per share held at the
 * previous close, `cashDividend` NT$ and `stockDividend` bonus shares; or a split whose ratio is
 * new shares per old share (0.25 for a 4→1 reverse split).
 */
export interface CorporateAction {
  symbol: string;
  exDate: string;
  cashDividend?: number | null;
  stockDividend?: number | null;
  splitRatio?: number | null;
}

/** Raw (unadjusted) closes of one security, dates ascending. */
export interface PricePoint {
  date: string;
  close: number;
}
export type PriceBook = Readonly<Record<string, readonly PricePoint[]>>;

/** What the analysis needs to know about a held security. */
export interface HeldSecurity {
  symbol: string;
  name: string;
  kind: 'stock' | 'etf';
  sector: string | null;
  market: string;
  /** TWSE (上市) or TPEx (上櫃). */
  exchange: string;
}
