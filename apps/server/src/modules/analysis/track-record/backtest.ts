import {
  analyse,
  evaluateCall,
  sliceBundle,
  type Bar,
  type CloseSeries,
  type DailyBars,
  type EvidenceBundle,
  type Opinion,
  type SecurityInfo,
} from '@alphadesk/core';
import type { MarketInputs } from './market-inputs.ts';
import type { StoredDailyBar } from '../ports.ts';

/**
 * Walk-forward replay of the analyst team over stored history. At each call date the bundle is
 * sliced at that date (`sliceBundle`), so a call sees nothing after its day; the call is then
 * scored with `evaluateCall` on the bars that followed (Taiwan costs, limit-locked days unfillable)
 * and against the benchmark over the same days.
 */

/**
 * The analysts whose data the imported history provides: daily bars (technical, risk, quant), and
 * the market-level series (^TWII, ^GSPC, USD/TWD, the US long rate) for macro and international.
 */
export const backtestAnalysts = ['technical', 'risk', 'quant', 'macro', 'international'] as const;

/** The team verdict with equal weights; "team" is the verdict with walk-forward measured weights (run.ts). */
export const EQUAL_TEAM = 'team-equal';

export interface BacktestCall {
  analystId: string;
  symbol: string;
  callDate: string;
  signal: 'buy' | 'hold' | 'sell';
  confidence: number;
  priceAtCall: number;
  targetPrice: number | null;
  horizonDays: number;
  outcome: 'profit' | 'loss' | 'pending';
  actualReturn: number | null;
  excessReturn: number | null;
  holdingDays: number | null;
  /**
   * The prices the benchmark-relative scorer reads (close of the call day and of the horizon's last
   * day, in the call day's terms, with the benchmark on both days); null while the horizon has not
   * passed or the benchmark lacks a day. Not stored: recomputed by each replay.
   */
  relative: RelativeLeg | null;
  /** Team calls only: the signal before the risk manager's guard, its veto and risk level. Not stored. */
  guard?: { unguarded: 'buy' | 'hold' | 'sell'; vetoed: boolean; riskLevel: number | null };
}

export interface RelativeLeg {
  resolved: string;
  entry: number;
  exit: number;
  benchmarkEntry: number;
  benchmarkExit: number;
}

/**
 * Stored bars (raw prices + cumulative factors) as the analysts' `DailyBars`. The factors are
 * chained forward from the first bar (F₀ = 1), so adjClose = close × F depends on no later bar:
 * slicing the history never changes an earlier adjusted close.
 */
export function dailyBarsOf(stored: readonly StoredDailyBar[], source: string): DailyBars {
  const n = stored.length;
  const array = (pick: (bar: StoredDailyBar) => number) => Float64Array.from(stored, pick);
  return {
    source,
    simulated: stored.some((bar) => bar.simulated),
    dates: stored.map((bar) => bar.date),
    open: array((bar) => bar.open),
    high: array((bar) => bar.high),
    low: array((bar) => bar.low),
    close: array((bar) => bar.close),
    volume: array((bar) => bar.volume),
    adjClose: array((bar) => bar.close * (bar.adjFactor || 1)),
    value: n ? array((bar) => bar.value ?? bar.close * bar.volume) : new Float64Array(0),
  };
}

/** A dividend-adjusted closing series (a total-return view) of a benchmark. */
export function closeSeriesOf(
  stored: readonly StoredDailyBar[],
  symbol: string,
  source: string,
): CloseSeries {
  const bars = dailyBarsOf(stored, source);
  return { symbol, source, simulated: bars.simulated, dates: bars.dates, close: bars.adjClose };
}

export function securityOf(symbol: string, name = symbol): SecurityInfo {
  return {
    symbol,
    name,
    market: 'TW',
    exchange: 'TWSE',
    sector: null,
    kind: symbol.startsWith('00') ? 'etf' : 'stock',
    simulated: false,
  };
}

/** Bars from `start` on, rescaled into day `start`'s terms by the adjustment (adjClose / close). */
export function scoringBars(bars: DailyBars, start: number, end: number): Bar[] {
  const base = bars.adjClose[start]! / bars.close[start]!;
  const out: Bar[] = [];
  for (let i = start; i < end; i++) {
    const k = bars.adjClose[i]! / bars.close[i]! / base;
    out.push({
      date: bars.dates[i]!,
      open: bars.open[i]! * k,
      high: bars.high[i]! * k,
      low: bars.low[i]! * k,
      close: bars.close[i]! * k,
    });
  }
  return out;
}

export interface ReplayOptions {
  from: string;
  to: string;
  /** Trading days between call dates (of this security's own calendar, without `callDates`). */
  every: number;
  /** One calendar for every security (e.g. every 20th day of the benchmark), so calls line up. */
  callDates?: ReadonlySet<string>;
  /** Bars needed before the first call (the quick depth reads about a year). */
  warmup?: number;
  /** Market-level series for macro and international, given whole (each call slices them). */
  inputs?: MarketInputs;
  /** Receives each date's opinions (without their evidence), to re-weigh the team later. */
  keep?: (kept: KeptOpinions) => void;
}

/** What re-weighing a date's team verdict needs: the opinions and where the call stood. */
export interface KeptOpinions {
  symbol: string;
  date: string;
  /** The call day's index in the security's bars. */
  index: number;
  lastClose: number;
  opinions: Opinion[];
}

