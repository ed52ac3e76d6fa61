import { describe, expect, it } from 'vitest';
import { isDayTradeRateInForce, tradeCharges } from '../costs.ts';

// Story: the same NT$100,000 sale taxed as a stock, an ETF and a stock day trade (inside and
// outside the period of the halved rate).
describe('securities transaction tax on a sale', () => {
  const sale = (kind: 'stock' | 'etf', date: string, dayTrade = false) =>
    tradeCharges({ side: 'sell', shares: 1000, price: 100, date, kind, dayTrade });

  it('taxes a stock at 0.3 %', () => {
    // 100,000 × 0.3 % = 300; fee 100,000 × 0.1425 % = 142.5 → 142.
    expect(sale('stock', '2024-06-03')).toEqual({ gross: 100_000, fee: 142, tax: 300 });
  });

  it('taxes an ETF at 0.1 %', () => {
    expect(sale('etf', '2024-06-03').tax).toBe(100);
  });

  it('taxes a stock day trade at 0.15 % while the halved rate is in force', () => {
    expect(sale('stock', '2024-06-03', true).tax).toBe(150);
    expect(isDayTradeRateInForce('2017-04-28')).toBe(true);
    expect(isDayTradeRateInForce('2027-12-31')).toBe(true);
  });

  it('taxes a day trade at the full 0.3 % outside that period', () => {
    expect(sale('stock', '2017-04-27', true).tax).toBe(300);
    expect(sale('stock', '2028-01-03', true).tax).toBe(300);
  });

  it('keeps an ETF day trade at the ETF rate', () => {
    expect(sale('etf', '2024-06-03', true).tax).toBe(100);
  });

  it('drops the fraction of a dollar of the tax', () => {
    // 333 × 45.55 = 15,168.15 × 0.3 % = 45.50445 → 45.
    expect(
      tradeCharges({ side: 'sell', shares: 333, price: 45.55, date: '2024-06-03', kind: 'stock' }).tax,
    ).toBe(45);
  });

  it('never taxes a purchase', () => {
    expect(
      tradeCharges({ side: 'buy', shares: 1000, price: 100, date: '2024-06-03', kind: 'stock' }).tax,
    ).toBe(0);
  });
});
