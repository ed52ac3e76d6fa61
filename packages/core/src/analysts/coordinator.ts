/**
 * The coordinator: runs the selected analysts on the bundle as seen on its asOf date, weighs their
 * opinions into one verdict, lets the risk manager adjust it, and collects every cited number. It
 * is the only place analysts run: a caller follows the progress through `onAnalyst`.
 *
 * - Depth: `quick` runs the free view (fundamental and technical, those of them selected, both when
 *   neither is) on the last 260 bars (~1 year); `detailed` runs every selected analyst on up to
 *   2,520 bars (~10 years); `collaborative` is detailed plus the debate.
 * - Verdict: score = Σ wₐ·cₐ·sₐ / Σ wₐ·cₐ over the opinions formed (status ok), with wₐ the caller's
 *   weight (1 by default; measured track records later) and cₐ the analyst's confidence. Confidence
 *   = (Σ wₐ·cₐ / Σ wₐ over every selected analyst, so missing data lowers it) × (0.5 + 0.5 ×
 *   agreement), agreement = |Σ wc·s| / Σ wc·|s|. Horizon: the same wₐ·cₐ blend of the analysts'
 *   horizons. Target: the wₐ·cₐ blend of the targets on the verdict's side of the close, or kept
 *   inside the hold band for a hold, decided after the risk adjustment (verdict-target.ts).
 * - Sell gate: with the sell gates measured by a backtest (scoring/sell-gate.ts), an analyst whose
 *   gate is closed has its sell turned into a neutral hold (score 0) before the verdict is weighed,
 *   as the backtest's team verdict does; the opinion keeps the reason (`sellHeld`). Without gates,
 *   and for an analyst without one, sells stand.
 * - Risk adjustment: the risk manager always checks the stock (as a guard, even when not selected
 *   as a voice): a veto turns buy into hold; risk level 4 multiplies confidence by 0.85, level 5 by 0.7.
 * - Deterministic: no clock, no randomness, analysts in the catalogue's order, each run once.
 */
import { assertAsOf, sliceBundle, validateBars } from './bundle.ts';
import { buildCases, buildDebate, isContext, type CasePoint, type DebateTurn } from './debate.ts';
import { Notebook } from './evidence.ts';
import { analystIds, isAnalystId, type AnalystId } from './ids.ts';
import { signalOf } from './opinion.ts';
import { analysts as theTeam } from './team/index.ts';
import { verdictTarget, type WeightedTarget } from './verdict-target.ts';
import { gateSell, MIN_SELL_SAMPLE, type SellGate } from '../scoring/sell-gate.ts';
import type { Analyst, Evidence, EvidenceBundle, Opinion, Point, Signal } from './types.ts';

export type Depth = 'quick' | 'detailed' | 'collaborative';

export interface AnalyseOptions {
  /** Canonical analyst ids (aliases such as `taiwan` are resolved where a request enters). */
  analysts: readonly AnalystId[];
  depth: Depth;
  /** Per-analyst weights ≥ 0; missing ones are 1. */
  weights?: Partial<Record<AnalystId, number>>;
  /**
   * Per-analyst sell gates (a backtest's, scoring/sell-gate.ts): a closed gate turns the analyst's
   * sell into a hold with the reason. Absent: no sell is gated; an analyst without a gate keeps its sells.
   */
  sellGates?: Partial<Record<AnalystId, SellGate>>;
  /**
   * Called, and awaited, before each analyst the depth uses runs: `index` of `count` in run order.
   * A caller records progress here; a throw stops the analysis.
   */
  onAnalyst?: (id: AnalystId, step: { index: number; count: number }) => void | Promise<void>;
  /** The analysts by id: the team unless given (a caller may wrap them, e.g. to count runs). */
  team?: Readonly<Record<AnalystId, Analyst>>;
}

export interface RiskAdjustment {
  riskLevel: number | null;
  veto: Point | null;
  /** Whether the veto changed the signal (buy → hold). */
  vetoed: boolean;
  confidenceFactor: number;
  before: { signal: Signal; confidence: number };
}

