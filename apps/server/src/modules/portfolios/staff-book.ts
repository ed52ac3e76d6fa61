import {
  addDays,
  heldPortfolioReturns,
  taipeiDate,
  type CorporateAction,
  type PricePoint,
} from '@alphadesk/core';
import { and, asc, desc, eq, inArray, portfolioTransactions, portfolios, sql, type Db } from '@alphadesk/db';
import { evaluatePortfolio } from './evaluate.ts';
import type { PortfolioMarket } from './market-port.ts';
import { toTransaction } from './records.ts';

/**
 * The back-office's view across every member's portfolios (admin spec §2.13, §7.7): recorded buys
 * and sells as orders, their totals, and the whole book as held today for the risk figures.
 */
export interface StaffOrderQuery {
  page: number;
  limit: number;
  type?: 'buy' | 'sell' | undefined;
  userId?: string | undefined;
  symbol?: string | undefined;
}

export interface StaffOrder {
  id: string;
  portfolioId: string;
  userId: string;
  symbol: string;
  type: 'buy' | 'sell';
  shares: number;
  price: number;
  fee: number;
  tax: number;
  date: string;
  createdAt: Date;
}

export interface StaffTradeStats {
  orders: number;
  buys: number;
  sells: number;
  /** Shares traded. */
  volume: number;
  /** NT$ traded: Σ shares × price. */
  value: number;
  members: number;
}

export interface StaffBook {
  asOf: string;
  positions: {
    owner: string;
    portfolioId: string;
    symbol: string;
    quantity: number;
    price: number;
    value: number;
  }[];
  /** Daily returns of the book as held today (constant weights) and of ^TWII, oldest first. */
  bookReturns: number[];
  marketReturns: number[];
  portfolios: number;
  simulated: boolean;
}

/** Sessions of history behind the risk figures: about a year, as the portfolio's own risk rules. */
const riskSessions = 250;
const riskLookbackDays = 400;
/** The book is evaluated portfolio by portfolio; past this many the figures say how many were read. */
const bookPortfolioLimit = 2_000;

export function createStaffBook(deps: { db: Db; market: PortfolioMarket; now: () => Date }) {
  const { db, market } = deps;
  const trades = inArray(portfolioTransactions.type, ['buy', 'sell']);

  function filters(query: Omit<StaffOrderQuery, 'page' | 'limit'>) {
    return and(
      trades,
      query.type ? eq(portfolioTransactions.type, query.type) : undefined,
      query.userId ? eq(portfolios.userId, query.userId) : undefined,
      query.symbol ? eq(portfolioTransactions.symbol, query.symbol) : undefined,
    );
  }

  return {
    async orders(query: StaffOrderQuery): Promise<{ orders: StaffOrder[]; total: number }> {
      const where = filters(query);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(portfolioTransactions)
        .innerJoin(portfolios, eq(portfolios.id, portfolioTransactions.portfolioId))
        .where(where);
      const rows = await db
        .select({ tx: portfolioTransactions, userId: portfolios.userId })
        .from(portfolioTransactions)
        .innerJoin(portfolios, eq(portfolios.id, portfolioTransactions.portfolioId))
        .where(where)
        .orderBy(desc(portfolioTransactions.date), desc(portfolioTransactions.seq))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        total: count?.total ?? 0,
        orders: rows.map(({ tx, userId }) => ({
          id: tx.id,
          portfolioId: tx.portfolioId,
          userId,
          symbol: tx.symbol ?? '',
          type: tx.type as 'buy' | 'sell',
          shares: tx.shares ?? 0,
          price: tx.price ?? 0,
          fee: tx.fee,
          tax: tx.tax,
          date: tx.date,
          createdAt: tx.createdAt,
        })),
      };
    },

    async stats(): Promise<StaffTradeStats> {
      const [row] = await db
        .select({
          orders: sql<number>`count(*)::int`,
          buys: sql<number>`count(*) filter (where ${portfolioTransactions.type} = 'buy')::int`,
          sells: sql<number>`count(*) filter (where ${portfolioTransactions.type} = 'sell')::int`,
          volume: sql<number>`coalesce(sum(${portfolioTransactions.shares}), 0)::float8`,
          value: sql<number>`coalesce(sum(${portfolioTransactions.shares} * ${portfolioTransactions.price}), 0)::float8`,
          members: sql<number>`count(distinct ${portfolios.userId})::int`,
        })
        .from(portfolioTransactions)
        .innerJoin(portfolios, eq(portfolios.id, portfolioTransactions.portfolioId))
        .where(trades);
      return row ?? { orders: 0, buys: 0, sells: 0, volume: 0, value: 0, members: 0 };
    },

    async book(): Promise<StaffBook> {
      const today = taipeiDate(deps.now());
      const rows = await db
        .select()
        .from(portfolios)
        .orderBy(asc(portfolios.createdAt), asc(portfolios.id))
        .limit(bookPortfolioLimit);
      const positions: StaffBook['positions'] = [];
      const prices: Record<string, PricePoint[]> = {};
      const actions = new Map<string, CorporateAction>();
      let simulated = false;
      for (const row of rows) {
        const transactions = await db
          .select()
          .from(portfolioTransactions)
          .where(eq(portfolioTransactions.portfolioId, row.id))
          .orderBy(asc(portfolioTransactions.date), asc(portfolioTransactions.seq));
        if (transactions.length === 0) continue;
        const evaluation = await evaluatePortfolio(market, {
          transactions: transactions.map(toTransaction),
          trackCash: row.trackCash,
          today,
        });
        simulated ||= evaluation.simulated;
        for (const holding of evaluation.summary.holdings) {
          if (holding.totalValue <= 0) continue;
          positions.push({
            owner: row.userId,
            portfolioId: row.id,
            symbol: holding.symbol,
            quantity: holding.quantity,
            price: holding.currentPrice,
            value: holding.totalValue,
          });
          prices[holding.symbol] ??= evaluation.prices[holding.symbol] ?? [];
        }
        for (const action of evaluation.actions) actions.set(`${action.symbol}|${action.exDate}`, action);
      }
      const exposure = positions.reduce((sum, position) => sum + position.value, 0);
      const weights = new Map<string, number>();
      for (const position of positions)
        weights.set(position.symbol, (weights.get(position.symbol) ?? 0) + position.value / exposure);
      let bookReturns: number[] = [];
      let marketReturns: number[] = [];
      if (positions.length > 0) {
        const index = await market.marketIndex(addDays(today, -riskLookbackDays), today);
        simulated ||= index.simulated;
        const points = index.prices['^TWII'] ?? [];
        if (points.length > 1) {
          const returns = heldPortfolioReturns({
            weights,
            prices,
            actions: [...actions.values()],
            market: points,
            days: riskSessions,
          });
          bookReturns = returns.portfolio;
          marketReturns = returns.market;
        }
      }
      return { asOf: today, positions, bookReturns, marketReturns, portfolios: rows.length, simulated };
    },
  };
}
