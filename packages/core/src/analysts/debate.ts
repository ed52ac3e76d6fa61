/**
 * The bull and bear cases, and the debate of a collaborative analysis, built from the opinions'
 * structured points — no new claims, only the analysts' own, ranked by how much each analyst
 * counts (its weight × confidence).
 *
 * - Each point goes to the side it argues (stance.ts), whoever said it and whatever that analyst's
 *   signal: a bearish key point of a buying analyst is a bear argument. Opportunities and risks
 *   that only describe stay on the side the analyst filed them under; descriptive key points argue
 *   for neither side.
 * - Debate: bull and bear arguments alternate, strongest first, and the verdict closes it. A side
 *   with no argument says so in its own turn, so a reader never sees a one-sided debate unexplained.
 */
import { stanceOf } from './stance.ts';
import type { AnalystId, Opinion, Point } from './types.ts';

export interface CasePoint {
  analyst: AnalystId;
  point: Point;
  /** The analyst's weight × confidence. */
  weight: number;
}

export interface DebateTurn {
  side: 'bull' | 'bear' | 'verdict';
  analyst: AnalystId | null;
  point: Point;
}

export const CASE_LIMIT = 5;

/**
 * Points that give context rather than argue a side: data notes, the community proxy disclaimer,
 * the quant base rate and idle rules. They stay in the analyst's own section only.
 */
export function isContext(point: Point): boolean {
  return (
    point.key.startsWith('common.') ||
    point.key === 'community.proxyNote' ||
    point.key === 'quant.baseRate' ||
    point.key === 'quant.noSignal' ||
    point.key.startsWith('quant.ruleIdle') ||
    point.key === 'quant.ruleUntested' ||
    point.key === 'quant.ruleFewTrades'
  );
}

function ranked(items: CasePoint[], limit: number): CasePoint[] {
  // Array.prototype.sort is stable: equal weights keep the catalogue order.
  return items.sort((a, b) => b.weight - a.weight).slice(0, limit);
}

export function buildCases(
  opinions: readonly Opinion[],
  weightOf: (opinion: Opinion) => number,
  limit = CASE_LIMIT,
): { bull: CasePoint[]; bear: CasePoint[] } {
  const bull: CasePoint[] = [];
  const bear: CasePoint[] = [];
  for (const opinion of opinions) {
    if (opinion.status !== 'ok') continue;
    const weight = weightOf(opinion);
    const add = (points: readonly Point[], filedAs: 'bull' | 'bear' | null) => {
      for (const point of points) {
        if (isContext(point)) continue;
        const side = stanceOf(point) ?? filedAs;
        if (side) (side === 'bull' ? bull : bear).push({ analyst: opinion.analyst, point, weight });
      }
    };
    add(opinion.opportunities, 'bull');
    add(opinion.risks, 'bear');
    add(opinion.keyPoints, null);
  }
  return { bull: ranked(bull, limit), bear: ranked(bear, limit) };
}

export function buildDebate(
  bull: readonly CasePoint[],
  bear: readonly CasePoint[],
  verdict: Point,
): DebateTurn[] {
  const turns: DebateTurn[] = [];
  if (bull.length === 0)
    turns.push({ side: 'bull', analyst: null, point: { key: 'debate.noBull', refs: {} } });
  if (bear.length === 0)
    turns.push({ side: 'bear', analyst: null, point: { key: 'debate.noBear', refs: {} } });
  for (let i = 0; i < Math.max(bull.length, bear.length); i++) {
    if (bull[i]) turns.push({ side: 'bull', analyst: bull[i]!.analyst, point: bull[i]!.point });
    if (bear[i]) turns.push({ side: 'bear', analyst: bear[i]!.analyst, point: bear[i]!.point });
  }
  turns.push({ side: 'verdict', analyst: null, point: verdict });
  return turns;
}
