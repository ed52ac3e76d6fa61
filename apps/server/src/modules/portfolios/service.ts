import { randomUUID } from 'node:crypto';
import { allPeriodReturns, buildLedger, taipeiDate, type Principal, type Transaction } from '@alphadesk/core';
import type {
  AddHoldingRequest,
  CreatePortfolioRequest,
  CreateTransactionRequest,
  Portfolio,
  PortfolioDetail,
  PortfolioQuery,
  TransactionView,
  UpdatePortfolioRequest,
} from '@alphadesk/contracts';
import { appError, type AppError } from '../../platform/errors.ts';
import { assessPortfolioRisk, evaluatePortfolio } from './evaluate.ts';
import type { PortfolioMarket } from './market-port.ts';
import { money, percent, presentPortfolio, presentReturn, presentScoreCard } from './present.ts';
import {
  columnsOf,
  contentKey,
  fingerprinter,
  toTransaction,
  viewOfGenerated,
  viewOfRow,
} from './records.ts';
import type { NewTransactionRow, PortfolioRepository, PortfolioRow, TransactionRow } from './repository.ts';
import { buildTransaction, coreCosts, requireTaiwan } from './transactions.ts';

export interface Caller extends Principal {
  userId: string;
}

export const limits = { portfolios: 20, transactions: 20_000 } as const;

export interface PortfolioServiceDeps {
  repository: PortfolioRepository;
  market: PortfolioMarket;
  requireFeature: (caller: Principal) => void;
  now: () => Date;
}

/**
 * Portfolios of the caller only: every method checks the gate (gold and diamond) first, then
 * ownership — another member's portfolio answers exactly like a missing one.
 */
