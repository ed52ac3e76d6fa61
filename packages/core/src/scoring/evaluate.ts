import { priceLimits } from '../market/price-limits.ts';
import type { SecurityKind } from '../market/tick-size.ts';
import { longNetReturn, shortNetReturn, taiwanCosts, type TradingCosts } from './costs.ts';

export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface Call {
  signal: 'buy' | 'hold' | 'sell';
  /** The close of the call day: the price users saw with the call. */
  priceAtCall: number;
  targetPrice: number | null;
  /** The call's own stop; without one the position has no stop (defaultStopDistance). */
  stopPrice?: number | null;
  horizonDays: number;
}

export type Outcome = 'profit' | 'loss' | 'pending';
export type ExitReason = 'target' | 'stop' | 'horizon' | 'hold-band' | null;

export interface Evaluation {
  outcome: Outcome;
  /** Net of Taiwan costs; 0 for hold calls (no position); null while pending. */
  actualReturn: number | null;
  /** actualReturn minus the benchmark's return over the same days; null without a benchmark. */
  excessReturn: number | null;
  exitReason: ExitReason;
  entryDate: string | null;
  exitDate: string | null;
  entryPrice: number | null;
  exitPrice: number | null;
  /** Trading days held (entry to exit); null while pending. */
  holdingDays: number | null;
  /** Days on which a fill was impossible because the stock was locked at its limit. */
  unfillableDays: string[];
}

/**
 * The stop distance applied when a call states no stop: none. Measured on the fitting set
 * (docs/backtest.md, core exit-grid.ts): an 8, 12 or 15 % stop lowered the team's Sharpe against
 * the benchmark at every horizon tested (10–60 days), so a call runs to its target or horizon.
 * Set a distance here (e.g. 0.08) to restore a default stop.
 */
export const defaultStopDistance: number | null = null;
/** A hold call is right when the price ends its horizon within this band of the call price. */
export const holdBand = 0.05;

/**
 * A day locked at a limit: it traded only at the limit price (high = low = limit). A buy cannot be
 * filled on a day locked limit-up, a sale not on a day locked limit-down.
 */
export function lockedAt(
  bar: Bar,
  previousClose: number,
  kind: SecurityKind = 'stock',
): 'up' | 'down' | null {
  if (bar.high !== bar.low) return null;
  const { limitUp, limitDown } = priceLimits(previousClose, kind);
  if (bar.close >= limitUp) return 'up';
  if (bar.close <= limitDown) return 'down';
  return null;
}

/**
 * Scores a call against the bars that followed it (`after[0]` is the first trading day after the
 * call day; `callDayBar` is the call day itself). Entry is at the call price unless the call day was
 * locked against the trade, then at the first fillable open. The position exits at the target or
 * the stop (at the open when the day gaps through it; the stop first when both are touched in a day),
 * or at the close of the last day of the horizon; a locked day postpones the exit to the next
 * fillable open. `after` holds the bars known so far: fewer than the horizon without a hit means
 * pending.
 */
