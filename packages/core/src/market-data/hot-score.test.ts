import { describe, expect, it } from 'vitest';
import { dailyVolatility, hotMetrics, hotReason, riskReward, targetUpside, trendScore } from './hot-score.ts';

// 61 sessions: flat at 100 for 41 sessions, a run up 101 … 115, then a pull-back to 110.
const closes = [
  ...Array.from({ length: 41 }, () => 100),
  ...Array.from({ length: 15 }, (_, i) => 101 + i),
  114,
  113,
  112,
  111,
  110,
];
const volumes = [...Array.from({ length: 60 }, () => 1_000_000), 3_000_000];

describe('hot-stock formulas', () => {
  it('computes each metric from its documented formula', () => {
    const metrics = hotMetrics({ closes, volumes, analysisCount: 0 })!;
    const sigma = dailyVolatility(closes);
    expect(metrics.volatility20).toBe(sigma);
    expect(metrics.return5).toBe(-4.35); // 110 / 115 − 1
    expect(metrics.return20).toBe(10); // 110 / 100 − 1
    expect(metrics.volumeRatio).toBe(3);
    expect(metrics.trendScore).toBe(
      Math.round(50 + 50 * Math.tanh(Math.log(1.1) / (sigma * Math.sqrt(20)) / 2)),
    );
    expect(metrics.momentumLevel).toBe('LOW'); // z5 = ln(110/115) / (σ√5) ≤ −1
    expect(metrics.riskReward).toBe(0.56); // (115 − 110) / (110 − 101)
    expect(metrics.targetUpside).toBe(4.55); // (115 − 110) / 110
    expect(metrics.hotScore).toBeCloseTo(Math.log(3) + 0.5 * Math.abs(metrics.momentumZ), 12);
  });

  it('adds analysis interest to the score', () => {
    const without = hotMetrics({ closes, volumes, analysisCount: 0 })!;
    const withAnalyses = hotMetrics({ closes, volumes, analysisCount: 3 })!;
    expect(withAnalyses.hotScore - without.hotScore).toBeCloseTo(0.5 * Math.log(4), 12);
  });

  it('explains itself in zh-TW', () => {
    const metrics = hotMetrics({ closes, volumes, analysisCount: 2 })!;
    expect(hotReason(metrics, 2)).toBe('成交量為20日均量的3.0倍，近5日下跌4.35%，AI 分析 2 次');
  });

  it('explains itself in zh-CN and en-US', () => {
    const metrics = hotMetrics({ closes, volumes, analysisCount: 2 })!;
    expect(hotReason(metrics, 2, 'zh-CN')).toBe('成交量为20日均量的3.0倍，近5日下跌4.35%，AI 分析 2 次');
    expect(hotReason(metrics, 2, 'en-US')).toBe(
      'Volume 3.0x the 20-day average, down 4.35% in 5 days, 2 AI analyses',
    );
    expect(hotReason({ ...metrics, volumeRatio: 1, return5: 0 }, 0, 'en-US')).toBe(
      `20-day trend score ${metrics.trendScore}`,
    );
  });

  it('needs 21 sessions, and has no risk measure at the 20-day low', () => {
    expect(
      hotMetrics({ closes: closes.slice(-20), volumes: volumes.slice(-20), analysisCount: 0 }),
    ).toBeNull();
    expect(riskReward([...Array.from({ length: 20 }, () => 100), 90])).toBeNull();
    expect(targetUpside([100, 110, 100])).toBe(10);
    expect(
      trendScore(
        Array.from({ length: 21 }, () => 50),
        0.01,
      ),
    ).toBe(50);
  });
});
