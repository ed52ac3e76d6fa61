/**
 * Number formats of the report, by unit and locale: prices and percents with 2 decimals, FX with 3,
 * counts as integers, large amounts with 萬/億 (zh-TW), 万/亿 (zh-CN) or K/M/B (en-US). Thousands
 * are grouped with commas; negatives carry an ASCII minus. The narrative checker reads all of these.
 */
import type { Evidence } from '../types.ts';
import type { Locale } from './template.ts';

/** `value` with `digits` decimals and comma thousands separators. */
export function fixed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && Number(text) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A large count with a Chinese or English magnitude suffix. */
export function big(value: number, locale: Locale): string {
  const abs = Math.abs(value);
  if (locale === 'en-US') {
    if (abs >= 1e9) return `${fixed(value / 1e9, 2)}B`;
    if (abs >= 1e6) return `${fixed(value / 1e6, 2)}M`;
    if (abs >= 1e4) return `${fixed(value / 1e3, 2)}K`;
    return fixed(Math.round(value), 0);
  }
  const [tenThousand, hundredMillion] = locale === 'zh-CN' ? ['万', '亿'] : ['萬', '億'];
  if (abs >= 1e8) return `${fixed(value / 1e8, 2)}${hundredMillion}`;
  if (abs >= 1e4) return `${fixed(value / 1e4, 2)}${tenThousand}`;
  return fixed(Math.round(value), 0);
}

export function formatValue(evidence: Pick<Evidence, 'value' | 'unit'>, locale: Locale): string {
  const { value } = evidence;
  const en = locale === 'en-US';
  switch (evidence.unit) {
    case 'TWD':
      return en ? `NT$${fixed(value, 2)}` : `${fixed(value, 2)} 元`;
    case 'USD':
      return `US$${fixed(value, 2)}`;
    case 'percent':
      return `${fixed(value, 2)}%`;
    case 'fraction':
      return `${fixed(value * 100, 2)}%`;
    case 'multiple':
      return en ? `${fixed(value, 2)}x` : `${fixed(value, 2)} 倍`;
    case 'number':
    case 'points':
      return fixed(value, 2);
    case 'fx':
      return fixed(value, 3);
    case 'shares':
      return en ? `${big(value, locale)} shares` : `${big(value, locale)}股`;
    case 'lots':
      return en ? `${big(value, locale)} lots` : `${big(value, locale)}${locale === 'zh-CN' ? '张' : '張'}`;
    case 'amount':
      return en ? `NT$${big(value, locale)}` : `${big(value, locale)}元`;
    case 'count':
    case 'days':
      return fixed(Math.round(value), 0);
  }
}

/**
 * Sentences as one clause list: each sentence's own full stop gives way to the separator ("甲；乙。"
 * rather than "甲。；乙。"), and the list ends with one full stop. English sentences are joined by
 * a space as they are.
 */
export function joinSentences(sentences: readonly string[], locale: Locale = 'zh-TW'): string {
  if (locale === 'en-US') return sentences.map((sentence) => sentence.trim()).join(' ');
  const clauses = sentences.map((sentence) => sentence.trim().replace(/[。；，、\s]+$/u, '')).filter(Boolean);
  return clauses.length ? `${clauses.join('；')}。` : '';
}
