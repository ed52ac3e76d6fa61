/**
 * What a caller has to beat, on the same benchmark-relative scorer as the analysts:
 * - always hold / always buy: the same stocks and dates with a fixed signal;
 * - shuffled: the caller's own signals permuted across the stocks of each date (seeded), which keeps
 *   how often it says buy, hold and sell on each date but breaks the link to the stock: a caller
 *   that does not beat its shuffle has shown no stock-picking skill;
 * - long-only portfolio figures (CAGR, maximum drawdown, Sharpe) of following the buy calls.
 */
import { seededRandom } from '../market-data/random.ts';
import type { CallSignal } from './benchmark.ts';

/** The signals permuted among the calls of the same date (Fisher–Yates per date), in input order. */
export function shuffleSignalsByDate<T extends { date: string; signal: CallSignal }>(
  calls: readonly T[],
  seed: number,
): CallSignal[] {
  const random = seededRandom(seed);
  const byDate = new Map<string, number[]>();
  calls.forEach((call, index) => {
    const list = byDate.get(call.date) ?? [];
    list.push(index);
    byDate.set(call.date, list);
  });
  const out: CallSignal[] = calls.map((call) => call.signal);
  for (const indices of byDate.values()) {
    const signals = indices.map((index) => calls[index]!.signal);
    for (let i = signals.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [signals[i], signals[j]] = [signals[j]!, signals[i]!];
    }
    indices.forEach((index, k) => (out[index] = signals[k]!));
  }
  return out;
}

/**
 * For a market-level caller: its date signals permuted among the dates (seeded); every call of a
 * date gets that date's new signal (the first call of a date stands for the date).
 */
export function shuffleSignalsAcrossDates<T extends { date: string; signal: CallSignal }>(
  calls: readonly T[],
  seed: number,
): CallSignal[] {
  const random = seededRandom(seed);
  const dates = [...new Set(calls.map((call) => call.date))].sort();
  const signalOf = new Map<string, CallSignal>();
  for (const call of calls) if (!signalOf.has(call.date)) signalOf.set(call.date, call.signal);
  const signals = dates.map((date) => signalOf.get(date)!);
  for (let i = signals.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [signals[i], signals[j]] = [signals[j]!, signals[i]!];
  }
  const shuffled = new Map(dates.map((date, i) => [date, signals[i]!]));
  return calls.map((call) => shuffled.get(call.date)!);
}

export interface PortfolioStats {
  periods: number;
  /** Compound annual growth rate; null without periods. */
  cagr: number | null;
  /** Largest peak-to-trough fall of the equity curve, as a negative fraction. */
  maxDrawdown: number | null;
  /** mean / sample sd of the period returns × √(periods a year); null under 2 periods or no spread. */
  sharpe: number | null;
  totalReturn: number | null;
}

/**
 * An equal-weight portfolio rebalanced every period: each period earns the mean of its positions'
 * returns, or 0 (cash) when it holds none. `periodDays` trading days a period, 252 a year.
 */
export function portfolioStats(
  periods: ReadonlyArray<{ date: string; returns: readonly number[] }>,
  periodDays: number,
): PortfolioStats {
  const ordered = [...periods].sort((a, b) => a.date.localeCompare(b.date));
  const returns = ordered.map((period) =>
    period.returns.length ? period.returns.reduce((sum, r) => sum + r, 0) / period.returns.length : 0,
  );
  if (!returns.length) return { periods: 0, cagr: null, maxDrawdown: null, sharpe: null, totalReturn: null };
  let equity = 1;
  let peak = 1;
  let maxDrawdown = 0;
  for (const r of returns) {
    equity *= 1 + r;
    peak = Math.max(peak, equity);
    maxDrawdown = Math.min(maxDrawdown, equity / peak - 1);
  }
  const years = (returns.length * periodDays) / 252;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const sd =
    returns.length > 1
      ? Math.sqrt(returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1))
      : 0;
  return {
    periods: returns.length,
    cagr: equity > 0 ? equity ** (1 / years) - 1 : -1,
    maxDrawdown,
    sharpe: sd > 0 ? (mean / sd) * Math.sqrt(252 / periodDays) : null,
    totalReturn: equity - 1,
  };
}
