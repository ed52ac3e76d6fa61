/**
 * Stops and horizons measured: each trading call (buy or sell) replayed with a fixed horizon and a
 * fixed stop distance, scored against the benchmark over the days actually held, after Taiwan costs.
 *
 * - Entry at the call day's close. A buy exits at the stop (entry · (1 − stop), or the open when the
 *   day gaps through it) on the first day whose low reaches it; a sell (short the stock, hold the
 *   benchmark) on the first day whose high reaches entry · (1 + stop); otherwise at the close of the
 *   horizon's last day. Targets and limit locks are left out: the grid isolates stop and horizon.
 * - Per cell: hit rate (excess > 0), mean excess, and a Sharpe of the per-trade excess annualised by
 *   √(252 / horizon) (as if the trades of one horizon followed each other).
 * - The rule (chooseExit): the cell with the highest Sharpe of the team's calls on the fitting set;
 *   a cell must hold at least MIN_CELL_CALLS calls.
 */
import { longNetReturn, shortNetReturn, taiwanCosts } from './costs.ts';

export const GRID_HORIZONS = [10, 20, 40, 60] as const;
/** null = no stop. */
export const GRID_STOPS = [null, 0.08, 0.12, 0.15] as const;
export const MIN_CELL_CALLS = 100;

export interface ExitBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** The benchmark's close that day; undefined when it has none. */
  benchmark: number | undefined;
}

export interface ExitPath {
  signal: 'buy' | 'sell';
  entry: number;
  benchmarkEntry: number;
  /** The bars after the call day, in the call day's price terms. */
  after: readonly ExitBar[];
}

/** The excess of one call at this horizon and stop; null when the path or benchmark is too short. */
export function exitExcess(path: ExitPath, horizon: number, stop: number | null): number | null {
  if (path.after.length < horizon) return null;
  const long = path.signal === 'buy';
  const level = stop === null ? null : path.entry * (long ? 1 - stop : 1 + stop);
  let exit: { price: number; bar: ExitBar } | null = null;
  for (let i = 0; i < horizon && !exit; i++) {
    const bar = path.after[i]!;
    if (level !== null && (long ? bar.low <= level : bar.high >= level))
      exit = { price: long ? Math.min(bar.open, level) : Math.max(bar.open, level), bar };
    else if (i === horizon - 1) exit = { price: bar.close, bar };
  }
  if (!exit?.bar.benchmark) return null;
  const benchmarkReturn = exit.bar.benchmark / path.benchmarkEntry - 1;
  return long
    ? longNetReturn(path.entry, exit.price, taiwanCosts) - benchmarkReturn
    : shortNetReturn(path.entry, exit.price, taiwanCosts) + benchmarkReturn;
}

export interface ExitCell {
  horizon: number;
  stop: number | null;
  calls: number;
  hitRate: number | null;
  meanExcess: number | null;
  sharpe: number | null;
}

export function exitCell(paths: readonly ExitPath[], horizon: number, stop: number | null): ExitCell {
  const xs = paths.flatMap((path) => {
    const x = exitExcess(path, horizon, stop);
    return x === null ? [] : [x];
  });
  const n = xs.length;
  if (n === 0) return { horizon, stop, calls: 0, hitRate: null, meanExcess: null, sharpe: null };
  const mean = xs.reduce((sum, x) => sum + x, 0) / n;
  const sd = n > 1 ? Math.sqrt(xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1)) : 0;
  return {
    ...{ horizon, stop, calls: n },
    hitRate: xs.filter((x) => x > 0).length / n,
    meanExcess: mean,
    sharpe: sd > 0 ? (mean / sd) * Math.sqrt(252 / horizon) : null,
  };
}

export function exitGrid(
  paths: readonly ExitPath[],
  horizons: readonly number[] = GRID_HORIZONS,
  stops: readonly (number | null)[] = GRID_STOPS,
): ExitCell[] {
  return horizons.flatMap((horizon) => stops.map((stop) => exitCell(paths, horizon, stop)));
}

/** The rule: the highest Sharpe among cells with at least MIN_CELL_CALLS calls (first on ties). */
export function chooseExit(cells: readonly ExitCell[]): ExitCell | null {
  let best: ExitCell | null = null;
  for (const cell of cells) {
    if (cell.calls < MIN_CELL_CALLS || cell.sharpe === null) continue;
    if (!best || cell.sharpe > best.sharpe!) best = cell;
  }
  return best;
}
