import { guardCallers, marketLevelCallers, measuredWeight } from '@alphadesk/core';
import type { EvaluationSummary, OutOfSampleRecord } from '@alphadesk/contracts';

/**
 * The out-of-sample summary the analyst catalogue shows: the evaluation set of the latest backtest
 * (scripts/backtest.ts, core scoring/protocol.ts), team first, with the weight each analyst gets
 * from the fitting set. Everything is read from the stored run; nothing here is estimated.
 */
interface StoredCaller {
  calls?: number;
  dates?: number;
  hitRate?: number | null;
  meanExcess?: number | null;
  meanExcessBuy?: number | null;
  shuffledHitRate?: number | null;
  calibration?: Array<{
    from: number;
    to: number;
    count: number;
    stated: number | null;
    realised: number | null;
  }>;
}
interface StoredGuardSide {
  calls?: number;
  meanExcess?: number | null;
  volatility?: number | null;
  shareBehind?: number | null;
}
interface StoredSet {
  securities?: string[];
  guards?: Record<string, { letThrough?: StoredGuardSide; vetoed?: StoredGuardSide }>;
  callers?: Record<string, StoredCaller>;
  baselines?: {
    alwaysHold?: { hitRate?: number | null };
    alwaysBuy?: { hitRate?: number | null; meanExcess?: number | null };
  };
}
interface StoredRun {
  fromDate: string;
  toDate: string;
  summary: unknown;
}

const points = (x: number | null | undefined) =>
  typeof x === 'number' && Number.isFinite(x) ? Math.round(x * 10_000) / 100 : null;
const count = (x: number | undefined) => (typeof x === 'number' && Number.isFinite(x) ? x : 0);

/**
 * The analysts a backtest does not replay, and the history it would need: the imported data holds
 * daily bars and market-level series, but no per-stock valuation, revenue, flow, margin or news
 * history, so a replay of these would be made on data they did not have.
 */
export const unmeasuredAnalysts: ReadonlyArray<{ id: string; missing: string[] }> = [
  { id: 'fundamental', missing: ['valuation', 'revenue'] },
  { id: 'news', missing: ['news'] },
  { id: 'community', missing: ['margin', 'status'] },
  { id: 'market-sentiment', missing: ['institutional', 'marketMargin', 'breadth'] },
];

const guardSide = (side: StoredGuardSide | undefined) => ({
  calls: count(side?.calls),
  meanExcess: points(side?.meanExcess),
  volatility: points(side?.volatility),
  shareBehind: points(side?.shareBehind),
});

interface StoredGate {
  keep?: boolean;
  n?: number;
  meanExcess?: number | null;
  lowerBound?: number | null;
}

const gateOf = (gate: StoredGate | undefined): OutOfSampleRecord['sellGate'] =>
  gate && typeof gate.keep === 'boolean'
    ? {
        keep: gate.keep,
        n: count(gate.n),
        meanExcess: points(gate.meanExcess),
        lowerBound: points(gate.lowerBound),
      }
    : null;

function record(
  id: string,
  caller: StoredCaller,
  fitting: StoredCaller | undefined,
  gate?: StoredGate,
): OutOfSampleRecord {
  const calls = count(caller.calls);
  const dates = count(caller.dates);
  let weight: number | null = null;
  let weightBasis: OutOfSampleRecord['weightBasis'] = 'team';
  if (guardCallers.has(id)) weightBasis = 'guard';
  else if (id !== 'team') {
    const measured = measuredWeight(id, {
      hitRate: fitting?.hitRate ?? null,
      shuffledHitRate: fitting?.shuffledHitRate ?? null,
      calls: count(fitting?.calls),
      dates: count(fitting?.dates),
    });
    weight = Math.round(measured.weight * 100) / 100;
    weightBasis = measured.basis;
  }
  return {
    id,
    calls,
    dates,
    sample: marketLevelCallers.has(id) ? dates : calls,
    hitRate: points(caller.hitRate),
    meanExcess: points(caller.meanExcess),
    meanExcessBuy: points(caller.meanExcessBuy),
    shuffledHitRate: points(caller.shuffledHitRate),
    weight,
    weightBasis,
    ...(gate ? { sellGate: gateOf(gate) } : {}),
  };
}

export function evaluationSummary(run: StoredRun | null): EvaluationSummary | null {
  const summary = run?.summary as
    | {
        benchmark?: string;
        protocol?: { fitting?: StoredSet; evaluation?: StoredSet };
        sellGates?: Record<string, StoredGate>;
      }
    | null
    | undefined;
  const evaluation = summary?.protocol?.evaluation;
  const team = evaluation?.callers?.team;
  if (!run || !evaluation?.callers || !team) return null;
  const fitting = summary?.protocol?.fitting?.callers ?? {};
  const benchmark = summary?.benchmark ?? '0050';
  return {
    from: run.fromDate,
    to: run.toDate,
    benchmark,
    proxy: benchmark !== '^TWII',
    securities: evaluation.securities?.length ?? 0,
    team: record('team', team, undefined),
    analysts: Object.entries(evaluation.callers)
      // team-equal is the equal-weight comparison of the backtest, not an analyst.
      .filter(([id]) => id !== 'team' && id !== 'team-equal')
      .map(([id, caller]) => record(id, caller, fitting[id], summary?.sellGates?.[id])),
    baselines: {
      alwaysHoldHitRate: points(evaluation.baselines?.alwaysHold?.hitRate),
      alwaysBuyHitRate: points(evaluation.baselines?.alwaysBuy?.hitRate),
      alwaysBuyExcess: points(evaluation.baselines?.alwaysBuy?.meanExcess),
    },
    guard: evaluation.guards?.risk?.letThrough
      ? {
          letThrough: guardSide(evaluation.guards.risk.letThrough),
          vetoed: guardSide(evaluation.guards.risk.vetoed),
        }
      : null,
    unmeasured: unmeasuredAnalysts.filter((analyst) => !evaluation.callers?.[analyst.id]),
    calibration: (team.calibration ?? []).map((band) => ({
      from: band.from,
      to: band.to,
      count: band.count,
      stated: points(band.stated),
      realised: points(band.realised),
    })),
  };
}
