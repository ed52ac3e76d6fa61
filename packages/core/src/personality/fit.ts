import { floorToTick } from '../market/tick-size.ts';
import type { DimensionScores, PersonalityType } from './types.ts';

export type SavedRiskTolerance = 'low' | 'medium' | 'high';

export interface MemberRiskInputs {
  /** The risk tolerance saved in the analyst preferences (medium by default). */
  savedRiskTolerance: SavedRiskTolerance;
  /** The latest personality result, if the member took the test. */
  personality: { type: PersonalityType; scores: DimensionScores } | null;
}

export interface StockRiskInputs {
  signal: 'buy' | 'hold' | 'sell';
  /** The price the call was made at; null when the run had no price. */
  price: number | null;
  /** The risk manager's level 1–5, when it ran. */
  riskLevel: number | null;
  /** Annualised volatility (fraction) from the evidence, when measured. */
  annualVolatility: number | null;
}

export interface PositionGuidance {
  /** 1 (can hold only calm stocks) … 5 (can hold the most volatile). */
  capacity: number;
  /** The stock's level 1–5 and where it came from; null when nothing measured it. */
  stockRisk: { level: number; source: 'risk-analyst' | 'volatility' } | null;
  exceedsProfile: boolean;
  /** Largest share of the portfolio for a new position, in percent; 0 for a sell call. */
  maxPositionPercent: number;
  /** Distance of the stop below the price, in percent. */
  stopPercent: number;
  /** The stop rounded down to a valid tick; null without a price or for a sell call. */
  stopPrice: number | null;
}

const baseCapacity: Record<SavedRiskTolerance, number> = { low: 2, medium: 3, high: 4 };
/** Largest position by capacity level (index = level). */
export const positionLimits = [0, 5, 8, 10, 15, 20] as const;
/** Stop width in 20-trading-day volatilities by capacity level: tolerant members give more room. */
export const stopMultiples = [0, 1, 1, 1.5, 2, 2] as const;
export const defaultStopPercent = 8;
export const stopBounds = { min: 4, max: 15 } as const;

/**
 * The member's capacity: saved tolerance low/medium/high → 2/3/4; with a personality result,
 * risk tolerance ≥ 70 adds one, < 35 takes one, and emotional control < 40 takes one (someone who
 * panics in a fall should not hold what falls hardest). Clamped to 1–5.
 */
export function riskCapacity(member: MemberRiskInputs): number {
  let level = baseCapacity[member.savedRiskTolerance];
  const scores = member.personality?.scores;
  if (scores) {
    if (scores.risk_tolerance >= 70) level += 1;
    else if (scores.risk_tolerance < 35) level -= 1;
    if (scores.emotional_control < 40) level -= 1;
  }
  return Math.min(5, Math.max(1, level));
}

/** The risk manager's level when it ran; otherwise the same volatility bands it uses (20/30/45/60 %). */
export function stockRiskLevel(stock: StockRiskInputs): PositionGuidance['stockRisk'] {
  if (stock.riskLevel !== null)
    return { level: Math.min(5, Math.max(1, Math.round(stock.riskLevel))), source: 'risk-analyst' };
  const vol = stock.annualVolatility;
  if (vol === null || !Number.isFinite(vol)) return null;
  const level = vol < 0.2 ? 1 : vol < 0.3 ? 2 : vol < 0.45 ? 3 : vol < 0.6 ? 4 : 5;
  return { level, source: 'volatility' };
}

/**
 * What the call means for this member: the position limit of their capacity, halved when the
 * stock's risk level is above it (and flagged); a stop of `multiple × volatility × √(20/252)`
 * below the price, kept within 4–15 %, or 8 % when no volatility was measured. A sell call
 * suggests no new position.
 */
export function positionGuidance(member: MemberRiskInputs, stock: StockRiskInputs): PositionGuidance {
  const capacity = riskCapacity(member);
  const stockRisk = stockRiskLevel(stock);
  const exceedsProfile = stockRisk !== null && stockRisk.level > capacity;
  const limit = positionLimits[capacity]!;
  const maxPositionPercent = stock.signal === 'sell' ? 0 : exceedsProfile ? limit / 2 : limit;
  const vol = stock.annualVolatility;
  const raw =
    vol !== null && Number.isFinite(vol) && vol > 0
      ? stopMultiples[capacity]! * vol * Math.sqrt(20 / 252) * 100
      : defaultStopPercent;
  const stopPercent = Math.round(Math.min(stopBounds.max, Math.max(stopBounds.min, raw)) * 10) / 10;
  const stopPrice =
    stock.price !== null && stock.signal !== 'sell'
      ? floorToTick(stock.price * (1 - stopPercent / 100))
      : null;
  return { capacity, stockRisk, exceedsProfile, maxPositionPercent, stopPercent, stopPrice };
}
