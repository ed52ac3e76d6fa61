import {
  contradictionRules,
  minimumResultsForPercentile,
  personalityQuestions,
  typeProfiles,
  type Locale,
  type PersonalityType,
} from '@alphadesk/core';
import type { PersonalityQuestion, PersonalityResult } from '@alphadesk/contracts';
import type { ResultRow } from './repository.ts';

export const totalQuestions = personalityQuestions.length;

const positionOf = (questionId: string) => personalityQuestions.findIndex((q) => q.id === questionId) + 1;

export function presentQuestion(questionId: string, locale: Locale): PersonalityQuestion {
  const question = personalityQuestions.find((candidate) => candidate.id === questionId);
  if (!question) throw new Error(`unknown question ${questionId}`);
  return {
    id: question.id,
    scenario: question.scenario[locale],
    question: question.question[locale],
    options: question.options.map((option, index) => ({ index, text: option.text[locale] })),
  };
}

export function asking(questionId: string, answered: number, locale: Locale) {
  return {
    question: presentQuestion(questionId, locale),
    total_questions: totalQuestions,
    current_question: positionOf(questionId),
    progress: Math.round((100 * answered) / totalQuestions),
  };
}

export function recheckMessage(ruleId: string, locale: Locale): { question_id: string; message: string } {
  const rule = contradictionRules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw new Error(`unknown rule ${ruleId}`);
  const a = positionOf(rule.first);
  const b = positionOf(rule.second);
  const message = {
    'zh-TW': `你在第 ${a} 題和第 ${b} 題的回答似乎互相矛盾，請再回答一次第 ${a} 題。`,
    'zh-CN': `你在第 ${a} 题和第 ${b} 题的回答似乎互相矛盾，请再回答一次第 ${a} 题。`,
    'en-US': `Your answers to questions ${a} and ${b} seem to contradict each other; please answer question ${a} again.`,
  }[locale];
  return { question_id: rule.first, message };
}

function shareText(title: string, percentile: number | null, sampleSize: number, locale: Locale): string {
  if (percentile === null) {
    return {
      'zh-TW': `我在 AlphaDesk 投資性格測驗的結果是「${title}」。`,
      'zh-CN': `我在 AlphaDesk 投资性格测验的结果是「${title}」。`,
      'en-US': `My AlphaDesk investor personality: “${title}”.`,
    }[locale];
  }
  const beats = percentile.toFixed(1);
  return {
    'zh-TW': `我在 AlphaDesk 投資性格測驗的結果是「${title}」，投資紀律分數勝過 ${beats}% 的投資人（比較 ${sampleSize} 位測驗者）。`,
    'zh-CN': `我在 AlphaDesk 投资性格测验的结果是「${title}」，投资纪律分数胜过 ${beats}% 的投资人（比较 ${sampleSize} 位测验者）。`,
    'en-US': `My AlphaDesk investor personality: “${title}” — my discipline score beats ${beats}% of investors (compared with ${sampleSize} test takers).`,
  }[locale];
}

export function presentResult(row: ResultRow, locale: Locale): PersonalityResult {
  const type = row.type as PersonalityType;
  const profile = typeProfiles[type];
  const title = profile.title[locale];
  // Stored as float4: round back to the one decimal it was computed with.
  const percentile = row.percentile === null ? null : Math.round(row.percentile * 10) / 10;
  return {
    personality_type: {
      type,
      title,
      description: profile.description[locale],
      celebrity_comparison: profile.celebrityComparison[locale],
      investment_style: profile.investmentStyle[locale],
      characteristics: profile.characteristics.map((text) => text[locale]),
    },
    percentile,
    percentile_basis: {
      discipline_score: row.disciplineScore,
      sample_size: row.sampleSize,
      minimum: minimumResultsForPercentile,
      as_of: row.createdAt.toISOString(),
    },
    dimension_scores: {
      risk_tolerance: row.riskTolerance,
      emotional_control: row.emotionalControl,
      analytical_thinking: row.analyticalThinking,
      market_sensitivity: row.marketSensitivity,
      long_term_vision: row.longTermVision,
    },
    recommendations: profile.recommendations.map((text) => text[locale]),
    share_content: { share_text: shareText(title, percentile, row.sampleSize, locale) },
    completed_at: row.createdAt.toISOString(),
  };
}
