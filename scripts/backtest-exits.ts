import type { BacktestReport } from '../apps/server/src/modules/analysis/index.ts';

type Pct = (x: number | null) => string;
type Cell = BacktestReport['exitGrid']['rows'][number]['cells'][number];

const stopName = (stop: number | null) => (stop === null ? 'none' : `${Math.round(stop * 100)}%`);
const figures = (cell: Cell | null, pct: Pct) =>
  cell
    ? `${String(cell.calls).padStart(6)} ${pct(cell.hitRate).padStart(8)} ${pct(cell.meanExcess).padStart(8)} ${(cell.sharpe?.toFixed(2) ?? '—').padStart(6)}`
    : '—';

/** The sell gates on the last call date and how many member sells the team verdict held. */
export function printSellGates(report: BacktestReport, pct: Pct): void {
  const { last, sells, held } = report.sellGates;
  console.log(
    `\nsell gate (a member's sell counts only when its fitting-set sells resolved before the date have n ≥ 30 and a one-sided 95 % lower bound of the mean short excess > 0; else hold): ${held} of ${sells} member sells held in the team verdict`,
  );
  for (const [id, gate] of Object.entries(last))
    console.log(
      `  ${id.padEnd(14)} ${gate.keep ? 'kept' : 'held'} (${gate.basis}; n ${gate.n}, mean ${pct(gate.meanExcess)}, lower bound ${pct(gate.lowerBound)}) on the last call date`,
    );
}

/** The stop-and-horizon grid: calls, hit rate, mean excess, Sharpe per cell, each set apart. */
export function printExitGrid(report: BacktestReport, pct: Pct): void {
  const grid = report.exitGrid;
  console.log(
    '\nstops and horizons (trading calls re-scored at a fixed horizon and stop vs the benchmark, after costs; cell = calls hit mean-excess Sharpe)',
  );
  const header = grid.rows[0]?.cells.map((c) => `${c.horizon}d/${stopName(c.stop)}`.padStart(31)) ?? [];
  console.log(`${'caller'.padEnd(26)}${header.join('')}`);
  for (const row of grid.rows)
    console.log(
      `${`${row.analystId} (${row.set})`.padEnd(26)}${row.cells.map((c) => figures(c, pct).padStart(31)).join('')}`,
    );
  const { chosen, current, team } = grid;
  console.log(
    `rule: the team's fitting-set cell with the highest Sharpe among cells of ≥ 100 calls → ${chosen ? `${chosen.horizon} days, stop ${stopName(chosen.stop)}` : 'none'}; before: ${current.horizon} days, stop ${stopName(current.stop)}`,
  );
  for (const set of ['fitting', 'evaluation'] as const)
    console.log(
      `  team ${set.padEnd(10)} chosen ${figures(team[set].chosen, pct)} | before ${figures(team[set].current, pct)}`,
    );
}
