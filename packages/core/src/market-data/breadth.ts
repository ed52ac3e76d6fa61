import { priceLimits } from '../market/price-limits.ts';

/** What breadth and movers read of a quote. */
export interface BreadthQuote {
  symbol: string;
  price: number;
  previousClose: number | null;
  change: number | null;
  changePercent: number | null;
  /** Shares traded so far. */
  volume: number | null;
  limitUp: number | null;
  limitDown: number | null;
}

export interface BreadthCounts {
  advancers: number;
  decliners: number;
  unchanged: number;
  limitUp: number;
  limitDown: number;
}

/** The signed change against the previous close; null when there is no reference (無比價). */
export function quoteChange(quote: BreadthQuote): number | null {
  if (quote.change !== null) return quote.change;
  return quote.previousClose && quote.previousClose > 0 ? quote.price - quote.previousClose : null;
}

function limitsOf(quote: BreadthQuote): { up: number | null; down: number | null } {
  if (quote.limitUp !== null && quote.limitDown !== null) return { up: quote.limitUp, down: quote.limitDown };
  if (!(quote.previousClose && quote.previousClose > 0)) return { up: quote.limitUp, down: quote.limitDown };
  const limits = priceLimits(quote.previousClose);
  return { up: quote.limitUp ?? limits.limitUp, down: quote.limitDown ?? limits.limitDown };
}

/**
 * 漲跌家數 as the exchanges count them: up, down or flat against the previous close, limit-up and
 * limit-down among the ups and downs (a price at its limit). Quotes without a reference are left
 * out, as the exchanges leave out 無比價.
 */
export function breadthOf(quotes: readonly BreadthQuote[]): BreadthCounts {
  const counts: BreadthCounts = { advancers: 0, decliners: 0, unchanged: 0, limitUp: 0, limitDown: 0 };
  for (const quote of quotes) {
    const change = quoteChange(quote);
    if (change === null) continue;
    // Cents, so 0.1 + 0.2 style rounding never turns a flat price into a move.
    const cents = Math.round(change * 100);
    const limits = limitsOf(quote);
    if (cents > 0) {
      counts.advancers += 1;
      if (limits.up !== null && quote.price >= limits.up) counts.limitUp += 1;
    } else if (cents < 0) {
      counts.decliners += 1;
      if (limits.down !== null && quote.price <= limits.down) counts.limitDown += 1;
    } else counts.unchanged += 1;
  }
  return counts;
}

export interface RankedMover<Q extends BreadthQuote> {
  quote: Q;
  change: number;
  changePercent: number;
  volume: number;
  /** price × volume: quotes carry no traded value. */
  value: number;
}

/**
 * The top gainers (by percent change, rising only), losers (falling only) and the most traded by
 * value, `size` each. Ties go to the lower symbol, so the lists are stable between reads.
 */
export function topMovers<Q extends BreadthQuote>(
  quotes: readonly Q[],
  size: number,
): { gainers: RankedMover<Q>[]; losers: RankedMover<Q>[]; byValue: RankedMover<Q>[] } {
  const ranked = quotes.flatMap((quote): RankedMover<Q>[] => {
    const change = quoteChange(quote);
    if (change === null) return [];
    const reference = quote.price - change;
    const changePercent =
      quote.changePercent ?? (reference > 0 ? Math.round((change / reference) * 10_000) / 100 : 0);
    const volume = quote.volume ?? 0;
    return [{ quote, change, changePercent, volume, value: quote.price * volume }];
  });
  const bySymbol = (a: RankedMover<Q>, b: RankedMover<Q>) => (a.quote.symbol < b.quote.symbol ? -1 : 1);
  const sorted = (
    keep: (row: RankedMover<Q>) => boolean,
    order: (a: RankedMover<Q>, b: RankedMover<Q>) => number,
  ) =>
    ranked
      .filter(keep)
      .sort((a, b) => order(a, b) || bySymbol(a, b))
      .slice(0, size);
  return {
    gainers: sorted(
      (row) => Math.round(row.change * 100) > 0,
      (a, b) => b.changePercent - a.changePercent,
    ),
    losers: sorted(
      (row) => Math.round(row.change * 100) < 0,
      (a, b) => a.changePercent - b.changePercent,
    ),
    byValue: sorted(
      (row) => row.value > 0,
      (a, b) => b.value - a.value,
    ),
  };
}
