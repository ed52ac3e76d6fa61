import { recordedActions, transactionsForAction } from './corporate-actions.ts';
import { applyTransaction, createLedger, orderLedgerItems, type LedgerState } from './ledger.ts';
import type { CorporateAction, PriceBook, PricePoint, Transaction } from './types.ts';

/**
 * The portfolio's value at every close from its first transaction to `until`: one entry per date
 * that has a transaction, a published action or a close of any security in the price book (so on a
 * weekend the last entry is the last session, as a broker's app shows it).
 *
 * A holding is marked at its latest raw close on or before the day — raw, because splits and bonus
 * shares change the share count on the ex-date, exactly as the exchange's reference price changes
 * the close; adjusted prices with unadjusted shares are what produce fake gains. Where the member
 * traded after the latest known close (or no close is known), the trade price is the mark.
 *
 * Flows follow the daily time-weighted convention: money put in counts from the start of its day,
 * money taken out at the end of its day.
 */
export interface ValuationInput {
  transactions: readonly Transaction[];
  actions?: readonly CorporateAction[];
  prices: PriceBook;
  trackCash?: boolean;
  /** The last day of the series (today, Taipei). */
  until: string;
  /** Also keep each security's value and cumulative net investment per day (for contributions). */
  perSymbol?: boolean;
}

export interface SymbolSeries {
  values: Float64Array;
  /** Cumulative purchases + symbol fees − sale proceeds − net dividends, up to each day's end. */
  netInvested: Float64Array;
}

export interface ValuationSeries {
  dates: string[];
  /** End-of-day value: holdings at the mark plus cash. */
  values: Float64Array;
  inflows: Float64Array;
  outflows: Float64Array;
  cash: Float64Array;
  symbols: Map<string, SymbolSeries>;
  /** The price each held security was marked at on the last day. */
  marks: Map<string, number>;
  /** The ledger after the last day. */
  ledger: LedgerState;
}

interface Cursor {
  points: readonly PricePoint[];
  next: number;
  close: number;
  date: string | null;
}

function dayAxis(
  firstDate: string,
  until: string,
  itemDates: readonly string[],
  prices: PriceBook,
): string[] {
  const dates = new Set<string>();
  for (const date of itemDates) if (date <= until) dates.add(date);
  for (const points of Object.values(prices)) {
    for (const point of points) if (point.date >= firstDate && point.date <= until) dates.add(point.date);
  }
  return [...dates].sort();
}

export function valuePortfolio(input: ValuationInput): ValuationSeries {
  const items = orderLedgerItems(input.transactions, input.actions);
  const ledger = createLedger(input.trackCash ?? false);
  const empty: ValuationSeries = {
    dates: [],
    values: new Float64Array(0),
    inflows: new Float64Array(0),
    outflows: new Float64Array(0),
    cash: new Float64Array(0),
    symbols: new Map(),
    marks: new Map(),
    ledger,
  };
  const firstTx = items.find((item) => 'tx' in item);
  if (!firstTx || firstTx.date > input.until) return empty;
  // Published actions before the first transaction cannot apply to anything.
  const relevant = items.filter((item) => item.date >= firstTx.date);
  const dates = dayAxis(
    firstTx.date,
    input.until,
    relevant.map((item) => item.date),
    input.prices,
  );
  const days = dates.length;
  const values = new Float64Array(days);
  const inflows = new Float64Array(days);
  const outflows = new Float64Array(days);
  const cash = new Float64Array(days);
  const symbols = new Map<string, SymbolSeries>();
  const cursors = new Map<string, Cursor>();
  const marks = new Map<string, number>();
  const recorded = recordedActions(input.transactions);

  const cursorOf = (symbol: string): Cursor => {
    let cursor = cursors.get(symbol);
    if (!cursor) {
      cursor = { points: input.prices[symbol] ?? [], next: 0, close: 0, date: null };
      cursors.set(symbol, cursor);
    }
    return cursor;
  };
  const seriesOf = (symbol: string): SymbolSeries => {
    let series = symbols.get(symbol);
    if (!series) {
      series = { values: new Float64Array(days), netInvested: new Float64Array(days) };
      symbols.set(symbol, series);
    }
    return series;
  };

  let itemIndex = 0;
  for (let day = 0; day < days; day++) {
    const date = dates[day]!;
    while (itemIndex < relevant.length && relevant[itemIndex]!.date === date) {
      const item = relevant[itemIndex++]!;
      const txs = 'tx' in item ? [item.tx] : transactionsForAction(ledger, item.action, recorded);
      for (const tx of txs) {
        if (!('tx' in item)) ledger.generated.push(tx);
        const before = 'symbol' in tx && tx.symbol ? (ledger.positions.get(tx.symbol)?.shares ?? 0) : 0;
        const flows = applyTransaction(ledger, tx);
        if (before > 0 && 'symbol' in tx && tx.symbol) carryMark(cursorOf(tx.symbol), tx, before, date);
        inflows[day]! += flows.inflow;
        outflows[day]! += flows.outflow;
      }
    }
    let total = ledger.cash;
    for (const position of ledger.positions.values()) {
      const cursor = cursorOf(position.symbol);
      while (cursor.next < cursor.points.length && cursor.points[cursor.next]!.date <= date) {
        const point = cursor.points[cursor.next++]!;
        cursor.close = point.close;
        cursor.date = point.date;
      }
      let value = 0;
      if (position.shares > 0) {
        const tradedLater =
          position.lastTradeDate !== null && (cursor.date === null || position.lastTradeDate > cursor.date);
        const mark = tradedLater ? position.lastTradePrice : cursor.close;
        value = position.shares * mark;
        total += value;
        if (day === days - 1) marks.set(position.symbol, mark);
      }
      if (input.perSymbol) {
        const series = seriesOf(position.symbol);
        series.values[day] = value;
        series.netInvested[day] = position.netInvested;
      }
    }
    values[day] = total;
    cash[day] = ledger.cash;
  }
  return { dates, values, inflows, outflows, cash, symbols, marks, ledger };
}

/**
 * When the close of an ex-date is not known yet, the previous close would value the new share
 * count at the old price (a fake gain on a split, a double count on a dividend); move the mark the
 * way the exchange moves the reference price until a real close arrives.
 */
function carryMark(cursor: Cursor, tx: Transaction, sharesBefore: number, date: string): void {
  if (cursor.date === null || cursor.date >= date || cursor.close <= 0) return;
  if (tx.type === 'split') cursor.close /= tx.ratio;
  else if (tx.type === 'reverse-split') cursor.close *= tx.ratio;
  else if (tx.type === 'stock-dividend') cursor.close *= sharesBefore / (sharesBefore + tx.shares);
  else if (tx.type === 'cash-dividend') cursor.close = Math.max(0, cursor.close - tx.amount / sharesBefore);
}

/** The index of the last day on or before `date` (−1 when the series starts later). */
export function dayIndexOnOrBefore(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (dates[mid]! <= date) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}
