import type { CalibrationBand } from '@alphadesk/contracts';

/** Confidence bands of the calibration table: 0–0.2, 0.2–0.4, 0.4–0.6, 0.6–0.8, 0.8–1. */
export const calibrationEdges = [0, 0.2, 0.4, 0.6, 0.8, 1] as const;

/**
 * Stated confidence against realised hit rate: each scored call (profit = hit) falls in the band
 * [from, to) of its confidence (the last band includes 1). A well-calibrated analyst's hit rate in
 * a band lies near the band's mean confidence. Bands without calls have a null hit rate.
 */
export function calibration(
  calls: ReadonlyArray<{ confidence: number; outcome: 'profit' | 'loss' | 'pending' }>,
): CalibrationBand[] {
  const bands = calibrationEdges.slice(0, -1).map((from, i) => ({
    from,
    to: calibrationEdges[i + 1]!,
    count: 0,
    hits: 0,
    confidenceSum: 0,
  }));
  for (const call of calls) {
    if (call.outcome === 'pending' || !Number.isFinite(call.confidence)) continue;
    const index = Math.min(bands.length - 1, Math.max(0, Math.floor(call.confidence / 0.2)));
    const band = bands[index]!;
    band.count++;
    band.confidenceSum += call.confidence;
    if (call.outcome === 'profit') band.hits++;
  }
  return bands.map(({ confidenceSum, ...band }) => ({
    ...band,
    hitRate: band.count ? band.hits / band.count : null,
    meanConfidence: band.count ? confidenceSum / band.count : null,
  }));
}
