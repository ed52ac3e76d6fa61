import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const source = () => text('source').notNull();
const simulated = () => boolean('simulated').notNull().default(false);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every searchable security: Taiwan listed (TWSE) and OTC (TPEx) stocks and ETFs, and the major
 * US, HK, CN, JP and KR names. `symbol` is what the API uses: the bare code in Taiwan (`2330`),
 * the ticker in the US (`AAPL`), code plus Yahoo suffix elsewhere (`0700.HK`, `7203.T`).
 */
export const marketSecurities = pgTable(
  'market_securities',
  {
    symbol: text('symbol').primaryKey(),
    code: text('code').notNull(),
    market: text('market').notNull(),
    exchange: text('exchange').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    isin: text('isin'),
    /** The exchange's industry (產業別) or, abroad, the sector label it came with. */
    industry: text('industry'),
    /** The search filter's sector (technology, finance, …), mapped from the industry. */
    sector: text('sector'),
    kind: text('kind', { enum: ['stock', 'etf'] }).notNull(),
    listedOn: date('listed_on', { mode: 'string' }),
    currency: text('currency').notNull(),
    sharesOutstanding: bigint('shares_outstanding', { mode: 'number' }),
    /** Tie-break of equally good search matches (larger first). */
    popularity: integer('popularity').notNull().default(0),
    source: source(),
    updatedAt: updatedAt(),
  },
  (table) => [index('market_securities_market_idx').on(table.market)],
);

/**
 * Daily bars with raw (unadjusted) prices. `adjFactor` is cumulative: the product of
 * previousClose / referencePrice over every ex-rights event up to and including the bar, so
 * adjusted = raw × adjFactor / (adjFactor of the latest bar).
 */
export const marketDailyBars = pgTable(
  'market_daily_bars',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    change: doublePrecision('change'),
    volume: bigint('volume', { mode: 'number' }).notNull(),
    value: bigint('value', { mode: 'number' }),
    transactions: integer('transactions'),
    adjFactor: doublePrecision('adj_factor').notNull().default(1),
    source: source(),
    simulated: simulated(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/** Daily closing levels of indices (^TWII, ^TWOII, TWSE sector indices, foreign benchmarks). */
export const marketIndexValues = pgTable(
  'market_index_values',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    open: doublePrecision('open'),
    high: doublePrecision('high'),
    low: doublePrecision('low'),
    close: doublePrecision('close').notNull(),
    change: doublePrecision('change'),
    changePercent: doublePrecision('change_percent'),
    source: source(),
    simulated: simulated(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/** P/E, dividend yield (%) and P/B per security and day (BWIBBU, TPEx peratio, FinMind PER). */
export const marketValuations = pgTable(
  'market_valuations',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    peRatio: doublePrecision('pe_ratio'),
    dividendYield: doublePrecision('dividend_yield'),
    pbRatio: doublePrecision('pb_ratio'),
    source: source(),
    simulated: simulated(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/** 月營收: monthly revenue in NT$ (month as `YYYY-MM`). */
export const marketMonthlyRevenue = pgTable(
  'market_monthly_revenue',
  {
    symbol: text('symbol').notNull(),
    month: text('month').notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    yoyPercent: doublePrecision('yoy_percent'),
    momPercent: doublePrecision('mom_percent'),
    source: source(),
    simulated: simulated(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.month] })],
);

/** 三大法人: net buying in shares of foreign investors, investment trusts and dealers. */
export const marketInstitutionalFlows = pgTable(
  'market_institutional_flows',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    foreignNet: bigint('foreign_net', { mode: 'number' }).notNull(),
    trustNet: bigint('trust_net', { mode: 'number' }).notNull(),
    dealerNet: bigint('dealer_net', { mode: 'number' }).notNull(),
    totalNet: bigint('total_net', { mode: 'number' }).notNull(),
    source: source(),
    simulated: simulated(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/** 融資融券: margin purchase and short sale balances in lots (張). */
export const marketMarginBalances = pgTable(
  'market_margin_balances',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    marginBalance: bigint('margin_balance', { mode: 'number' }).notNull(),
    shortBalance: bigint('short_balance', { mode: 'number' }).notNull(),
    source: source(),
    simulated: simulated(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/**
 * 除權息 and other events that set a reference price different from the previous close
 * (dividends, splits, capital reductions), as published or derived from the change column.
 */
export const marketDividends = pgTable(
  'market_dividends',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', {
      enum: ['dividend', 'rights', 'rights-dividend', 'split', 'reduction', 'derived'],
    }).notNull(),
    previousClose: doublePrecision('previous_close').notNull(),
    referencePrice: doublePrecision('reference_price').notNull(),
    cashDividend: doublePrecision('cash_dividend'),
    /** Bonus shares per share held. */
    stockDividend: doublePrecision('stock_dividend'),
    source: source(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date] })],
);

/** 注意/處置: attention and disposition notices of the exchanges. */
export const marketSecurityStatus = pgTable(
  'market_security_status',
  {
    symbol: text('symbol').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['attention', 'disposition'] }).notNull(),
    reason: text('reason').notNull(),
    until: date('until', { mode: 'string' }),
    source: source(),
  },
  (table) => [primaryKey({ columns: [table.symbol, table.date, table.kind] })],
);

/** The latest quote of each security, as last fetched, with when it was true and where from. */
export const marketQuotes = pgTable('market_quotes', {
  symbol: text('symbol').primaryKey(),
  price: doublePrecision('price').notNull(),
  open: doublePrecision('open'),
  high: doublePrecision('high'),
  low: doublePrecision('low'),
  previousClose: doublePrecision('previous_close'),
  change: doublePrecision('change'),
  changePercent: doublePrecision('change_percent'),
  volume: bigint('volume', { mode: 'number' }),
  limitUp: doublePrecision('limit_up'),
  limitDown: doublePrecision('limit_down'),
  source: source(),
  simulated: simulated(),
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

/** Each member's stock searches: one row per user and security, newest kept, capped per user. */
export const stockSearchHistory = pgTable(
  'stock_search_history',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    market: text('market').notNull(),
    name: text('name').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.symbol, table.market] }),
    index('stock_search_history_recent_idx').on(table.userId, table.searchedAt),
  ],
);
