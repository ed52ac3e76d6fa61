/**
 * Builders and independent checks for the portfolio stories. The checks re-derive time-weighted
 * return and XIRR a different way from the library (unit values instead of chained ratios; plain
 * bisection instead of Newton), from values each story writes down by hand.
 */
import type {
  BuyTransaction,
  CashDividendTransaction,
  CashTransaction,
  FeeTransaction,
  PricePoint,
  SellTransaction,
  SplitTransaction,
  StockDividendTransaction,
} from '../types.ts';

let sequence = 0;
const nextId = () => `t${++sequence}`;

export const buy = (
  date: string,
  symbol: string,
  shares: number,
  price: number,
  fee: number,
): BuyTransaction => ({
  type: 'buy',
  id: nextId(),
  date,
  symbol,
  shares,
  price,
  fee,
});

export const sell = (
  date: string,
  symbol: string,
  shares: number,
  price: number,
  fee: number,
  tax: number,
): SellTransaction => ({ type: 'sell', id: nextId(), date, symbol, shares, price, fee, tax });

export const cashDividend = (
  date: string,
  symbol: string,
  amount: number,
  premium = 0,
): CashDividendTransaction => ({
  type: 'cash-dividend',
  id: nextId(),
  date,
  symbol,
  amount,
  premium,
});

export const stockDividend = (date: string, symbol: string, shares: number): StockDividendTransaction => ({
  type: 'stock-dividend',
  id: nextId(),
  date,
  symbol,
  shares,
});

export const split = (
  date: string,
  symbol: string,
  ratio: number,
  cashInLieu?: number,
): SplitTransaction => ({
  type: 'split',
  id: nextId(),
  date,
  symbol,
  ratio,
  ...(cashInLieu === undefined ? {} : { cashInLieu }),
});

export const reverseSplit = (
  date: string,
  symbol: string,
  ratio: number,
  cashInLieu?: number,
): SplitTransaction => ({
  type: 'reverse-split',
  id: nextId(),
  date,
  symbol,
  ratio,
  ...(cashInLieu === undefined ? {} : { cashInLieu }),
});

export const fee = (date: string, amount: number, symbol: string | null = null): FeeTransaction => ({
  type: 'fee',
  id: nextId(),
  date,
  amount,
  symbol,
});

export const cashIn = (date: string, amount: number): CashTransaction => ({
  type: 'cash-in',
  id: nextId(),
  date,
  amount,
});
export const cashOut = (date: string, amount: number): CashTransaction => ({
  type: 'cash-out',
  id: nextId(),
  date,
  amount,
});

export const closes = (entries: Record<string, number>): PricePoint[] =>
  Object.entries(entries)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, close]) => ({ date, close }));

export interface HandDay {
  date: string;
  value: number;
  inflow: number;
  outflow: number;
}

/**
 * Time-weighted return by unit values, as a fund would keep it: money in buys units at the last
 * unit value before its day; at the end of a day the unit value is (value + money out) / units,
 * then money out redeems units at that value. TWR = last unit value / first − 1.
 */
export function unitValueTwr(days: readonly HandDay[], startValue = 0): number {
  let units = startValue > 0 ? startValue : 0;
  let unitValue = 1;
  for (const day of days) {
    if (day.inflow > 0) units += day.inflow / unitValue;
    if (units <= 0) continue;
    unitValue = (day.value + day.outflow) / units;
    units -= day.outflow / unitValue;
  }
  return unitValue - 1;
}

/** XIRR by bisection alone (actual/365), to 1e-12. */
export function bisectionXirr(flows: ReadonlyArray<{ date: string; amount: number }>): number {
  const origin = Math.min(...flows.map((flow) => Date.parse(flow.date)));
  const npv = (rate: number) =>
    flows.reduce(
      (sum, flow) =>
        sum + flow.amount / Math.pow(1 + rate, (Date.parse(flow.date) - origin) / 86_400_000 / 365),
      0,
    );
  let low = -0.99;
  let high = 100;
  if (Math.sign(npv(low)) === Math.sign(npv(high))) throw new Error('no sign change');
  for (let i = 0; i < 500 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (Math.sign(npv(mid)) === Math.sign(npv(low))) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Percentage points, for comparisons "to 0.01 percentage points". */
export const pp = (fraction: number | null) => (fraction === null ? Number.NaN : fraction * 100);
