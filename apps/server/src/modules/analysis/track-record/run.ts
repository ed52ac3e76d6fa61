import {
  evaluateProtocol,
  splitSecurities,
  gateSell,
  teamVerdict,
  walkForwardSellGates,
  walkForwardWeights,
  type SellGate,
  type CloseSeries,
  type DailyBars,
  type ReplayedCall,
} from '@alphadesk/core';
import type { AnalysisMarket } from '../ports.ts';
import {
  backtestAnalysts,
  benchmarkMap,
  callCalendar,
  closeSeriesOf,
  dailyBarsOf,
  EQUAL_TEAM,
  replaySecurity,
  scoreCall,
  securityOf,
  type BacktestCall,
  type KeptOpinions,
} from './backtest.ts';
import { exitGridOf, type ExitGridReport } from './exit-grid.ts';
import { loadMarketInputs, type MarketInputs } from './market-inputs.ts';
import type { TrackRecordService } from './service.ts';
import { summariseByAnalyst, type GroupSummary } from './summary.ts';

export interface BacktestOptions {
  from: string;
  to: string;
  /** The securities to replay (those with fewer than 300 stored bars are skipped). */
  symbols: readonly string[];
  /** Trading days of the benchmark between call dates. */
  every: number;
}

export interface BacktestReport {
  runId: string;
  benchmark: { symbol: string; source: string; proxy: boolean };
  callDates: number;
  /** Dividend-adjusted buy-and-hold return of the benchmark over the period; null without data. */
  buyAndHold: number | null;
  /** Per analyst id and "team". */
  summary: Record<string, GroupSummary>;
  /** The evaluation protocol (core scoring/protocol.ts): both sets on the benchmark-relative scorer. */
  protocol: ReturnType<typeof evaluateProtocol>;
  /** The market-level series the replay read, with their spans (absent ones are not listed). */
  inputs: { symbol: string; source: string; from: string; to: string }[];
  /** The walk-forward weights of the team verdict on the last call date. */
  lastWeights: Record<string, number>;
  /** The sell gates of the team verdict on the last call date, and how many member sells it held. */
  sellGates: { last: Record<string, SellGate>; sells: number; held: number };
  /** Stops and horizons measured on both sets, with the choice made on the fitting set. */
  exitGrid: ExitGridReport;
}

/** Securities with less history than this are not replayed (no year of warm-up plus calls). */
const MIN_BARS = 300;

/**
 * The walk-forward backtest over stored bars: the benchmark (^TWII when imported, else 0050 as a
 * labelled proxy, dividend-adjusted), one call calendar for every security (every `every`-th
 * benchmark day), each security replayed and scored, and the run stored as the track record.
 */
export async function runBacktest(
  deps: { market: Pick<AnalysisMarket, 'dailyBars' | 'marketSeries'>; trackRecord: TrackRecordService },
  options: BacktestOptions,
): Promise<BacktestReport> {
  const { from, to, every } = options;
  // Eleven years before the first call: the detailed depth reads ten.
  const warmupFrom = `${Number(from.slice(0, 4)) - 11}${from.slice(4)}`;
  const { benchmark, proxy } = await benchmarkOf(deps.market, warmupFrom, to);
  const inputs = await loadMarketInputs(deps.market, warmupFrom, to, benchmark.dates);

  const callDates = callCalendar(benchmark.dates, from, to, every);
  const calls: BacktestCall[] = [];
  const kept: KeptOpinions[] = [];
  const barsOf = new Map<string, DailyBars>();
  for (const symbol of options.symbols) {
    const stored = await deps.market.dailyBars(symbol, warmupFrom, to);
    if (stored.length < MIN_BARS) continue;
    const bars = dailyBarsOf(stored, 'TWSE STOCK_DAY');
    barsOf.set(symbol, bars);
    const replayed = await replaySecurity(securityOf(symbol), bars, benchmark, {
      ...{ from, to, every, callDates, inputs },
      keep: (entry) => kept.push(entry),
    });
    calls.push(...replayed);
  }
  const { lastWeights, sellGates } = addMeasuredTeam(calls, kept, barsOf, benchmark);
  const exitGrid = exitGridOf(calls, barsOf, benchmark);

  const summary = summariseByAnalyst(calls);
  const protocol = evaluateProtocol(replayedCalls(calls), every);
  const inPeriod = benchmark.dates
    .map((date, i) => [date, benchmark.close[i]!] as const)
    .filter(([date]) => date >= from && date <= to);
  const buyAndHold = inPeriod.length > 1 ? inPeriod.at(-1)![1] / inPeriod[0]![1] - 1 : null;
  const runId = await deps.trackRecord.saveRun(
    {
      fromDate: from,
      toDate: to,
      universe: [...options.symbols],
      summary: {
        every,
        benchmark: benchmark.symbol,
        benchmarkSource: benchmark.source,
        buyAndHold,
        groups: summary,
        protocol,
        sellGates: sellGates.last,
      },
    },
    calls.map(({ relative: _relative, guard: _guard, ...stored }) => stored),
  );
  return {
    runId,
    benchmark: { symbol: benchmark.symbol, source: benchmark.source, proxy },
    callDates: callDates.size,
    buyAndHold,
    summary,
    protocol,
    inputs: inputSpans(inputs),
    lastWeights,
    sellGates,
    exitGrid,
  };
}

