/**
 * The evaluation protocol of the walk-forward backtest.
 *
 * - Split: the securities, sorted by code, are dealt in turn into fitting, fitting, evaluation
 *   (every third code, starting with the third, is evaluation). The rule is fixed and depends on
 *   nothing but the codes, so no result can move a security between the sets. Anything fitted
 *   (calibration now, weights later) learns from fitting-set calls only; the evaluation set is
 *   only ever scored.
 * - Every call is scored with the benchmark-relative scorer (benchmark.ts) at its horizon's close.
 * - Baselines on the same stocks, dates and horizons: always hold, always buy, the caller's signals
 *   shuffled across the stocks of each date (seed 1; across dates for a market-level caller, whose
 *   signal is the same for every stock of a date), and buying the benchmark itself.
 * - Long-only figures: each call date holds the buy calls of that date, equal weight, for one
 *   period of `every` trading days (cash without a buy), compounded.
 * - Calibration: isotonic, walk-forward, fitted on the fitting set's calls of the same caller whose
 *   outcome was known before the call date (calibration.ts).
 */
import {
  portfolioStats,
  shuffleSignalsAcrossDates,
  shuffleSignalsByDate,
  type PortfolioStats,
} from './baselines.ts';
import { marketLevelCallers } from './weights.ts';
import {
  HOLD_BAND,
  scoreRelative,
  summariseRelative,
  type CallSignal,
  type RelativeScore,
  type RelativeSummary,
} from './benchmark.ts';
import {
  applyIsotonic,
  brierScore,
  fitIsotonic,
  reliabilityTable,
  type IsotonicModel,
  type ReliabilityBand,
} from './calibration.ts';
import { longNetReturn, taiwanCosts } from './costs.ts';

export type EvaluationSet = 'fitting' | 'evaluation';

/** The fixed split: codes sorted, every third (1-based: 3rd, 6th, …) in the evaluation set. */
export function splitSecurities(codes: readonly string[]): Record<EvaluationSet, string[]> {
  const sorted = [...new Set(codes)].sort();
  return {
    fitting: sorted.filter((_, i) => i % 3 !== 2),
    evaluation: sorted.filter((_, i) => i % 3 === 2),
  };
}

export interface ReplayedCall {
  analystId: string;
  symbol: string;
  date: string;
  /** The horizon's last day: when the outcome became known. */
  resolved: string;
  signal: CallSignal;
  confidence: number;
  entry: number;
  exit: number;
  benchmarkEntry: number;
  benchmarkExit: number;
  /** Team calls only: the signal before the risk manager's guard, whether it vetoed, its level. */
  guard?: { unguarded: CallSignal; vetoed: boolean; riskLevel: number | null };
}

export interface CallerReport extends RelativeSummary {
  longOnly: PortfolioStats;
  /** Share of calls right when the same caller's signals are shuffled across stocks per date. */
  shuffledHitRate: number | null;
  shuffledMeanExcess: number | null;
  /** Brier score of the stated and of the walk-forward calibrated confidence. */
  brierStated: number | null;
  brierCalibrated: number | null;
  calibration: ReliabilityBand[];
}

/**
 * A guard (the risk manager) never picks: it flags stocks (signal sell) to stay out of. It is scored
 * by whether what it flagged then did worse than what it cleared: the mean stock − benchmark return
 * over the horizon of each group, before costs, and the mean downside (the share that fell behind
 * the benchmark by more than the hold band).
 */
/** Stock − benchmark returns (before costs) of a group of the team's calls. */
export interface GuardSide {
  calls: number;
  meanExcess: number | null;
  /** Standard deviation of the returns: how much the calls' outcomes swung. */
  volatility: number | null;
  /** Share that fell behind the benchmark by more than 5 %. */
  shareBehind: number | null;
  /** The 5th percentile: the bad tail. */
  worst5: number | null;
}

