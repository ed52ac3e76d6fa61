import type { StockSuggestion } from '@alphadesk/contracts';
import { appError } from '../../../platform/errors.ts';
import type { SecurityRecord } from '../ingestion/providers/types.ts';
import type { Catalog } from '../store/catalog.ts';

const suggestion = (security: SecurityRecord): StockSuggestion => ({
  symbol: security.symbol,
  name: security.name,
  exchange: security.exchange,
  market: security.market,
  nameEn: security.nameEn,
  sector: security.sector,
  kind: security.kind,
});

/** `all` in a market or sector filter means no filter. */
const filterOf = (market: string, sector: string) => ({
  market: market === 'all' ? undefined : market,
  sector: sector === 'all' ? undefined : sector,
});

/** Search suggestions and symbol lookups over the universe in memory. */
export function createSearch(catalog: Catalog) {
  // The catalogue hands out the same array for a query it has answered before; its suggestions are
  // made once too, so the same query gets the same (unchanged) array back.
  const suggestionsOf = new WeakMap<readonly SecurityRecord[], readonly StockSuggestion[]>();
  const none: readonly StockSuggestion[] = Object.freeze([]);
  return {
    /** Suggestions for what was typed; the same array for the same answer, never to be changed. */
    async search(
      q: string,
      market: string,
      sector: string,
      limit: number,
    ): Promise<readonly StockSuggestion[]> {
      if (!q.trim()) return none;
      const found = await catalog.search(q, { ...filterOf(market, sector), limit });
      let suggestions = suggestionsOf.get(found);
      if (!suggestions) {
        suggestions = Object.freeze(found.map(suggestion));
        suggestionsOf.set(found, suggestions);
      }
      return suggestions;
    },

    /** The security a query means: an exact symbol within the filters, else the best match; 404 otherwise. */
    async resolve(q: string, market: string, sector: string): Promise<SecurityRecord> {
      const filter = filterOf(market, sector);
      const exact = await catalog.find(q.trim());
      if (
        exact &&
        (!filter.market || exact.market === filter.market) &&
        (!filter.sector || exact.sector === filter.sector)
      ) {
        return exact;
      }
      const [best] = await catalog.search(q, { ...filter, limit: 1 });
      if (!best) throw appError('STOCK_NOT_FOUND');
      return best;
    },

    async findSecurity(symbol: string): Promise<SecurityRecord | null> {
      return (await catalog.find(symbol)) ?? null;
    },
  };
}
export type Search = ReturnType<typeof createSearch>;
