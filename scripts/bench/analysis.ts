import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyse, analystIds, type EvidenceBundle } from '../../packages/core/src/analysts/index.ts';
import type { DailyBars } from '../../packages/core/src/analysts/types.ts';
import { historyBars, historySecurity } from '../../packages/core/src/samples/stock-day-history.ts';
import { syntheticDatasets } from '../../packages/core/src/samples/synthetic-datasets.ts';

/**
 * CPU time of one nine-analyst detailed analysis (packages/core/src/analysts) on ten years of daily
 * bars: the last 2,520 bars of real 2330 history (../shared/data/twse-daily; the benchmark stops with
 * a clear message when it is absent),
 * with every optional dataset (built, deterministic) so all nine analysts do their full work.
 * Ten warm-up runs, then the median and p95 of 50 runs, each measured with process.cpuUsage()
 * (user + system). The LLM-agent frameworks this replaces take minutes per run.
 */

const BARS = 2520;
const WARM_UP = 10;
const RUNS = 50;
const GOAL_MS = 50;
const ANALYSTS = analystIds;

function lastBars(bars: DailyBars, count: number): DailyBars {
  const start = Math.max(0, bars.dates.length - count);
  const cut = (a: Float64Array) => a.slice(start);
  return {
    ...bars,
    dates: bars.dates.slice(start),
    open: cut(bars.open),
    high: cut(bars.high),
    low: cut(bars.low),
    close: cut(bars.close),
    volume: cut(bars.volume),
    adjClose: cut(bars.adjClose),
    ...(bars.value ? { value: cut(bars.value) } : {}),
  };
}

const historyFile = fileURLToPath(new URL('../../../shared/data/twse-daily/2330.csv', import.meta.url));

function bundle(): { bundle: EvidenceBundle; source: string } {
  let text: string;
  try {
    text = readFileSync(historyFile, 'utf8');
  } catch {
    throw new Error(`${historyFile} is missing: the benchmark replays real history from ../shared/data`);
  }
  const bars = lastBars(historyBars(text), BARS);
  const security = historySecurity('2330');
  const asOf = bars.dates[bars.dates.length - 1]!;
  return {
    bundle: { asOf, security, bars, ...syntheticDatasets(bars, security) },
    source: `real 2330 history ${bars.dates[0]} … ${asOf}`,
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function benchAnalysis(): Promise<void> {
  const { bundle: input, source } = bundle();
  const options = { analysts: ANALYSTS, depth: 'detailed' as const };
  let last = await analyse(input, options);
  for (let i = 0; i < WARM_UP; i++) last = await analyse(input, options);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    last = await analyse(input, options);
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  const median = quantile(samples, 0.5);
  const p95 = quantile(samples, 0.95);
  console.log(
    `bars: ${input.bars.dates.length} (${source}); analysts: ${last.opinions.length}; evidence items: ${last.evidence.length}`,
  );
  console.log(
    `CPU time per analysis over ${RUNS} runs: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
  );
  console.log(`goal ≤ ${GOAL_MS} ms${p95 <= GOAL_MS ? '' : ' — ABOVE GOAL'}`);
}

// Runnable on its own: node --import tsx scripts/bench/analysis.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchAnalysis();
}
