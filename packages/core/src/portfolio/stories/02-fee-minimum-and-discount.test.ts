import { describe, expect, it } from 'vitest';
import { defaultCostSettings, tradeCharges } from '../costs.ts';

// Story: small orders hit the broker's minimum fee; a discounted broker charges less; odd lots
// have their own, configurable minimum.
describe('fee minimum, broker discount and odd lots', () => {
  const trade = (shares: number, price: number) => ({
    side: 'buy' as const,
    shares,
    price,
    date: '2024-05-02',
    kind: 'stock' as const,
  });

  it('charges the NT$20 minimum on a small board-lot order', () => {
    // 1,000 × 10 = 10,000 × 0.1425 % = 14.25 → 14, below the minimum → 20.
    expect(tradeCharges(trade(1000, 10)).fee).toBe(20);
  });

  it('charges the computed fee once it exceeds the minimum', () => {
    // 1,000 × 15 = 15,000 × 0.1425 % = 21.375 → 21.
    expect(tradeCharges(trade(1000, 15)).fee).toBe(21);
  });

  it('applies the broker discount before the minimum', () => {
    const sixtyPercent = { ...defaultCostSettings, feeDiscount: 0.6 };
    // 1,000 × 100 = 100,000 × 0.1425 % = 142.5 × 0.6 = 85.5 → 85.
    expect(tradeCharges(trade(1000, 100), sixtyPercent).fee).toBe(85);
    // 1,000 × 20 = 20,000 × 0.1425 % = 28.5 × 0.6 = 17.1 → 17 → minimum 20.
    expect(tradeCharges(trade(1000, 20), sixtyPercent).fee).toBe(20);
  });

  it('uses the odd-lot minimum (NT$1 by default) for fewer than 1,000 shares', () => {
    // 37 × 52.3 = 1,935.1 × 0.1425 % = 2.7575… → 2 (minimum 1 does not apply).
    expect(tradeCharges(trade(37, 52.3))).toEqual({ gross: 1935.1, fee: 2, tax: 0 });
    // 3 × 20 = 60 × 0.1425 % = 0.0855 → 0 → odd-lot minimum 1.
    expect(tradeCharges(trade(3, 20)).fee).toBe(1);
  });

  it('honours a broker whose odd-lot minimum is NT$20 too', () => {
    const strict = { ...defaultCostSettings, oddLotMinimumFee: 20 };
    expect(tradeCharges(trade(3, 20), strict).fee).toBe(20);
    // 999 × 600 = 599,400 × 0.1425 % = 854.145 → 854, above any minimum.
    expect(tradeCharges(trade(999, 600), strict).fee).toBe(854);
  });
});
