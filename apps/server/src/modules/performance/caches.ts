/**
 * What the performance centre reads from a cache kept by another module, and the one thing it may
 * do to it: drop entries that have already expired (they would be refetched anyway).
 */
export interface CachePort {
  name: string;
  stats(): { hits: number; misses: number; size: number; expired: number };
  purgeExpired(): number;
}
