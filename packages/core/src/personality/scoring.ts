import { personalityQuestions } from './questions.ts';
import {
  personalityDimensions,
  type Answers,
  type DimensionScores,
  type PersonalityDimension,
  type PersonalityQuestion,
  type PersonalityType,
} from './types.ts';

/**
 * The most points a dimension can collect over the questions (the best option for it in each
 * question). A score is the share of that maximum the answers reached, so a dimension that only
 * a few questions touch is on the same 0–100 scale as one every question touches.
 */
export function dimensionMaxima(
  questions: readonly PersonalityQuestion[] = personalityQuestions,
): DimensionScores {
  const maxima = Object.fromEntries(personalityDimensions.map((d) => [d, 0])) as Record<
    PersonalityDimension,
    number
  >;
  for (const question of questions) {
    for (const dimension of personalityDimensions) {
      maxima[dimension] += Math.max(0, ...question.options.map((option) => option.points[dimension] ?? 0));
    }
  }
  return maxima;
}

/**
 * Dimension scores of a complete set of answers: for each dimension,
 * round(100 × points collected ÷ most points possible). Throws when a question is unanswered or
 * an answer names no option (callers validate first; this is the last guard).
 */
export function scoreAnswers(
  answers: Answers,
  questions: readonly PersonalityQuestion[] = personalityQuestions,
): DimensionScores {
  const maxima = dimensionMaxima(questions);
  const totals = Object.fromEntries(personalityDimensions.map((d) => [d, 0])) as Record<
    PersonalityDimension,
    number
  >;
  for (const question of questions) {
    const choice = answers[question.id];
    const option = choice === undefined ? undefined : question.options[choice];
    if (!option) throw new Error(`question ${question.id} has no valid answer`);
    for (const dimension of personalityDimensions) totals[dimension] += option.points[dimension] ?? 0;
  }
  const scores = {} as Record<PersonalityDimension, number>;
  for (const dimension of personalityDimensions) {
    scores[dimension] =
      maxima[dimension] === 0 ? 0 : Math.round((100 * totals[dimension]) / maxima[dimension]);
  }
  return scores;
}

/**
 * Each type's typical profile, in dimension order (risk, emotion, analysis, market, long term).
 * A result is the type whose profile is nearest (Euclidean distance over the five scores); on an
 * exact tie the earlier type in this list wins, so the answer is deterministic.
 */
export const typePrototypes: Readonly<Record<PersonalityType, readonly number[]>> = {
  cold_hunter: [60, 85, 85, 55, 55],
  wise_elder: [40, 75, 65, 30, 90],
  sensitive_radar: [55, 50, 50, 90, 30],
  brave_warrior: [90, 50, 40, 60, 35],
  cautious_guardian: [15, 65, 45, 30, 60],
  emotional_roller_coaster: [55, 15, 25, 70, 20],
};

export function classify(scores: DimensionScores): PersonalityType {
  let best: { type: PersonalityType; distance: number } | null = null;
  for (const [type, prototype] of Object.entries(typePrototypes) as [PersonalityType, readonly number[]][]) {
    const distance = Math.hypot(...personalityDimensions.map((d, i) => scores[d] - (prototype[i] ?? 0)));
    if (!best || distance < best.distance) best = { type, distance };
  }
  return best!.type;
}

/**
 * The one number the percentile ranks: the mean of the three dimensions that describe discipline
 * (emotional control, analytical thinking, long-term vision), rounded. Risk tolerance and market
 * sensitivity are styles, not merits, so they are left out of "beats X% of investors".
 */
export function disciplineScore(scores: DimensionScores): number {
  return Math.round((scores.emotional_control + scores.analytical_thinking + scores.long_term_vision) / 3);
}

/** Fewer stored results than this and no percentile is shown (too few to rank against). */
export const minimumResultsForPercentile = 30;

/**
 * The share (in percent, one decimal) of other test-takers' discipline scores strictly below this
 * one: an empirical percentile. Null when fewer than `minimumResultsForPercentile` results exist.
 */
export function percentileOf(score: number, below: number, total: number): number | null {
  if (total < minimumResultsForPercentile) return null;
  return Math.round((1000 * below) / total) / 10;
}
