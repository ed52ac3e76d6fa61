import type { CorporateAction, PricePoint } from './types.ts';

/**
 * A security's total-return index over given dates (1 on the first date with a close), from raw
 * closes and its published actions: across an ex-date the holder of one share before it holds
 * (1 + bonus) × split shares after it and has received the cash, so
 *
 *     1 + r = (close_t × shares multiplier + cash received) / close_{t−1}
 *
 * with dividends reinvested at the next close. The same arithmetic as the valuation, so a benchmark
 * and a portfolio are measured alike. Closes carry forward over dates without one.
 */
export function totalReturnIndex(
  points: readonly PricePoint[],
  actions: readonly CorporateAction[],
  dates: readonly string[],
): Float64Array {
  const index = new Float64Array(dates.length);
  const sorted = [...actions].sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0));
  let pointAt = 0;
  let actionAt = 0;
  let previousClose = 0;
  let level = 1;
  let started = false;
  for (let i = 0; i < dates.length; i++) {
    const date = dates[i]!;
    let close = previousClose;
    while (pointAt < points.length && points[pointAt]!.date <= date) close = points[pointAt++]!.close;
    let multiplier = 1;
    let cash = 0;
    while (actionAt < sorted.length && sorted[actionAt]!.exDate <= date) {
      const action = sorted[actionAt++]!;
      if (!started) continue;
      cash += multiplier * (action.cashDividend ?? 0);
      multiplier *=
        (1 + (action.stockDividend ?? 0)) *
        (action.splitRatio && action.splitRatio > 0 ? action.splitRatio : 1);
    }
    if (started && previousClose > 0 && close > 0) level *= (close * multiplier + cash) / previousClose;
    if (close > 0) started = true;
    index[i] = started ? level : 1;
    previousClose = close;
  }
  return index;
}

/** Day-over-day returns of an index (length − 1 values). */
export function returnsOfIndex(index: ArrayLike<number>): number[] {
  const returns: number[] = [];
  for (let i = 1; i < index.length; i++) {
    const before = index[i - 1]!;
    returns.push(before > 0 ? index[i]! / before - 1 : 0);
  }
  return returns;
}

/**
 * Daily returns of the portfolio as held now (constant weights of its total value; cash returns
 * nothing) and of the market, over the last `days` market sessions.
 */
export function heldPortfolioReturns(input: {
  weights: ReadonlyMap<string, number>;
  prices: Readonly<Record<string, readonly PricePoint[]>>;
  actions: readonly CorporateAction[];
  market: readonly PricePoint[];
  days: number;
}): { dates: string[]; portfolio: number[]; market: number[] } {
  const dates = input.market.slice(-(input.days + 1)).map((point) => point.date);
  const market = returnsOfIndex(totalReturnIndex(input.market, [], dates));
  const portfolio = new Array<number>(market.length).fill(0);
  for (const [symbol, weight] of input.weights) {
    const own = input.actions.filter((action) => action.symbol === symbol);
    const returns = returnsOfIndex(totalReturnIndex(input.prices[symbol] ?? [], own, dates));
    for (let i = 0; i < returns.length; i++) portfolio[i]! += weight * returns[i]!;
  }
  return { dates: dates.slice(1), portfolio, market };
}
