import { z } from 'zod';
import { errorMessage } from './errors/catalogue.ts';
import { safeText } from './text.ts';

/** The personality test's request rules (member-site §7), in the words a taker reads. */
export const personalityMessages = {
  sessionInvalid: errorMessage('PERSONALITY_SESSION_NOT_FOUND', 'zh-TW'),
  optionInvalid: errorMessage('PERSONALITY_OPTION_INVALID', 'zh-TW'),
  questionInvalid: errorMessage('PERSONALITY_QUESTION_MISMATCH', 'zh-TW'),
  userInfoInvalid: '使用者資訊格式不正確',
} as const;

const infoText = safeText({ error: personalityMessages.userInfoInvalid }).max(
  200,
  personalityMessages.userInfoInvalid,
);

/**
 * `user_info` is accepted for the spec's clients and ignored: who takes the test is
 * the signed-in member or guest of the token, never an id in the body.
 */
export const StartPersonalityTestRequest = z.strictObject({
  user_info: z
    .strictObject({
      user_id: infoText.optional(),
      name: infoText.optional(),
      started_at: infoText.optional(),
    })
    .optional(),
});
export type StartPersonalityTestRequest = z.infer<typeof StartPersonalityTestRequest>;

export const SubmitPersonalityAnswerRequest = z.strictObject({
  session_id: safeText({ error: personalityMessages.sessionInvalid }).regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    personalityMessages.sessionInvalid,
  ),
  question_id: safeText({ error: personalityMessages.questionInvalid }).regex(
    /^q\d{1,2}$/,
    personalityMessages.questionInvalid,
  ),
  selected_option: z
    .number({ error: personalityMessages.optionInvalid })
    .int(personalityMessages.optionInvalid)
    .min(0, personalityMessages.optionInvalid)
    .max(9, personalityMessages.optionInvalid),
});
export type SubmitPersonalityAnswerRequest = z.infer<typeof SubmitPersonalityAnswerRequest>;

export const PersonalityQuestion = z.object({
  id: z.string(),
  scenario: z.string(),
  question: z.string(),
  options: z.array(z.object({ index: z.number().int(), text: z.string() })),
});
export type PersonalityQuestion = z.infer<typeof PersonalityQuestion>;

const score = z.number().int().min(0).max(100);
export const DimensionScores = z.object({
  risk_tolerance: score,
  emotional_control: score,
  analytical_thinking: score,
  market_sensitivity: score,
  long_term_vision: score,
});
export type DimensionScores = z.infer<typeof DimensionScores>;

export const PersonalityTypeId = z.enum([
  'cold_hunter',
  'wise_elder',
  'sensitive_radar',
  'brave_warrior',
  'cautious_guardian',
  'emotional_roller_coaster',
]);
export type PersonalityTypeId = z.infer<typeof PersonalityTypeId>;

export const PersonalityResult = z.object({
  personality_type: z.object({
    type: PersonalityTypeId,
    title: z.string(),
    description: z.string(),
    celebrity_comparison: z.string(),
    investment_style: z.string(),
    characteristics: z.array(z.string()),
  }),
  /** Share of other takers' discipline scores below this one, in percent; null below `minimum` results. */
  percentile: z.number().min(0).max(100).nullable(),
  percentile_basis: z.object({
    discipline_score: score,
    sample_size: z.number().int().min(0),
    minimum: z.number().int(),
    as_of: z.string(),
  }),
  dimension_scores: DimensionScores,
  recommendations: z.array(z.string()),
  share_content: z.object({ share_text: z.string() }),
  completed_at: z.string(),
});
export type PersonalityResult = z.infer<typeof PersonalityResult>;

const asking = {
  question: PersonalityQuestion,
  total_questions: z.number().int(),
  /** Position (1-based) of the question being asked. */
  current_question: z.number().int(),
  /** Percent of the questions answered. */
  progress: z.number().int().min(0).max(100),
};

export const StartPersonalityTestResponse = z.object({
  success: z.literal(true),
  session_id: z.string(),
  ...asking,
});
export type StartPersonalityTestResponse = z.infer<typeof StartPersonalityTestResponse>;

export const SubmitPersonalityAnswerResponse = z.discriminatedUnion('completed', [
  z.object({
    success: z.literal(true),
    completed: z.literal(false),
    ...asking,
    /** Set when an earlier question is asked again because two answers contradict each other. */
    recheck: z.object({ question_id: z.string(), message: z.string() }).nullable(),
  }),
  z.object({ success: z.literal(true), completed: z.literal(true), result: PersonalityResult }),
]);
export type SubmitPersonalityAnswerResponse = z.infer<typeof SubmitPersonalityAnswerResponse>;

export const PersonalityLatestResponse = z.object({ success: z.literal(true), result: PersonalityResult });
export type PersonalityLatestResponse = z.infer<typeof PersonalityLatestResponse>;

/** What an analysis call means for the member: computed by core's `positionGuidance`. */
export const PersonalFit = z.object({
  signal: z.enum(['buy', 'hold', 'sell']),
  price: z.number().nullable(),
  saved_risk_tolerance: z.enum(['low', 'medium', 'high']),
  personality: z
    .object({
      type: PersonalityTypeId,
      title: z.string(),
      risk_tolerance: score,
      emotional_control: score,
    })
    .nullable(),
  capacity: z.number().int().min(1).max(5),
  stock_risk: z
    .object({ level: z.number().int().min(1).max(5), source: z.enum(['risk-analyst', 'volatility']) })
    .nullable(),
  annual_volatility: z.number().nullable(),
  exceeds_profile: z.boolean(),
  max_position_percent: z.number(),
  stop_percent: z.number(),
  stop_price: z.number().nullable(),
  /** The call's data was simulated: so is everything derived from it. */
  simulated: z.boolean(),
});
export type PersonalFit = z.infer<typeof PersonalFit>;

export const PersonalFitParams = z.strictObject({ runId: safeText().min(1).max(64) });
export const PersonalFitResponse = z.object({ success: z.literal(true), fit: PersonalFit });
export type PersonalFitResponse = z.infer<typeof PersonalFitResponse>;