/** An opinion without its report (points, evidence): what the verdict's weighing reads. */
const slim = (opinion: Opinion): Opinion => ({
  ...opinion,
  keyPoints: [],
  risks: [],
  opportunities: [],
  evidence: [],
});

/** The team's analysis on `asOf` of this bundle, sliced at that day. */
export function teamOn(bundle: EvidenceBundle, asOf: string) {
  return analyse(sliceBundle(bundle, asOf), { analysts: backtestAnalysts, depth: 'detailed' });
}

type Call = Pick<
  BacktestCall,
  'analystId' | 'signal' | 'confidence' | 'targetPrice' | 'horizonDays' | 'guard'
>;

/** The calls of an analysis: each analyst with data, and the team with equal weights. */
export function callsOf(result: Awaited<ReturnType<typeof analyse>>): Call[] {
  // The risk manager is a guard, not a picker: its effect is scored through the team's calls.
  const calls: Call[] = result.opinions
    .filter((opinion) => opinion.status === 'ok' && opinion.analyst !== 'risk')
    .map((opinion) => ({
      analystId: opinion.analyst as string,
      signal: opinion.signal,
      confidence: opinion.confidence,
      targetPrice: opinion.targetPrice,
      horizonDays: opinion.horizonDays,
    }));
  calls.push({
    analystId: EQUAL_TEAM,
    guard: {
      unguarded: result.riskAdjustment.before.signal,
      vetoed: result.riskAdjustment.vetoed,
      riskLevel: result.riskAdjustment.riskLevel,
    },
    signal: result.result,
    confidence: result.confidence,
    targetPrice: result.targetPrice,
    horizonDays: result.horizonDays,
  });
  return calls;
}

/** The calls the team would have made on `asOf` for this bundle. */
export async function callsOn(bundle: EvidenceBundle, asOf: string): Promise<Call[]> {
  return callsOf(await teamOn(bundle, asOf));
}

/** Every `every`-th date of a calendar within [from, to]: the shared call dates. */
export function callCalendar(dates: readonly string[], from: string, to: string, every: number): Set<string> {
  const inPeriod = dates.filter((date) => date >= from && date <= to);
  return new Set(inPeriod.filter((_, i) => i % every === 0));
}

/** The benchmark's closes by date. */
export function benchmarkMap(benchmark: CloseSeries | undefined): Map<string, number> {
  const byDate = new Map<string, number>();
  if (benchmark) benchmark.dates.forEach((date, i) => byDate.set(date, benchmark.close[i]!));
  return byDate;
}

/**
 * Scores one call made at the close of bar `i`: `evaluateCall` on the bars that followed (Taiwan
 * costs, limit-locked days unfillable) and the legs the benchmark-relative scorer reads.
 */
export function scoreCall(
  security: SecurityInfo,
  bars: DailyBars,
  benchmarkByDate: ReadonlyMap<string, number>,
  i: number,
  call: Call,
): BacktestCall {
  const date = bars.dates[i]!;
  const priceAtCall = bars.close[i]!;
  const window = scoringBars(bars, i, Math.min(bars.dates.length, i + 1 + call.horizonDays + 20));
  const entryClose = benchmarkByDate.get(date);
  const evaluation = evaluateCall(
    { signal: call.signal, priceAtCall, targetPrice: call.targetPrice, horizonDays: call.horizonDays },
    window[0]!,
    (bars.close[i - 1]! * (bars.adjClose[i - 1]! / bars.close[i - 1]!)) /
      (bars.adjClose[i]! / bars.close[i]!),
    window.slice(1),
    {
      kind: security.kind,
      benchmark: entryClose ? { entryClose, byDate: benchmarkByDate as Map<string, number> } : undefined,
    },
  );
  const last = window[call.horizonDays];
  const benchmarkExit = last && benchmarkByDate.get(last.date);
  return {
    ...call,
    relative:
      last && entryClose && benchmarkExit
        ? {
            resolved: last.date,
            entry: window[0]!.close,
            exit: last.close,
            benchmarkEntry: entryClose,
            benchmarkExit,
          }
        : null,
    symbol: security.symbol,
    callDate: date,
    priceAtCall,
    outcome: evaluation.outcome,
    actualReturn: evaluation.actualReturn,
    excessReturn: evaluation.excessReturn,
    holdingDays: evaluation.holdingDays,
  };
}

/** Replays one security walk-forward and scores every call. */
export async function replaySecurity(
  security: SecurityInfo,
  bars: DailyBars,
  benchmark: CloseSeries | undefined,
  options: ReplayOptions,
): Promise<BacktestCall[]> {
  const bundle: EvidenceBundle = {
    asOf: bars.dates.at(-1) ?? options.to,
    security,
    bars,
    benchmark,
    ...options.inputs,
  };
  const benchmarkByDate = benchmarkMap(benchmark);
  const out: BacktestCall[] = [];
  const warmup = options.warmup ?? 260;
  let next = -1;
  for (let i = Math.max(1, warmup); i < bars.dates.length; i++) {
    const date = bars.dates[i]!;
    if (date < options.from) continue;
    if (date > options.to) break;
    if (options.callDates) {
      if (!options.callDates.has(date)) continue;
    } else {
      if (next !== -1 && i < next) continue;
      next = i + options.every;
    }
    const result = await teamOn(bundle, date);
    options.keep?.({
      symbol: security.symbol,
      date,
      index: i,
      lastClose: bars.close[i]!,
      opinions: result.opinions.map(slim),
    });
    for (const call of callsOf(result)) out.push(scoreCall(security, bars, benchmarkByDate, i, call));
  }
  return out;
}
