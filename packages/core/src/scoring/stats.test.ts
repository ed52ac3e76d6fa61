import { describe, expect, it } from 'vitest';
import { performanceStats, type ScoredCall } from './stats.ts';

const call = (
  symbol: string,
  signal: ScoredCall['signal'],
  actualReturn: number | null,
  exitDate: string | null,
  holdingDays = 10,
): ScoredCall => ({
  symbol,
  signal,
  outcome:
    actualReturn === null ? 'pending' : signal === 'hold' ? 'profit' : actualReturn > 0 ? 'profit' : 'loss',
  actualReturn,
  holdingDays: actualReturn === null ? null : holdingDays,
  exitDate,
});

describe('performance stats', () => {
  it('computes every figure by its documented formula', () => {
    const stats = performanceStats([
      call('2330', 'buy', 0.1, '2026-01-10', 5),
      call('2317', 'buy', -0.05, '2026-01-20', 15),
      call('2454', 'sell', 0.02, '2026-02-01', 10),
      call('2412', 'hold', 0, '2026-02-05'),
      call('2603', 'buy', null, null),
    ]);
    expect(stats).toMatchObject({
      totalAnalyses: 5,
      scoredAnalyses: 4,
      successfulPredictions: 3,
      successRate: 0.75,
    });
    expect(stats.averageReturn).toBeCloseTo((0.1 - 0.05 + 0.02) / 3, 12);
    // 1.1 × 0.95 × 1.02 − 1 = 0.0659; the curve falls from 1.1 to 1.045: −5 %.
    expect(stats.totalReturn).toBeCloseTo(1.1 * 0.95 * 1.02 - 1, 12);
    expect(stats.maxDrawdown).toBeCloseTo(-0.05, 12);
    expect(stats.winLossRatio).toBeCloseTo(0.06 / 0.05, 12);
    expect(stats.avgHoldingPeriod).toBe(10);
    // mean 0.023333…, sample sd of (0.1, −0.05, 0.02) = 0.0750555…, × √(252/10)
    const average = 0.07 / 3;
    const sd = Math.sqrt(((0.1 - average) ** 2 + (-0.05 - average) ** 2 + (0.02 - average) ** 2) / 2);
    expect(stats.sharpeRatio).toBeCloseTo((average / sd) * Math.sqrt(25.2), 12);
    expect(stats.riskAdjustedReturn).toBeCloseTo((1.1 * 0.95 * 1.02 - 1) / 0.05, 12);
    expect(stats.bestPerformer).toEqual({ symbol: '2330', return: 0.1 });
    expect(stats.worstPerformer).toEqual({ symbol: '2317', return: -0.05 });
    expect(stats.equityCurve.map((point) => point.date)).toEqual(['2026-01-10', '2026-01-20', '2026-02-01']);
  });

  it('answers null rather than inventing figures without data', () => {
    const stats = performanceStats([call('2330', 'buy', null, null)]);
    expect(stats).toMatchObject({
      totalAnalyses: 1,
      successRate: null,
      averageReturn: null,
      totalReturn: null,
      maxDrawdown: null,
      sharpeRatio: null,
      winLossRatio: null,
      bestPerformer: null,
    });
  });
});
