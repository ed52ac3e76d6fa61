import type { SearchHistoryItem } from '@alphadesk/contracts';
import { appError } from '../../../platform/errors.ts';
import type { Catalog } from '../store/catalog.ts';
import type { MarketRepository } from '../store/repository.ts';

/** Search history rows kept per user. */
export const historyCap = 50;

/** Analyses made per symbol (provided by the analysis module). */
export type AnalysisCounts = (symbols: readonly string[]) => Promise<Map<string, number>>;

/** Members' own stock searches, newest first, with how often each symbol was analysed. */
export function createSearchHistory(deps: {
  catalog: Catalog;
  repository: MarketRepository;
  analysisCounts: AnalysisCounts;
  now: () => Date;
}) {
  return {
    async addHistory(
      userId: string,
      entry: { symbol: string; name: string; market: string },
    ): Promise<SearchHistoryItem> {
      const security = await deps.catalog.find(entry.symbol);
      if (!security || security.market !== entry.market) throw appError('STOCK_NOT_FOUND');
      const row = await deps.repository.addHistory(
        {
          userId,
          symbol: security.symbol,
          market: security.market,
          name: entry.name.trim() || security.name,
          searchedAt: deps.now(),
        },
        historyCap,
      );
      const counts = await deps.analysisCounts([row.symbol]);
      return {
        symbol: row.symbol,
        name: row.name,
        market: security.market,
        searchedAt: row.searchedAt.toISOString(),
        analysisCount: counts.get(row.symbol) ?? 0,
      };
    },

    async history(userId: string, limit: number): Promise<SearchHistoryItem[]> {
      const rows = await deps.repository.listHistory(userId, limit);
      const counts = await deps.analysisCounts(rows.map((row) => row.symbol));
      return rows.map((row) => ({
        symbol: row.symbol,
        name: row.name,
        market: row.market as SearchHistoryItem['market'],
        searchedAt: row.searchedAt.toISOString(),
        analysisCount: counts.get(row.symbol) ?? 0,
      }));
    },
  };
}
