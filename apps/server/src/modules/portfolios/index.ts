import type { Feature, Principal } from '@alphadesk/core';
import type {
  AddHoldingRequest,
  AnalyticsResponse,
  CreatePortfolioRequest,
  CreateTransactionRequest,
  ImportRequest,
  ImportResponse,
  Portfolio,
  PortfolioDetail,
  PortfolioQuery,
  PortfolioStatsResponse,
  TransactionView,
  UpdatePortfolioRequest,
  WhatIfRequest,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { createAnalytics } from './analytics.ts';
import { createImportExport } from './import-export.ts';
import { portfolioMarketFrom, type MarketReads } from './market-adapter.ts';
import { createPortfolioRepository } from './repository.ts';
import { createPortfolioService, type Caller } from './service.ts';
import {
  createStaffBook,
  type StaffBook,
  type StaffOrder,
  type StaffOrderQuery,
  type StaffTradeStats,
} from './staff-book.ts';
import { createWhatIf, type AnalysisCalls } from './what-if.ts';

export type { Caller } from './service.ts';
export type { MarketReads } from './market-adapter.ts';
export type { AnalysisCalls } from './what-if.ts';
export { portfolioRoutes } from './routes.ts';
export type { StaffBook, StaffOrder, StaffOrderQuery, StaffTradeStats } from './staff-book.ts';

/** The portfolio centre: portfolios, transactions, valuation, returns, risk, analytics, import and export. */
export interface PortfoliosModule {
  list(caller: Caller): Promise<Portfolio[]>;
  create(caller: Caller, request: CreatePortfolioRequest): Promise<Portfolio>;
  detail(caller: Caller, id: string, query?: PortfolioQuery): Promise<PortfolioDetail>;
  update(caller: Caller, id: string, request: UpdatePortfolioRequest): Promise<Portfolio>;
  remove(caller: Caller, id: string): Promise<void>;
  addHolding(caller: Caller, id: string, request: AddHoldingRequest): Promise<Portfolio>;
  transactions(caller: Caller, id: string): Promise<TransactionView[]>;
  addTransaction(caller: Caller, id: string, request: CreateTransactionRequest): Promise<TransactionView>;
  removeTransaction(caller: Caller, id: string, transactionId: string): Promise<void>;
  importCsv(caller: Caller, id: string, request: ImportRequest): Promise<ImportResponse>;
  exportCsv(caller: Caller, id: string): Promise<{ fileName: string; body: string }>;
  whatIf(caller: Caller, id: string, request: WhatIfRequest): Promise<TransactionView>;
  analytics(caller: Caller, id: string, query: PortfolioQuery): Promise<AnalyticsResponse>;
  stats(caller: Caller): Promise<PortfolioStatsResponse['stats']>;

  // The back-office (admin spec §7.7), across every member: no caller, the route checks staff.
  staffOrders(query: StaffOrderQuery): Promise<{ orders: StaffOrder[]; total: number }>;
  staffTradeStats(): Promise<StaffTradeStats>;
  /** Every member's holdings valued today, and the book's daily returns for the risk figures. */
  staffBook(): Promise<StaffBook>;
}

export interface PortfoliosModuleDeps {
  db: Db;
  /** The market module's facade (the part the portfolio reads). */
  market: MarketReads;
  /** The gate: portfolio management is for gold and diamond members (403 naming the plan otherwise). */
  entitlements: { requireFeature(subject: Principal, feature: Feature): void };
  analyses: AnalysisCalls;
  now: () => Date;
}

export function createPortfoliosModule(deps: PortfoliosModuleDeps): PortfoliosModule {
  const repository = createPortfolioRepository(deps.db);
  const market = portfolioMarketFrom(deps.market);
  const service = createPortfolioService({
    repository,
    market,
    requireFeature: (caller) => deps.entitlements.requireFeature(caller, 'portfolio-management'),
    now: deps.now,
  });
  const files = createImportExport({ service, repository, market });
  const analytics = createAnalytics({ service, repository, market, now: deps.now });
  const staffBook = createStaffBook({ db: deps.db, market, now: deps.now });
  const whatIf = createWhatIf({ service, repository, analyses: deps.analyses });
  return {
    list: service.list,
    create: service.create,
    detail: service.detail,
    update: service.update,
    remove: service.remove,
    addHolding: service.addHolding,
    transactions: service.transactions,
    addTransaction: service.addTransaction,
    removeTransaction: service.removeTransaction,
    importCsv: files.importCsv,
    exportCsv: files.exportCsv,
    whatIf: whatIf.whatIf,
    analytics: analytics.analytics,
    stats: analytics.stats,
    staffOrders: staffBook.orders,
    staffTradeStats: staffBook.stats,
    staffBook: staffBook.book,
  };
}