export interface AnalysisResult {
  symbol: string;
  name: string;
  market: string;
  asOf: string;
  depth: Depth;
  analysts: AnalystId[];
  result: Signal;
  score: number;
  confidence: number;
  targetPrice: number | null;
  horizonDays: number;
  summary: Point[];
  keyPoints: Point[];
  risks: Point[];
  opportunities: Point[];
  bullCase: CasePoint[];
  bearCase: CasePoint[];
  debate: DebateTurn[] | null;
  riskAdjustment: RiskAdjustment;
  weights: Record<string, number>;
  opinions: Opinion[];
  evidence: Evidence[];
  /** True when any dataset used is simulated: the report must say so. */
  simulated: boolean;
}

export const QUICK_BARS = 260;
export const DETAILED_BARS = 2520;

/**
 * What each depth reads: the bars its analysts look back over, and the calendar days a caller
 * loads before the latest bar to have them (~245 sessions a year, plus holidays and a margin).
 */
export const depthWindows: Readonly<Record<Depth, { bars: number; calendarDays: number }>> = {
  quick: { bars: QUICK_BARS, calendarDays: 400 },
  detailed: { bars: DETAILED_BARS, calendarDays: 3_700 },
  collaborative: { bars: DETAILED_BARS, calendarDays: 3_700 },
};
const LIST_LIMIT = 6;
const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits || 0;

/** The analysts the depth uses, in the catalogue's order. */
function selection(ids: readonly string[], depth: Depth): AnalystId[] {
  for (const id of ids) if (!isAnalystId(id)) throw new RangeError(`unknown analyst: ${id}`);
  if (ids.length === 0) throw new RangeError('select at least one analyst');
  let ordered = analystIds.filter((id) => ids.includes(id));
  if (depth === 'quick') {
    ordered = ordered.filter((id) => id === 'fundamental' || id === 'technical');
    if (ordered.length === 0) ordered = ['fundamental', 'technical'];
  }
  return ordered;
}

function weightsFor(ids: readonly AnalystId[], given: AnalyseOptions['weights']): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) {
    const w = given?.[id] ?? 1;
    if (!(w >= 0 && Number.isFinite(w))) throw new RangeError(`weight of ${id} must be a finite number ≥ 0`);
    out[id] = w;
  }
  return out;
}

/** Analysts that guard the verdict instead of voting in it. */
const guardIds: ReadonlySet<string> = new Set(['risk']);

const byWeight = <T extends { weight: number }>(items: T[]) => items.sort((a, b) => b.weight - a.weight);

interface Verdict {
  signal: Signal;
  score: number;
  confidence: number;
  targetPrice: number | null;
  horizonDays: number;
  /** Every formed opinion's target with its weight × confidence; the final target is chosen from these. */
  targets: WeightedTarget[];
}

/** The weighted verdict of the opinions (see the header for the formulas). */
function weighVerdict(all: readonly Opinion[], given: Record<string, number>): Verdict {
  // The risk manager is a guard (veto, sizing through confidence), never a voice for buy or sell.
  const opinions = all.filter((o) => !guardIds.has(o.analyst));
  const weights = Object.fromEntries(Object.entries(given).filter(([id]) => !guardIds.has(id)));
  const effective = (o: Opinion) => weights[o.analyst]! * o.confidence;
  let sumW = 0;
  let sumWS = 0;
  let sumWAbs = 0;
  let sumH = 0;
  const targets: WeightedTarget[] = [];
  for (const o of opinions.filter((opinion) => opinion.status === 'ok')) {
    const w = effective(o);
    sumW += w;
    sumWS += w * o.score;
    sumWAbs += w * Math.abs(o.score);
    sumH += w * o.horizonDays;
    if (o.targetPrice !== null) targets.push({ target: o.targetPrice, weight: w });
  }
  const totalWeight = Object.values(weights).reduce((sum, w) => sum + w, 0);
  const meanConfidence =
    totalWeight > 0 ? opinions.reduce((sum, o) => sum + effective(o), 0) / totalWeight : 0;
  const agreement = sumWAbs > 0 ? Math.abs(sumWS) / sumWAbs : 0;
  const score = round(sumW > 0 ? sumWS / sumW : 0);
  return {
    signal: signalOf(score),
    score,
    confidence: round(meanConfidence * (0.5 + 0.5 * agreement)),
    targetPrice: null,
    targets,
    horizonDays: sumW > 0 ? Math.round(sumH / sumW) : (opinions[0]?.horizonDays ?? 20),
  };
}

