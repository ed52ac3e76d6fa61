import { describe, expect, it } from 'vitest';
import { positionGuidance, riskCapacity, type MemberRiskInputs } from '../index.ts';

const scores = (risk: number, emotion: number) => ({
  risk_tolerance: risk,
  emotional_control: emotion,
  analytical_thinking: 50,
  market_sensitivity: 50,
  long_term_vision: 50,
});

describe('position guidance for a member (golden cases)', () => {
  it('brave warrior, medium saved tolerance, on a risk-5 stock: capacity 4, half of 15 %, stop capped at 15 %', () => {
    const member: MemberRiskInputs = {
      savedRiskTolerance: 'medium',
      personality: { type: 'brave_warrior', scores: scores(79, 40) },
    };
    expect(
      positionGuidance(member, { signal: 'buy', price: 1000, riskLevel: 5, annualVolatility: 0.5 }),
    ).toEqual({
      capacity: 4,
      stockRisk: { level: 5, source: 'risk-analyst' },
      exceedsProfile: true,
      maxPositionPercent: 7.5,
      // 2 × 0.5 × √(20/252) = 28.2 % → capped at 15 %; 850 is on the 1-dollar tick.
      stopPercent: 15,
      stopPrice: 850,
    });
  });

  it('low tolerance and a panicky profile: capacity 1, a 25 % volatility stock exceeds it', () => {
    const member: MemberRiskInputs = {
      savedRiskTolerance: 'low',
      personality: { type: 'emotional_roller_coaster', scores: scores(38, 10) },
    };
    expect(
      positionGuidance(member, { signal: 'buy', price: 123.5, riskLevel: null, annualVolatility: 0.25 }),
    ).toEqual({
      capacity: 1,
      stockRisk: { level: 2, source: 'volatility' },
      exceedsProfile: true,
      maxPositionPercent: 2.5,
      // 1 × 0.25 × √(20/252) = 7.04 % → 7.0 %; 123.5 × 0.93 = 114.855 → 114.5 on the 0.5 tick.
      stopPercent: 7,
      stopPrice: 114.5,
    });
  });

  it('without a test or any risk measure: the saved tolerance alone and the default 8 % stop', () => {
    const member: MemberRiskInputs = { savedRiskTolerance: 'medium', personality: null };
    expect(
      positionGuidance(member, { signal: 'hold', price: 50, riskLevel: null, annualVolatility: null }),
    ).toEqual({
      capacity: 3,
      stockRisk: null,
      exceedsProfile: false,
      maxPositionPercent: 10,
      stopPercent: 8,
      stopPrice: 46,
    });
  });

  it('suggests no new position on a sell call', () => {
    const guidance = positionGuidance(
      { savedRiskTolerance: 'high', personality: null },
      { signal: 'sell', price: 600, riskLevel: 2, annualVolatility: 0.2 },
    );
    expect(guidance).toMatchObject({
      capacity: 4,
      maxPositionPercent: 0,
      stopPrice: null,
      exceedsProfile: false,
    });
  });

  it('keeps the capacity within 1–5', () => {
    expect(
      riskCapacity({
        savedRiskTolerance: 'high',
        personality: { type: 'brave_warrior', scores: scores(100, 90) },
      }),
    ).toBe(5);
    expect(
      riskCapacity({
        savedRiskTolerance: 'low',
        personality: { type: 'cautious_guardian', scores: scores(0, 0) },
      }),
    ).toBe(1);
  });
});
