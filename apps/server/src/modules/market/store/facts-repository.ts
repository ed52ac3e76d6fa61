import { marketIndices } from '@alphadesk/core';
import { sql, type Db } from '@alphadesk/db';
import { bulkInsert, col, excludedSet, rows } from './bulk.ts';
import type {
  IndexValue,
  InstitutionalFlow,
  MarginBalance,
  MonthlyRevenue,
  SecurityStatus,
  Valuation,
} from '../ingestion/providers/types.ts';

const valuationColumns = [
  col<Valuation>('symbol', 'text', (v) => v.symbol),
  col<Valuation>('date', 'date', (v) => v.date),
  col<Valuation>('pe_ratio', 'float8', (v) => v.peRatio),
  col<Valuation>('dividend_yield', 'float8', (v) => v.dividendYield),
  col<Valuation>('pb_ratio', 'float8', (v) => v.pbRatio),
  col<Valuation>('source', 'text', (v) => v.source),
  col<Valuation>('simulated', 'bool', (v) => v.simulated),
];
const revenueColumns = [
  col<MonthlyRevenue>('symbol', 'text', (r) => r.symbol),
  col<MonthlyRevenue>('month', 'text', (r) => r.month),
  col<MonthlyRevenue>('revenue', 'int8', (r) => r.revenue),
  col<MonthlyRevenue>('yoy_percent', 'float8', (r) => r.yoyPercent),
  col<MonthlyRevenue>('mom_percent', 'float8', (r) => r.momPercent),
  col<MonthlyRevenue>('source', 'text', (r) => r.source),
  col<MonthlyRevenue>('simulated', 'bool', (r) => r.simulated),
];
const flowColumns = [
  col<InstitutionalFlow>('symbol', 'text', (f) => f.symbol),
  col<InstitutionalFlow>('date', 'date', (f) => f.date),
  col<InstitutionalFlow>('foreign_net', 'int8', (f) => f.foreignNet),
  col<InstitutionalFlow>('trust_net', 'int8', (f) => f.trustNet),
  col<InstitutionalFlow>('dealer_net', 'int8', (f) => f.dealerNet),
  col<InstitutionalFlow>('total_net', 'int8', (f) => f.totalNet),
  col<InstitutionalFlow>('source', 'text', (f) => f.source),
  col<InstitutionalFlow>('simulated', 'bool', (f) => f.simulated),
];
const marginColumns = [
  col<MarginBalance>('symbol', 'text', (m) => m.symbol),
  col<MarginBalance>('date', 'date', (m) => m.date),
  col<MarginBalance>('margin_balance', 'int8', (m) => m.marginBalance),
  col<MarginBalance>('short_balance', 'int8', (m) => m.shortBalance),
  col<MarginBalance>('source', 'text', (m) => m.source),
  col<MarginBalance>('simulated', 'bool', (m) => m.simulated),
];
const indexColumns = [
  col<IndexValue>('symbol', 'text', (i) => i.symbol),
  col<IndexValue>('date', 'date', (i) => i.date),
  col<IndexValue>('name', 'text', (i) => i.name),
  col<IndexValue>('open', 'float8', (i) => i.open),
  col<IndexValue>('high', 'float8', (i) => i.high),
  col<IndexValue>('low', 'float8', (i) => i.low),
  col<IndexValue>('close', 'float8', (i) => i.value),
  col<IndexValue>('change', 'float8', (i) => i.change),
  col<IndexValue>('change_percent', 'float8', (i) => i.changePercent),
  col<IndexValue>('source', 'text', (i) => i.source),
  col<IndexValue>('simulated', 'bool', (i) => i.simulated),
  col<IndexValue>('as_of', 'timestamptz', (i) => i.asOf),
];
const statusColumns = [
  col<SecurityStatus>('symbol', 'text', (s) => s.symbol),
  col<SecurityStatus>('date', 'date', (s) => s.date),
  col<SecurityStatus>('kind', 'text', (s) => s.kind),
  col<SecurityStatus>('reason', 'text', (s) => s.reason),
  col<SecurityStatus>('until', 'date', (s) => s.until),
  col<SecurityStatus>('source', 'text', (s) => s.source),
];

