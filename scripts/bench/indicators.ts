import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { BollingerBands, EMA, MACD, RSI, SMA, Stochastic } from 'technicalindicators';
import { syntheticBars } from '../../packages/core/src/samples/synthetic-bars.ts';
import { bollinger, ema, kd, macd, rsi, sma, stochastic } from '../../packages/core/src/indicators/index.ts';

/**
 * Times the indicator kernels of packages/core against technicalindicators 3.1.0 on the same
 * generated bars in the same run, so the speed-up does not depend on the machine.
 *
 * Ours: two warm-up runs, then the median of 15 on 1,000,000 bars (Float64Array in and out, each run
 * allocating its outputs).
 * Reference: a warm-up on 100,000 bars estimates its cost; when three runs on 1,000,000 bars would
 * take more than REFERENCE_BUDGET_MS it is measured on 200,000 bars and scaled ×5 (its work is
 * linear in the number of bars), and the table says so. Its inputs are plain arrays, prepared
 * outside the timing. The whole benchmark stays well under a minute.
 */

const BARS = 1_000_000;
const SCALED_BARS = 200_000;
const OUR_RUNS = 15;
const REFERENCE_RUNS = 3;
const REFERENCE_BUDGET_MS = 6_000;
const GOAL = 20;

interface Case {
  name: string;
  reference: string;
  ours: () => unknown;
  theirs: (bars: number) => unknown;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/**
 * A full garbage collection, so the reference's garbage (it makes millions of objects) is not
 * collected on our clock and ours not on its. `--expose-gc` is switched on at run time, since
 * `npm run bench` starts node without it; if that fails the runs are simply not isolated.
 */
const collectGarbage: () => void = (() => {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return () => undefined;
  }
})();

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Steady state: one collection first, then back-to-back runs that recycle their own memory. */
function measureOurs(run: () => unknown): number {
  collectGarbage();
  run();
  run();
  return median(Array.from({ length: OUR_RUNS }, () => time(run)));
}

/** A collection before each run: the previous run's objects are not this run's cost. */
function measureReference(run: (bars: number) => unknown): { ms: number; scaledFrom?: number } {
  collectGarbage();
  const estimate = time(() => run(100_000)) * (BARS / 100_000);
  const bars = estimate * REFERENCE_RUNS > REFERENCE_BUDGET_MS ? SCALED_BARS : BARS;
  const samples = Array.from({ length: REFERENCE_RUNS }, () => {
    collectGarbage();
    return time(() => run(bars));
  });
  collectGarbage();
  return { ms: median(samples) * (BARS / bars), ...(bars === BARS ? {} : { scaledFrom: bars }) };
}

export async function benchIndicators(): Promise<void> {
  const started = performance.now();
  const bars = syntheticBars(BARS, 20_240_101);
  const { high, low, close } = bars;
  const plain = { high: Array.from(high), low: Array.from(low), close: Array.from(close) };
  const head = (values: number[], n: number) => (n === values.length ? values : values.slice(0, n));
  const prefix = (n: number) => ({
    high: head(plain.high, n),
    low: head(plain.low, n),
    close: head(plain.close, n),
  });

  // Sanity: the two sides compute the same numbers (up to the reference's 2-decimal RSI).
  const check = SMA.calculate({ period: 20, values: plain.close.slice(0, 1000) });
  if (Math.abs(check[check.length - 1]! - sma(close.subarray(0, 1000), 20)[999]!) > 1e-9) {
    throw new Error('indicators bench: SMA disagrees with technicalindicators');
  }

  const cases: Case[] = [
    {
      name: 'SMA(20)',
      reference: 'SMA',
      ours: () => sma(close, 20),
      theirs: (n) => SMA.calculate({ period: 20, values: prefix(n).close }),
    },
    {
      name: 'EMA(20)',
      reference: 'EMA',
      ours: () => ema(close, 20),
      theirs: (n) => EMA.calculate({ period: 20, values: prefix(n).close }),
    },
    {
      name: 'RSI(14)',
      reference: 'RSI',
      ours: () => rsi(close, 14),
      theirs: (n) => RSI.calculate({ period: 14, values: prefix(n).close }),
    },
    {
      name: 'MACD(12,26,9)',
      reference: 'MACD (EMA)',
      ours: () => macd(close, { fast: 12, slow: 26, signal: 9 }),
      theirs: (n) =>
        MACD.calculate({
          values: prefix(n).close,
          fastPeriod: 12,
          slowPeriod: 26,
          signalPeriod: 9,
          SimpleMAOscillator: false,
          SimpleMASignal: false,
        }),
    },
    {
      name: 'Bollinger(20,2)',
      reference: 'BollingerBands',
      ours: () => bollinger(close, 20, 2),
      theirs: (n) => BollingerBands.calculate({ period: 20, stdDev: 2, values: prefix(n).close }),
    },
    {
      name: 'KD(9) Taiwan',
      reference: 'Stochastic(9,3)',
      ours: () => kd(high, low, close, 9),
      theirs: (n) => Stochastic.calculate({ ...prefix(n), period: 9, signalPeriod: 3 }),
    },
    {
      name: 'Stochastic(14,3)',
      reference: 'Stochastic(14,3)',
      ours: () => stochastic(high, low, close, 14, 3),
      theirs: (n) => Stochastic.calculate({ ...prefix(n), period: 14, signalPeriod: 3 }),
    },
  ];

  console.log(`${BARS.toLocaleString('en-US')} generated daily bars (seeded random walk)`);
  const rows: string[][] = [['indicator', 'ours ms', 'reference ms', 'speed-up', 'technicalindicators']];
  const notes: string[] = [];
  let logSum = 0;
  for (const entry of cases) {
    const ours = measureOurs(entry.ours);
    const reference = measureReference(entry.theirs);
    const speedUp = reference.ms / ours;
    logSum += Math.log(speedUp);
    const mark = reference.scaledFrom ? ' *' : '';
    if (reference.scaledFrom && notes.length === 0) {
      notes.push(
        `* technicalindicators measured on ${reference.scaledFrom.toLocaleString('en-US')} bars and scaled ×${BARS / reference.scaledFrom} (linear in n)`,
      );
    }
    rows.push([
      entry.name,
      ours.toFixed(1),
      `${reference.ms.toFixed(0)}${mark}`,
      `${speedUp.toFixed(1)}×`,
      entry.reference,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) =>
          column === 0 || column === 4 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    );
  }
  for (const note of notes) console.log(note);
  const geometricMean = Math.exp(logSum / cases.length);
  console.log(
    `geometric mean speed-up: ${geometricMean.toFixed(1)}× (goal ≥ ${GOAL}×)${geometricMean >= GOAL ? '' : ' BELOW GOAL'}`,
  );
  console.log(`bench time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// Runnable on its own: node --import tsx scripts/bench/indicators.ts
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await benchIndicators();
}
