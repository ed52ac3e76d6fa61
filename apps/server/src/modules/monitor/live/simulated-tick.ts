import type { StockDetail } from '@alphadesk/contracts';
import { priceLimits } from '@alphadesk/core';
import { appError } from '../../../platform/errors.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The quote a simulated tick stands for: the security's own quote moved to `price` at `now`, labelled
 * simulated. A Taiwan price stays within the day's limits, as a real trade would.
 */
export function simulatedQuote(quote: StockDetail, price: number, now: Date): StockDetail {
  if (quote.previousClose === null || !(quote.previousClose > 0)) throw appError('UNKNOWN_SYMBOL');
  const limits =
    quote.limitUp !== null && quote.limitDown !== null
      ? { limitUp: quote.limitUp, limitDown: quote.limitDown }
      : priceLimits(quote.previousClose, quote.kind);
  if (price > limits.limitUp || price < limits.limitDown) {
    throw appError('SIMULATED_TICK_OUT_OF_LIMITS', limits);
  }
  const change = round2(price - quote.previousClose);
  return {
    ...quote,
    price,
    change,
    changePercent: round2((change / quote.previousClose) * 100),
    high: Math.max(quote.high ?? price, price),
    low: Math.min(quote.low ?? price, price),
    asOf: now.toISOString(),
    simulated: true,
  };
}
