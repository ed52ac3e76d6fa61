import { describe, expect, it } from 'vitest';
import { tradeCharges } from '../costs.ts';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { buy, closes, pp, sell } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: a day trade (現股當沖) — bought and sold the same day — at the halved tax.
describe('a day trade', () => {
  const day = '2024-11-05';
  const buyCharges = tradeCharges({ side: 'buy', shares: 1000, price: 100, date: day, kind: 'stock' });
  const sellCharges = tradeCharges({
    side: 'sell',
    shares: 1000,
    price: 102,
    date: day,
    kind: 'stock',
    dayTrade: true,
  });
  const series = valuePortfolio({
    transactions: [
      buy(day, '2603', 1000, 100, buyCharges.fee),
      sell(day, '2603', 1000, 102, sellCharges.fee, sellCharges.tax),
    ],
    prices: { '2603': closes({ [day]: 101 }) },
    until: day,
    perSymbol: true,
  });

  it('charges 142 to buy and 145 + 153 to sell', () => {
    // 100,000 × 0.1425 % = 142.5 → 142; 102,000 × 0.1425 % = 145.35 → 145; × 0.15 % = 153.
    expect(buyCharges.fee).toBe(142);
    expect(sellCharges).toEqual({ gross: 102_000, fee: 145, tax: 153 });
  });

  it('realises 101,702 − 100,142 = 1,560, a 1.5578 % day', () => {
    const summary = summarisePortfolio(series, new Map());
    expect(summary.holdings).toEqual([]);
    expect(summary.realizedGain).toBe(1_560);
    // Money in at the start of the day, out at its end: 101,702 / 100,142 − 1.
    expect(pp(periodReturn(series, 'all').timeWeightedReturn)).toBeCloseTo(1.557788, 4);
  });
});
