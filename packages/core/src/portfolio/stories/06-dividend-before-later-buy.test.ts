import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { dailyReturns, periodReturn } from '../returns.ts';
import { bisectionXirr, buy, closes, pp, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story (dividends before later buys): one lot held through a NT$4.7 cash dividend, a second lot
// bought after the ex-date. Only the first lot is paid, and the later buy neither dilutes nor
// inflates the dividend's effect on the returns.
describe('a dividend received before a later purchase', () => {
  const transactions = [
    // 120,000 × 0.1425 % = 171; cost 120,171.
    buy('2024-03-01', '2412', 1000, 120, 171),
    // 125,000 × 0.1425 % = 178.125 → 178; cost 125,178.
    buy('2024-08-01', '2412', 1000, 125, 178),
  ];
  const actions = [{ symbol: '2412', exDate: '2024-07-11', cashDividend: 4.7 }];
  const prices = {
    '2412': closes({
      '2024-03-01': 120,
      '2024-07-10': 126,
      '2024-07-11': 121.3,
      '2024-08-01': 125,
      '2024-08-30': 127,
    }),
  };
  const series = valuePortfolio({ transactions, actions, prices, until: '2024-08-30', perSymbol: true });
  const holding = summarisePortfolio(series, new Map()).holdings[0]!;

  it('pays 1,000 × 4.7 = 4,700 on the ex-date, for the shares held then only', () => {
    expect(series.ledger.generated).toEqual([
      {
        type: 'cash-dividend',
        id: 'auto:2412:2024-07-11:cash',
        date: '2024-07-11',
        symbol: '2412',
        amount: 4700,
        premium: 0,
      },
    ]);
    expect(holding.dividends).toBe(4700);
    // Cost of both lots: 120,171 + 125,178 = 245,349; 122.6745 a share either way.
    expect(holding.averagePrice).toBeCloseTo(122.6745, 8);
    expect(holding.fifoAveragePrice).toBeCloseTo(122.6745, 8);
  });

  it('shows no loss on the ex-date: (121,300 + 4,700) / 126,000 − 1 = 0', () => {
    const index = series.dates.indexOf('2024-07-11');
    expect(dailyReturns(series)[index]).toBeCloseTo(0, 12);
  });

  it('returns agree with independent computations', () => {
    const hand = [
      { date: '2024-03-01', value: 120_000, inflow: 120_171, outflow: 0 },
      { date: '2024-07-10', value: 126_000, inflow: 0, outflow: 0 },
      { date: '2024-07-11', value: 121_300, inflow: 0, outflow: 4_700 },
      { date: '2024-08-01', value: 250_000, inflow: 125_178, outflow: 0 },
      { date: '2024-08-30', value: 254_000, inflow: 0, outflow: 0 },
    ];
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    const all = periodReturn(series, 'all');
    // (120,000/120,171)(126,000/120,000)(1)(250,000/246,478)(254,000/250,000) − 1 = 8.050412 %
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(8.050412, 4);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
    // Gain 254,000 + 4,700 − 245,349 = 13,351; 13,351 / 245,349 = 5.441636 %
    expect(all.gain).toBeCloseTo(13_351, 6);
    expect(pp(all.simpleReturn)).toBeCloseTo(5.441636, 4);
    const independent = bisectionXirr([
      { date: '2024-03-01', amount: -120_171 },
      { date: '2024-07-11', amount: 4_700 },
      { date: '2024-08-01', amount: -125_178 },
      { date: '2024-08-30', amount: 254_000 },
    ]);
    expect(pp(all.xirr)).toBeCloseTo(pp(independent), 2);
  });
});
