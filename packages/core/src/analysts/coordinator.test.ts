/**
 * The coordinator end to end: nine analysts on ten years of 2330 (real bars when the history folder
 * is present, generated otherwise) with built optional datasets; reports in three locales whose
 * every number is checked against the evidence; vetoes, depths, weights and determinism.
 */
import { describe, expect, it } from 'vitest';
import { analystTiers } from '../entitlements/policy.ts';
import { isOnTick } from '../market/tick-size.ts';
import { analyse, type AnalyseOptions } from './coordinator.ts';
import { hasTwseHistory, realBars, realSecurity } from './fixtures/real-history.ts';
import { syntheticDatasets } from './fixtures/synthetic-datasets.ts';
import { bundleFromCloses, syntheticDailyBars, syntheticSecurity } from './fixtures/synthetic-bundle.ts';
import { checkNarrative } from './narrative/check.ts';
import { renderReport, type RenderedReport } from './text/render.ts';
import { technicalAnalyst } from './team/technical.ts';
import type { EvidenceBundle } from './types.ts';

const all = Object.keys(analystTiers);
const bars = hasTwseHistory ? realBars('2330') : syntheticDailyBars(2600);
const security = hasTwseHistory ? realSecurity('2330') : syntheticSecurity('2330');
const asOf = hasTwseHistory ? '2018-02-27' : bars.dates[bars.dates.length - 1]!;
const full: EvidenceBundle = { asOf, security, bars, ...syntheticDatasets(bars, security) };
const source = hasTwseHistory ? 'real 2330 history' : 'generated bars (../shared/data is absent)';

const texts = (report: RenderedReport) => [
  report.summary,
  ...report.bullets,
  ...report.bullCase,
  ...report.bearCase,
  ...(report.debate ?? []),
  ...report.analysts.flatMap((a) => [a.headline, ...a.lines]),
];

describe(`a full nine-analyst run on ten years of ${source}`, () => {
  const result = analyse(full, { analysts: all, depth: 'collaborative' });

  it('runs every analyst and forms every opinion', () => {
    expect(result.analysts).toEqual(all);
    expect(result.opinions.map((o) => [o.analyst, o.status])).toEqual(all.map((id) => [id, 'ok']));
    expect(['buy', 'hold', 'sell']).toContain(result.result);
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(result.simulated).toBe(true);
    const ids = result.evidence.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(result.debate?.at(-1)?.side).toBe('verdict');
    for (const price of [result.targetPrice, ...result.opinions.map((o) => o.targetPrice)]) {
      if (price !== null) expect(isOnTick(price, security.kind), String(price)).toBe(true);
    }
  });

  it('renders every locale with every number taken from the evidence', () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en-US'] as const) {
      const lines = texts(renderReport(result, locale));
      expect(lines.length).toBeGreaterThan(30);
      for (const line of lines) {
        expect(line).not.toMatch(/undefined|NaN|Infinity/);
        const check = checkNarrative(line, result.evidence);
        expect(check.offendingNumbers, `${locale}: ${line}`).toEqual([]);
        expect(check.offendingDates, `${locale}: ${line}`).toEqual([]);
      }
    }
  });

  it('rejects the report with one number altered', () => {
    const report = renderReport(result, 'zh-TW');
    const target = report.summary.match(/目標價 ([\d,.]+) 元/)![1]!;
    const altered = report.summary.replace(
      `目標價 ${target}`,
      `目標價 ${(Number(target.replace(/,/g, '')) * 1.37).toFixed(2)}`,
    );
    expect(checkNarrative(report.summary, result.evidence).ok).toBe(true);
    const check = checkNarrative(altered, result.evidence);
    expect(check.ok).toBe(false);
    expect(check.offendingNumbers).toHaveLength(1);
  });

  it('is deterministic: the same bundle gives the same result', () => {
    expect(analyse(full, { analysts: all, depth: 'collaborative' })).toEqual(result);
  });

  it('weights each opinion by the caller’s weight × its confidence', () => {
    const only = analyse(full, {
      analysts: all,
      depth: 'detailed',
      weights: Object.fromEntries(all.map((id) => [id, id === 'quant' ? 1 : 0])),
    });
    const quant = only.opinions.find((o) => o.analyst === 'quant')!;
    expect(only.score).toBe(quant.score);
    expect(only.targetPrice).toBe(quant.targetPrice);
  });
});

