import {
  chooseExit,
  exitCell,
  exitGrid,
  splitSecurities,
  type CloseSeries,
  type DailyBars,
  type ExitBar,
  type ExitCell,
  type ExitPath,
} from '@alphadesk/core';
import { benchmarkMap, scoringBars, type BacktestCall } from './backtest.ts';

/** The stop the product used before this measurement (core evaluate.ts now uses none). */
export const PREVIOUS_STOP = 0.08;

/** The longest horizon of the grid: paths are cut at this many days after the call. */
const LONGEST = 60;

export interface ExitGridRow {
  analystId: string;
  set: 'fitting' | 'evaluation';
  cells: ExitCell[];
}

export interface ExitGridReport {
  rows: ExitGridRow[];
  /** The team's cell chosen on the fitting set by the rule (core chooseExit); null without one. */
  chosen: { horizon: number; stop: number | null } | null;
  /** What the product used before: the team calls' most common horizon and the 8 % stop. */
  current: { horizon: number; stop: number };
  /** The team's figures at the chosen and the current horizon and stop, on both sets. */
  team: Record<'fitting' | 'evaluation', { chosen: ExitCell | null; current: ExitCell | null }>;
}

/**
 * The stop-and-horizon grid of every caller's trading calls, on the fitting and evaluation sets
 * apart; the choice reads the team's fitting-set row only.
 */
export function exitGridOf(
  calls: readonly BacktestCall[],
  barsOf: ReadonlyMap<string, DailyBars>,
  benchmark: CloseSeries,
  currentStop: number = PREVIOUS_STOP,
): ExitGridReport {
  const benchmarkByDate = benchmarkMap(benchmark);
  const fitting = new Set(splitSecurities(calls.map((call) => call.symbol)).fitting);
  const indexOf = new Map<string, Map<string, number>>();
  const afterCache = new Map<string, ExitBar[]>();
  const afterOf = (symbol: string, date: string): ExitBar[] | null => {
    const key = `${symbol}|${date}`;
    const cached = afterCache.get(key);
    if (cached) return cached;
    const bars = barsOf.get(symbol);
    if (!bars) return null;
    let byDate = indexOf.get(symbol);
    if (!byDate) indexOf.set(symbol, (byDate = new Map(bars.dates.map((d, i) => [d, i]))));
    const i = byDate.get(date);
    if (i === undefined) return null;
    const window = scoringBars(bars, i, Math.min(bars.dates.length, i + 1 + LONGEST));
    const after = window.slice(1).map((bar) => ({ ...bar, benchmark: benchmarkByDate.get(bar.date) }));
    afterCache.set(key, after);
    return after;
  };
  const paths = new Map<string, ExitPath[]>();
  for (const call of calls) {
    if (call.signal === 'hold') continue;
    const benchmarkEntry = benchmarkByDate.get(call.callDate);
    const after = afterOf(call.symbol, call.callDate);
    if (!benchmarkEntry || !after) continue;
    const key = `${call.analystId}|${fitting.has(call.symbol) ? 'fitting' : 'evaluation'}`;
    const path: ExitPath = { signal: call.signal, entry: call.priceAtCall, benchmarkEntry, after };
    paths.set(key, [...(paths.get(key) ?? []), path]);
  }
  const rows = [...paths.entries()]
    .map(([key, list]) => {
      const [analystId, set] = key.split('|') as [string, 'fitting' | 'evaluation'];
      return { analystId, set, cells: exitGrid(list) };
    })
    .sort((a, b) => a.analystId.localeCompare(b.analystId) || a.set.localeCompare(b.set));
  const teamFitting = rows.find((row) => row.analystId === 'team' && row.set === 'fitting');
  const chosen = teamFitting ? chooseExit(teamFitting.cells) : null;
  const current = {
    horizon: mostCommonHorizon(calls.filter((call) => call.analystId === 'team')),
    stop: currentStop,
  };
  const teamCells = (set: 'fitting' | 'evaluation') => {
    const list = paths.get(`team|${set}`) ?? [];
    return {
      chosen: chosen ? exitCell(list, chosen.horizon, chosen.stop) : null,
      current: list.length ? exitCell(list, current.horizon, current.stop) : null,
    };
  };
  return {
    rows,
    chosen: chosen && { horizon: chosen.horizon, stop: chosen.stop },
    current,
    team: { fitting: teamCells('fitting'), evaluation: teamCells('evaluation') },
  };
}

function mostCommonHorizon(calls: readonly BacktestCall[]): number {
  const counts = new Map<number, number>();
  for (const call of calls) counts.set(call.horizonDays, (counts.get(call.horizonDays) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 20;
}
