import { describe, expect, it } from 'vitest';
import { assessRisk } from '../risk.ts';

// Story: a concentrated technology portfolio that moves 1.5 times the market. Every rule shows
// its value, threshold and contribution; the score is their sum.
describe('risk /10 as readable rules', () => {
  // Market: +1 %, −1 % alternating for 20 days; the portfolio 1.5 times that.
  const market = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 0.01 : -0.01));
  const report = assessRisk({
    holdings: [
      { symbol: '2330', value: 600_000, sector: 'technology' },
      { symbol: '2454', value: 200_000, sector: 'technology' },
      { symbol: '2882', value: 200_000, sector: 'finance' },
    ],
    cash: 0,
    trackCash: false,
    portfolioReturns: market.map((r) => 1.5 * r),
    marketReturns: market,
  });
  const rule = (id: string) => report.risk.rules.find((entry) => entry.id === id)!;

  it('measures each rule', () => {
    expect(rule('largest-weight')).toMatchObject({ value: 0.6, subject: '2330', threshold: 0.2, full: 0.6 });
    expect(rule('sector-concentration').value).toBeCloseTo(0.8, 12);
    expect(rule('sector-concentration').subject).toBe('technology');
    // Sample variance 20 × 0.0001 / 19 × 1.5² = 0.000236842; × 252, square root: 24.4304 %.
    expect(report.volatility).toBeCloseTo(0.2443035, 6);
    expect(report.beta).toBeCloseTo(1.5, 12);
    expect(rule('holdings-count').value).toBe(3);
    // Not tracking cash: the cash rule cannot be measured and counts for nothing.
    expect(rule('cash-share')).toMatchObject({ value: null, applies: false, contribution: 0 });
  });

  it('adds the contributions up to 7.9247 /10', () => {
    // Points: largest 2 × (0.6 − 0.2)/0.4 = 2; sector 2 × (0.8 − 0.4)/0.5 = 1.6;
    // volatility 2 × (0.244304 − 0.15)/0.25 = 0.754428; beta 2 × (1.5 − 1)/0.5 = 2;
    // holdings 1 × (3 − 10)/(1 − 10) = 0.777778. Sum 7.132206 of 9 possible → × 10/9 = 7.924673.
    expect(rule('largest-weight').contribution).toBeCloseTo((2 * 10) / 9, 10);
    expect(rule('sector-concentration').contribution).toBeCloseTo((1.6 * 10) / 9, 10);
    expect(rule('holdings-count').contribution).toBeCloseTo((7 / 9) * (10 / 9), 10);
    expect(report.risk.score).toBeCloseTo(7.924673, 5);
    const sum = report.risk.rules.reduce((total, entry) => total + entry.contribution, 0);
    expect(sum).toBeCloseTo(report.risk.score!, 12);
  });

  it('scores nothing for an empty portfolio', () => {
    const empty = assessRisk({ holdings: [], cash: 0, trackCash: false });
    expect(empty.risk.score).toBeNull();
    expect(empty.diversification.score).toBeNull();
  });
});
