import { recordedActions, transactionsForAction } from './corporate-actions.ts';
import {
  corporateActionTypes,
  type CorporateAction,
  type SplitTransaction,
  type Transaction,
} from './types.ts';

/**
 * The ledger replays transactions in order and keeps, per security, the shares, the open lots
 * (FIFO) and the moving-average cost side by side, the realised gain under each method, dividends,
 * fees and taxes; and for the portfolio the cash balance and the external flows.
 *
 * Cost basis is what was paid including the buy fee (Taiwan convention: 成本 = 價金 + 手續費);
 * realised gain is the sale's net proceeds (price × shares − fee − tax) minus the cost taken out.
 *
 * External flows. A portfolio that tracks cash holds its cash: only cash-in and cash-out cross its
 * boundary, and a purchase larger than the balance brings the shortfall in as a deposit. A portfolio
 * that does not track cash holds none: every purchase is money put in and every sale, dividend and
 * cash-in-lieu is money taken out, at the moment it happens. One rule covers both: after each step
 * a negative balance is topped up by a deposit and, without cash tracking, a positive one is paid out.
 */

export interface Lot {
  /** The day the shares were acquired (bonus shares: the ex-date). */
  date: string;
  shares: number;
  /** Total cost of the lot's shares, fees included. */
  cost: number;
}

export interface Position {
  symbol: string;
  shares: number;
  /** Moving-average method: total cost of the shares held. */
  averageCost: number;
  /** FIFO method: the open lots, oldest first. */
  lots: Lot[];
  realisedAverage: number;
  realisedFifo: number;
  /** Net cash dividends (gross − 二代健保 premium). */
  dividends: number;
  dividendsGross: number;
  premiums: number;
  fees: number;
  taxes: number;
  /** Cumulative money into the position: purchases and its fees, minus sale proceeds and dividends. */
  netInvested: number;
  /** When the current run of holding began (null when flat); a full close and a new buy start a new run. */
  openedOn: string | null;
  /** The last price the member traded at, scaled through later splits: the mark when no close is known. */
  lastTradePrice: number;
  lastTradeDate: string | null;
}

export interface LedgerProblem {
  id: string;
  date: string;
  code: 'oversold' | 'overdrawn';
  message: string;
  /** What the transaction asked for (shares sold, cash withdrawn) and what there was. */
  requested: number;
  available: number;
}

export interface LedgerState {
  trackCash: boolean;
  cash: number;
  positions: Map<string, Position>;
  /** Expenses not tied to a security. */
  portfolioFees: number;
  deposits: number;
  withdrawals: number;
  /** Transactions made from published corporate actions, as applied. */
  generated: Transaction[];
  problems: LedgerProblem[];
}

/** Money that crossed the portfolio's boundary during one step. */
export interface StepFlows {
  inflow: number;
  outflow: number;
}

export function createLedger(trackCash: boolean): LedgerState {
  return {
    trackCash,
    cash: 0,
    positions: new Map(),
    portfolioFees: 0,
    deposits: 0,
    withdrawals: 0,
    generated: [],
    problems: [],
  };
}

function positionOf(state: LedgerState, symbol: string): Position {
  let position = state.positions.get(symbol);
  if (!position) {
    position = {
      symbol,
      shares: 0,
      averageCost: 0,
      lots: [],
      realisedAverage: 0,
      realisedFifo: 0,
      dividends: 0,
      dividendsGross: 0,
      premiums: 0,
      fees: 0,
      taxes: 0,
      netInvested: 0,
      openedOn: null,
      lastTradePrice: 0,
      lastTradeDate: null,
    };
    state.positions.set(symbol, position);
  }
  return position;
}

/** Takes `shares` out of the position; returns the cost removed under each method. */
function removeShares(position: Position, shares: number): { average: number; fifo: number } {
  const average = position.shares > 0 ? (position.averageCost * shares) / position.shares : 0;
  let fifo = 0;
  let left = shares;
  while (left > 1e-9 && position.lots.length > 0) {
    const lot = position.lots[0]!;
    if (lot.shares <= left + 1e-9) {
      fifo += lot.cost;
      left -= lot.shares;
      position.lots.shift();
    } else {
      const part = (lot.cost * left) / lot.shares;
      fifo += part;
      lot.cost -= part;
      lot.shares -= left;
      left = 0;
    }
  }
  position.shares -= shares;
  position.averageCost -= average;
  if (position.shares <= 1e-9) {
    // A closed position carries no cost forward: the next buy starts a fresh average.
    position.shares = 0;
    position.averageCost = 0;
    position.lots = [];
    position.openedOn = null;
  }
  return { average, fifo };
}

function applySplit(state: LedgerState, tx: SplitTransaction): void {
  const position = positionOf(state, tx.symbol);
  if (position.shares === 0) return;
  const factor = tx.type === 'split' ? tx.ratio : 1 / tx.ratio;
  const exact = position.shares * factor;
  const kept = Math.floor(exact + 1e-9);
  for (const lot of position.lots) lot.shares *= factor;
  position.shares = exact;
  position.lastTradePrice /= factor;
  const fraction = exact - kept;
  if (fraction > 1e-9) {
    const cashInLieu = tx.cashInLieu ?? 0;
    const removed = removeShares(position, fraction);
    position.realisedAverage += cashInLieu - removed.average;
    position.realisedFifo += cashInLieu - removed.fifo;
    position.netInvested -= cashInLieu;
    state.cash += cashInLieu;
  }
  position.shares = kept;
}

