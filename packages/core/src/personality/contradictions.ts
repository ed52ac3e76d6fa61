import type { Answers } from './types.ts';

/**
 * Two questions that look at the same trait from different sides, and the answer combinations
 * that cannot both be meant (e.g. selling everything on a 6 % gap but buying heavily into a 20 %
 * fall). When the second of a pair is answered with such a combination, the first question is
 * asked again once; the answer given then stands.
 */
export interface ContradictionRule {
  id: string;
  first: string;
  second: string;
  /** [option of first, option of second] pairs that contradict each other. */
  combinations: readonly (readonly [number, number])[];
}

export const contradictionRules: readonly ContradictionRule[] = [
  // q1 / q7: reaction to a loss. Panic on a small gap but buy heavily into a deep fall, or the reverse.
  {
    id: 'loss-reaction',
    first: 'q1',
    second: 'q7',
    combinations: [
      [0, 3],
      [3, 0],
    ],
  },
  // q2 / q6: how decisions are made. Researching the tip but picking stocks by hunch, or the reverse.
  {
    id: 'decision-basis',
    first: 'q2',
    second: 'q6',
    combinations: [
      [1, 3],
      [0, 0],
    ],
  },
  // q3 / q8: horizon. Everything into warrants for retirement, or deposits only yet trading for days.
  {
    id: 'horizon',
    first: 'q3',
    second: 'q8',
    combinations: [
      [3, 3],
      [0, 0],
    ],
  },
];

/** The rule a newly answered question breaks with an earlier answer, unless that rule was already re-asked. */
export function findContradiction(
  answers: Answers,
  answeredQuestionId: string,
  alreadyRechecked: readonly string[],
): ContradictionRule | null {
  for (const rule of contradictionRules) {
    if (rule.second !== answeredQuestionId || alreadyRechecked.includes(rule.id)) continue;
    const first = answers[rule.first];
    const second = answers[rule.second];
    if (first === undefined || second === undefined) continue;
    if (rule.combinations.some(([a, b]) => a === first && b === second)) return rule;
  }
  return null;
}
