/**
 * The one bucketing function of feature flags and experiments, shared by the server and the member
 * site so both place a member in the same bucket. FNV-1a (32-bit) over the UTF-8 bytes of
 * `key:userId`, reduced to a bucket 0–9999 (hundredths of a percent).
 */

export const rolloutBuckets = 10_000;

const encoder = new TextEncoder();

/** FNV-1a, 32-bit, of a string's UTF-8 bytes; an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The member's bucket (0–9999) for a flag or experiment key: stable across rollout changes. */
export function rolloutBucket(key: string, userId: string): number {
  return fnv1a32(`${key}:${userId}`) % rolloutBuckets;
}

/**
 * Whether a bucket is inside a rollout of `percent` (0–100, up to two decimals). A member in at
 * 20 % stays in at 50 %: the bucket does not move, only the threshold rises.
 */
export function inRollout(bucket: number, percent: number): boolean {
  return bucket < Math.round(percent * 100);
}

/**
 * The variant of an experiment for a member: the bucket of `experimentKey:userId` falls into the
 * variants' cumulative traffic split (weights in any unit; they need not sum to 100).
 */
export function variantFor<V extends { key: string; weight: number }>(
  experimentKey: string,
  userId: string,
  variants: readonly V[],
): V | null {
  const total = variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  if (total <= 0) return null;
  const point = (rolloutBucket(experimentKey, userId) + 0.5) / rolloutBuckets;
  let cumulative = 0;
  for (const variant of variants) {
    cumulative += Math.max(0, variant.weight) / total;
    if (point < cumulative) return variant;
  }
  return variants.findLast((variant) => variant.weight > 0) ?? null;
}
