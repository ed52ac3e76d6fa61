import type { Transaction } from '@alphadesk/core';
import type { TransactionView } from '@alphadesk/contracts';
import type { NewTransactionRow, TransactionRow } from './repository.ts';

/** A stored row as the core's transaction. */
export function toTransaction(row: TransactionRow): Transaction {
  const base = { id: row.id, date: row.date };
  const symbol = row.symbol ?? '';
  switch (row.type) {
    case 'buy':
      return { ...base, type: 'buy', symbol, shares: row.shares!, price: row.price!, fee: row.fee };
    case 'sell':
      return {
        ...base,
        type: 'sell',
        symbol,
        shares: row.shares!,
        price: row.price!,
        fee: row.fee,
        tax: row.tax,
      };
    case 'cash-dividend':
      return { ...base, type: 'cash-dividend', symbol, amount: row.amount!, premium: row.premium };
    case 'stock-dividend':
      return { ...base, type: 'stock-dividend', symbol, shares: row.shares! };
    case 'split':
    case 'reverse-split':
      return { ...base, type: row.type, symbol, ratio: row.ratio! };
    case 'fee':
      return { ...base, type: 'fee', amount: row.amount!, symbol: row.symbol };
    case 'cash-in':
    case 'cash-out':
      return { ...base, type: row.type, amount: row.amount! };
  }
}

/** The stored columns of a core transaction (fee, tax and premium where the type has them). */
export function columnsOf(
  tx: Transaction,
): Omit<NewTransactionRow, 'id' | 'portfolioId' | 'source' | 'fingerprint'> {
  const empty = {
    symbol: null,
    shares: null,
    price: null,
    amount: null,
    ratio: null,
    fee: 0,
    tax: 0,
    premium: 0,
  };
  switch (tx.type) {
    case 'buy':
      return {
        ...empty,
        type: tx.type,
        date: tx.date,
        symbol: tx.symbol,
        shares: tx.shares,
        price: tx.price,
        fee: tx.fee,
      };
    case 'sell':
      return {
        ...empty,
        type: tx.type,
        date: tx.date,
        symbol: tx.symbol,
        shares: tx.shares,
        price: tx.price,
        fee: tx.fee,
        tax: tx.tax,
      };
    case 'cash-dividend':
      return {
        ...empty,
        type: tx.type,
        date: tx.date,
        symbol: tx.symbol,
        amount: tx.amount,
        premium: tx.premium,
      };
    case 'stock-dividend':
      return { ...empty, type: tx.type, date: tx.date, symbol: tx.symbol, shares: tx.shares };
    case 'split':
    case 'reverse-split':
      return { ...empty, type: tx.type, date: tx.date, symbol: tx.symbol, ratio: tx.ratio };
    case 'fee':
      return { ...empty, type: tx.type, date: tx.date, symbol: tx.symbol ?? null, amount: tx.amount };
    case 'cash-in':
    case 'cash-out':
      return { ...empty, type: tx.type, date: tx.date, amount: tx.amount };
  }
}

/**
 * A transaction's content as one string: what makes two records the same trade. With the number
 * of equal records before it (`#n`) it is the row's fingerprint, unique per portfolio, so a file
 * imported again — or the portfolio's own export imported back — adds nothing.
 */
export function contentKey(columns: ReturnType<typeof columnsOf>, dayTrade: boolean): string {
  return [
    columns.date,
    columns.type,
    columns.symbol ?? '',
    columns.shares ?? '',
    columns.price ?? '',
    columns.amount ?? '',
    columns.ratio ?? '',
    columns.fee,
    columns.tax,
    dayTrade ? 'D' : '',
  ].join('|');
}

/** Fingerprints for new records, numbering repeats after those already stored. */
export function fingerprinter(existing: readonly TransactionRow[]) {
  const counts = new Map<string, number>();
  for (const row of existing) {
    const key = row.fingerprint.replace(/#\d+$/, '');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return {
    /** The fingerprint the next record with this content gets. */
    next(key: string): string {
      const occurrence = counts.get(key) ?? 0;
      counts.set(key, occurrence + 1);
      return `${key}#${occurrence}`;
    },
    /** For a file: its own numbering of repeats, independent of what is stored. */
    inFile(): (key: string) => string {
      const seen = new Map<string, number>();
      return (key) => {
        const occurrence = seen.get(key) ?? 0;
        seen.set(key, occurrence + 1);
        return `${key}#${occurrence}`;
      };
    },
  };
}

export function viewOfRow(row: TransactionRow, names: ReadonlyMap<string, string>): TransactionView {
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    symbol: row.symbol,
    companyName: row.symbol ? (names.get(row.symbol) ?? row.symbol) : null,
    shares: row.shares,
    price: row.price,
    amount: row.amount,
    ratio: row.ratio,
    fee: row.fee,
    tax: row.tax,
    premium: row.premium,
    dayTrade: row.dayTrade,
    note: row.note,
    source: row.source,
    automatic: false,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A transaction made from a published corporate action (not stored). */
export function viewOfGenerated(tx: Transaction, names: ReadonlyMap<string, string>): TransactionView {
  const columns = columnsOf(tx);
  return {
    id: tx.id.replace(/[^\w-]/g, '-'),
    type: tx.type,
    date: tx.date,
    symbol: columns.symbol ?? null,
    companyName: columns.symbol ? (names.get(columns.symbol) ?? columns.symbol) : null,
    shares: columns.shares ?? null,
    price: columns.price ?? null,
    amount: columns.amount ?? null,
    ratio: columns.ratio ?? null,
    fee: columns.fee ?? 0,
    tax: columns.tax ?? 0,
    premium: columns.premium ?? 0,
    dayTrade: false,
    note: null,
    source: 'corporate-action',
    automatic: true,
    createdAt: null,
  };
}
