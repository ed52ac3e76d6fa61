import { describe, expect, it } from 'vitest';
import { tradeCharges } from '../costs.ts';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, closes, pp, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: a member buys one lot (1,000 shares) of 2330 at NT$500 and it closes at 520 a week later.
describe('one buy, its fee, and the gain after it', () => {
  // Fee: 500 × 1,000 = 500,000 × 0.1425 % = 712.5 → 712 (dropped to the dollar). Cost 500,712.
  const charges = tradeCharges({ side: 'buy', shares: 1000, price: 500, date: '2024-03-04', kind: 'stock' });
  const transactions = [buy('2024-03-04', '2330', 1000, 500, charges.fee)];
  const prices = { '2330': closes({ '2024-03-04': 505, '2024-03-11': 520 }) };
  const series = valuePortfolio({ transactions, prices, until: '2024-03-11', perSymbol: true });

  it('charges 712 and carries a cost of 500,712', () => {
    expect(charges).toEqual({ gross: 500_000, fee: 712, tax: 0 });
    const [holding] = summarisePortfolio(series, new Map()).holdings;
    expect(holding!.totalCost).toBe(500_712);
    expect(holding!.averagePrice).toBeCloseTo(500.712, 10);
  });

  it('shows an unrealised gain of 19,288 (3.8521 %)', () => {
    // 1,000 × 520 = 520,000 − 500,712 = 19,288; 19,288 / 500,712 = 3.852114… %
    const summary = summarisePortfolio(series, new Map());
    expect(summary.totalValue).toBe(520_000);
    expect(summary.totalGain).toBe(19_288);
    expect(pp(summary.totalGainPercent)).toBeCloseTo(3.852114, 5);
  });

  it('time-weighted, simple and XIRR returns agree with independent computations', () => {
    // Days: 03-04 value 505,000 with 500,712 in; 03-11 value 520,000.
    const hand = [
      { date: '2024-03-04', value: 505_000, inflow: 500_712, outflow: 0 },
      { date: '2024-03-11', value: 520_000, inflow: 0, outflow: 0 },
    ];
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    const all = periodReturn(series, 'all');
    // TWR = (505,000 / 500,712) × (520,000 / 505,000) − 1 = 520,000 / 500,712 − 1 = 3.852114 %
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(3.852114, 4);
    expect(pp(all.simpleReturn)).toBeCloseTo(3.852114, 4);
    // XIRR: −500,712 on 03-04, +520,000 seven days later: (520,000/500,712)^(365/7) − 1.
    const expected = Math.pow(520_000 / 500_712, 365 / 7) - 1;
    expect(pp(all.xirr)).toBeCloseTo(pp(expected), 2);
    expect(pp(all.xirr)).toBeCloseTo(
      pp(
        bisectionXirr([
          { date: '2024-03-04', amount: -500_712 },
          { date: '2024-03-11', amount: 520_000 },
        ]),
      ),
      2,
    );
  });
});
