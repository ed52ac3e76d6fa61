import { recordedActions, transactionsForAction } from './corporate-actions.ts';
import {
  applyTransaction,
  createLedger,
  orderLedgerItems,
  type LedgerState,
  type Position,
} from './ledger.ts';
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

/**
 * One security's closes as columns (day numbers and prices in typed arrays), read from the price
 * book once: the daily loop then walks contiguous memory instead of thousands of small objects.
 */
interface Cursor {
  keys: Int32Array;
  closes: Float64Array;
  next: number;
  close: number;
  /** Day number of the close in use (0 before the first one). */
  key: number;
}

/** A held security's state in the daily loop: its position, price cursor and series. */
interface Slot {
  position: Position;
  cursor: Cursor;
  series: SymbolSeries | null;
  /** The position's last trade date and its day number, refreshed when the date changes. */
  tradeDate: string | null;
  tradeKey: number;
}

/** `YYYY-MM-DD` as the integer YYYYMMDD: ordered like the dates, and compared without strings. */
export function dayNumber(date: string): number {
  // Character codes minus 48 ('0'), written out: a helper closure here would be created on every
  // call, and this runs for every close of every security a portfolio holds.
  return (
    (date.charCodeAt(0) - 48) * 10_000_000 +
    (date.charCodeAt(1) - 48) * 1_000_000 +
    (date.charCodeAt(2) - 48) * 100_000 +
    (date.charCodeAt(3) - 48) * 10_000 +
    (date.charCodeAt(5) - 48) * 1000 +
    (date.charCodeAt(6) - 48) * 100 +
    (date.charCodeAt(8) - 48) * 10 +
    (date.charCodeAt(9) - 48)
  );
}

const two = (value: number) => (value < 10 ? `0${value}` : String(value));
function dateOfNumber(key: number): string {
  return `${Math.floor(key / 10_000)}-${two(Math.floor(key / 100) % 100)}-${two(key % 100)}`;
}

function cursorOver(points: readonly PricePoint[]): Cursor {
  const keys = new Int32Array(points.length);
  const closes = new Float64Array(points.length);
  for (let i = 0; i < points.length; i++) {
    const point = points[i]!;
    keys[i] = dayNumber(point.date);
    closes[i] = point.close;
  }
  return { keys, closes, next: 0, close: 0, key: 0 };
}

/**
 * Every date from `first` to `last` (day numbers) with a transaction, an action or a close of a
 * security the portfolio touches, ascending. Marked in a bitmap over the day-number range.
 */
function dayAxis(
  first: number,
  last: number,
  itemKeys: readonly number[],
  cursors: Iterable<Cursor>,
): string[] {
  const seen = new Uint8Array(last - first + 1);
  for (const key of itemKeys) if (key >= first && key <= last) seen[key - first] = 1;
  for (const cursor of cursors) {
    for (const key of cursor.keys) if (key >= first && key <= last) seen[key - first] = 1;
  }
  const dates: string[] = [];
  for (let i = 0; i < seen.length; i++) if (seen[i]) dates.push(dateOfNumber(first + i));
  return dates;
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
  const relevant = items.filter((item) => item.date >= firstTx.date && item.date <= input.until);
  // Only the securities the portfolio touches are read from the price book.
  const cursors = new Map<string, Cursor>();
  for (const item of relevant) {
    const symbol = 'tx' in item ? ('symbol' in item.tx ? item.tx.symbol : null) : item.action.symbol;
    if (symbol && !cursors.has(symbol)) cursors.set(symbol, cursorOver(input.prices[symbol] ?? []));
  }
  const dates = dayAxis(
    dayNumber(firstTx.date),
    dayNumber(input.until),
    relevant.map((item) => dayNumber(item.date)),
    cursors.values(),
  );
  const days = dates.length;
  const values = new Float64Array(days);
  const inflows = new Float64Array(days);
  const outflows = new Float64Array(days);
  const cash = new Float64Array(days);
  const symbols = new Map<string, SymbolSeries>();
  const marks = new Map<string, number>();
  const recorded = recordedActions(input.transactions);
  const slots: Slot[] = [];

  const addSlots = () => {
    // Positions are never removed from the ledger, only added: new ones come at the end.
    let index = 0;
    for (const position of ledger.positions.values()) {
      if (index++ < slots.length) continue;
      let series: SymbolSeries | null = null;
      if (input.perSymbol) {
        series = { values: new Float64Array(days), netInvested: new Float64Array(days) };
        symbols.set(position.symbol, series);
      }
      const cursor = cursors.get(position.symbol) ?? cursorOver([]);
      slots.push({ position, cursor, series, tradeDate: null, tradeKey: 0 });
    }
  };

  let itemIndex = 0;
  for (let day = 0; day < days; day++) {
    const date = dates[day]!;
    const key = dayNumber(date);
    while (itemIndex < relevant.length && relevant[itemIndex]!.date === date) {
      const item = relevant[itemIndex++]!;
      const txs = 'tx' in item ? [item.tx] : transactionsForAction(ledger, item.action, recorded);
      for (const tx of txs) {
        if (!('tx' in item)) ledger.generated.push(tx);
        const symbol = 'symbol' in tx ? tx.symbol : null;
        const before = symbol ? (ledger.positions.get(symbol)?.shares ?? 0) : 0;
        const flows = applyTransaction(ledger, tx);
        const cursor = symbol ? cursors.get(symbol) : undefined;
        if (before > 0 && cursor) carryMark(cursor, tx, before, key);
        inflows[day]! += flows.inflow;
        outflows[day]! += flows.outflow;
      }
    }
    if (ledger.positions.size !== slots.length) addSlots();
    let total = ledger.cash;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const { position, cursor, series } = slot;
      while (cursor.next < cursor.keys.length && cursor.keys[cursor.next]! <= key) {
        cursor.key = cursor.keys[cursor.next]!;
        cursor.close = cursor.closes[cursor.next++]!;
      }
      let value = 0;
      if (position.shares > 0) {
        if (position.lastTradeDate !== slot.tradeDate) {
          slot.tradeDate = position.lastTradeDate;
          slot.tradeKey = slot.tradeDate === null ? 0 : dayNumber(slot.tradeDate);
        }
        // The member traded after the latest known close (or none is known): the trade price is the mark.
        const mark = slot.tradeKey > cursor.key ? position.lastTradePrice : cursor.close;
        value = position.shares * mark;
        total += value;
        if (day === days - 1) marks.set(position.symbol, mark);
      }
      if (series) {
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
function carryMark(cursor: Cursor, tx: Transaction, sharesBefore: number, key: number): void {
  if (cursor.key === 0 || cursor.key >= key || cursor.close <= 0) return;
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
