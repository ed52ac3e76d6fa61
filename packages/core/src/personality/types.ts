import type { Locale } from '../analysts/text/template.ts';

/** A text in each language the product speaks. */
export type Localised = Readonly<Record<Locale, string>>;

/** The five dimensions, each scored 0–100 (spec §3 `dimension_scores`). */
export const personalityDimensions = [
  'risk_tolerance',
  'emotional_control',
  'analytical_thinking',
  'market_sensitivity',
  'long_term_vision',
] as const;
export type PersonalityDimension = (typeof personalityDimensions)[number];
export type DimensionScores = Readonly<Record<PersonalityDimension, number>>;

/** The six investor types (spec §9). */
export const personalityTypes = [
  'cold_hunter',
  'wise_elder',
  'sensitive_radar',
  'brave_warrior',
  'cautious_guardian',
  'emotional_roller_coaster',
] as const;
export type PersonalityType = (typeof personalityTypes)[number];

export interface QuestionOption {
  text: Localised;
  /** Points this answer adds to each dimension it says something about (0–4). */
  points: Partial<Record<PersonalityDimension, number>>;
}

export interface PersonalityQuestion {
  id: string;
  scenario: Localised;
  question: Localised;
  options: readonly QuestionOption[];
}

/** Question id → the index of the chosen option. */
export type Answers = Readonly<Record<string, number>>;
