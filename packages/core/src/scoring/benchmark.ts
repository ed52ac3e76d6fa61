/**
 * Benchmark-relative scoring of calls: a call is judged against what an investor gets anyway by
 * holding the market (^TWII, or 0050 as its proxy) over the call's horizon, after Taiwan costs.
 *
 * With the close of the call day as entry and the close of the horizon's last day as exit:
 * - buy: excess = long net return (fee on both sides, tax on the sale) − benchmark return;
 *   right when excess > 0 (the stock beat the market after costs).
 * - sell: excess = short net return + benchmark return (short the stock, hold the market: a
 *   bet that the stock trails the market by more than the costs); right when excess > 0.
 * - hold: excess = stock return − benchmark return, no trade and no costs; right when
 *   |excess| ≤ HOLD_BAND (the stock moved with the market, so neither buy nor sell would have paid).
 */
import { longNetReturn, shortNetReturn, taiwanCosts, type TradingCosts } from './costs.ts';

/** A hold call is right when the stock ends its horizon within ±5 % of the benchmark. */
export const HOLD_BAND = 0.05;

export type CallSignal = 'buy' | 'hold' | 'sell';

export interface RelativeInput {
  signal: CallSignal;
  /** Stock close on the call day and on the horizon's last day. */
  entry: number;
  exit: number;
  /** Benchmark level on the same two days. */
  benchmarkEntry: number;
  benchmarkExit: number;
}

export interface RelativeScore {
  signal: CallSignal;
  /** Stock return over the horizon before costs. */
  stockReturn: number;
  /** The position's return after costs (buy: long, sell: short); the stock return for a hold. */
  netReturn: number;
  benchmarkReturn: number;
  excess: number;
  hit: boolean;
}

export function scoreRelative(
  input: RelativeInput,
  options: { costs?: TradingCosts; band?: number } = {},
): RelativeScore {
  const costs = options.costs ?? taiwanCosts;
  const band = options.band ?? HOLD_BAND;
  for (const value of [input.entry, input.exit, input.benchmarkEntry, input.benchmarkExit])
    if (!(value > 0 && Number.isFinite(value))) throw new RangeError('prices must be positive');
  const stockReturn = input.exit / input.entry - 1;
  const benchmarkReturn = input.benchmarkExit / input.benchmarkEntry - 1;
  if (input.signal === 'buy') {
    const netReturn = longNetReturn(input.entry, input.exit, costs);
    const excess = netReturn - benchmarkReturn;
    return { signal: 'buy', stockReturn, netReturn, benchmarkReturn, excess, hit: excess > 0 };
  }
  if (input.signal === 'sell') {
    const netReturn = shortNetReturn(input.entry, input.exit, costs);
    const excess = netReturn + benchmarkReturn;
    return { signal: 'sell', stockReturn, netReturn, benchmarkReturn, excess, hit: excess > 0 };
  }
  const excess = stockReturn - benchmarkReturn;
  return {
    signal: 'hold',
    stockReturn,
    netReturn: stockReturn,
    benchmarkReturn,
    excess,
    hit: Math.abs(excess) <= band,
  };
}

export interface RelativeSummary {
  calls: number;
  buy: number;
  hold: number;
  sell: number;
  /** Share of calls right by the benchmark-relative definition; null without calls. */
  hitRate: number | null;
  /** Mean excess of the buy and sell calls (the ones that trade); null without any. */
  meanExcess: number | null;
  meanExcessBuy: number | null;
  meanExcessSell: number | null;
  /** Distinct call dates: the honest sample size of a market-level caller. */
  dates: number;
}

const meanOf = (values: readonly number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;

export function summariseRelative(scores: ReadonlyArray<RelativeScore & { date: string }>): RelativeSummary {
  const bySignal = (signal: CallSignal) => scores.filter((score) => score.signal === signal);
  const buys = bySignal('buy');
  const sells = bySignal('sell');
  return {
    calls: scores.length,
    buy: buys.length,
    hold: scores.length - buys.length - sells.length,
    sell: sells.length,
    hitRate: scores.length ? scores.filter((score) => score.hit).length / scores.length : null,
    meanExcess: meanOf([...buys, ...sells].map((score) => score.excess)),
    meanExcessBuy: meanOf(buys.map((score) => score.excess)),
    meanExcessSell: meanOf(sells.map((score) => score.excess)),
    dates: new Set(scores.map((score) => score.date)).size,
  };
}
