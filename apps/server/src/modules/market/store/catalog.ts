import { SecuritySearchIndex, normalizeSearchText } from '@alphadesk/core';
import type { SecurityRecord } from '../ingestion/providers/types.ts';
import type { MarketRepository } from './repository.ts';

/** How often the catalogue asks the database whether the universe changed (an import elsewhere). */
export const universeCheckMs = 30_000;

/**
 * Answers kept per universe version: people type the same few hundred names and codes all day, and
 * an answer only changes with the universe, whose rebuild starts an empty cache.
 */
export const searchCacheEntries = 5_000;

/**
 * The securities universe in memory: a map by symbol and the search index. Loaded on first use
 * (after upserting the built-in universe), rebuilt when the stored universe's version changes.
 */
export function createCatalog(
  repository: MarketRepository,
  builtin: () => SecurityRecord[],
  now: () => number = Date.now,
) {
  let state: {
    version: string;
    bySymbol: Map<string, SecurityRecord>;
    index: SecuritySearchIndex;
    all: SecurityRecord[];
    answers: Map<string, SecurityRecord[]>;
  } | null = null;
  let checkedAt = 0;
  let changed = false;
  let loading: Promise<void> | null = null;
  let seeded: Promise<void> | null = null;

  async function rebuild(version: string) {
    const all = await repository.listSecurities();
    const bySymbol = new Map(all.map((security) => [normalizeSearchText(security.symbol), security]));
    const index = new SecuritySearchIndex(
      all.map((security) => ({
        symbol: security.symbol,
        code: security.code,
        name: security.name,
        nameEn: security.nameEn,
        market: security.market,
        exchange: security.exchange,
        sector: security.sector,
        popularity: security.popularity,
      })),
    );
    state = { version, bySymbol, index, all, answers: new Map() };
  }

  async function refresh(force = false) {
    if (!force && !changed && state && now() - checkedAt < universeCheckMs) return;
    loading ??= (async () => {
      try {
        seeded ??= repository.upsertSecurities(builtin()).catch((error: unknown) => {
          seeded = null;
          throw error;
        });
        await seeded;
        changed = false;
        const version = await repository.universeVersion();
        checkedAt = now();
        if (!state || state.version !== version) await rebuild(version);
      } finally {
        loading = null;
      }
    })();
    await loading;
  }

  const current = async () => {
    await refresh();
    return state!;
  };

  return {
    /** Loads the universe now (at start-up) instead of on the first request. */
    warm: () => refresh(true),
    /** Re-reads the universe after an import in this process. */
    reload: () => refresh(true),
    /** The universe changed in this process: the next use re-reads it (nothing is loaded now). */
    invalidate: () => {
      changed = true;
    },
    async search(
      query: string,
      filter: { market?: string; sector?: string; limit: number },
    ): Promise<SecurityRecord[]> {
      const { index, bySymbol, answers } = await current();
      const key = [normalizeSearchText(query), filter.market ?? '', filter.sector ?? '', filter.limit].join(
        '\u0000',
      );
      const kept = answers.get(key);
      if (kept) return kept;
      const found = index
        .search(query, filter)
        .map((entry) => bySymbol.get(normalizeSearchText(entry.symbol))!);
      if (answers.size >= searchCacheEntries) answers.delete(answers.keys().next().value!); // the oldest
      answers.set(key, found);
      return found;
    },
    /** A security by its symbol, case-insensitively (`aapl`, `0700.hk`). */
    async find(symbol: string): Promise<SecurityRecord | undefined> {
      return (await current()).bySymbol.get(normalizeSearchText(symbol));
    },
    async all(): Promise<SecurityRecord[]> {
      return (await current()).all;
    },
  };
}
export type Catalog = ReturnType<typeof createCatalog>;