/** The risk manager's guard: a veto turns buy into hold; a high risk level lowers confidence. */
function adjustForRisk(verdict: Verdict, guard: Opinion): { verdict: Verdict; adjustment: RiskAdjustment } {
  const before = { signal: verdict.signal, confidence: verdict.confidence };
  const veto = guard.veto ?? null;
  const vetoed = veto !== null && verdict.signal === 'buy';
  const level = guard.status === 'ok' ? (guard.riskLevel ?? null) : null;
  const confidenceFactor = level === 5 ? 0.7 : level === 4 ? 0.85 : 1;
  return {
    verdict: {
      ...verdict,
      signal: vetoed ? 'hold' : verdict.signal,
      confidence: round(verdict.confidence * confidenceFactor),
    },
    adjustment: { riskLevel: level, veto, vetoed, confidenceFactor, before },
  };
}

/**
 * The team's verdict of already formed opinions under other weights, as `analyse` would give it (the
 * risk manager's veto and confidence factor included): a backtest re-weighs each date's opinions
 * with weights measured only on calls resolved before that date, without running the analysts again.
 */
export function teamVerdict(
  opinions: readonly Opinion[],
  given: AnalyseOptions['weights'],
  lastClose: number | null,
  kind: EvidenceBundle['security']['kind'],
): {
  signal: Signal;
  confidence: number;
  targetPrice: number | null;
  horizonDays: number;
  guard: { unguarded: Signal; vetoed: boolean; riskLevel: number | null };
} {
  const ids = opinions.map((o) => o.analyst);
  const weighed = weighVerdict(opinions, weightsFor(ids, given));
  const guard = opinions.find((o) => o.analyst === 'risk');
  const adjusted = guard ? adjustForRisk(weighed, guard) : null;
  const verdict = adjusted?.verdict ?? weighed;
  return {
    signal: verdict.signal,
    confidence: verdict.confidence,
    targetPrice: verdictTarget(verdict.signal, lastClose, weighed.targets, kind),
    horizonDays: verdict.horizonDays,
    guard: {
      unguarded: weighed.signal,
      vetoed: adjusted?.adjustment.vetoed ?? false,
      riskLevel: adjusted?.adjustment.riskLevel ?? null,
    },
  };
}

/** The verdict's own numbers as evidence, and the summary points that cite them. */
function summarise(seen: EvidenceBundle, verdict: Verdict, adjustment: RiskAdjustment, simulated: boolean) {
  const nb = new Notebook('verdict', seen);
  const cite = (label: string, value: number, unit: Evidence['unit']) => nb.derived(label, value, unit);
  const last = seen.bars.dates.length - 1;
  const { signal, targetPrice } = verdict;
  const refs: Record<string, string> = { confidence: cite('confidence', verdict.confidence, 'fraction') };
  if (last >= 0) refs.close = cite('close', seen.bars.close[last]!, 'TWD');
  if (targetPrice !== null && last >= 0) {
    refs.target = cite('targetPrice', targetPrice, 'TWD');
    refs.upside = cite('upside', targetPrice / seen.bars.close[last]! - 1, 'fraction');
    refs.horizon = cite('horizon', verdict.horizonDays, 'days');
  }
  const text = { name: seen.security.name, symbol: seen.security.symbol };
  const head: Point = {
    key: targetPrice !== null ? `summary.${signal}` : `summary.${signal}NoTarget`,
    refs,
    text,
  };
  const points: Point[] = [head];
  const { veto, vetoed, riskLevel } = adjustment;
  if (vetoed && veto) points.push({ key: 'summary.vetoed', refs: {} }, veto);
  if (riskLevel !== null && riskLevel >= 4) {
    points.push({ key: 'summary.highRisk', refs: { level: 'risk.riskLevel' } });
  }
  if (simulated) points.push({ key: 'summary.simulated', refs: {} });
  return { head, points, evidence: nb.evidence };
}

/**
 * Each voice's sell through its gate (core gateSell, as the backtest applies it): a held sell
 * becomes a neutral hold whose opinion cites the size of the sell record and says why.
 */
