import { readdir } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import type { GroupSummary } from '../apps/server/src/modules/analysis/index.ts';
import type { Logger } from '../apps/server/src/platform/logger.ts';
import { createServices } from '../apps/server/src/services.ts';
import { openConfiguredDatabase } from './market/open-database.ts';
import { printProtocol } from './backtest-protocol.ts';
import { printExitGrid, printSellGates } from './backtest-exits.ts';

/**
 * npm run backtest -- --from 2005-01-01 --to 2018-03-01 --universe <dir> [--every 20] [--series <dir>]
 *
 * Imports the STOCK_DAY files of <dir> and the market-level series of --series (default
 * ../shared/data/market-series: ^TWII, ^GSPC, USD/TWD, the US long rate) that the configured
 * database (DATABASE_URL, or PGlite under DATA_DIR) does not hold yet, replays the analyst team walk-forward on every security (a call every
 * `--every` trading days, each from the data up to its day only), scores the calls, stores the run
 * (backtest_runs, track_record_calls) and prints hit rates, returns against 0050 and calibration.
 */
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    from: { type: 'string', default: '2005-01-01' },
    to: { type: 'string', default: '2018-03-01' },
    universe: { type: 'string' },
    every: { type: 'string', default: '20' },
    series: { type: 'string', default: '../shared/data/market-series' },
  },
});
if (!values.universe) {
  console.error('usage: npm run backtest -- --from YYYY-MM-DD --to YYYY-MM-DD --universe <dir> [--every 20]');
  process.exit(2);
}
const from = values.from!;
const to = values.to!;
const every = Number(values.every);
const dir = resolve(values.universe);
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const database = await openConfiguredDatabase();
try {
  const services = createServices({
    database,
    config: loadConfig(),
    queue: null,
    log: pino({ level: 'warn' }) as unknown as Logger,
  });
  const codes = (await readdir(dir))
    .filter((file) => file.endsWith('.csv'))
    .map((file) => basename(file, '.csv'));
  const missing: string[] = [];
  for (const code of codes) if ((await services.market.storedBarCount(code)) === 0) missing.push(code);
  if (missing.length) {
    const report = await services.market.importHistory(dir, { only: missing });
    console.log(`imported ${report.bars} bars of ${report.files} securities (${seconds()} s)`);
  }

  if ((await services.market.storedSeriesCount('^TWII')) === 0) {
    const importStarted = performance.now();
    const series = await services.market.importMarketSeries(resolve(values.series!));
    const counts = Object.entries(series.rows).map(([symbol, n]) => `${symbol} ${n}`);
    console.log(
      `imported market series: ${counts.join(', ') || 'none'}${series.missing.length ? `; missing: ${series.missing.join(', ')}` : ''} (${((performance.now() - importStarted) / 1000).toFixed(1)} s)`,
    );
  }
  const replayStarted = performance.now();
  const report = await services.analysis.backtest({ from, to, every, symbols: codes });
  const replaySeconds = ((performance.now() - replayStarted) / 1000).toFixed(1);
  const { runId, summary, buyAndHold } = report;
  const benchmark = report.benchmark;
  const benchmarkName = benchmark.proxy ? '0050（^TWII 的代理指標 / proxy of ^TWII）' : '^TWII';

  const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(2)}%`);
  console.log(`\nAlphaDesk walk-forward backtest ${runId}`);
  console.log(
    `period ${from} … ${to}; ${codes.length} securities; ${report.callDates} call dates (every ${every}th trading day of ${benchmark.symbol})`,
  );
  console.log(
    `analysts: technical, risk, quant, macro, international (market index: ${benchmarkName}); team = walk-forward measured weights, team-equal = equal weights`,
  );
  for (const input of report.inputs)
    console.log(`market input ${input.symbol}: ${input.source}, ${input.from} … ${input.to}`);
  console.log(
    `team weights on the last call date (fitted on fitting-set calls resolved before it): ${Object.entries(
      report.lastWeights,
    )
      .map(([id, w]) => `${id} ${w.toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(
    `costs: 0.1425 % fee each side + 0.3 % sell tax; limit-locked days unfillable; no default stop (measured: see the stop-and-horizon grid)`,
  );
  const basis = benchmark.symbol === '^TWII' ? 'price index, dividends not included' : 'dividend-adjusted';
  console.log(`buy-and-hold ${benchmark.symbol} (${basis}) over the period: ${pct(buyAndHold)}\n`);
  const rows = Object.entries(summary).sort(([a], [b]) =>
    a.startsWith('team') ? 1 : b.startsWith('team') ? -1 : a.localeCompare(b),
  );
  console.log(
    `analyst      calls  scored  buy/hold/sell      hit rate  avg return  avg excess vs ${benchmark.symbol.padEnd(5)} max DD (equal-weight per call date)`,
  );
  for (const [id, s] of rows) {
    console.log(
      `${id.padEnd(12)} ${String(s.calls).padStart(5)} ${String(s.sampleSize).padStart(7)}  ${`${s.buy}/${s.hold}/${s.sell}`.padEnd(17)} ${pct(s.hitRate).padStart(9)} ${pct(s.averageReturn).padStart(11)} ${pct(s.averageExcessReturn).padStart(19)} ${pct(s.maxDrawdown).padStart(10)}`,
    );
  }
  console.log('\ncalibration: stated confidence band → realised hit rate (count)');
  console.log(
    `analyst      ${['0–0.2', '0.2–0.4', '0.4–0.6', '0.6–0.8', '0.8–1'].map((b) => b.padStart(17)).join('')}`,
  );
  for (const [id, s] of rows) console.log(`${id.padEnd(12)} ${bands(s)}`);
  printProtocol(report.protocol, pct);
  printSellGates(report, pct);
  printExitGrid(report, pct);
  console.log(`\nreplay and scoring ${replaySeconds} s; all done in ${seconds()} s`);
} finally {
  await database.close();
}

function bands(s: GroupSummary): string {
  return s.calibration
    .map((band) =>
      `${band.hitRate === null ? '—' : `${(band.hitRate * 100).toFixed(1)}%`} (${band.count})`.padStart(17),
    )
    .join('');
}
