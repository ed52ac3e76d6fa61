import { sharesPerLot } from './types.ts';

/**
 * Taiwan trading costs, to the NT$1.
 *
 * - Brokerage fee (手續費): gross × 0.1425 % × the broker's discount (6折 = 0.6), fractions of a
 *   dollar dropped (無條件捨去, as brokers bill it), at least `minimumFee` (NT$20) for a board-lot
 *   order and `oddLotMinimumFee` for an odd-lot (零股) order — brokers differ there, NT$1 is common
 *   for electronic odd-lot orders.
 * - Securities transaction tax (證交稅) on every sale, fractions dropped (證券交易稅條例: 不足一元
 *   不計): 0.3 % for shares, 0.1 % for ETFs, 0.15 % for a stock day trade (現股當沖) while the
 *   halved rate is in force (2017-04-28 to 2027-12-31).
 * - 二代健保 supplementary premium: 2.11 % of a single dividend payment reaching NT$20,000 (the law's
 *   達 — so exactly 20,000 is charged), on at most NT$10,000,000 per payment, rounded to NT$1;
 *   bonus shares count at their NT$10 par value.
 */
export interface CostSettings {
  feeRate: number;
  /** Multiplier on the fee: 1 = no discount, 0.6 = 6折. */
  feeDiscount: number;
  minimumFee: number;
  oddLotMinimumFee: number;
}

export const defaultCostSettings: CostSettings = {
  feeRate: 0.001425,
  feeDiscount: 1,
  minimumFee: 20,
  oddLotMinimumFee: 1,
};

export const taxRates = { stock: 0.003, etf: 0.001, stockDayTrade: 0.0015 } as const;
export const dayTradeTaxPeriod = { from: '2017-04-28', to: '2027-12-31' } as const;

export const supplementaryPremium = { rate: 0.0211, threshold: 20_000, cap: 10_000_000, parValue: 10 };

/** Money amounts are kept to the cent before a rule drops or rounds them, so 0.1 + 0.2 noise never costs a dollar. */
const cents = (value: number) => Math.round(value * 100) / 100;

export function isOddLot(shares: number): boolean {
  return shares < sharesPerLot;
}

export function brokerageFee(
  gross: number,
  shares: number,
  settings: CostSettings = defaultCostSettings,
): number {
  if (gross <= 0) return 0;
  const fee = Math.floor(cents(gross * settings.feeRate * settings.feeDiscount));
  const minimum = isOddLot(shares) ? settings.oddLotMinimumFee : settings.minimumFee;
  return Math.max(fee, minimum);
}

export function isDayTradeRateInForce(date: string): boolean {
  return date >= dayTradeTaxPeriod.from && date <= dayTradeTaxPeriod.to;
}

export function sellTaxRate(kind: 'stock' | 'etf', dayTrade: boolean, date: string): number {
  if (kind === 'etf') return taxRates.etf;
  return dayTrade && isDayTradeRateInForce(date) ? taxRates.stockDayTrade : taxRates.stock;
}

export function transactionTax(
  gross: number,
  kind: 'stock' | 'etf',
  dayTrade: boolean,
  date: string,
): number {
  return Math.floor(cents(gross * sellTaxRate(kind, dayTrade, date)));
}

export interface TradeRequest {
  side: 'buy' | 'sell';
  shares: number;
  price: number;
  date: string;
  kind: 'stock' | 'etf';
  dayTrade?: boolean;
}

/** Fee and tax of one order, as the broker would bill them. */
export function tradeCharges(
  trade: TradeRequest,
  settings: CostSettings = defaultCostSettings,
): { gross: number; fee: number; tax: number } {
  const gross = cents(trade.shares * trade.price);
  const fee = brokerageFee(gross, trade.shares, settings);
  const tax =
    trade.side === 'sell' ? transactionTax(gross, trade.kind, trade.dayTrade ?? false, trade.date) : 0;
  return { gross, fee, tax };
}

/** The 二代健保 premium withheld from one dividend payment (cash plus bonus shares at par). */
export function dividendPremium(cashAmount: number, bonusShares = 0): number {
  const base = cashAmount + bonusShares * supplementaryPremium.parValue;
  if (base < supplementaryPremium.threshold) return 0;
  return Math.round(Math.min(base, supplementaryPremium.cap) * supplementaryPremium.rate);
}
