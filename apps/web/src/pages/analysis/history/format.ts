import { formatPercent, marketColor } from '@alphadesk/ui';

/** A fraction as a percentage with two decimals (0.0512 → "5.12%"); "—" when unknown. */
export const pct = (fraction: number | null | undefined, signed = false) =>
  fraction === null || fraction === undefined ? '—' : formatPercent(fraction * 100, { signed });

/** A value already in percent. */
export const pctPoints = (percent: number | null | undefined) =>
  percent === null || percent === undefined ? '—' : formatPercent(percent, { signed: true });

export const price = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(2);

/** Red up, green down (Taiwan). */
export const moveColor = (value: number | null | undefined) => marketColor(value ?? 0);

export const outcomeColor = { profit: 'red', loss: 'green', pending: 'default' } as const;
export const resultColor = { buy: 'red', hold: 'gold', sell: 'green' } as const;

/**
 * Report sentences as one line: a Chinese sentence's full stop gives way to "；" ("甲；乙。", never
 * "甲。；乙。"); English sentences are joined by a space.
 */
export function sentences(items: readonly string[]): string {
  if (!items.some((item) => /[\u3400-\u9fff]/u.test(item))) return items.join(' ');
  const clauses = items.map((item) => item.trim().replace(/[。；，、\s]+$/u, '')).filter(Boolean);
  return clauses.length ? `${clauses.join('；')}。` : '';
}
