import type { CorporateAction, HeldSecurity, PricePoint } from '@alphadesk/core';

/**
 * What the portfolio reads about the market, in the portfolio's own terms. The composition root
 * builds it from the market module's facade; tests may too. Prices are raw (unadjusted) closes:
 * the valuation applies splits and dividends itself, on their ex-dates.
 */
export interface PortfolioMarket {
  /** Known securities by symbol (any market: the portfolio refuses non-Taiwan ones); unknown ones are absent. */
  securities(symbols: readonly string[]): Promise<Map<string, HeldSecurity>>;
  /** Resolves codes and exact names (台積電, 2330) to symbols, for imports; the answer covers `texts`. */
  lookup(texts: readonly string[]): Promise<(text: string) => { symbol: string } | null>;
  /** Raw daily closes of each symbol between two dates (inclusive), dates ascending. */
  closes(symbols: readonly string[], from: string, to: string): Promise<PriceHistory>;
  /** The latest price of each symbol and the date it belongs to. */
  quotes(symbols: readonly string[]): Promise<Map<string, LatestPrice>>;
  /** Published 除權息 and splits of the symbols between two dates. */
  corporateActions(symbols: readonly string[], from: string, to: string): Promise<CorporateAction[]>;
  /** ^TWII closes between two dates. */
  marketIndex(from: string, to: string): Promise<PriceHistory>;
}

export interface PriceHistory {
  prices: Record<string, PricePoint[]>;
  /** Some value comes from the market simulator. */
  simulated: boolean;
}

export interface LatestPrice {
  price: number;
  date: string;
  asOf: string;
  simulated: boolean;
}