/**
 * The risk manager scored as a guard, not a picker: of the team calls that would have been buys,
 * those it let through against those it vetoed; and, for its sizing (confidence × 0.85 at risk
 * level 4, × 0.7 at 5), how much the outcomes of all the team's calls swung at each risk level.
 */
export interface GuardReport {
  letThrough: GuardSide;
  vetoed: GuardSide;
  byLevel: Array<{ level: number } & GuardSide>;
}

/** Callers that guard rather than pick. */
export const guardCallers: ReadonlySet<string> = new Set(['risk']);

export interface SetReport {
  securities: string[];
  callers: Record<string, CallerReport>;
  guards: Record<string, GuardReport>;
  baselines: {
    alwaysHold: RelativeSummary;
    alwaysBuy: RelativeSummary & { longOnly: PortfolioStats };
    benchmark: { longOnly: PortfolioStats; meanExcess: number };
  };
}

const score = (call: ReplayedCall, signal: CallSignal = call.signal) => ({
  ...scoreRelative({ ...call, signal }),
  date: call.date,
});

function longOnly(
  scores: ReadonlyArray<RelativeScore & { date: string }>,
  dates: readonly string[],
  every: number,
) {
  const byDate = new Map(dates.map((date) => [date, [] as number[]]));
  for (const item of scores) if (item.signal === 'buy') byDate.get(item.date)?.push(item.netReturn);
  return portfolioStats(
    [...byDate].map(([date, returns]) => ({ date, returns })),
    every,
  );
}

/** One isotonic model per fitting-set resolution date, applied to calls dated after it. */
function walkForwardModels(
  fitting: ReadonlyArray<{ resolved: string; p: number; hit: boolean }>,
  minHistory: number,
) {
  const known = [...fitting].sort((a, b) => a.resolved.localeCompare(b.resolved));
  const cache = new Map<string, IsotonicModel | null>();
  return (date: string): IsotonicModel | null => {
    if (cache.has(date)) return cache.get(date)!;
    const before = known.filter((item) => item.resolved < date);
    const model = before.length >= minHistory ? fitIsotonic(before) : null;
    cache.set(date, model);
    return model;
  };
}

function callerReport(
  calls: readonly ReplayedCall[],
  fittingCalls: readonly ReplayedCall[],
  dates: readonly string[],
  every: number,
  marketLevel: boolean,
): CallerReport {
  const scores = calls.map((call) => score(call));
  const shuffledSignals = marketLevel ? shuffleSignalsAcrossDates(calls, 1) : shuffleSignalsByDate(calls, 1);
  const shuffled = shuffledSignals.map((signal, i) => score(calls[i]!, signal));
  const modelAt = walkForwardModels(
    fittingCalls.map((call) => ({ resolved: call.resolved, p: call.confidence, hit: score(call).hit })),
    200,
  );
  const calibrated = calls.map((call, i) => {
    const model = modelAt(call.date);
    return { p: model ? applyIsotonic(model, call.confidence) : call.confidence, hit: scores[i]!.hit };
  });
  const shuffledSummary = summariseRelative(shuffled);
  return {
    ...summariseRelative(scores),
    longOnly: longOnly(scores, dates, every),
    shuffledHitRate: shuffledSummary.hitRate,
    shuffledMeanExcess: shuffledSummary.meanExcess,
    brierStated: brierScore(calls.map((call, i) => ({ p: call.confidence, hit: scores[i]!.hit }))),
    brierCalibrated: brierScore(calibrated),
    calibration: reliabilityTable(calibrated),
  };
}

function guardSide(calls: readonly ReplayedCall[]): GuardSide {
  const xs = calls.map((call) => scoreRelative({ ...call, signal: 'hold' }).excess).sort((a, b) => a - b);
  if (xs.length === 0)
    return { calls: 0, meanExcess: null, volatility: null, shareBehind: null, worst5: null };
  const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const variance = xs.length > 1 ? xs.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (xs.length - 1) : 0;
  return {
    calls: xs.length,
    meanExcess: mean,
    volatility: Math.sqrt(variance),
    shareBehind: xs.filter((x) => x < -HOLD_BAND).length / xs.length,
    worst5: xs[Math.floor(0.05 * (xs.length - 1))]!,
  };
}

