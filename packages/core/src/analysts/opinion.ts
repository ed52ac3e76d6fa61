/**
 * Turning an analyst's component votes into an `Opinion`: one scoring rule for every analyst, so
 * their scores and confidences mean the same thing.
 *
 * - Each analyst scores components (trend, momentum, valuation, …) as votes in [−1, 1] with a
 *   weight; a component whose data is missing votes `null`.
 * - score = Σ w·v / Σ w over the components that voted.
 * - coverage = Σ w (voted) / Σ w (all); agreement = |Σ w·v| / Σ w·|v| (1 when every vote points the
 *   same way, 0 when they cancel or all are neutral).
 * - confidence = coverage × (0.3 + 0.6 × agreement × min(1, 2·|score|)), kept in [0.05, 0.95]:
 *   a well-covered, unanimous and strong view reaches 0.9; a mixed or weak one stays near 0.3.
 * - signal: buy when score ≥ 0.2, sell when score ≤ −0.2, hold between.
 */
import { logReturnStdDev } from '../indicators/index.ts';
import { ceilToTick, floorToTick, type SecurityKind } from '../market/tick-size.ts';
import type { Notebook } from './evidence.ts';
import { YEAR } from './stats.ts';
import type { DatasetName, Opinion, Point, Signal } from './types.ts';

export interface Vote {
  weight: number;
  /** −1 … 1, or null when the component has no data. */
  value: number | null;
}

export interface Combined {
  score: number;
  coverage: number;
  agreement: number;
}

export const BUY_THRESHOLD = 0.2;
export const SELL_THRESHOLD = -0.2;
/** The confidence of an opinion that could not be formed. */
export const INSUFFICIENT_CONFIDENCE = 0.05;

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  const r = Math.round(x * f) / f;
  return r === 0 ? 0 : r;
};

export function combine(votes: readonly Vote[]): Combined {
  let all = 0;
  let voted = 0;
  let sum = 0;
  let magnitude = 0;
  for (const { weight, value } of votes) {
    all += weight;
    if (value === null) continue;
    voted += weight;
    sum += weight * value;
    magnitude += weight * Math.abs(value);
  }
  return {
    score: voted > 0 ? sum / voted : 0,
    coverage: all > 0 ? voted / all : 0,
    agreement: magnitude > 0 ? Math.abs(sum) / magnitude : 0,
  };
}

export function confidenceOf({ score, coverage, agreement }: Combined): number {
  const raw = coverage * (0.3 + 0.6 * agreement * Math.min(1, 2 * Math.abs(score)));
  return Math.min(0.95, Math.max(INSUFFICIENT_CONFIDENCE, raw));
}

export function signalOf(score: number): Signal {
  if (score >= BUY_THRESHOLD) return 'buy';
  if (score <= SELL_THRESHOLD) return 'sell';
  return 'hold';
}

/** The nearest valid tick (a tie goes down). */
export function nearestTick(price: number, kind: SecurityKind): number {
  const down = floorToTick(price, kind);
  const up = ceilToTick(price, kind);
  return price - down <= up - price ? down : up;
}

/** Standard deviation of daily log returns of the adjusted close over the last year (NaN if < 3 bars). */
export function dailySigma(adjClose: Float64Array): number {
  const period = Math.min(YEAR, adjClose.length - 1);
  if (period < 2) return NaN;
  return logReturnStdDev(adjClose.subarray(adjClose.length - period - 1), period)[period]!;
}

/**
 * A target from a score and the stock's own volatility: the close moved by `score` one-sigma moves
 * over the horizon, close × exp(score · σ_daily · √horizon), on the nearest tick.
 */
export function volatilityTarget(
  close: number,
  score: number,
  sigma: number,
  horizon: number,
  kind: SecurityKind,
) {
  return nearestTick(close * Math.exp(score * sigma * Math.sqrt(horizon)), kind);
}