const upsert =
  <Row>(db: Db, table: string, columns: ReturnType<typeof col<Row>>[], keys: number) =>
  (data: readonly Row[]) =>
    bulkInsert(
      db,
      table,
      columns,
      data,
      `(${columns
        .slice(0, keys)
        .map((c) => c.name)
        .join(', ')}) do update set ${excludedSet(columns.slice(keys).map((c) => c.name))}`,
    );

// The quote board's indices; market_index_values also holds imported series (USD/TWD, US10Y).
const indexSymbols = marketIndices.map((index) => index.symbol);

/** Fundamentals, flows and index levels: one row per security (or index) and period. */
export function createFactsRepository(db: Db) {
  return {
    upsertValuations: upsert(db, 'market_valuations', valuationColumns, 2),
    upsertRevenue: upsert(db, 'market_monthly_revenue', revenueColumns, 2),
    upsertFlows: upsert(db, 'market_institutional_flows', flowColumns, 2),
    upsertMargin: upsert(db, 'market_margin_balances', marginColumns, 2),
    upsertIndexValues: upsert(db, 'market_index_values', indexColumns, 2),
    upsertStatus: upsert(db, 'market_security_status', statusColumns, 3),

    async latestValuation(symbol: string): Promise<Valuation | undefined> {
      const [row] = await rows<Valuation>(
        db,
        sql`select symbol, date::text as date, pe_ratio as "peRatio", dividend_yield as "dividendYield",
                   pb_ratio as "pbRatio", source, simulated
            from market_valuations where symbol = ${symbol} order by date desc limit 1`,
      );
      return row;
    },

    /** The newest stored valuation of each of many symbols, in one query (absent when none). */
    async latestValuations(symbols: readonly string[]): Promise<Map<string, Valuation>> {
      if (symbols.length === 0) return new Map();
      const found = await rows<Valuation>(
        db,
        sql`select distinct on (symbol) symbol, date::text as date, pe_ratio as "peRatio",
                   dividend_yield as "dividendYield", pb_ratio as "pbRatio", source, simulated
            from market_valuations where symbol = any(${sql.param([...symbols])}::text[])
            order by symbol, date desc`,
      );
      return new Map(found.map((row) => [row.symbol, row]));
    },

    async latestRevenue(symbol: string): Promise<MonthlyRevenue | undefined> {
      const [row] = await rows<MonthlyRevenue>(
        db,
        sql`select symbol, month, revenue, yoy_percent as "yoyPercent", mom_percent as "momPercent", source, simulated
            from market_monthly_revenue where symbol = ${symbol} order by month desc limit 1`,
      );
      return row;
    },

    /** The newest stored level of every index. */
    latestIndexValues(): Promise<IndexValue[]> {
      return rows<IndexValue>(
        db,
        sql`select distinct on (symbol) symbol, name, date::text as date, open, high, low, close as value, change,
                   change_percent as "changePercent", source, simulated, as_of as "asOf"
            from market_index_values where symbol = any(${sql.param(indexSymbols)}::text[])
            order by symbol, date desc`,
      ).then((found) =>
        found.map((row) => ({
          ...row,
          asOf: new Date(row.asOf),
          market: marketIndices.find((index) => index.symbol === row.symbol)?.market ?? 'TW',
        })),
      );
    },

    async countRows(
      table:
        | 'market_valuations'
        | 'market_monthly_revenue'
        | 'market_institutional_flows'
        | 'market_margin_balances'
        | 'market_index_values',
    ): Promise<number> {
      const [row] = await rows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${sql.raw(table)}`,
      );
      return row?.count ?? 0;
    },
  };
}
export type FactsRepository = ReturnType<typeof createFactsRepository>;