export function evaluateCall(
  call: Call,
  callDayBar: Bar,
  callDayPreviousClose: number,
  after: Bar[],
  options: {
    costs?: TradingCosts;
    kind?: SecurityKind;
    benchmark?: { entryClose: number; byDate: Map<string, number> };
  } = {},
): Evaluation {
  const costs = options.costs ?? taiwanCosts;
  const kind = options.kind ?? 'stock';
  const pending: Evaluation = {
    outcome: 'pending',
    actualReturn: null,
    excessReturn: null,
    exitReason: null,
    entryDate: null,
    exitDate: null,
    entryPrice: null,
    exitPrice: null,
    holdingDays: null,
    unfillableDays: [],
  };

  if (call.signal === 'hold') {
    if (after.length < call.horizonDays) return pending;
    const last = after[call.horizonDays - 1]!;
    const move = Math.abs(last.close / call.priceAtCall - 1);
    return {
      ...pending,
      outcome: move <= holdBand ? 'profit' : 'loss',
      actualReturn: 0,
      exitReason: 'hold-band',
      entryDate: callDayBar.date,
      exitDate: last.date,
      entryPrice: call.priceAtCall,
      exitPrice: last.close,
      holdingDays: call.horizonDays,
    };
  }

  const long = call.signal === 'buy';
  const against = long ? 'up' : 'down'; // a lock in this direction blocks the opening trade
  const unfillableDays: string[] = [];

  // Entry.
  let entryIndex = -1; // -1 = the call day itself
  let entryPrice = call.priceAtCall;
  if (lockedAt(callDayBar, callDayPreviousClose, kind) === against) {
    unfillableDays.push(callDayBar.date);
    entryIndex = after.findIndex((bar, i) => {
      const previous = i === 0 ? callDayBar.close : after[i - 1]!.close;
      const locked = lockedAt(bar, previous, kind) === against;
      if (locked) unfillableDays.push(bar.date);
      return !locked;
    });
    if (entryIndex === -1) return { ...pending, unfillableDays };
    entryPrice = after[entryIndex]!.open;
  }

  const target = call.targetPrice;
  const stop =
    call.stopPrice ??
    (defaultStopDistance === null
      ? null
      : entryPrice * (long ? 1 - defaultStopDistance : 1 + defaultStopDistance));
  const exitBlocker = long ? 'down' : 'up';
  let exitWanted: { reason: ExitReason; price: number } | null = null;

  for (let i = entryIndex + 1; i < after.length; i++) {
    const bar = after[i]!;
    const previous = i === 0 ? callDayBar.close : after[i - 1]!.close;
    if (exitWanted || i > call.horizonDays - 1) {
      // A decided exit waits for the first day the stock is not locked against the sale.
      if (lockedAt(bar, previous, kind) === exitBlocker) {
        unfillableDays.push(bar.date);
        continue;
      }
      return finish(exitWanted?.reason ?? 'horizon', bar.open, bar.date, i);
    }
    const hitStop = stop !== null && (long ? bar.low <= stop : bar.high >= stop);
    const hitTarget = target !== null && (long ? bar.high >= target : bar.low <= target);
    let decided: { reason: ExitReason; price: number } | null = null;
    if (hitStop)
      decided = { reason: 'stop', price: long ? Math.min(bar.open, stop!) : Math.max(bar.open, stop!) };
    else if (hitTarget)
      decided = { reason: 'target', price: long ? Math.max(bar.open, target!) : Math.min(bar.open, target!) };
    else if (i === call.horizonDays - 1) decided = { reason: 'horizon', price: bar.close };
    if (!decided) continue;
    if (lockedAt(bar, previous, kind) === exitBlocker) {
      unfillableDays.push(bar.date);
      exitWanted = decided;
      continue;
    }
    return finish(decided.reason, decided.price, bar.date, i);
  }
  return {
    ...pending,
    unfillableDays,
    entryPrice,
    entryDate: entryIndex === -1 ? callDayBar.date : after[entryIndex]!.date,
  };

  function finish(reason: ExitReason, exitPrice: number, exitDate: string, exitIndex: number): Evaluation {
    const actualReturn = long
      ? longNetReturn(entryPrice, exitPrice, costs)
      : shortNetReturn(entryPrice, exitPrice, costs);
    const entryDate = entryIndex === -1 ? callDayBar.date : after[entryIndex]!.date;
    let excessReturn: number | null = null;
    const benchmark = options.benchmark;
    if (benchmark) {
      const start = entryIndex === -1 ? benchmark.entryClose : benchmark.byDate.get(entryDate);
      const end = benchmark.byDate.get(exitDate);
      if (start && end) {
        const benchmarkReturn = end / start - 1;
        excessReturn = actualReturn - (long ? benchmarkReturn : -benchmarkReturn);
      }
    }
    return {
      outcome: actualReturn > 0 ? 'profit' : 'loss',
      actualReturn,
      excessReturn,
      exitReason: reason,
      entryDate,
      exitDate,
      entryPrice,
      exitPrice,
      holdingDays: exitIndex - entryIndex,
      unfillableDays,
    };
  }
}
