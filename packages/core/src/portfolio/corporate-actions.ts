import { addDays } from '../market-data/calendar.ts';
import { dividendPremium } from './costs.ts';
import type { LedgerState } from './ledger.ts';
import { corporateActionTypes, type CorporateAction, type Transaction } from './types.ts';

/**
 * Corporate actions the member recorded by hand, so a published one does not count twice. Members
 * often enter a dividend on the day it is paid, weeks after the ex-date: a recorded dividend of the
 * same security up to `dividendWindowDays` after the ex-date is taken to be that payment. A split
 * must be recorded on its ex-date.
 */
export interface RecordedActions {
  covers(action: CorporateAction, type: 'cash-dividend' | 'stock-dividend' | 'split'): boolean;
}

export const dividendWindowDays = 90;

export function recordedActions(transactions: readonly Transaction[]): RecordedActions {
  const dates = new Map<string, string[]>();
  for (const tx of transactions) {
    if (!corporateActionTypes.has(tx.type) || !('symbol' in tx) || !tx.symbol) continue;
    const type = tx.type === 'reverse-split' ? 'split' : tx.type;
    const key = `${tx.symbol}|${type}`;
    dates.set(key, [...(dates.get(key) ?? []), tx.date]);
  }
  return {
    covers(action, type) {
      const recorded = dates.get(`${action.symbol}|${type}`);
      if (!recorded) return false;
      if (type === 'split') return recorded.includes(action.exDate);
      const last = addDays(action.exDate, dividendWindowDays);
      return recorded.some((date) => date >= action.exDate && date <= last);
    },
  };
}

/**
 * The transactions a published corporate action makes for the shares held now (at the previous
 * close), skipping any part the member recorded by hand. Cash to the NT$1, fractions dropped
 * (元以下捨去); bonus shares whole, fractions dropped (畸零股 are paid out separately).
 */
export function transactionsForAction(
  state: LedgerState,
  action: CorporateAction,
  recorded: RecordedActions,
): Transaction[] {
  const position = state.positions.get(action.symbol);
  const held = position?.shares ?? 0;
  if (held <= 0) return [];
  const made: Transaction[] = [];
  const id = (type: string) => `auto:${action.symbol}:${action.exDate}:${type}`;
  const cash = action.cashDividend ? Math.floor(held * action.cashDividend + 1e-6) : 0;
  const bonus = action.stockDividend ? Math.floor(held * action.stockDividend + 1e-6) : 0;
  if (bonus > 0 && !recorded.covers(action, 'stock-dividend')) {
    made.push({
      type: 'stock-dividend',
      id: id('stock'),
      date: action.exDate,
      symbol: action.symbol,
      shares: bonus,
    });
  }
  const premium = dividendPremium(cash, bonus);
  if ((cash > 0 || premium > 0) && !recorded.covers(action, 'cash-dividend')) {
    made.push({
      type: 'cash-dividend',
      id: id('cash'),
      date: action.exDate,
      symbol: action.symbol,
      amount: cash,
      premium,
    });
  }
  const ratio = action.splitRatio;
  if (ratio && ratio > 0 && Math.abs(ratio - 1) > 1e-9 && !recorded.covers(action, 'split')) {
    made.push({
      type: ratio > 1 ? 'split' : 'reverse-split',
      id: id('split'),
      date: action.exDate,
      symbol: action.symbol,
      ratio: ratio > 1 ? ratio : 1 / ratio,
    });
  }
  return made;
}
