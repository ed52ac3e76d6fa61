import { describe, expect, it } from 'vitest';
import { drawdownSummary, thin, valueSeries } from '../analytics.ts';
import { buy, closes } from '../testing/story-kit.ts';
import { valuePortfolio } from '../valuation.ts';

// Story: the analytics chart. One lot of X against 0050 (which pays NT$1 on day 4), and the
// drawdown from the peak on day 2.
describe('value over time against 0050, and drawdown', () => {
  const dates = ['2024-04-01', '2024-04-02', '2024-04-03', '2024-04-08', '2024-04-09'];
  const series = valuePortfolio({
    transactions: [buy(dates[0]!, 'X', 1000, 100, 0)],
    prices: { X: closes(Object.fromEntries(dates.map((date, i) => [date, [100, 120, 90, 108, 126][i]!]))) },
    until: dates[4]!,
  });
  const points = valueSeries(series, {
    prices: closes(Object.fromEntries(dates.map((date, i) => [date, [50, 55, 50, 52.5, 55][i]!]))),
    actions: [{ symbol: '0050', exDate: dates[3]!, cashDividend: 1 }],
  });

  it('indexes both from 1 on the first day, 0050 with its dividend reinvested', () => {
    expect(points.map((point) => point.portfolioIndex)).toEqual(
      [1, 1.2, 0.9, 1.08, 1.26].map((v) => expect.closeTo(v, 12)),
    );
    // 0050: 55/50 = 1.1; 50/50 = 1.0; (52.5 + 1)/50 = 1.07; 1.07 × 55/52.5 = 1.120952.
    expect(points.map((point) => point.benchmarkIndex)).toEqual(
      [1, 1.1, 1, 1.07, 1.1209524].map((v) => expect.closeTo(v, 6)),
    );
    expect(points.map((point) => point.netInvested)).toEqual([100_000, 100_000, 100_000, 100_000, 100_000]);
    expect(points.map((point) => point.value)).toEqual([100_000, 120_000, 90_000, 108_000, 126_000]);
  });

  it('measures the drawdown from the running peak: −25 % at the trough', () => {
    // 0.9 / 1.2 − 1 = −25 %; 1.08 / 1.2 − 1 = −10 %; then a new peak.
    expect(points.map((point) => point.drawdown)).toEqual(
      [0, 0, -0.25, -0.1, 0].map((v) => expect.closeTo(v, 12)),
    );
    expect(drawdownSummary(points)).toEqual({
      maxDrawdown: expect.closeTo(-0.25, 12),
      peakDate: '2024-04-02',
      troughDate: '2024-04-03',
      current: 0,
    });
  });

  it('thins a long series for the chart, keeping the first and last day', () => {
    expect(thin(points, 3).map((point) => point.date)).toEqual(['2024-04-01', '2024-04-03', '2024-04-09']);
    expect(thin(points, 10)).toHaveLength(5);
  });
});