function gateSells(
  seen: EvidenceBundle,
  opinions: readonly Opinion[],
  gates: AnalyseOptions['sellGates'],
): Opinion[] {
  const given: Record<string, SellGate> = {};
  for (const [id, gate] of Object.entries(gates ?? {})) if (gate && !guardIds.has(id)) given[id] = gate;
  return opinions.map((opinion) => {
    const held = gateSell(opinion, given);
    if (held === opinion) return opinion;
    const gate = given[opinion.analyst]!;
    const nb = new Notebook(opinion.analyst, seen);
    const refs: Record<string, string> = {
      n: nb.cite('sellGateSells', gate.n, 'count', { dataset: 'method', date: seen.asOf }),
    };
    if (gate.basis === 'too-few')
      refs.min = nb.cite('sellGateMinimum', MIN_SELL_SAMPLE, 'count', { dataset: 'method', date: seen.asOf });
    const key = gate.basis === 'too-few' ? 'gate.sellTooFew' : 'gate.sellNotShown';
    return { ...held, evidence: [...held.evidence, ...nb.evidence], sellHeld: { key, refs } };
  });
}

/** Runs each analyst the depth uses once, in order, telling the caller first; then the guard. */
async function runTeam(seen: EvidenceBundle, ids: readonly AnalystId[], options: AnalyseOptions) {
  const team = options.team ?? theTeam;
  const maxBars = depthWindows[options.depth].bars;
  const opinions: Opinion[] = [];
  for (const [index, id] of ids.entries()) {
    await options.onAnalyst?.(id, { index, count: ids.length });
    opinions.push(team[id](seen, { maxBars }));
  }
  const guard = opinions.find((o) => o.analyst === 'risk') ?? team.risk(seen, { maxBars });
  return { opinions, guard };
}

export async function analyse(bundle: EvidenceBundle, options: AnalyseOptions): Promise<AnalysisResult> {
  validateBars(bundle.bars);
  const seen = sliceBundle(bundle, bundle.asOf);
  assertAsOf(seen);
  const ids = selection(options.analysts, options.depth);
  const weights = weightsFor(ids, options.weights);
  const team = await runTeam(seen, ids, options);
  const guard = team.guard;
  const opinions = gateSells(seen, team.opinions, options.sellGates);
  const weighed = weighVerdict(opinions, weights);
  const adjusted = adjustForRisk(weighed, guard);
  const { adjustment } = adjusted;
  const lastClose = seen.bars.close.length ? seen.bars.close[seen.bars.close.length - 1]! : null;
  const verdict: Verdict = {
    ...adjusted.verdict,
    targetPrice: verdictTarget(adjusted.verdict.signal, lastClose, weighed.targets, seen.security.kind),
  };

  // Evidence: the opinions', the guard's when it was not a voice, and the verdict's own numbers.
  const evidence = opinions.flatMap((o) => o.evidence);
  if (!opinions.includes(guard)) evidence.push(...guard.evidence);
  const simulated = seen.security.simulated || evidence.some((item) => item.source.simulated);
  const summary = summarise(seen, verdict, adjustment, simulated);
  evidence.push(...summary.evidence);

  const effective = (o: Opinion) => weights[o.analyst]! * o.confidence;
  const formed = opinions.filter((o) => o.status === 'ok');
  const cases = buildCases(opinions, effective);
  // Key points: each formed opinion's first argument; risks and opportunities: all of them.
  const ranked = (pick: (o: Opinion) => readonly Point[], all: boolean) =>
    byWeight(
      formed.flatMap((o) => {
        const points = pick(o).filter((point) => !isContext(point));
        return (all ? points : points.slice(0, 1)).map((point) => ({ point, weight: effective(o) }));
      }),
    )
      .slice(0, LIST_LIMIT)
      .map((item) => item.point);
  const risks = ranked((o) => o.risks, true);
  const veto = adjustment.veto;
  if (veto && !risks.includes(veto)) risks.unshift(veto);

  return {
    symbol: seen.security.symbol,
    name: seen.security.name,
    market: seen.security.market,
    asOf: seen.asOf,
    depth: options.depth,
    analysts: ids,
    result: verdict.signal,
    score: verdict.score,
    confidence: verdict.confidence,
    targetPrice: verdict.targetPrice,
    horizonDays: verdict.horizonDays,
    summary: summary.points,
    keyPoints: ranked((o) => o.keyPoints, false),
    risks: risks.slice(0, LIST_LIMIT),
    opportunities: ranked((o) => o.opportunities, true),
    bullCase: cases.bull,
    bearCase: cases.bear,
    debate: options.depth === 'collaborative' ? buildDebate(cases.bull, cases.bear, summary.head) : null,
    riskAdjustment: adjustment,
    weights,
    opinions,
    evidence,
    simulated,
  };
}