/** The guard's effect on the team's calls (those carrying `guard`); null without any. */
function guardReport(team: readonly ReplayedCall[]): GuardReport | null {
  const guarded = team.filter((call) => call.guard);
  if (guarded.length === 0) return null;
  const buys = guarded.filter((call) => call.guard!.unguarded === 'buy');
  const levels = [...new Set(guarded.map((call) => call.guard!.riskLevel))]
    .filter((level): level is number => level !== null)
    .sort();
  return {
    letThrough: guardSide(buys.filter((call) => !call.guard!.vetoed)),
    vetoed: guardSide(buys.filter((call) => call.guard!.vetoed)),
    byLevel: levels.map((level) => ({
      level,
      ...guardSide(guarded.filter((call) => call.guard!.riskLevel === level)),
    })),
  };
}

/** Evaluates one set's calls; `fitting` holds the fitting set's calls, the only ones fitted on. */
export function evaluateSet(
  calls: readonly ReplayedCall[],
  fitting: readonly ReplayedCall[],
  securities: readonly string[],
  every: number,
): SetReport {
  const dates = [...new Set(calls.map((call) => call.date))].sort();
  // A guard is not scored as a picker: its effect is read from the team's calls (guardReport).
  const ids = [...new Set(calls.map((call) => call.analystId))].filter((id) => !guardCallers.has(id)).sort();
  const callers: Record<string, CallerReport> = {};
  for (const id of ids)
    callers[id] = callerReport(
      calls.filter((call) => call.analystId === id),
      fitting.filter((call) => call.analystId === id),
      dates,
      every,
      marketLevelCallers.has(id),
    );
  const team = calls.filter((call) => call.analystId === 'team');
  const guards: Record<string, GuardReport> = {};
  const guard = guardReport(team);
  if (guard) guards.risk = guard;
  const alwaysBuy = team.map((call) => score(call, 'buy'));
  // Buying the benchmark itself each period: its return after the same costs, and its excess.
  const benchmarkByDate = new Map<string, number>();
  for (const call of team)
    benchmarkByDate.set(call.date, longNetReturn(call.benchmarkEntry, call.benchmarkExit, taiwanCosts));
  const benchmarkExcess = team.map(
    (call) =>
      longNetReturn(call.benchmarkEntry, call.benchmarkExit) - (call.benchmarkExit / call.benchmarkEntry - 1),
  );
  return {
    securities: [...securities],
    callers,
    guards,
    baselines: {
      alwaysHold: summariseRelative(team.map((call) => score(call, 'hold'))),
      alwaysBuy: { ...summariseRelative(alwaysBuy), longOnly: longOnly(alwaysBuy, dates, every) },
      benchmark: {
        longOnly: portfolioStats(
          dates.map((date) => ({
            date,
            returns: benchmarkByDate.has(date) ? [benchmarkByDate.get(date)!] : [],
          })),
          every,
        ),
        meanExcess: benchmarkExcess.length
          ? benchmarkExcess.reduce((sum, x) => sum + x, 0) / benchmarkExcess.length
          : 0,
      },
    },
  };
}

/** The protocol end to end: split, then each set evaluated, calibration fitted on fitting only. */
export function evaluateProtocol(calls: readonly ReplayedCall[], every: number) {
  const split = splitSecurities(calls.map((call) => call.symbol));
  const inSet = (set: EvaluationSet) => {
    const codes = new Set(split[set]);
    return calls.filter((call) => codes.has(call.symbol));
  };
  const fitting = inSet('fitting');
  return {
    fitting: evaluateSet(fitting, fitting, split.fitting, every),
    evaluation: evaluateSet(inSet('evaluation'), fitting, split.evaluation, every),
  };
}
