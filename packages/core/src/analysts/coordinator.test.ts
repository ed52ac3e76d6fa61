/**
 * The coordinator end to end: nine analysts on ten years of real 2330 bars (../shared/data) with built
 * optional datasets; reports in three locales whose
 * every number is checked against the evidence; vetoes, depths, weights and determinism.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isOnTick } from '../market/tick-size.ts';
import { analyse, type AnalyseOptions, type AnalysisResult } from './coordinator.ts';
import { realBars, realSecurity } from './fixtures/real-history.ts';
import { syntheticDatasets } from '../samples/synthetic-datasets.ts';
import { bundleFromCloses } from '../samples/synthetic-bundle.ts';
import { checkNarrative } from './narrative/check.ts';
import { renderReport, type RenderedReport } from './text/render.ts';
import { technicalAnalyst } from './team/technical.ts';
import { analystIds, type AnalystId } from './ids.ts';
import { analysts as team } from './team/index.ts';
import type { Analyst, EvidenceBundle } from './types.ts';

const all = [...analystIds];
const bars = realBars('2330');
const security = realSecurity('2330');
const asOf = '2018-02-27';
const full: EvidenceBundle = { asOf, security, bars, ...syntheticDatasets(bars, security) };
const source = 'real 2330 history';

const texts = (report: RenderedReport) => [
  report.summary,
  ...report.bullets,
  ...report.bullCase,
  ...report.bearCase,
  ...(report.debate ?? []),
  ...report.analysts.flatMap((a) => [a.headline, ...a.lines]),
];

describe(`a full nine-analyst run on ten years of ${source}`, () => {
  let result: AnalysisResult;
  beforeAll(async () => {
    result = await analyse(full, { analysts: all, depth: 'collaborative' });
  });

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

  it('is deterministic: the same bundle gives the same result', async () => {
    expect(await analyse(full, { analysts: all, depth: 'collaborative' })).toEqual(result);
  });

  it('weights each opinion by the caller’s weight × its confidence', async () => {
    const only = await analyse(full, {
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

  it('lets the risk manager veto a buy: disposition → hold at most', async () => {
    const free = await analyse(rising, { analysts: ['technical', 'quant'], depth: 'detailed' });
    expect(free.result).toBe('buy');
    expect(free.riskAdjustment.vetoed).toBe(false);
    const status = {
      source: 'test',
      simulated: true,
      rows: [{ date: rising.asOf, kind: 'disposition' as const }],
    };
    const vetoed = await analyse(
      { ...rising, status },
      { analysts: ['technical', 'quant'], depth: 'detailed' },
    );
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

  it('quick runs the free view on about a year of bars', async () => {
    const quick = await analyse(rising, { analysts: ['news', 'technical'], depth: 'quick' });
    expect(quick.analysts).toEqual(['technical']);
    expect(quick.opinions[0]).toEqual(technicalAnalyst(rising, { maxBars: 260 }));
    expect((await analyse(rising, { analysts: ['news'], depth: 'quick' })).analysts).toEqual([
      'fundamental',
      'technical',
    ]);
    expect(quick.debate).toBeNull();
  });

  it('keeps the catalogue’s order, and refuses unknown analysts (aliases included) and bad weights', async () => {
    // Aliases such as `taiwan` are resolved where a request enters (resolveAnalystId), not here.
    const options = (analysts: string[], weights?: AnalyseOptions['weights']) =>
      ({ analysts, depth: 'detailed', weights }) as AnalyseOptions;
    expect((await analyse(rising, options(['market-sentiment', 'quant']))).analysts).toEqual([
      'quant',
      'market-sentiment',
    ]);
    await expect(analyse(rising, options(['astrology']))).rejects.toThrow(/unknown analyst/);
    await expect(analyse(rising, options(['taiwan']))).rejects.toThrow(/unknown analyst/);
    await expect(analyse(rising, options([]))).rejects.toThrow(/at least one/);
    await expect(analyse(rising, options(['quant'], { quant: -1 }))).rejects.toThrow(/weight/);
  });
});

describe('each analyst runs once per analysis', () => {
  const rising = bundleFromCloses(
    Array.from({ length: 400 }, (_, i) => 50 * 1.001 ** i * (1 + 0.003 * ((i % 4) - 1.5))),
  );
  /** The real team, each analyst wrapped to count its runs. */
  function countingTeam() {
    const runs: AnalystId[] = [];
    const counted = Object.fromEntries(
      analystIds.map((id) => {
        const analyst: Analyst = (bundle, options) => {
          runs.push(id);
          return team[id](bundle, options);
        };
        return [id, analyst];
      }),
    ) as Record<AnalystId, Analyst>;
    return { counted, runs };
  }

  it.each([
    ['detailed', ['technical', 'quant', 'risk'], ['technical', 'risk', 'quant']],
    ['collaborative', all, all],
    ['detailed', ['technical', 'macro'], ['technical', 'macro', 'risk']],
    ['quick', ['news', 'technical', 'risk'], ['technical', 'risk']],
  ] as const)(
    '%s of %j: each selected analyst once, told before it runs',
    async (depth, selected, expected) => {
      const { counted, runs } = countingTeam();
      const told: string[] = [];
      const result = await analyse(rising, {
        analysts: selected,
        depth,
        team: counted,
        onAnalyst: (id, step) => {
          expect(runs).toHaveLength(step.index); // the analyst has not run yet
          told.push(`${id} ${step.index + 1}/${step.count}`);
        },
      });
      // Selected analysts in the catalogue's order; the risk manager guards once when not selected.
      expect([...runs].sort()).toEqual([...expected].sort());
      for (const id of analystIds) expect(runs.filter((ran) => ran === id).length).toBeLessThanOrEqual(1);
      expect(told).toEqual(result.analysts.map((id, i) => `${id} ${i + 1}/${result.analysts.length}`));
      expect(result.opinions.map((opinion) => opinion.analyst)).toEqual(result.analysts);
    },
  );

  it('stops when the progress callback throws', async () => {
    const { counted, runs } = countingTeam();
    const stop = new Error('run finished elsewhere');
    await expect(
      analyse(rising, {
        analysts: ['technical', 'quant'],
        depth: 'detailed',
        team: counted,
        onAnalyst: (id) => {
          if (id === 'quant') throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect(runs).toEqual(['technical']);
  });
});

describe('no look-ahead', () => {
  const dates = ['2015-12-31', '2017-06-30'];

  it.each(dates)('an analysis on %s is the same with or without the data after it', async (day) => {
    const options: AnalyseOptions = { analysts: all, depth: 'detailed' };
    const withFuture = await analyse({ ...full, asOf: day }, options);
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
    expect(await analyse(past, options)).toEqual(withFuture);
  });

  it('an analyst refuses a bundle holding data after asOf', () => {
    expect(() => technicalAnalyst({ ...full, asOf: '2015-12-31' })).toThrow(/after asOf/);
  });
});
