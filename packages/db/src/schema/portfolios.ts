import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A member's portfolio and its broker terms (fee discount, minimum fees) and cash setting. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Whether the portfolio holds cash (cash-in/out are its flows) or every trade is money in or out. */
    trackCash: boolean('track_cash').notNull().default(false),
    feeDiscount: doublePrecision('fee_discount').notNull().default(1),
    minimumFee: integer('minimum_fee').notNull().default(20),
    oddLotMinimumFee: integer('odd_lot_minimum_fee').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('portfolios_user_idx').on(table.userId, table.createdAt)],
);

/**
 * What the member recorded, in the order recorded (`seq` breaks ties within a day). Fees and taxes
 * are what was charged, fixed when recorded. `fingerprint` is the row's normalised content and
 * occurrence: importing a file whose rows are already here adds nothing.
 */
export const portfolioTransactions = pgTable(
  'portfolio_transactions',
  {
    id: text('id').primaryKey(),
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type', {
      enum: [
        'buy',
        'sell',
        'cash-dividend',
        'stock-dividend',
        'split',
        'reverse-split',
        'fee',
        'cash-in',
        'cash-out',
      ],
    }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    symbol: text('symbol'),
    shares: bigint('shares', { mode: 'number' }),
    price: doublePrecision('price'),
    amount: doublePrecision('amount'),
    ratio: doublePrecision('ratio'),
    fee: integer('fee').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    premium: integer('premium').notNull().default(0),
    dayTrade: boolean('day_trade').notNull().default(false),
    note: text('note'),
    source: text('source', { enum: ['manual', 'holding', 'import', 'analysis'] }).notNull(),
    analysisId: text('analysis_id'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('portfolio_transactions_fingerprint_idx').on(table.portfolioId, table.fingerprint),
    index('portfolio_transactions_order_idx').on(table.portfolioId, table.date, table.seq),
  ],
);
