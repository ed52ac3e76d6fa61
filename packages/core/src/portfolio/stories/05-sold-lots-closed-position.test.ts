import { describe, expect, it } from 'vitest';
import { summarisePortfolio } from '../holdings.ts';
import { periodReturn } from '../returns.ts';
import { bisectionXirr, buy, closes, pp, sell, unitValueTwr } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story (sold lots): two lots bought at once and sold in two steps. Once everything is sold the
// position leaves the holdings table but its realised gain stays in the result.
describe('a position sold in two steps', () => {
  const transactions = [
    // 2,000 × 50 = 100,000; fee 142.5 → 142; cost 100,142 (50.071 a share).
    buy('2024-04-01', '2317', 2000, 50, 142),
    // 60,000: fee 85.5 → 85, tax 180; net 59,735.
    sell('2024-05-02', '2317', 1000, 60, 85, 180),
    // 55,000: fee 78.375 → 78, tax 165; net 54,757.
    sell('2024-06-03', '2317', 1000, 55, 78, 165),
  ];
  const prices = {
    '2317': closes({ '2024-04-01': 50, '2024-05-02': 60, '2024-06-03': 55, '2024-06-28': 58 }),
  };
  const series = valuePortfolio({ transactions, prices, until: '2024-06-28', perSymbol: true });
  const summary = summarisePortfolio(
    series,
    new Map([
      [
        '2317',
        { symbol: '2317', name: '鴻海', kind: 'stock', sector: 'technology', market: 'TW', exchange: 'TWSE' },
      ],
    ]),
  );

  it('leaves no holding and a closed position with the realised gain of 14,350', () => {
    // First sale: 59,735 − 50,071 = 9,664; second: 54,757 − 50,071 = 4,686; together 14,350.
    expect(summary.holdings).toEqual([]);
    expect(summary.closed).toEqual([
      {
        symbol: '2317',
        name: '鴻海',
        realizedGain: 14_350,
        fifoRealizedGain: 14_350,
        dividends: 0,
        fees: 305,
        taxes: 345,
      },
    ]);
    expect(summary.realizedGain).toBeCloseTo(14_350, 6);
    expect(summary.totalValue).toBe(0);
  });

  it('still reports the returns of the whole history, and none for a day with nothing invested', () => {
    const hand = [
      { date: '2024-04-01', value: 100_000, inflow: 100_142, outflow: 0 },
      { date: '2024-05-02', value: 60_000, inflow: 0, outflow: 59_735 },
      { date: '2024-06-03', value: 0, inflow: 0, outflow: 54_757 },
      { date: '2024-06-28', value: 0, inflow: 0, outflow: 0 },
    ];
    expect([...series.values]).toEqual(hand.map((day) => day.value));
    const all = periodReturn(series, 'all');
    // 14,350 / 100,142 = 14.329652 %
    expect(pp(all.simpleReturn)).toBeCloseTo(14.329652, 4);
    // (100,000/100,142) × (119,735/100,000) × (54,757/60,000) − 1 = 9.117210 %
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(9.11721, 4);
    expect(pp(all.timeWeightedReturn)).toBeCloseTo(pp(unitValueTwr(hand)), 2);
    expect(pp(all.xirr)).toBeCloseTo(
      pp(
        bisectionXirr([
          { date: '2024-04-01', amount: -100_142 },
          { date: '2024-05-02', amount: 59_735 },
          { date: '2024-06-03', amount: 54_757 },
        ]),
      ),
      2,
    );
    expect(periodReturn(series, 'today').timeWeightedReturn).toBeNull();
  });
});
