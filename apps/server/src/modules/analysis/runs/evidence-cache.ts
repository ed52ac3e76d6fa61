import type { AnalysisMarket } from '../ports.ts';
import { loadEvidence, type Depth } from './evidence.ts';

type Loaded = Awaited<ReturnType<typeof loadEvidence>>;

export interface EvidenceCacheOptions {
  /** How long a loaded bundle serves later runs of the same symbol, depth and day. */
  ttlMs: number;
  /** Bundles kept at most (the oldest goes first). */
  maxEntries: number;
}

/**
 * Loads a run's evidence once for every run of the same symbol, depth and Taipei day that starts
 * within a short window: a burst of runs on one stock reads its bars and datasets once, and runs
 * already waiting share the load in flight. Bundles are never changed after they are built (the
 * analysts are pure), so sharing one is safe; a day's new bars are seen after at most `ttlMs`.
 * A bundle with headlines is shared only while it loads (a feed's headlines change by the minute),
 * as is one whose feed failed (the next run asks the feed again), and a symbol without bars is
 * asked again next time.
 */
export function createEvidenceCache(
  market: Pick<AnalysisMarket, 'analysisData' | 'latestBarDate'>,
  options: EvidenceCacheOptions,
) {
  const entries = new Map<string, { at: number; loaded: Promise<Loaded> }>();

  return async function load(symbol: string, depth: Depth, today: string): Promise<Loaded> {
    const key = `${symbol}\u0000${depth}\u0000${today}`;
    const at = performance.now();
    const cached = entries.get(key);
    if (cached && at - cached.at < options.ttlMs) return cached.loaded;
    const loaded = loadEvidence(market, symbol, depth, today);
    entries.delete(key);
    entries.set(key, { at, loaded });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    const forget = () => {
      if (entries.get(key)?.loaded === loaded) entries.delete(key);
    };
    loaded.then((result) => {
      if (!('bundle' in result) || result.bundle.news || result.newsFailed) forget();
    }, forget);
    return loaded;
  };
}
export type EvidenceLoader = ReturnType<typeof createEvidenceCache>;
