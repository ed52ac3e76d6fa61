/**
 * Properties every report must keep, checked over 1,000 simulated analyses (seeded simulator bars
 * with a seeded drift, seeded optional datasets, every depth): the verdict and its target agree,
 * every number read from a bar cites that bar's date, and the bull and bear cases hold only
 * arguments of their own side.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../market-data/random.ts';
import { syntheticDatasets } from '../samples/synthetic-datasets.ts';
import { syntheticDailyBars, syntheticSecurity } from '../samples/synthetic-bundle.ts';
import { HOLD_BAND } from '../scoring/benchmark.ts';
import { analyse, type AnalysisResult, type Depth } from './coordinator.ts';
import { analystIds } from './ids.ts';
import { stanceOf } from './stance.ts';
import { renderReport } from './text/render.ts';
import type { DailyBars, EvidenceBundle } from './types.ts';

const RUNS = 1_000;

function drifted(bars: DailyBars, drift: number): DailyBars {
  const scale = (series: Float64Array) =>
    series.map((value, i) => Math.round(value * Math.exp(drift * i) * 100) / 100);
  const close = scale(bars.close);
  const high = scale(bars.high).map((h, i) => Math.max(h, close[i]!));
  const low = scale(bars.low).map((l, i) => Math.min(l, close[i]!));
  const open = scale(bars.open).map((o, i) => Math.min(Math.max(o, low[i]!), high[i]!));
  return { ...bars, open, high, low, close, adjClose: Float64Array.from(close) };
}

function simulatedBundle(run: number): { bundle: EvidenceBundle; depth: Depth } {
  const random = seededRandom(9_000 + run);
  const count = 300 + Math.floor(random.next() * 500);
  const drift = (random.next() - 0.5) * 0.006;
  const bars = drifted(syntheticDailyBars(count, 10_000 + run), drift);
  const security = syntheticSecurity(String(1000 + (run % 8000)));
  const depth: Depth = (['quick', 'detailed', 'collaborative'] as const)[run % 3]!;
  const asOf = bars.dates[count - 1 - Math.floor(random.next() * 20)]!;
  return { bundle: { asOf, security, bars, ...syntheticDatasets(bars, security, run) }, depth };
}

function checkTarget(result: AnalysisResult, close: number) {
  const target = result.targetPrice;
  if (target === null) return;
  if (result.result === 'buy') expect(target, `${result.symbol} buy`).toBeGreaterThan(close);
  if (result.result === 'sell') expect(target, `${result.symbol} sell`).toBeLessThan(close);
  if (result.result === 'hold') {
    expect(target).toBeGreaterThanOrEqual(close * (1 - HOLD_BAND) - 1e-9);
    expect(target).toBeLessThanOrEqual(close * (1 + HOLD_BAND) + 1e-9);
  }
}

/** Evidence read from bars: the cited date is a bar on or before asOf, and raw values match it. */
function checkBarDates(result: AnalysisResult, bundle: EvidenceBundle) {
  const index = new Map(bundle.bars.dates.map((date, i) => [date, i]));
  const spans: Record<string, number> = { ma5: 4, ma20: 19, ma60: 59, ma120: 119, bollMiddle: 19 };
  for (const item of result.evidence) {
    if (item.source.dataset !== 'bars' || item.source.symbol !== bundle.security.symbol) continue;
    const at = index.get(item.source.date);
    expect(at, `${item.id} cites ${item.source.date}`).toBeDefined();
    expect(item.source.date <= result.asOf).toBe(true);
    if (item.source.from) expect(item.source.from <= item.source.date, item.id).toBe(true);
    if (item.label === 'close') expect(item.value, item.id).toBeCloseTo(bundle.bars.close[at!]!, 6);
    if (item.label === 'volume') expect(item.value, item.id).toBe(bundle.bars.volume[at!]);
    const span = spans[item.label];
    if (span !== undefined) expect(at! - index.get(item.source.from!)!, item.id).toBe(span);
  }
}

function checkSides(result: AnalysisResult) {
  for (const item of result.bullCase) expect(stanceOf(item.point), item.point.key).not.toBe('bear');
  for (const item of result.bearCase) expect(stanceOf(item.point), item.point.key).not.toBe('bull');
  if (!result.debate) return;
  for (const turn of result.debate) {
    if (turn.side === 'bull') expect(stanceOf(turn.point), turn.point.key).not.toBe('bear');
    if (turn.side === 'bear') expect(stanceOf(turn.point), turn.point.key).not.toBe('bull');
  }
  expect(result.debate.some((turn) => turn.side === 'bull')).toBe(true);
  expect(result.debate.some((turn) => turn.side === 'bear')).toBe(true);
}

describe(`report properties over ${RUNS} simulated analyses`, () => {
  it('keeps verdict and target consistent, bar dates exact, and each case on its own side', async () => {
    const seen = { buy: 0, sell: 0, hold: 0, withTarget: 0, debates: 0, windowed: 0 };
    for (let run = 0; run < RUNS; run++) {
      const { bundle, depth } = simulatedBundle(run);
      const result = await analyse(bundle, { analysts: analystIds, depth });
      const at = bundle.bars.dates.indexOf(result.asOf);
      checkTarget(result, bundle.bars.close[at]!);
      checkBarDates(result, bundle);
      checkSides(result);
      if (run % 50 === 0) {
        const text = renderReport(result, 'zh-TW');
        for (const line of [...text.bullets, ...text.analysts.flatMap((a) => a.lines)])
          expect(line).not.toMatch(/溢價 -|。；/u);
      }
      seen[result.result]++;
      if (result.targetPrice !== null) seen.withTarget++;
      if (result.debate) seen.debates++;
      if (at + 1 > 261) seen.windowed++;
    }
    // The property is only meaningful if the runs cover every verdict, targets and debates.
    expect(seen.buy).toBeGreaterThan(20);
    expect(seen.sell).toBeGreaterThan(20);
    expect(seen.hold).toBeGreaterThan(20);
    expect(seen.withTarget).toBeGreaterThan(RUNS / 2);
    expect(seen.debates).toBeGreaterThan(RUNS / 4);
    expect(seen.windowed).toBe(RUNS);
  }, 300_000);
});