describe('the coordinator’s rules', () => {
  // A steady rise: technical and quant both argue for buying.
  const rising = bundleFromCloses(
    Array.from({ length: 400 }, (_, i) => 50 * 1.002 ** i * (1 + 0.004 * ((i % 3) - 1))),
  );

  it('lets the risk manager veto a buy: disposition → hold at most', () => {
    const free = analyse(rising, { analysts: ['technical', 'quant'], depth: 'detailed' });
    expect(free.result).toBe('buy');
    expect(free.riskAdjustment.vetoed).toBe(false);
    const status = {
      source: 'test',
      simulated: true,
      rows: [{ date: rising.asOf, kind: 'disposition' as const }],
    };
    const vetoed = analyse({ ...rising, status }, { analysts: ['technical', 'quant'], depth: 'detailed' });
    expect(vetoed.result).toBe('hold');
    expect(vetoed.riskAdjustment).toMatchObject({ vetoed: true, riskLevel: 5, confidenceFactor: 0.7 });
    expect(vetoed.riskAdjustment.before.signal).toBe('buy');
    expect(vetoed.confidence).toBe(Math.round(vetoed.riskAdjustment.before.confidence * 0.7 * 1e4) / 1e4);
    expect(vetoed.summary.map((p) => p.key)).toEqual([
      'summary.hold',
      'summary.vetoed',
      'risk.vetoDisposition',
      'summary.highRisk',
      'summary.simulated',
    ]);
    expect(vetoed.risks[0]!.key).toBe('risk.vetoDisposition');
    const text = renderReport(vetoed, 'zh-TW').summary;
    expect(text).toContain('風控否決');
    expect(checkNarrative(text, vetoed.evidence).ok).toBe(true);
  });

  it('quick runs the free view on about a year of bars', () => {
    const quick = analyse(rising, { analysts: ['news', 'technical'], depth: 'quick' });
    expect(quick.analysts).toEqual(['technical']);
    expect(quick.opinions[0]).toEqual(technicalAnalyst(rising, { maxBars: 260 }));
    expect(analyse(rising, { analysts: ['news'], depth: 'quick' }).analysts).toEqual([
      'fundamental',
      'technical',
    ]);
    expect(quick.debate).toBeNull();
  });

  it('accepts the spec’s aliases and refuses unknown analysts and bad weights', () => {
    const options = (analysts: string[], weights?: AnalyseOptions['weights']) =>
      ({ analysts, depth: 'detailed', weights }) as AnalyseOptions;
    expect(analyse(rising, options(['taiwan', 'portfolio'])).analysts).toEqual(['quant', 'market-sentiment']);
    expect(() => analyse(rising, options(['astrology']))).toThrow(/unknown analyst/);
    expect(() => analyse(rising, options([]))).toThrow(/at least one/);
    expect(() => analyse(rising, options(['quant'], { quant: -1 }))).toThrow(/weight/);
  });
});

describe('no look-ahead', () => {
  const dates = hasTwseHistory ? ['2015-12-31', '2017-06-30'] : [bars.dates[1500]!, bars.dates[2000]!];

  it.each(dates)('an analysis on %s is the same with or without the data after it', (day) => {
    const options: AnalyseOptions = { analysts: all, depth: 'detailed' };
    const withFuture = analyse({ ...full, asOf: day }, options);
    // The bundle a provider would have built on that day: arrays cut at the day (copies), and the
    // adjusted close re-anchored on that day's close.
    const end = bars.dates.findLastIndex((d) => d <= day) + 1;
    const cut = (a: Float64Array) => Float64Array.from(a.subarray(0, end));
    const anchor = bars.close[end - 1]! / bars.adjClose[end - 1]!;
    const past: EvidenceBundle = {
      ...full,
      asOf: day,
      bars: {
        ...bars,
        dates: bars.dates.slice(0, end),
        open: cut(bars.open),
        high: cut(bars.high),
        low: cut(bars.low),
        close: cut(bars.close),
        volume: cut(bars.volume),
        value: bars.value ? cut(bars.value) : undefined,
        adjClose: cut(bars.adjClose).map((v) => v * anchor),
      },
    };
    expect(analyse(past, options)).toEqual(withFuture);
  });

  it('an analyst refuses a bundle holding data after asOf', () => {
    expect(() => technicalAnalyst({ ...full, asOf: '2015-12-31' })).toThrow(/after asOf/);
  });
});
