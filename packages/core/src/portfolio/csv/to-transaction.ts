import { defaultCostSettings, dividendPremium, tradeCharges, type CostSettings } from '../costs.ts';
import type { Transaction } from '../types.ts';
import type { ImportedRow } from './import.ts';

/**
 * An imported row as a transaction. Charges the file states are kept (they are what the broker
 * billed); missing ones are computed with the portfolio's cost settings. A dividend amount is gross:
 * the 二代健保 premium is computed from it.
 */
export function importedTransaction(
  row: ImportedRow,
  id: string,
  kind: 'stock' | 'etf',
  settings: CostSettings = defaultCostSettings,
): Transaction {
  const symbol = row.symbol ?? '';
  switch (row.type) {
    case 'buy':
    case 'sell': {
      const computed = tradeCharges(
        {
          side: row.type,
          shares: row.shares!,
          price: row.price!,
          date: row.date,
          kind,
          dayTrade: row.dayTrade,
        },
        settings,
      );
      const fee = row.fee ?? computed.fee;
      return row.type === 'buy'
        ? { type: 'buy', id, date: row.date, symbol, shares: row.shares!, price: row.price!, fee }
        : {
            type: 'sell',
            id,
            date: row.date,
            symbol,
            shares: row.shares!,
            price: row.price!,
            fee,
            tax: row.tax ?? computed.tax,
          };
    }
    case 'cash-dividend':
      return {
        type: 'cash-dividend',
        id,
        date: row.date,
        symbol,
        amount: row.amount!,
        premium: dividendPremium(row.amount!),
      };
    case 'stock-dividend':
      return { type: 'stock-dividend', id, date: row.date, symbol, shares: row.shares! };
    case 'split':
    case 'reverse-split':
      return { type: row.type, id, date: row.date, symbol, ratio: row.ratio! };
    case 'fee':
      return { type: 'fee', id, date: row.date, amount: row.amount!, symbol: row.symbol };
    case 'cash-in':
    case 'cash-out':
      return { type: row.type, id, date: row.date, amount: row.amount! };
  }
}
