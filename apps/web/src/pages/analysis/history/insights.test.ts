import { describe, expect, it } from 'vitest';
import type { PerformanceStats } from '@alphadesk/contracts';
import { computeInsights } from './insights.ts';

const band = (from: number, count: number, hits: number, meanConfidence: number | null) => ({
  from,
  to: from + 0.2,
  count,
  hits,
  hitRate: count ? hits / count : null,
  meanConfidence,
});

const stats: PerformanceStats = {
  totalAnalyses: 12,
  scoredAnalyses: 10,
  successfulPredictions: 6,
  successRate: 0.6,
  averageReturn: 0.01,
  averageExcessReturn: 0.002,
  totalReturn: 0.05,
  maxDrawdown: -0.04,
  winLossRatio: 1.2,
  sharpeRatio: 0.8,
  riskAdjustedReturn: 1.25,
  avgHoldingPeriod: 12.34,
  bestPerformer: { symbol: '2330', return: 0.09 },
  worstPerformer: { symbol: '2317', return: -0.05 },
  equityCurve: [],
  calibration: [
    band(0, 0, 0, null),
    band(0.2, 0, 0, null),
    band(0.4, 4, 2, 0.5),
    band(0.6, 0, 0, null),
    band(0.8, 6, 3, 0.85),
  ],
};

describe('insights from the member’s own record', () => {
  it('names the most accurate analyst, the holding period, calibration gaps and the extremes', () => {
    const insights = computeInsights(stats, [
      {
        analystId: 'technical',
        analystName: '技術分析師',
        accuracy: 0.5,
        successRate: 0.5,
        avgReturn: 0,
        totalAnalyses: 8,
        scoredAnalyses: 6,
        recommendations: { buy: 4, hold: 2, sell: 2 },
      },
      {
        analystId: 'risk',
        analystName: '風險管理師',
        accuracy: 0.75,
        successRate: 0.75,
        avgReturn: 0.01,
        totalAnalyses: 4,
        scoredAnalyses: 4,
        recommendations: { buy: 0, hold: 4, sell: 0 },
      },
    ]);
    expect(insights).toEqual([
      { kind: 'bestAnalyst', name: '風險管理師', rate: 0.75, count: 4 },
      { kind: 'holding', days: 12.3 },
      { kind: 'calibrationGap', from: 0.8, to: 1, rate: 0.5, gap: -35, count: 6 },
      { kind: 'bestStock', symbol: '2330', value: 0.09, worst: '2317', worstValue: -0.05 },
      { kind: 'pending', count: 2 },
    ]);
  });

  it('says nothing without scored calls', () => {
    const empty = {
      ...stats,
      scoredAnalyses: 0,
      avgHoldingPeriod: null,
      bestPerformer: null,
      worstPerformer: null,
    };
    expect(computeInsights({ ...empty, calibration: [] }, [])).toEqual([]);
  });
});
