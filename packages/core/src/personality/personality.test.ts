import { describe, expect, it } from 'vitest';
import {
  answerQuestion,
  classify,
  dimensionMaxima,
  disciplineScore,
  percentileOf,
  personalityQuestions,
  personalityTypes,
  progressOf,
  scoreAnswers,
  startProgress,
  typeProfiles,
  type Answers,
} from '../index.ts';

const letters = { A: 0, B: 1, C: 2, D: 3 } as const;
/** "BBDA…" → answers to q1…q8. */
const answersOf = (choices: string): Answers =>
  Object.fromEntries([...choices].map((letter, i) => [`q${i + 1}`, letters[letter as keyof typeof letters]]));

describe('personality scoring (golden cases, worked by hand)', () => {
  it('knows the most points each dimension can collect', () => {
    expect(dimensionMaxima()).toEqual({
      risk_tolerance: 24,
      emotional_control: 20,
      analytical_thinking: 27,
      market_sensitivity: 18,
      long_term_vision: 25,
    });
  });

  const golden: [string, string, number[], string, number][] = [
    // answers, label, [risk, emotion, analysis, market, long term], type, discipline
    ['BBBBBBBB', 'researches every move', [33, 75, 81, 39, 20], 'cold_hunter', 59],
    ['CBBBCACD', 'holds for retirement', [25, 75, 63, 11, 84], 'wise_elder', 74],
    ['BDCABBBA', 'trades on flows and news', [71, 45, 67, 83, 0], 'sensitive_radar', 37],
    ['DDDBDADC', 'buys every fall', [79, 40, 37, 56, 20], 'brave_warrior', 32],
    ['CCACAACD', 'protects capital', [21, 75, 15, 0, 80], 'cautious_guardian', 57],
    ['AAAAAAAA', 'panics and follows tips', [38, 10, 15, 50, 16], 'emotional_roller_coaster', 14],
  ];

  it.each(golden)('%s (%s) → scores, type and discipline', (choices, _label, expected, type, discipline) => {
    const scores = scoreAnswers(answersOf(choices));
    expect(Object.values(scores)).toEqual(expected);
    expect(classify(scores)).toBe(type);
    expect(disciplineScore(scores)).toBe(discipline);
  });

  it('the golden cases reach all six types, each with texts in three languages', () => {
    expect(new Set(golden.map((row) => row[3]))).toEqual(new Set(personalityTypes));
    for (const type of personalityTypes) {
      const profile = typeProfiles[type];
      for (const text of [profile.title, profile.description, ...profile.recommendations]) {
        expect(Object.keys(text).sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
        expect(Object.values(text).every((value) => value.length > 0)).toBe(true);
      }
    }
  });

  it('refuses to score an incomplete or out-of-range set of answers', () => {
    expect(() => scoreAnswers({ q1: 0 })).toThrow(/q2/);
    expect(() => scoreAnswers({ ...answersOf('BBBBBBBB'), q3: 4 })).toThrow(/q3/);
  });

  it('has eight questions with lettered options and texts in three languages', () => {
    expect(personalityQuestions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    for (const question of personalityQuestions) {
      expect(question.options.length).toBe(4);
      expect(question.scenario['zh-TW']).not.toBe(question.scenario['en-US']);
    }
  });
});

describe('percentile', () => {
  it('is the share of other results strictly below, with one decimal', () => {
    expect(percentileOf(59, 15, 40)).toBe(37.5);
    expect(percentileOf(59, 2, 30)).toBe(6.7);
    expect(percentileOf(99, 30, 30)).toBe(100);
  });
  it('is withheld below 30 results rather than guessed', () => {
    expect(percentileOf(59, 28, 29)).toBeNull();
    expect(percentileOf(59, 0, 0)).toBeNull();
  });
});

describe('test progress and contradictions', () => {
  const answerAll = (choices: string) => {
    let progress = startProgress();
    const asked: string[] = [];
    const queue = [...choices];
    while (progress.pendingQuestionId) {
      asked.push(progress.pendingQuestionId);
      const letter = queue.shift();
      if (!letter) throw new Error('ran out of answers');
      const outcome = answerQuestion(
        progress,
        progress.pendingQuestionId,
        letters[letter as keyof typeof letters],
      );
      if (!outcome.ok) throw new Error(outcome.reason);
      progress = outcome.progress;
    }
    return { progress, asked };
  };

  it('asks the eight questions in order when the answers agree', () => {
    const { asked, progress } = answerAll('BBBBBBBB');
    expect(asked).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8']);
    expect(progressOf(progress)).toEqual({ answered: 8, percent: 100 });
  });

  it('asks q1 again after a panic sale on a 6% gap but heavy buying into a 20% fall, and keeps the new answer', () => {
    let progress = startProgress();
    for (const [id, option] of [
      ['q1', 0],
      ['q2', 1],
      ['q3', 1],
      ['q4', 1],
      ['q5', 1],
      ['q6', 1],
    ] as const) {
      const outcome = answerQuestion(progress, id, option);
      if (!outcome.ok) throw new Error(outcome.reason);
      progress = outcome.progress;
    }
    const contradicted = answerQuestion(progress, 'q7', 3);
    if (!contradicted.ok) throw new Error(contradicted.reason);
    expect(contradicted.progress).toMatchObject({ pendingQuestionId: 'q1', recheckRule: 'loss-reaction' });
    expect(progressOf(contradicted.progress).answered).toBe(7);
    const again = answerQuestion(contradicted.progress, 'q1', 1);
    if (!again.ok) throw new Error(again.reason);
    expect(again.progress).toMatchObject({
      pendingQuestionId: 'q8',
      recheckRule: null,
      rechecked: ['loss-reaction'],
      answers: { q1: 1, q7: 3 },
    });
  });

  it('re-asks each contradicted pair once: the same answer the second time stands', () => {
    // q2 A (follows the tip) with q6 A (decides on figures), q3 A (deposits) with q8 A (trades for days).
    const { asked, progress } = answerAll('AAAAAAA' + 'A' + 'A' + 'A');
    expect(asked).toEqual(['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q2', 'q7', 'q8', 'q3']);
    expect(progress.rechecked).toEqual(['decision-basis', 'horizon']);
    expect(progress.answers).toEqual(answersOf('AAAAAAAA'));
  });

  it('accepts only the pending question, an existing option, and nothing after completion', () => {
    const start = startProgress();
    expect(answerQuestion(start, 'q2', 0)).toEqual({ ok: false, reason: 'wrong-question' });
    expect(answerQuestion(start, 'q1', 4)).toEqual({ ok: false, reason: 'invalid-option' });
    expect(answerQuestion(start, 'q1', -1)).toEqual({ ok: false, reason: 'invalid-option' });
    expect(answerQuestion(start, 'q1', 1.5)).toEqual({ ok: false, reason: 'invalid-option' });
    const { progress } = answerAll('BBBBBBBB');
    expect(answerQuestion(progress, 'q8', 0)).toEqual({ ok: false, reason: 'completed' });
  });
});
