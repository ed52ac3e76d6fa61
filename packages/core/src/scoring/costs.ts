/** Taiwan trading costs: brokerage fee on both sides, securities transaction tax on every sale. */
export const taiwanCosts = { feeRate: 0.001425, sellTaxRate: 0.003 } as const;
export type TradingCosts = { feeRate: number; sellTaxRate: number };

/**
 * Net return of a long round trip on the cash it took: buy at `entry` paying the fee, sell at
 * `exit` paying the fee and the tax. (exit·(1 − fee − tax) − entry·(1 + fee)) / (entry·(1 + fee)).
 */
export function longNetReturn(entry: number, exit: number, costs: TradingCosts = taiwanCosts): number {
  const paid = entry * (1 + costs.feeRate);
  const received = exit * (1 - costs.feeRate - costs.sellTaxRate);
  return (received - paid) / paid;
}

/**
 * Net return of a short round trip on the proceeds of the opening sale: sell at `entry` (fee and
 * tax), buy back at `exit` (fee). (entry·(1 − fee − tax) − exit·(1 + fee)) / (entry·(1 − fee − tax)).
 */
export function shortNetReturn(entry: number, exit: number, costs: TradingCosts = taiwanCosts): number {
  const received = entry * (1 - costs.feeRate - costs.sellTaxRate);
  const paid = exit * (1 + costs.feeRate);
  return (received - paid) / received;
}