/** ^TWII from the imported market series; else daily bars of ^TWII; else 0050 as a labelled proxy. */
async function benchmarkOf(
  market: Pick<AnalysisMarket, 'dailyBars' | 'marketSeries'>,
  from: string,
  to: string,
): Promise<{ benchmark: CloseSeries; proxy: boolean }> {
  const index = await market.marketSeries('^TWII', from, to);
  if (index) {
    return {
      proxy: false,
      benchmark: {
        symbol: '^TWII',
        source: index.source,
        simulated: index.simulated,
        dates: index.points.map((point) => point.date),
        close: Float64Array.from(index.points, (point) => point.close),
      },
    };
  }
  const twii = await market.dailyBars('^TWII', from, to);
  if (twii.length > 0) return { proxy: false, benchmark: closeSeriesOf(twii, '^TWII', 'TWSE ^TWII') };
  const etf = await market.dailyBars('0050', from, to);
  return { proxy: true, benchmark: closeSeriesOf(etf, '0050', 'TWSE STOCK_DAY 0050 (proxy of ^TWII)') };
}

/**
 * Adds the team verdict with walk-forward measured weights ("team"): on each call date the kept
 * opinions are re-weighed with the weights measured on the fitting set's analyst calls resolved
 * before that date (core walkForwardWeights), and scored like every other call. Each member's
 * sell passes the sell gate first (core sell-gate.ts): a sell its own past fitting-set sells did not
 * show to pay becomes a neutral hold.
 */
function addMeasuredTeam(
  calls: BacktestCall[],
  kept: readonly KeptOpinions[],
  barsOf: ReadonlyMap<string, DailyBars>,
  benchmark: CloseSeries,
): { lastWeights: Record<string, number>; sellGates: BacktestReport['sellGates'] } {
  const fittingCodes = new Set(splitSecurities(calls.map((call) => call.symbol)).fitting);
  const fitting = replayedCalls(
    calls.filter((call) => call.analystId !== EQUAL_TEAM && fittingCodes.has(call.symbol)),
  );
  const weightsAt = walkForwardWeights(fitting, backtestAnalysts);
  // The risk manager guards and has no sell of its own to gate.
  const gatesAt = walkForwardSellGates(
    fitting,
    backtestAnalysts.filter((id) => id !== 'risk'),
  );
  const benchmarkByDate = benchmarkMap(benchmark);
  let lastWeights: Record<string, number> = {};
  let lastGates: Record<string, SellGate> = {};
  let lastDate = '';
  let sells = 0;
  let held = 0;
  for (const entry of kept) {
    const weights = weightsAt(entry.date);
    const gates = gatesAt(entry.date);
    if (entry.date >= lastDate) [lastDate, lastWeights, lastGates] = [entry.date, weights, gates];
    const opinions = entry.opinions.map((opinion) => {
      if (opinion.analyst === 'risk' || opinion.signal !== 'sell') return opinion;
      sells++;
      const gated = gateSell(opinion, gates);
      if (gated !== opinion) held++;
      return gated;
    });
    const security = securityOf(entry.symbol);
    const verdict = teamVerdict(opinions, weights, entry.lastClose, security.kind);
    calls.push(
      scoreCall(security, barsOf.get(entry.symbol)!, benchmarkByDate, entry.index, {
        analystId: 'team',
        ...verdict,
      }),
    );
  }
  return { lastWeights, sellGates: { last: lastGates, sells, held } };
}

function inputSpans(inputs: MarketInputs): BacktestReport['inputs'] {
  const series = [...(inputs.foreignIndices ?? []), ...(inputs.fx ? [inputs.fx] : [])];
  const spans = series.map((s) => ({
    symbol: s.symbol,
    source: s.source,
    from: s.dates[0]!,
    to: s.dates.at(-1)!,
  }));
  for (const rate of inputs.rates ?? [])
    spans.push({ symbol: rate.symbol, source: rate.source, from: rate.dates[0]!, to: rate.dates.at(-1)! });
  return spans;
}

/** The scored calls as the protocol reads them: those whose horizon has passed. */
function replayedCalls(calls: readonly BacktestCall[]): ReplayedCall[] {
  return calls.flatMap((call) =>
    call.relative
      ? [
          {
            analystId: call.analystId,
            symbol: call.symbol,
            date: call.callDate,
            signal: call.signal,
            confidence: call.confidence,
            ...call.relative,
            ...(call.guard ? { guard: call.guard } : {}),
          },
        ]
      : [],
  );
}
