import { findContradiction } from './contradictions.ts';
import { personalityQuestions } from './questions.ts';
import type { Answers, PersonalityQuestion } from './types.ts';

/** Where a test stands: what was answered, which question is on screen, which pairs were re-asked. */
export interface TestProgress {
  answers: Answers;
  /** The question the taker must answer next; null once the test is complete. */
  pendingQuestionId: string | null;
  /** Contradiction rules already re-asked (each is re-asked at most once). */
  rechecked: readonly string[];
  /** Set while a question is on screen again because of this rule. */
  recheckRule: string | null;
}

export type AnswerOutcome =
  | { ok: true; progress: TestProgress }
  | { ok: false; reason: 'completed' | 'wrong-question' | 'invalid-option' };

export function startProgress(
  questions: readonly PersonalityQuestion[] = personalityQuestions,
): TestProgress {
  return { answers: {}, pendingQuestionId: questions[0]?.id ?? null, rechecked: [], recheckRule: null };
}

const nextUnanswered = (answers: Answers, questions: readonly PersonalityQuestion[]) =>
  questions.find((question) => answers[question.id] === undefined)?.id ?? null;

/**
 * Records one answer and decides what comes next: the first question of a contradicted pair
 * again (once per pair), else the first unanswered question, else completion. Only the pending
 * question may be answered, with an index of one of its options.
 */
export function answerQuestion(
  progress: TestProgress,
  questionId: string,
  option: number,
  questions: readonly PersonalityQuestion[] = personalityQuestions,
): AnswerOutcome {
  if (progress.pendingQuestionId === null) return { ok: false, reason: 'completed' };
  if (questionId !== progress.pendingQuestionId) return { ok: false, reason: 'wrong-question' };
  const question = questions.find((candidate) => candidate.id === questionId);
  if (!question || !Number.isInteger(option) || option < 0 || option >= question.options.length) {
    return { ok: false, reason: 'invalid-option' };
  }
  const answers = { ...progress.answers, [questionId]: option };
  const rechecked = progress.recheckRule ? [...progress.rechecked, progress.recheckRule] : progress.rechecked;
  const rule = progress.recheckRule ? null : findContradiction(answers, questionId, rechecked);
  if (rule) {
    return {
      ok: true,
      progress: { answers, pendingQuestionId: rule.first, rechecked, recheckRule: rule.id },
    };
  }
  return {
    ok: true,
    progress: {
      answers,
      pendingQuestionId: nextUnanswered(answers, questions),
      rechecked,
      recheckRule: null,
    },
  };
}

/** How many questions have an answer, and the percent of the test done (whole number). */
export function progressOf(
  progress: TestProgress,
  questions: readonly PersonalityQuestion[] = personalityQuestions,
): { answered: number; percent: number } {
  const answered = questions.filter((question) => progress.answers[question.id] !== undefined).length;
  return { answered, percent: Math.round((100 * answered) / questions.length) };
}
