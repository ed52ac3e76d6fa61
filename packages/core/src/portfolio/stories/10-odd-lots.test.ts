import { describe, expect, it } from 'vitest';
import { tradeCharges } from '../costs.ts';
import { summarisePortfolio } from '../holdings.ts';
import { buy, closes, sell } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: a lot of 2330 plus odd-lot purchases (零股), then an odd-lot sale.
describe('odd lots', () => {
  const fees = {
    // 600,000 × 0.1425 % = 855.
    lot: tradeCharges({ side: 'buy', shares: 1000, price: 600, date: '2024-07-01', kind: 'stock' }).fee,
    // 250 × 610 = 152,500 × 0.1425 % = 217.3125 → 217.
    odd: tradeCharges({ side: 'buy', shares: 250, price: 610, date: '2024-07-02', kind: 'stock' }).fee,
    // 7 × 612.5 = 4,287.5 × 0.1425 % = 6.1096875 → 6.
    tiny: tradeCharges({ side: 'buy', shares: 7, price: 612.5, date: '2024-07-03', kind: 'stock' }).fee,
  };
  // 57 × 620 = 35,340: fee 50.3595 → 50, tax 106.02 → 106; net 35,184.
  const sale = tradeCharges({ side: 'sell', shares: 57, price: 620, date: '2024-07-04', kind: 'stock' });
  const transactions = [
    buy('2024-07-01', '2330', 1000, 600, fees.lot),
    buy('2024-07-02', '2330', 250, 610, fees.odd),
    buy('2024-07-03', '2330', 7, 612.5, fees.tiny),
    sell('2024-07-04', '2330', 57, 620, sale.fee, sale.tax),
  ];
  const series = valuePortfolio({
    transactions,
    prices: { '2330': closes({ '2024-07-04': 620 }) },
    until: '2024-07-04',
    perSymbol: true,
  });
  const holding = summarisePortfolio(series, new Map()).holdings[0]!;

  it('charges the fees as computed by hand', () => {
    expect(fees).toEqual({ lot: 855, odd: 217, tiny: 6 });
    expect(sale).toEqual({ gross: 35_340, fee: 50, tax: 106 });
  });

  it('holds 1,200 shares: 1 lot and 200 odd shares', () => {
    expect(holding.quantity).toBe(1200);
    expect(holding.lots).toBe(1);
    expect(holding.oddShares).toBe(200);
  });

  it('takes the odd-lot sale out at average cost and, under FIFO, from the first lot', () => {
    // Cost of 1,257 shares: 600,855 + 152,717 + 4,293.5 = 757,865.5 (602.916070… a share).
    // Average: removed 757,865.5 × 57 / 1,257 = 34,366.215990…; realised 35,184 − that = 817.784010…
    expect(holding.realizedGain).toBeCloseTo(817.78401, 4);
    expect(holding.averagePrice).toBeCloseTo(602.91607, 4);
    // FIFO: 57 shares of the first lot, 600,855 × 57 / 1,000 = 34,248.735; realised 935.265.
    expect(holding.fifoRealizedGain).toBeCloseTo(935.265, 6);
    // Left under FIFO: 757,865.5 − 34,248.735 = 723,616.765 for 1,200 = 603.013971 a share.
    expect(holding.fifoAveragePrice).toBeCloseTo(603.013971, 5);
  });
});
