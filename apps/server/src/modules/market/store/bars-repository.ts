import { and, asc, desc, eq, gte, lte, marketDailyBars, marketDividends, sql, type Db } from '@alphadesk/db';
import { bulkInsert, col, excludedSet, rows } from './bulk.ts';
import type { Bar, DividendEvent } from '../ingestion/providers/types.ts';

export type StoredBar = Omit<Bar, 'adjFactor'> & { adjFactor: number };

const barColumns = [
  col<StoredBar>('symbol', 'text', (b) => b.symbol),
  col<StoredBar>('date', 'date', (b) => b.date),
  col<StoredBar>('open', 'float8', (b) => b.open),
  col<StoredBar>('high', 'float8', (b) => b.high),
  col<StoredBar>('low', 'float8', (b) => b.low),
  col<StoredBar>('close', 'float8', (b) => b.close),
  col<StoredBar>('change', 'float8', (b) => b.change),
  col<StoredBar>('volume', 'int8', (b) => b.volume),
  col<StoredBar>('value', 'int8', (b) => b.value),
  col<StoredBar>('transactions', 'int4', (b) => b.transactions),
  col<StoredBar>('adj_factor', 'float8', (b) => b.adjFactor),
  col<StoredBar>('source', 'text', (b) => b.source),
  col<StoredBar>('simulated', 'bool', (b) => b.simulated),
];

const dividendColumns = [
  col<DividendEvent>('symbol', 'text', (d) => d.symbol),
  col<DividendEvent>('date', 'date', (d) => d.date),
  col<DividendEvent>('kind', 'text', (d) => d.kind),
  col<DividendEvent>('previous_close', 'float8', (d) => d.previousClose),
  col<DividendEvent>('reference_price', 'float8', (d) => d.referencePrice),
  col<DividendEvent>('cash_dividend', 'float8', (d) => d.cashDividend),
  col<DividendEvent>('stock_dividend', 'float8', (d) => d.stockDividend),
  col<DividendEvent>('source', 'text', (d) => d.source),
];

const selectBar = {
  symbol: marketDailyBars.symbol,
  date: marketDailyBars.date,
  open: marketDailyBars.open,
  high: marketDailyBars.high,
  low: marketDailyBars.low,
  close: marketDailyBars.close,
  change: marketDailyBars.change,
  volume: marketDailyBars.volume,
  value: marketDailyBars.value,
  transactions: marketDailyBars.transactions,
  adjFactor: marketDailyBars.adjFactor,
  source: marketDailyBars.source,
  simulated: marketDailyBars.simulated,
};

export function createBarsRepository(db: Db) {
  return {
    /** Real data replaces simulated data; simulated data never replaces real data. */
    async upsertBars(bars: readonly StoredBar[]): Promise<void> {
      await bulkInsert(
        db,
        'market_daily_bars',
        barColumns,
        bars,
        `(symbol, date) do update set ${excludedSet(barColumns.slice(2).map((c) => c.name))}
         where not excluded.simulated or market_daily_bars.simulated`,
      );
    },

    bars(symbol: string, from: string, to: string): Promise<StoredBar[]> {
      return db
        .select(selectBar)
        .from(marketDailyBars)
        .where(
          and(
            eq(marketDailyBars.symbol, symbol),
            gte(marketDailyBars.date, from),
            lte(marketDailyBars.date, to),
          ),
        )
        .orderBy(asc(marketDailyBars.date)) as Promise<StoredBar[]>;
    },

    async lastBar(symbol: string, before?: string): Promise<StoredBar | undefined> {
      const [row] = await db
        .select(selectBar)
        .from(marketDailyBars)
        .where(
          and(
            eq(marketDailyBars.symbol, symbol),
            before ? sql`${marketDailyBars.date} < ${before}` : undefined,
          ),
        )
        .orderBy(desc(marketDailyBars.date))
        .limit(1);
      return row as StoredBar | undefined;
    },

    /** The last bar of each symbol strictly before a date (to chain factors of a new session). */
    async lastBarsBefore(
      symbols: readonly string[],
      date: string,
    ): Promise<Map<string, { date: string; close: number; adjFactor: number }>> {
      if (symbols.length === 0) return new Map();
      const found = await rows<{ symbol: string; date: string; close: number; adj_factor: number }>(
        db,
        sql`select distinct on (symbol) symbol, date::text as date, close, adj_factor from market_daily_bars
            where symbol = any(${sql.param([...symbols])}::text[]) and date < ${date}::date
            order by symbol, date desc`,
      );
      return new Map(
        found.map((row) => [row.symbol, { date: row.date, close: row.close, adjFactor: row.adj_factor }]),
      );
    },

    /** The newest `count` bars of each symbol, oldest first. */
    async recentBars(symbols: readonly string[], count: number): Promise<Map<string, StoredBar[]>> {
      const result = new Map<string, StoredBar[]>();
      if (symbols.length === 0) return result;
      const found = await rows<Record<string, unknown>>(
        db,
        sql`select symbol, date::text as date, open, high, low, close, change, volume, value, transactions,
                   adj_factor, source, simulated
            from (select *, row_number() over (partition by symbol order by date desc) as recent
                  from market_daily_bars where symbol = any(${sql.param([...symbols])}::text[])) ranked
            where recent <= ${count} order by symbol, date`,
      );
      for (const row of found) {
        const bar = { ...row, adjFactor: row.adj_factor } as unknown as StoredBar;
        const list = result.get(bar.symbol) ?? [];
        list.push(bar);
        result.set(bar.symbol, list);
      }
      return result;
    },

    async countBars(symbol: string): Promise<number> {
      const [row] = await rows<{ count: number }>(
        db,
        sql`select count(*)::int as count from market_daily_bars where symbol = ${symbol}`,
      );
      return row?.count ?? 0;
    },

    async upsertDividends(events: readonly DividendEvent[]): Promise<void> {
      await bulkInsert(
        db,
        'market_dividends',
        dividendColumns,
        events,
        `(symbol, date) do update set ${excludedSet(dividendColumns.slice(2).map((c) => c.name))}`,
      );
    },

    dividends(symbol: string): Promise<DividendEvent[]> {
      return db
        .select({
          symbol: marketDividends.symbol,
          date: marketDividends.date,
          kind: marketDividends.kind,
          previousClose: marketDividends.previousClose,
          referencePrice: marketDividends.referencePrice,
          cashDividend: marketDividends.cashDividend,
          stockDividend: marketDividends.stockDividend,
          source: marketDividends.source,
        })
        .from(marketDividends)
        .where(eq(marketDividends.symbol, symbol))
        .orderBy(asc(marketDividends.date)) as Promise<DividendEvent[]>;
    },
  };
}
export type BarsRepository = ReturnType<typeof createBarsRepository>;
