import { describe, expect, it } from 'vitest';
import { allPeriodReturns, periodStartAfter } from '../returns.ts';
import { bisectionXirr, buy, closes, pp } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: one lot bought 2023-05-02 at 95 (fee zero), valued on 2024-06-14 at 145.2. Each period
// starts from the close before its first day.
describe('today, MTD, YTD, 1Y and all', () => {
  const series = valuePortfolio({
    transactions: [buy('2023-05-02', '2308', 1000, 95, 0)],
    prices: {
      '2308': closes({
        '2023-05-02': 95,
        '2023-06-01': 100,
        '2023-12-29': 120,
        '2024-01-31': 126,
        '2024-02-29': 138.6,
        '2024-05-31': 132,
        '2024-06-13': 140,
        '2024-06-14': 145.2,
      }),
    },
    until: '2024-06-14',
  });
  const byPeriod = Object.fromEntries(allPeriodReturns(series).map((entry) => [entry.period, entry]));

  it('starts each period where it should', () => {
    expect(periodStartAfter('mtd', '2024-06-14')).toBe('2024-05-31');
    expect(periodStartAfter('ytd', '2024-06-14')).toBe('2023-12-31');
    expect(periodStartAfter('1y', '2024-06-14')).toBe('2023-06-14');
    // A year before 29 February is the 28th.
    expect(periodStartAfter('1y', '2024-02-29')).toBe('2023-02-28');
    expect(byPeriod.today!.startDate).toBe('2024-06-13');
    expect(byPeriod.mtd!.startDate).toBe('2024-05-31');
    expect(byPeriod.ytd!.startDate).toBe('2023-12-29');
    expect(byPeriod['1y']!.startDate).toBe('2023-06-01');
    expect(byPeriod.all!.startDate).toBeNull();
  });

  it('measures each period from its own start', () => {
    // today 145.2/140 − 1 = 3.714286 %; MTD 145.2/132 − 1 = 10 %; YTD 145.2/120 − 1 = 21 %;
    // 1Y 145.2/100 − 1 = 45.2 %; all 145.2/95 − 1 = 52.842105 %.
    expect(pp(byPeriod.today!.timeWeightedReturn)).toBeCloseTo(3.714286, 4);
    expect(pp(byPeriod.mtd!.timeWeightedReturn)).toBeCloseTo(10, 8);
    expect(pp(byPeriod.ytd!.timeWeightedReturn)).toBeCloseTo(21, 8);
    expect(pp(byPeriod['1y']!.timeWeightedReturn)).toBeCloseTo(45.2, 8);
    expect(pp(byPeriod.all!.timeWeightedReturn)).toBeCloseTo(52.842105, 4);
    expect(pp(byPeriod.ytd!.simpleReturn)).toBeCloseTo(21, 8);
    expect(byPeriod.ytd!.gain).toBeCloseTo(25_200, 6);
  });

  it('annualises the YTD XIRR over its 168 days: 1.21^(365/168) − 1 = 51.3077 %', () => {
    expect(pp(byPeriod.ytd!.xirr)).toBeCloseTo(51.307715, 3);
    const independent = bisectionXirr([
      { date: '2023-12-29', amount: -120_000 },
      { date: '2024-06-14', amount: 145_200 },
    ]);
    expect(pp(byPeriod.ytd!.xirr)).toBeCloseTo(pp(independent), 2);
  });
});
