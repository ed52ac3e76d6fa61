import { randomUUID } from 'node:crypto';
import {
  answerQuestion,
  classify,
  disciplineScore,
  percentileOf,
  progressOf,
  scoreAnswers,
  startProgress,
  type Locale,
  type TestProgress,
} from '@alphadesk/core';
import type {
  PersonalityResult,
  StartPersonalityTestResponse,
  SubmitPersonalityAnswerRequest,
  SubmitPersonalityAnswerResponse,
} from '@alphadesk/contracts';
import { appError } from '../../platform/errors.ts';
import { asking, presentResult, recheckMessage } from './present.ts';
import type { PersonalityRepository, SessionRow } from './repository.ts';

export interface Caller {
  userId: string;
}

const refusal = {
  completed: 'PERSONALITY_TEST_COMPLETED',
  'wrong-question': 'PERSONALITY_QUESTION_MISMATCH',
  'invalid-option': 'PERSONALITY_OPTION_INVALID',
} as const;

const progressOfRow = (row: SessionRow): TestProgress => ({
  answers: row.answers,
  pendingQuestionId: row.pendingQuestionId,
  rechecked: row.rechecked,
  recheckRule: row.recheckRule,
});

export function createPersonalityService(deps: { repository: PersonalityRepository; now: () => Date }) {
  const { repository, now } = deps;

  async function start(caller: Caller, locale: Locale): Promise<StartPersonalityTestResponse> {
    const progress = startProgress();
    const id = randomUUID();
    await repository.insertSession({
      id,
      userId: caller.userId,
      answers: {},
      pendingQuestionId: progress.pendingQuestionId,
      rechecked: [],
      recheckRule: null,
      startedAt: now(),
    });
    return { success: true, session_id: id, ...asking(progress.pendingQuestionId!, 0, locale) };
  }

  async function complete(
    session: SessionRow,
    questionId: string,
    progress: TestProgress,
    locale: Locale,
  ): Promise<SubmitPersonalityAnswerResponse> {
    const scores = scoreAnswers(progress.answers);
    const discipline = disciplineScore(scores);
    const completedAt = now();
    const row = await repository.completeSession(
      session.id,
      questionId,
      { answers: progress.answers, rechecked: [...progress.rechecked], completedAt },
      ({ below, total }) => ({
        id: randomUUID(),
        sessionId: session.id,
        userId: session.userId,
        type: classify(scores),
        riskTolerance: scores.risk_tolerance,
        emotionalControl: scores.emotional_control,
        analyticalThinking: scores.analytical_thinking,
        marketSensitivity: scores.market_sensitivity,
        longTermVision: scores.long_term_vision,
        disciplineScore: discipline,
        percentile: percentileOf(discipline, below, total),
        sampleSize: total,
        createdAt: completedAt,
      }),
      discipline,
      session.userId,
    );
    if (!row) throw appError('PERSONALITY_QUESTION_MISMATCH');
    return { success: true, completed: true, result: presentResult(row, locale) };
  }

  async function submit(
    caller: Caller,
    request: SubmitPersonalityAnswerRequest,
    locale: Locale,
  ): Promise<SubmitPersonalityAnswerResponse> {
    const session = await repository.findOwnedSession(caller.userId, request.session_id);
    if (!session) throw appError('PERSONALITY_SESSION_NOT_FOUND');
    if (session.completedAt) throw appError('PERSONALITY_TEST_COMPLETED');
    const outcome = answerQuestion(progressOfRow(session), request.question_id, request.selected_option);
    if (!outcome.ok) throw appError(refusal[outcome.reason]);
    const { progress } = outcome;
    if (progress.pendingQuestionId === null) return complete(session, request.question_id, progress, locale);
    const saved = await repository.advanceSession(session.id, request.question_id, {
      answers: progress.answers,
      pendingQuestionId: progress.pendingQuestionId,
      rechecked: [...progress.rechecked],
      recheckRule: progress.recheckRule,
      completedAt: null,
    });
    if (!saved) throw appError('PERSONALITY_QUESTION_MISMATCH');
    return {
      success: true,
      completed: false,
      ...asking(progress.pendingQuestionId, progressOf(progress).answered, locale),
      recheck: progress.recheckRule ? recheckMessage(progress.recheckRule, locale) : null,
    };
  }

  async function latest(caller: Caller, locale: Locale): Promise<PersonalityResult> {
    const row = await repository.latestResult(caller.userId);
    if (!row) throw appError('PERSONALITY_RESULT_NOT_FOUND');
    return presentResult(row, locale);
  }

  return { start, submit, latest };
}
