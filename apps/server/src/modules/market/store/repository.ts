import {
  desc,
  eq,
  inArray,
  marketQuotes,
  marketSecurities,
  sql,
  stockSearchHistory,
  type Db,
} from '@alphadesk/db';
import { bulkInsert, col, rows } from './bulk.ts';
import type { Quote, SecurityRecord } from '../ingestion/providers/types.ts';

export type QuoteRow = typeof marketQuotes.$inferSelect;
export type HistoryRow = typeof stockSearchHistory.$inferSelect;

const securityColumns = [
  col<SecurityRecord>('symbol', 'text', (r) => r.symbol),
  col<SecurityRecord>('code', 'text', (r) => r.code),
  col<SecurityRecord>('market', 'text', (r) => r.market),
  col<SecurityRecord>('exchange', 'text', (r) => r.exchange),
  col<SecurityRecord>('name', 'text', (r) => r.name),
  col<SecurityRecord>('name_en', 'text', (r) => r.nameEn),
  col<SecurityRecord>('isin', 'text', (r) => r.isin),
  col<SecurityRecord>('industry', 'text', (r) => r.industry),
  col<SecurityRecord>('sector', 'text', (r) => r.sector),
  col<SecurityRecord>('kind', 'text', (r) => r.kind),
  col<SecurityRecord>('listed_on', 'date', (r) => r.listedOn),
  col<SecurityRecord>('currency', 'text', (r) => r.currency),
  col<SecurityRecord>('shares_outstanding', 'int8', (r) => r.sharesOutstanding),
  col<SecurityRecord>('popularity', 'int4', (r) => r.popularity),
  col<SecurityRecord>('source', 'text', (r) => r.source),
];

/**
 * Imported exchange lists overwrite the built-in rows (keeping what the import lacks, such as the
 * English name); the built-in universe never overwrites an import, and unchanged rows are left
 * untouched so the universe version only moves when something changed.
 */
const securityConflict = `(symbol) do update set
  code = excluded.code, market = excluded.market, exchange = excluded.exchange, name = excluded.name,
  name_en = coalesce(excluded.name_en, market_securities.name_en),
  isin = coalesce(excluded.isin, market_securities.isin),
  industry = coalesce(excluded.industry, market_securities.industry),
  sector = coalesce(excluded.sector, market_securities.sector),
  kind = excluded.kind, listed_on = coalesce(excluded.listed_on, market_securities.listed_on),
  currency = excluded.currency,
  shares_outstanding = coalesce(excluded.shares_outstanding, market_securities.shares_outstanding),
  popularity = greatest(excluded.popularity, market_securities.popularity),
  source = excluded.source, updated_at = now()
  where (market_securities.source = 'builtin' or excluded.source <> 'builtin')
    and (market_securities.code, market_securities.market, market_securities.exchange, market_securities.name,
         market_securities.name_en, market_securities.isin, market_securities.industry, market_securities.sector,
         market_securities.kind, market_securities.listed_on, market_securities.shares_outstanding,
         market_securities.popularity, market_securities.source)
      is distinct from
        (excluded.code, excluded.market, excluded.exchange, excluded.name,
         coalesce(excluded.name_en, market_securities.name_en), coalesce(excluded.isin, market_securities.isin),
         coalesce(excluded.industry, market_securities.industry), coalesce(excluded.sector, market_securities.sector),
         excluded.kind, coalesce(excluded.listed_on, market_securities.listed_on),
         coalesce(excluded.shares_outstanding, market_securities.shares_outstanding),
         greatest(excluded.popularity, market_securities.popularity), excluded.source)`;

