import { annualisedVolatility, betaTo, minimumReturnDays } from '../portfolio/risk.ts';

/**
 * Risk of everything members hold, taken as one book held at today's values (constant weights over
 * the history, as the portfolio's own risk rules do). Volatility and beta are core's portfolio
 * formulas; the rest:
 *
 * - exposure     = Σ market value of every holding (long only: a portfolio cannot go short)
 * - VaR 95 %     = one-day historical: the loss at the 5th percentile of the book's daily returns
 *                  (the ⌊0.05 n⌋-th smallest, 0-based), times exposure; 0 when that return is a gain
 * - max drawdown = the deepest fall of the book's return index below its running peak (≤ 0)
 * - Sharpe       = (mean daily return × 252 − risk-free rate) ÷ annualised volatility
 * - concentration = each symbol's and each member's share of exposure, largest first
 *
 * Return-based figures need at least 20 daily returns (null otherwise).
 */
export interface BookPosition {
  owner: string;
  symbol: string;
  value: number;
}

export interface Concentration {
  key: string;
  value: number;
  weight: number;
}

export interface BookRisk {
  totalExposure: number;
  var95: number | null;
  maxDrawdown: number | null;
  sharpeRatio: number | null;
  beta: number | null;
  volatility: number | null;
  returnDays: number;
  bySymbol: Concentration[];
  byMember: Concentration[];
}

const tradingDaysPerYear = 252;

/** The ⌊0.05 n⌋-th smallest daily return as a loss (0 when it is a gain). */
export function historicalVar95(returns: readonly number[]): number | null {
  if (returns.length < minimumReturnDays) return null;
  const sorted = [...returns].sort((a, b) => a - b);
  const quantile = sorted[Math.floor(0.05 * sorted.length)]!;
  return Math.max(0, -quantile);
}

export function maxDrawdownOf(returns: readonly number[]): number | null {
  if (returns.length < minimumReturnDays) return null;
  let index = 1;
  let peak = 1;
  let worst = 0;
  for (const r of returns) {
    index *= 1 + r;
    peak = Math.max(peak, index);
    worst = Math.min(worst, index / peak - 1);
  }
  return worst;
}

export function sharpeRatio(returns: readonly number[], riskFreeRate: number): number | null {
  const volatility = annualisedVolatility(returns);
  if (volatility === null || volatility === 0) return null;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  return (mean * tradingDaysPerYear - riskFreeRate) / volatility;
}

function concentrations(
  positions: readonly BookPosition[],
  keyOf: (p: BookPosition) => string,
  total: number,
) {
  const values = new Map<string, number>();
  for (const position of positions)
    values.set(keyOf(position), (values.get(keyOf(position)) ?? 0) + position.value);
  return [...values]
    .map(([key, value]) => ({ key, value, weight: total > 0 ? value / total : 0 }))
    .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

export function bookRisk(input: {
  positions: readonly BookPosition[];
  /** The book's daily returns, oldest first. */
  bookReturns: readonly number[];
  /** The market's daily returns over the same days. */
  marketReturns: readonly number[];
  /** Annual, as a fraction. */
  riskFreeRate: number;
}): BookRisk {
  const totalExposure = input.positions.reduce((sum, position) => sum + position.value, 0);
  const varFraction = historicalVar95(input.bookReturns);
  return {
    totalExposure,
    var95: varFraction === null ? null : varFraction * totalExposure,
    maxDrawdown: maxDrawdownOf(input.bookReturns),
    sharpeRatio: sharpeRatio(input.bookReturns, input.riskFreeRate),
    beta: betaTo(input.bookReturns, input.marketReturns),
    volatility: annualisedVolatility(input.bookReturns),
    returnDays: input.bookReturns.length,
    bySymbol: concentrations(input.positions, (p) => p.symbol, totalExposure),
    byMember: concentrations(input.positions, (p) => p.owner, totalExposure),
  };
}