/**
 * The volatility target of the last bar, citing the close and σ it uses; null with fewer than three
 * bars. Used by the analysts whose view is a direction rather than a price level.
 */
export function targetFromVolatility(nb: Notebook, score: number, horizon: number): number | null {
  const { bars, security } = nb.bundle;
  const i = bars.dates.length - 1;
  const sigma = dailySigma(bars.adjClose);
  if (i < 0 || !Number.isFinite(sigma)) return null;
  const close = bars.close[i]!;
  if (!nb.has(`${nb.analyst}.close`)) nb.bar('close', close, 'TWD', i);
  nb.bar('sigmaDaily', sigma, 'fraction', i, Math.max(0, i - YEAR));
  return volatilityTarget(close, Math.round(score * 1e4) / 1e4, sigma, horizon, security.kind);
}

export interface Conclusion {
  combined: Combined;
  targetPrice: number | null;
  horizonDays: number;
  /** Overrides the computed confidence (news caps its own). */
  confidence?: number;
  veto?: Point | null;
  riskLevel?: number;
  /** Optional datasets the analyst would have used but were absent (listed, and said in a key point). */
  missing?: DatasetName[];
}

/**
 * The opinion from a filled notebook; cites the target, horizon and confidence as evidence. When no
 * component could vote (datasets present but too short), the opinion is "insufficient" instead.
 */
export function finish(nb: Notebook, conclusion: Conclusion): Opinion {
  const { combined, targetPrice, horizonDays } = conclusion;
  const missing = conclusion.missing ?? [];
  if (combined.coverage === 0) {
    nb.key('common.dataTooShort');
    return insufficient(nb, missing, horizonDays);
  }
  if (missing.length > 0) nb.key('common.partialData', {}, { datasets: missing.join(',') });
  const score = round(combined.score, 4);
  const confidence = round(conclusion.confidence ?? confidenceOf(combined), 4);
  if (targetPrice !== null) nb.derived('targetPrice', targetPrice, 'TWD');
  nb.method('horizon', horizonDays, 'days');
  nb.derived('confidence', confidence, 'fraction');
  const opinion: Opinion = {
    analyst: nb.analyst,
    asOf: nb.bundle.asOf,
    status: 'ok',
    missing,
    signal: signalOf(score),
    score,
    confidence,
    targetPrice,
    horizonDays,
    keyPoints: nb.keyPoints,
    risks: nb.risks,
    opportunities: nb.opportunities,
    evidence: nb.evidence,
  };
  if (conclusion.veto !== undefined) opinion.veto = conclusion.veto;
  if (conclusion.riskLevel !== undefined) opinion.riskLevel = conclusion.riskLevel;
  return opinion;
}

/**
 * The explicit "insufficient data" opinion: hold, score 0, confidence 0.05, no target, and a key
 * point naming the missing datasets (or how many bars were needed) unless the analyst already
 * explained itself in a key point.
 */
export function insufficient(
  nb: Notebook,
  missing: DatasetName[],
  horizonDays: number,
  needBars?: { need: number; have: number },
): Opinion {
  if (needBars) {
    const need = nb.method('barsNeeded', needBars.need, 'count');
    const have = nb.derived('barsAvailable', needBars.have, 'count');
    nb.key('common.tooFewBars', { need, have });
  } else if (nb.keyPoints.length === 0) {
    nb.key('common.missingData', {}, { datasets: missing.join(',') });
  }
  nb.method('horizon', horizonDays, 'days');
  return {
    analyst: nb.analyst,
    asOf: nb.bundle.asOf,
    status: 'insufficient',
    missing,
    signal: 'hold',
    score: 0,
    confidence: INSUFFICIENT_CONFIDENCE,
    targetPrice: null,
    horizonDays,
    keyPoints: nb.keyPoints,
    risks: nb.risks,
    opportunities: nb.opportunities,
    evidence: nb.evidence,
  };
}
