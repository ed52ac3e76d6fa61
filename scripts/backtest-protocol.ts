import type { CallerReport, GuardSide, PortfolioStats, SetReport, evaluateProtocol } from '@alphadesk/core';

/**
 * Prints the evaluation protocol of a backtest (core scoring/protocol.ts): for the fitting set and
 * the never-fitted evaluation set, every caller's benchmark-relative record, the baselines on the
 * same scorer, long-only portfolio figures, and the team's walk-forward calibration.
 */
export function printProtocol(
  protocol: ReturnType<typeof evaluateProtocol>,
  pct: (x: number | null) => string,
): void {
  console.log('\n=== evaluation protocol: benchmark-relative scoring after costs ===');
  console.log('buy right: net return beats the benchmark; sell right: short stock + long benchmark > 0;');
  console.log('hold right: |stock − benchmark| ≤ 5 %; every call scored at the close of its horizon.');
  printSet('FITTING set (calibration fitted here)', protocol.fitting, pct);
  printSet('EVALUATION set (never fitted, out of sample)', protocol.evaluation, pct);
}

function guardSide(side: GuardSide, pct: (x: number | null) => string): string {
  return `${String(side.calls).padStart(5)} calls: mean ${pct(side.meanExcess)}, volatility ${pct(side.volatility)}, worst 5 % ${pct(side.worst5)}, ${pct(side.shareBehind)} behind by > 5 %`;
}

const num = (x: number | null, digits = 2) => (x === null ? '—' : x.toFixed(digits));

function portfolio(stats: PortfolioStats, pct: (x: number | null) => string): string {
  return `CAGR ${pct(stats.cagr).padStart(8)}  maxDD ${pct(stats.maxDrawdown).padStart(8)}  Sharpe ${num(stats.sharpe).padStart(6)}`;
}

function callerLine(id: string, c: CallerReport, pct: (x: number | null) => string): string {
  return [
    id.padEnd(12),
    String(c.calls).padStart(6),
    String(c.dates).padStart(6),
    `${c.buy}/${c.hold}/${c.sell}`.padEnd(16),
    pct(c.hitRate).padStart(8),
    pct(c.meanExcess).padStart(9),
    pct(c.meanExcessBuy).padStart(9),
    pct(c.meanExcessSell).padStart(9),
    pct(c.shuffledHitRate).padStart(9),
    pct(c.shuffledMeanExcess).padStart(9),
    num(c.brierStated, 4).padStart(8),
    num(c.brierCalibrated, 4).padStart(8),
    '  ',
    portfolio(c.longOnly, pct),
  ].join(' ');
}

function printSet(title: string, set: SetReport, pct: (x: number | null) => string): void {
  console.log(`\n--- ${title}: ${set.securities.length} securities ---`);
  console.log(set.securities.join(' '));
  console.log(
    'caller        calls  dates  buy/hold/sell     hit   excess  exc.buy exc.sell shuf.hit shuf.exc brier.st brier.cal   long-only (buy calls, equal weight)',
  );
  for (const [id, caller] of Object.entries(set.callers)) console.log(callerLine(id, caller, pct));
  for (const [id, guard] of Object.entries(set.guards)) {
    console.log(`${id} as a guard of the team's would-be buys (stock − benchmark, before costs):`);
    console.log(`  let through ${guardSide(guard.letThrough, pct)}`);
    console.log(`  vetoed      ${guardSide(guard.vetoed, pct)}`);
    for (const row of guard.byLevel)
      console.log(`  risk level ${row.level} (all team calls) ${guardSide(row, pct)}`);
  }
  const { alwaysHold, alwaysBuy, benchmark } = set.baselines;
  console.log(`always hold  ${String(alwaysHold.calls).padStart(6)}  hit ${pct(alwaysHold.hitRate)}`);
  console.log(
    `always buy   ${String(alwaysBuy.calls).padStart(6)}  hit ${pct(alwaysBuy.hitRate)}  excess ${pct(alwaysBuy.meanExcess)}  ${portfolio(alwaysBuy.longOnly, pct)}`,
  );
  console.log(
    `benchmark (buy and hold each period)  excess ${pct(benchmark.meanExcess)}  ${portfolio(benchmark.longOnly, pct)}`,
  );
  const team = set.callers.team;
  if (!team) return;
  console.log('team calibration (walk-forward isotonic): band → calibrated mean / realised (count)');
  for (const band of team.calibration)
    if (band.count)
      console.log(
        `  ${band.from.toFixed(1)}–${band.to.toFixed(1)}  ${pct(band.stated)} / ${pct(band.realised)} (${band.count})`,
      );
}
