import type { AnalystPerformance, PerformanceStats } from '@alphadesk/contracts';

export type Insight =
  | { kind: 'bestAnalyst'; name: string; rate: number; count: number }
  | { kind: 'holding'; days: number }
  | { kind: 'calibrationGap'; from: number; to: number; rate: number; gap: number; count: number }
  | { kind: 'calibrationOk' }
  | { kind: 'bestStock'; symbol: string; value: number; worst: string; worstValue: number }
  | { kind: 'pending'; count: number };

/** Bands need this many scored calls before their hit rate is compared with the stated confidence. */
const MIN_BAND = 3;

/**
 * Insights computed from the member's own record only: the most accurate analyst, the typical
 * holding period, calibration gaps (hit rate vs the band's mean stated confidence, ≥ 10 points) and
 * the best and worst calls. Nothing here is static advice.
 */
export function computeInsights(stats: PerformanceStats, analysts: readonly AnalystPerformance[]): Insight[] {
  const out: Insight[] = [];
  const ranked = analysts
    .filter((a) => a.accuracy !== null && a.scoredAnalyses > 0)
    .sort((a, b) => b.accuracy! - a.accuracy! || b.scoredAnalyses - a.scoredAnalyses);
  const best = ranked[0];
  if (best)
    out.push({
      kind: 'bestAnalyst',
      name: best.analystName,
      rate: best.accuracy!,
      count: best.scoredAnalyses,
    });
  if (stats.avgHoldingPeriod !== null)
    out.push({ kind: 'holding', days: Math.round(stats.avgHoldingPeriod * 10) / 10 });
  const gaps = stats.calibration
    .filter((band) => band.count >= MIN_BAND && band.hitRate !== null && band.meanConfidence !== null)
    .map((band) => ({ band, gap: (band.hitRate! - band.meanConfidence!) * 100 }))
    .filter(({ gap }) => Math.abs(gap) >= 10);
  for (const { band, gap } of gaps)
    out.push({
      kind: 'calibrationGap',
      from: band.from,
      to: band.to,
      rate: band.hitRate!,
      gap: Math.round(gap * 10) / 10,
      count: band.count,
    });
  if (gaps.length === 0 && stats.calibration.some((band) => band.count >= MIN_BAND))
    out.push({ kind: 'calibrationOk' });
  if (stats.bestPerformer && stats.worstPerformer)
    out.push({
      kind: 'bestStock',
      symbol: stats.bestPerformer.symbol,
      value: stats.bestPerformer.return,
      worst: stats.worstPerformer.symbol,
      worstValue: stats.worstPerformer.return,
    });
  const pending = stats.totalAnalyses - stats.scoredAnalyses;
  if (pending > 0 && out.length > 0) out.push({ kind: 'pending', count: pending });
  return out;
}
