/** Nearest-rank percentile of sorted values; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/**
 * A quantile from a Prometheus histogram's cumulative buckets (upper bound `le` in seconds, count),
 * interpolated linearly inside the bucket it falls in, as Prometheus' histogram_quantile does.
 * Answers milliseconds; a quantile past the last finite bucket answers that bucket's bound.
 */
export function histogramQuantile(
  buckets: readonly { le: number; count: number }[],
  q: number,
): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let previousBound = 0;
  let previousCount = 0;
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (!Number.isFinite(bucket.le)) return previousBound * 1000;
      const inBucket = bucket.count - previousCount;
      const share = inBucket === 0 ? 0 : (rank - previousCount) / inBucket;
      return (previousBound + (bucket.le - previousBound) * share) * 1000;
    }
    previousBound = Number.isFinite(bucket.le) ? bucket.le : previousBound;
    previousCount = bucket.count;
  }
  return previousBound * 1000;
}
