import {
  positionGuidance,
  type Locale,
  type PersonalityType,
  type SavedRiskTolerance,
} from '@alphadesk/core';
import type { PersonalFit } from '@alphadesk/contracts';
import { typeProfiles } from '@alphadesk/core';
import { appError } from '../../platform/errors.ts';
import type { PersonalityRepository } from './repository.ts';

/** The completed call the guidance is about, as the analysis module reports it to its owner. */
export interface CallForFit {
  status: 'queued' | 'running' | 'completed' | 'failed';
  signal: 'buy' | 'hold' | 'sell' | null;
  price: number | null;
  riskLevel: number | null;
  /** The risk manager's annualised volatility (fraction), when it ran. */
  annualVolatility: number | null;
  simulated: boolean;
}

export interface FitPorts<Caller> {
  /** The caller's own run (another's answers like a missing one). */
  callOf(caller: Caller, runId: string): Promise<CallForFit>;
  savedRiskTolerance(userId: string): Promise<SavedRiskTolerance>;
}

export function createFit<Caller extends { userId: string }>(
  repository: PersonalityRepository,
  ports: FitPorts<Caller>,
) {
  return async function fit(caller: Caller, runId: string, locale: Locale): Promise<PersonalFit> {
    const call = await ports.callOf(caller, runId);
    if (call.status !== 'completed' || call.signal === null) throw appError('PERSONAL_FIT_UNAVAILABLE');
    const [saved, latest] = await Promise.all([
      ports.savedRiskTolerance(caller.userId),
      repository.latestResult(caller.userId),
    ]);
    const personality = latest
      ? {
          type: latest.type as PersonalityType,
          scores: {
            risk_tolerance: latest.riskTolerance,
            emotional_control: latest.emotionalControl,
            analytical_thinking: latest.analyticalThinking,
            market_sensitivity: latest.marketSensitivity,
            long_term_vision: latest.longTermVision,
          },
        }
      : null;
    const guidance = positionGuidance(
      { savedRiskTolerance: saved, personality },
      {
        signal: call.signal,
        price: call.price,
        riskLevel: call.riskLevel,
        annualVolatility: call.annualVolatility,
      },
    );
    return {
      signal: call.signal,
      price: call.price,
      saved_risk_tolerance: saved,
      personality: personality
        ? {
            type: personality.type,
            title: typeProfiles[personality.type].title[locale],
            risk_tolerance: personality.scores.risk_tolerance,
            emotional_control: personality.scores.emotional_control,
          }
        : null,
      capacity: guidance.capacity,
      stock_risk: guidance.stockRisk,
      annual_volatility: call.annualVolatility,
      exceeds_profile: guidance.exceedsProfile,
      max_position_percent: guidance.maxPositionPercent,
      stop_percent: guidance.stopPercent,
      stop_price: guidance.stopPrice,
      simulated: call.simulated,
    };
  };
}
