import {
  dividendPremium,
  tradeCharges,
  type CostSettings as CoreCosts,
  type HeldSecurity,
  type Transaction,
} from '@alphadesk/core';
import type { CreateTransactionRequest } from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';

/** The core's cost settings from the portfolio's broker terms. */
export function coreCosts(terms: {
  feeDiscount: number;
  minimumFee: number;
  oddLotMinimumFee: number;
}): CoreCosts {
  return { feeRate: 0.001425, ...terms };
}

const needs = {
  symbol: new Set(['buy', 'sell', 'cash-dividend', 'stock-dividend', 'split', 'reverse-split']),
  shares: new Set(['buy', 'sell', 'stock-dividend']),
  price: new Set(['buy', 'sell']),
  amount: new Set(['cash-dividend', 'fee', 'cash-in', 'cash-out']),
  ratio: new Set(['split', 'reverse-split']),
};

/**
 * A request as a core transaction, with the charges the broker would bill when the member gave
 * none. Checks what the contract cannot: the fields each type needs, a Taiwan security, a date
 * not after today, cash transactions only where cash is tracked.
 */
export function buildTransaction(
  request: CreateTransactionRequest,
  context: {
    id: string;
    today: string;
    trackCash: boolean;
    costs: CoreCosts;
    security: HeldSecurity | undefined;
  },
): Transaction {
  const { type, date } = request;
  if (date > context.today) throw appError('TRADE_DATE_IN_FUTURE');
  if (date < '1990-01-01') throw appError('TRADE_DATE_TOO_OLD');
  if (needs.symbol.has(type) && !request.symbol) throw appError('SYMBOL_REQUIRED');
  if (request.symbol && !context.security) throw appError('UNKNOWN_SYMBOL');
  if (needs.shares.has(type) && request.shares === undefined) throw appError('QUANTITY_PRICE_INVALID');
  if (needs.price.has(type) && request.price === undefined) throw appError('QUANTITY_PRICE_INVALID');
  if (needs.amount.has(type) && request.amount === undefined) throw appError('AMOUNT_INVALID');
  if (needs.ratio.has(type) && request.ratio === undefined) throw appError('RATIO_INVALID');
  if ((type === 'cash-in' || type === 'cash-out') && !context.trackCash) throw appError('CASH_NOT_TRACKED');
  const base = { id: context.id, date };
  const symbol = context.security?.symbol ?? '';
  switch (type) {
    case 'buy':
    case 'sell': {
      const charges = tradeCharges(
        {
          side: type,
          shares: request.shares!,
          price: request.price!,
          date,
          kind: context.security!.kind,
          dayTrade: request.dayTrade ?? false,
        },
        context.costs,
      );
      const fee = request.fee ?? charges.fee;
      return type === 'buy'
        ? { ...base, type, symbol, shares: request.shares!, price: request.price!, fee }
        : {
            ...base,
            type,
            symbol,
            shares: request.shares!,
            price: request.price!,
            fee,
            tax: request.tax ?? charges.tax,
          };
    }
    case 'cash-dividend':
      return { ...base, type, symbol, amount: request.amount!, premium: dividendPremium(request.amount!) };
    case 'stock-dividend':
      return { ...base, type, symbol, shares: request.shares! };
    case 'split':
    case 'reverse-split':
      return { ...base, type, symbol, ratio: request.ratio! };
    case 'fee':
      return { ...base, type, amount: request.amount!, symbol: context.security?.symbol ?? null };
    case 'cash-in':
    case 'cash-out':
      return { ...base, type, amount: request.amount! };
  }
}

/** Securities outside Taiwan are quoted in other currencies; the portfolio is in NT$. */
export function requireTaiwan(security: HeldSecurity | undefined): void {
  if (security && security.market !== 'TW') throw appError('TAIWAN_ONLY');
}