const quoteColumns = [
  col<Quote>('symbol', 'text', (q) => q.symbol),
  col<Quote>('price', 'float8', (q) => q.price),
  col<Quote>('open', 'float8', (q) => q.open),
  col<Quote>('high', 'float8', (q) => q.high),
  col<Quote>('low', 'float8', (q) => q.low),
  col<Quote>('previous_close', 'float8', (q) => q.previousClose),
  col<Quote>('change', 'float8', (q) => q.change),
  col<Quote>('change_percent', 'float8', (q) => q.changePercent),
  col<Quote>('volume', 'int8', (q) => q.volume),
  col<Quote>('limit_up', 'float8', (q) => q.limitUp),
  col<Quote>('limit_down', 'float8', (q) => q.limitDown),
  col<Quote>('source', 'text', (q) => q.source),
  col<Quote>('simulated', 'bool', (q) => q.simulated),
  col<Quote>('as_of', 'timestamptz', (q) => q.asOf),
];

export function createMarketRepository(db: Db) {
  return {
    async upsertSecurities(records: readonly SecurityRecord[]): Promise<void> {
      await bulkInsert(db, 'market_securities', securityColumns, records, securityConflict);
    },

    listSecurities(): Promise<SecurityRecord[]> {
      return db
        .select({
          symbol: marketSecurities.symbol,
          code: marketSecurities.code,
          market: marketSecurities.market,
          exchange: marketSecurities.exchange,
          name: marketSecurities.name,
          nameEn: marketSecurities.nameEn,
          isin: marketSecurities.isin,
          industry: marketSecurities.industry,
          sector: marketSecurities.sector,
          kind: marketSecurities.kind,
          listedOn: marketSecurities.listedOn,
          currency: marketSecurities.currency,
          sharesOutstanding: marketSecurities.sharesOutstanding,
          popularity: marketSecurities.popularity,
          source: marketSecurities.source,
        })
        .from(marketSecurities) as Promise<SecurityRecord[]>;
    },

    /** Changes whenever a security is added or updated: the search index rebuilds on a new value. */
    async universeVersion(): Promise<string> {
      const [row] = await rows<{ count: number; latest: string | null }>(
        db,
        sql`select count(*)::int as count, max(updated_at)::text as latest from market_securities`,
      );
      return `${row?.count ?? 0}@${row?.latest ?? ''}`;
    },

    async upsertQuotes(quotes: readonly Quote[], fetchedAt: Date): Promise<void> {
      await bulkInsert(
        db,
        'market_quotes',
        [...quoteColumns, col<Quote>('fetched_at', 'timestamptz', () => fetchedAt)],
        quotes,
        `(symbol) do update set ${quoteColumns
          .slice(1)
          .map((column) => `${column.name} = excluded.${column.name}`)
          .join(', ')}, fetched_at = excluded.fetched_at where excluded.as_of >= market_quotes.as_of`,
      );
    },

    async latestQuotes(symbols: readonly string[]): Promise<QuoteRow[]> {
      if (symbols.length === 0) return [];
      return db
        .select()
        .from(marketQuotes)
        .where(inArray(marketQuotes.symbol, [...symbols]));
    },

    /** Records a search; a repeated symbol moves to the top. Keeps the newest `cap` per user. */
    async addHistory(
      entry: Omit<HistoryRow, 'searchedAt'> & { searchedAt: Date },
      cap: number,
    ): Promise<HistoryRow> {
      const [row] = await db
        .insert(stockSearchHistory)
        .values(entry)
        .onConflictDoUpdate({
          target: [stockSearchHistory.userId, stockSearchHistory.symbol, stockSearchHistory.market],
          set: { name: entry.name, searchedAt: entry.searchedAt },
        })
        .returning();
      await db.execute(sql`
        delete from stock_search_history
        where user_id = ${entry.userId}
          and (symbol, market) not in (
            select symbol, market from stock_search_history
            where user_id = ${entry.userId}
            order by searched_at desc, symbol
            limit ${cap})`);
      return row!;
    },

    listHistory(userId: string, limit: number): Promise<HistoryRow[]> {
      return db
        .select()
        .from(stockSearchHistory)
        .where(eq(stockSearchHistory.userId, userId))
        .orderBy(desc(stockSearchHistory.searchedAt), stockSearchHistory.symbol)
        .limit(limit);
    },
  };
}
export type MarketRepository = ReturnType<typeof createMarketRepository>;
