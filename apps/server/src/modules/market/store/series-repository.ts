import { sql, type Db } from '@alphadesk/db';
import type { SeriesRow } from '../ingestion/series/parse.ts';
import { bulkInsert, col, excludedSet, rows } from './bulk.ts';

/**
 * Market-level daily and monthly series (^TWII, ^GSPC, USD/TWD, the US long rate) in
 * market_index_values, the table the quotes refresher also writes index levels to. An imported
 * history row carries no change figures; `as_of` is the day the value is known.
 */
const columns = [
  col<SeriesRow>('symbol', 'text', (r) => r.symbol),
  col<SeriesRow>('date', 'date', (r) => r.date),
  col<SeriesRow>('name', 'text', (r) => r.name),
  col<SeriesRow>('open', 'float8', (r) => r.open),
  col<SeriesRow>('high', 'float8', (r) => r.high),
  col<SeriesRow>('low', 'float8', (r) => r.low),
  col<SeriesRow>('close', 'float8', (r) => r.close),
  col<SeriesRow>('source', 'text', (r) => r.source),
  col<SeriesRow>('simulated', 'bool', () => false),
  col<SeriesRow>('as_of', 'timestamptz', (r) => `${r.date}T00:00:00Z`),
];

export interface StoredSeriesPoint {
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
}

export interface StoredSeriesOf {
  symbol: string;
  source: string;
  simulated: boolean;
  points: StoredSeriesPoint[];
}

export function createSeriesRepository(db: Db) {
  return {
    upsert: (data: readonly SeriesRow[]) =>
      bulkInsert(
        db,
        'market_index_values',
        columns,
        data,
        `(symbol, date) do update set ${excludedSet(columns.slice(2).map((c) => c.name))}`,
      ),

    async count(symbol: string): Promise<number> {
      const [row] = await rows<{ count: number }>(
        db,
        sql`select count(*)::int as count from market_index_values where symbol = ${symbol}`,
      );
      return row?.count ?? 0;
    },

    /** The stored points of a series between two dates (inclusive), oldest first; null when none. */
    async series(symbol: string, from: string, to: string): Promise<StoredSeriesOf | null> {
      const found = await rows<StoredSeriesPoint & { source: string; simulated: boolean }>(
        db,
        sql`select date::text as date, open, high, low, close, source, simulated from market_index_values
            where symbol = ${symbol} and date between ${from}::date and ${to}::date order by date`,
      );
      if (found.length === 0) return null;
      return {
        symbol,
        source: found.at(-1)!.source,
        simulated: found.some((row) => row.simulated),
        points: found.map(({ date, open, high, low, close }) => ({ date, open, high, low, close })),
      };
    },
  };
}
export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
