import { formatPercent, marketTone } from '@alphadesk/ui/plain';

/** A fraction as a percentage with two decimals (0.0512 → "5.12%"); "—" when unknown. */
export const pct = (fraction: number | null | undefined, signed = false) =>
  fraction === null || fraction === undefined ? '—' : formatPercent(fraction * 100, { signed });

/** A value already in percent. */
export const pctPoints = (percent: number | null | undefined) =>
  percent === null || percent === undefined ? '—' : formatPercent(percent, { signed: true });

export const price = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(2);

/** The reader's up and down colours (Taiwan's red up, green down unless they swapped them). */
export const moveColor = (value: number | null | undefined) => marketTone(value ?? 0);

/** A profit and a buy call take the up colour, a loss and a sell call the down colour. */
export const outcomeColor = { profit: marketTone(1), loss: marketTone(-1), pending: 'default' } as const;
export const resultColor = { buy: marketTone(1), hold: 'gold', sell: marketTone(-1) } as const;

/**
 * Report sentences as one line: a Chinese sentence's full stop gives way to "；" ("甲；乙。", never
 * "甲。；乙。"); English sentences are joined by a space.
 */
export function sentences(items: readonly string[]): string {
  if (!items.some((item) => /[\u3400-\u9fff]/u.test(item))) return items.join(' ');
  const clauses = items.map((item) => item.trim().replace(/[。；，、\s]+$/u, '')).filter(Boolean);
  return clauses.length ? `${clauses.join('；')}。` : '';
}