export function createPortfolioService(deps: PortfolioServiceDeps) {
  const { repository, market } = deps;
  const today = () => taipeiDate(deps.now());

  async function owned(caller: Caller, id: string): Promise<PortfolioRow> {
    deps.requireFeature(caller);
    const row = await repository.findOwned(caller.userId, id);
    if (!row) throw appError('PORTFOLIO_NOT_FOUND');
    return row;
  }

  async function evaluate(row: PortfolioRow, rows: readonly TransactionRow[], withRisk: boolean) {
    const transactions = rows.map(toTransaction);
    const evaluation = await evaluatePortfolio(market, {
      transactions,
      trackCash: row.trackCash,
      today: today(),
    });
    const risk = withRisk ? await assessPortfolioRisk(market, evaluation, row.trackCash) : null;
    const portfolio = presentPortfolio(row, evaluation.summary, {
      riskScore: risk?.risk.score ?? null,
      diversificationScore: risk?.diversification.score ?? null,
      transactionCount: rows.length,
      simulated: evaluation.simulated,
      lastUpdated: deps.now().toISOString(),
    });
    return { evaluation, risk, portfolio };
  }

  /** Replays the ledger with a change; a sale beyond the holding or an overdraft is refused. */
  async function requireConsistent(
    row: PortfolioRow,
    transactions: readonly Transaction[],
    refusal?: () => AppError,
  ) {
    const symbols = [
      ...new Set(transactions.flatMap((tx) => ('symbol' in tx && tx.symbol ? [tx.symbol] : []))),
    ];
    const first = transactions.reduce((min, tx) => (tx.date < min ? tx.date : min), today());
    const actions = await market.corporateActions(symbols, first, today());
    const ledger = buildLedger(transactions, { trackCash: row.trackCash, actions });
    const problem = ledger.problems[0];
    if (!problem) return;
    if (refusal) throw refusal();
    throw problem.code === 'oversold'
      ? appError('SHARES_OVERSOLD', { sold: problem.requested, held: problem.available })
      : appError('CASH_OVERDRAWN', { amount: problem.requested, cash: problem.available });
  }

  async function addRecords(
    row: PortfolioRow,
    existing: readonly TransactionRow[],
    records: NewTransactionRow[],
  ) {
    if (existing.length + records.length > limits.transactions) throw appError('TOO_MANY_TRANSACTIONS');
    await repository.addTransactions(row.id, records, deps.now());
  }

  function record(
    tx: Transaction,
    portfolioId: string,
    stamp: ReturnType<typeof fingerprinter>,
    extra: {
      source: NewTransactionRow['source'];
      dayTrade?: boolean;
      note?: string | null;
      analysisId?: string | null;
    },
  ): NewTransactionRow {
    const columns = columnsOf(tx);
    const dayTrade = extra.dayTrade ?? false;
    return {
      ...columns,
      id: tx.id,
      portfolioId,
      dayTrade,
      note: extra.note ?? null,
      source: extra.source,
      analysisId: extra.analysisId ?? null,
      fingerprint: stamp.next(contentKey(columns, dayTrade)),
    };
  }

  async function securityOf(symbol: string | undefined) {
    if (!symbol) return undefined;
    const security = (await market.securities([symbol])).get(symbol);
    requireTaiwan(security);
    return security;
  }

  return {
    async list(caller: Caller): Promise<Portfolio[]> {
      deps.requireFeature(caller);
      const rows = await repository.listByUser(caller.userId);
      const transactions = await repository.transactions(rows.map((row) => row.id));
      return Promise.all(
        rows.map(async (row) => {
          const own = transactions.filter((tx) => tx.portfolioId === row.id);
          return (await evaluate(row, own, true)).portfolio;
        }),
      );
    },

    async create(caller: Caller, request: CreatePortfolioRequest): Promise<Portfolio> {
      deps.requireFeature(caller);
      if ((await repository.countByUser(caller.userId)) >= limits.portfolios) {
        throw appError('TOO_MANY_PORTFOLIOS');
      }
      const at = deps.now();
      const row = await repository.insert({
        id: randomUUID(),
        userId: caller.userId,
        name: request.name,
        description: request.description ?? '',
        trackCash: request.trackCash ?? false,
        feeDiscount: request.costs?.feeDiscount ?? 1,
        minimumFee: request.costs?.minimumFee ?? 20,
        oddLotMinimumFee: request.costs?.oddLotMinimumFee ?? 1,
        createdAt: at,
        updatedAt: at,
      });
      return (await evaluate(row, [], false)).portfolio;
    },

    async detail(caller: Caller, id: string, query: PortfolioQuery = {}): Promise<PortfolioDetail> {
      const row = await owned(caller, id);
      const rows = await repository.transactions([row.id]);
      const { evaluation, risk, portfolio } = await evaluate(row, rows, true);
      const custom = customRange(query);
      const returns = allPeriodReturns(evaluation.series, custom).map(presentReturn);
      return {
        ...portfolio,
        returns,
        risk: presentScoreCard(risk!.risk),
        diversification: presentScoreCard(risk!.diversification),
        volatility: percent(risk!.volatility),
        beta: risk!.beta === null ? null : Math.round(risk!.beta * 10_000) / 10_000,
        closed: evaluation.summary.closed.map((position) => ({
          symbol: position.symbol,
          companyName: position.name,
          realizedGain: money(position.realizedGain),
          fifoRealizedGain: money(position.fifoRealizedGain),
          dividends: money(position.dividends),
          fees: money(position.fees),
          taxes: money(position.taxes),
        })),
      };
    },

    async update(caller: Caller, id: string, request: UpdatePortfolioRequest): Promise<Portfolio> {
      const row = await owned(caller, id);
      const rows = await repository.transactions([row.id]);
      if (request.trackCash === false && rows.some((tx) => tx.type === 'cash-in' || tx.type === 'cash-out')) {
        throw appError('CASH_NOT_TRACKED');
      }
      const updated = await repository.update(row.id, {
        ...(request.name === undefined ? {} : { name: request.name }),
        ...(request.description === undefined ? {} : { description: request.description }),
        ...(request.trackCash === undefined ? {} : { trackCash: request.trackCash }),
        ...(request.costs ?? {}),
        updatedAt: deps.now(),
      });
      return (await evaluate(updated, rows, true)).portfolio;
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const row = await owned(caller, id);
      await repository.remove(row.id);
    },

    async transactions(caller: Caller, id: string): Promise<TransactionView[]> {
      const row = await owned(caller, id);
      const rows = await repository.transactions([row.id]);
      const transactions = rows.map(toTransaction);
      const evaluation = await evaluatePortfolio(market, {
        transactions,
        trackCash: row.trackCash,
        today: today(),
      });
      const names = new Map([...evaluation.securities].map(([symbol, security]) => [symbol, security.name]));
      const views = [
        ...rows.map((tx) => viewOfRow(tx, names)),
        ...evaluation.series.ledger.generated.map((tx) => viewOfGenerated(tx, names)),
      ];
      return views.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    },

    async addTransaction(
      caller: Caller,
      id: string,
      request: CreateTransactionRequest,
    ): Promise<TransactionView> {
      const row = await owned(caller, id);
      const security = await securityOf(request.symbol);
      const tx = buildTransaction(request, {
        id: randomUUID(),
        today: today(),
        trackCash: row.trackCash,
        costs: coreCosts(row),
        security,
      });
      const existing = await repository.transactions([row.id]);
      await requireConsistent(row, [...existing.map(toTransaction), tx]);
      const stored = record(tx, row.id, fingerprinter(existing), {
        source: 'manual',
        dayTrade: request.dayTrade,
        note: request.note,
      });
      await addRecords(row, existing, [stored]);
      const saved = (await repository.transactions([row.id])).find((entry) => entry.id === tx.id)!;
      return viewOfRow(saved, new Map(security ? [[security.symbol, security.name]] : []));
    },

    /** The add-holding modal: a purchase at the entered average cost (fees already in it). */
    async addHolding(caller: Caller, id: string, request: AddHoldingRequest): Promise<Portfolio> {
      const row = await owned(caller, id);
      const security = await securityOf(request.symbol);
      const tx = buildTransaction(
        {
          type: 'buy',
          date: request.date ?? today(),
          symbol: request.symbol,
          shares: request.quantity,
          price: request.averagePrice,
          fee: 0,
        },
        { id: randomUUID(), today: today(), trackCash: row.trackCash, costs: coreCosts(row), security },
      );
      const existing = await repository.transactions([row.id]);
      await addRecords(row, existing, [record(tx, row.id, fingerprinter(existing), { source: 'holding' })]);
      const updated = (await repository.findOwned(caller.userId, row.id))!;
      return (await evaluate(updated, await repository.transactions([row.id]), true)).portfolio;
    },

    async removeTransaction(caller: Caller, id: string, transactionId: string): Promise<void> {
      const row = await owned(caller, id);
      const existing = await repository.transactions([row.id]);
      if (!existing.some((tx) => tx.id === transactionId)) throw appError('TRANSACTION_NOT_FOUND');
      await requireConsistent(row, existing.filter((tx) => tx.id !== transactionId).map(toTransaction), () =>
        appError('TRANSACTION_REMOVAL_BREAKS_LEDGER'),
      );
      await repository.removeTransaction(row.id, transactionId, deps.now());
    },

    /** Shared with the import, export, analytics and what-if parts of the module. */
    internals: {
      owned,
      evaluate,
      requireConsistent,
      addRecords,
      record,
      securityOf,
      today,
      requireFeature: deps.requireFeature,
    },
  };
}
export type PortfolioService = ReturnType<typeof createPortfolioService>;

export function customRange(query: PortfolioQuery): { from: string; to: string } | undefined {
  if (query.period !== 'custom') return undefined;
  if (!query.from || !query.to || query.from > query.to) {
    throw appError('PERIOD_RANGE_INVALID');
  }
  return { from: query.from, to: query.to };
}