function apply(state: LedgerState, tx: Transaction): void {
  switch (tx.type) {
    case 'buy': {
      const position = positionOf(state, tx.symbol);
      const cost = tx.shares * tx.price + tx.fee;
      if (position.shares === 0) position.openedOn = tx.date;
      position.shares += tx.shares;
      position.averageCost += cost;
      position.lots.push({ date: tx.date, shares: tx.shares, cost });
      position.fees += tx.fee;
      position.netInvested += cost;
      position.lastTradePrice = tx.price;
      position.lastTradeDate = tx.date;
      state.cash -= cost;
      return;
    }
    case 'sell': {
      const position = positionOf(state, tx.symbol);
      if (tx.shares > position.shares + 1e-9) {
        state.problems.push({
          id: tx.id,
          date: tx.date,
          code: 'oversold',
          message: `賣出股數（${tx.shares}）超過持有股數（${position.shares}）`,
          requested: tx.shares,
          available: position.shares,
        });
        return;
      }
      const proceeds = tx.shares * tx.price - tx.fee - tx.tax;
      const removed = removeShares(position, tx.shares);
      position.realisedAverage += proceeds - removed.average;
      position.realisedFifo += proceeds - removed.fifo;
      position.fees += tx.fee;
      position.taxes += tx.tax;
      position.netInvested -= proceeds;
      position.lastTradePrice = tx.price;
      position.lastTradeDate = tx.date;
      state.cash += proceeds;
      return;
    }
    case 'cash-dividend': {
      const position = positionOf(state, tx.symbol);
      const net = tx.amount - tx.premium;
      position.dividends += net;
      position.dividendsGross += tx.amount;
      position.premiums += tx.premium;
      position.netInvested -= net;
      state.cash += net;
      return;
    }
    case 'stock-dividend': {
      const position = positionOf(state, tx.symbol);
      if (position.shares > 0) {
        // The price drops by the bonus ratio on the ex-date; keep the fallback mark in step.
        position.lastTradePrice *= position.shares / (position.shares + tx.shares);
      } else {
        position.openedOn = tx.date;
      }
      position.shares += tx.shares;
      position.lots.push({ date: tx.date, shares: tx.shares, cost: 0 });
      return;
    }
    case 'split':
    case 'reverse-split':
      applySplit(state, tx);
      return;
    case 'fee': {
      if (tx.symbol) {
        const position = positionOf(state, tx.symbol);
        position.fees += tx.amount;
        position.realisedAverage -= tx.amount;
        position.realisedFifo -= tx.amount;
        position.netInvested += tx.amount;
      } else {
        state.portfolioFees += tx.amount;
      }
      state.cash -= tx.amount;
      return;
    }
    case 'cash-in':
      state.cash += tx.amount;
      state.deposits += tx.amount;
      return;
    case 'cash-out':
      if (state.trackCash && tx.amount > state.cash + 1e-9) {
        state.problems.push({
          id: tx.id,
          date: tx.date,
          code: 'overdrawn',
          message: `提領金額（${tx.amount}）超過現金餘額（${Math.round(state.cash)}）`,
          requested: tx.amount,
          available: Math.round(state.cash),
        });
        return;
      }
      state.cash -= tx.amount;
      state.withdrawals += tx.amount;
      return;
  }
}

/**
 * Applies one transaction and settles the cash balance; returns what crossed the boundary. The
 * explicit cash-in/cash-out amounts count as flows too.
 */
export function applyTransaction(state: LedgerState, tx: Transaction): StepFlows {
  const flows: StepFlows = {
    inflow: tx.type === 'cash-in' ? tx.amount : 0,
    outflow: 0,
  };
  const withdrawalsBefore = state.withdrawals;
  apply(state, tx);
  flows.outflow += state.withdrawals - withdrawalsBefore;
  if (state.cash < -1e-9) {
    flows.inflow += -state.cash;
    state.deposits += -state.cash;
    state.cash = 0;
  } else if (!state.trackCash && state.cash > 1e-9) {
    flows.outflow += state.cash;
    state.withdrawals += state.cash;
    state.cash = 0;
  }
  return flows;
}

/** One item of the replay: a recorded transaction, or a published action to turn into some. */
export type LedgerItem = { date: string; tx: Transaction } | { date: string; action: CorporateAction };

/**
 * Recorded transactions and published actions in replay order: by date; within a day, corporate
 * actions first (entitlement is fixed by the previous close), then the rest in recorded order.
 */
export function orderLedgerItems(
  transactions: readonly Transaction[],
  actions: readonly CorporateAction[] = [],
): LedgerItem[] {
  const items: Array<{ item: LedgerItem; phase: number; seq: number }> = [];
  transactions.forEach((tx, seq) =>
    items.push({ item: { date: tx.date, tx }, phase: corporateActionTypes.has(tx.type) ? 0 : 2, seq }),
  );
  actions.forEach((action, seq) => items.push({ item: { date: action.exDate, action }, phase: 1, seq }));
  items.sort((a, b) =>
    a.item.date < b.item.date ? -1 : a.item.date > b.item.date ? 1 : a.phase - b.phase || a.seq - b.seq,
  );
  return items.map((entry) => entry.item);
}

/** Replays everything up to and including `until` (all when omitted) and returns the final state. */
export function buildLedger(
  transactions: readonly Transaction[],
  options: { trackCash?: boolean; actions?: readonly CorporateAction[]; until?: string } = {},
): LedgerState {
  const state = createLedger(options.trackCash ?? false);
  const recorded = recordedActions(transactions);
  for (const item of orderLedgerItems(transactions, options.actions)) {
    if (options.until && item.date > options.until) break;
    if ('tx' in item) {
      applyTransaction(state, item.tx);
    } else {
      for (const tx of transactionsForAction(state, item.action, recorded)) {
        state.generated.push(tx);
        applyTransaction(state, tx);
      }
    }
  }
  return state;
}
