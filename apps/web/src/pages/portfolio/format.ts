import type { ScoreRule } from '@alphadesk/contracts';
import { formatPercent, formatTwd, marketTone } from '@alphadesk/ui/plain';

/** Numbers as the server sent them, formatted only: NT$ whole, prices to the cent, percent to 0.01. */
export const money = (value: number): string => formatTwd(value);

export const signedMoney = (value: number): string => (Math.round(value) > 0 ? '+' : '') + formatTwd(value);

const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const price = (value: number): string => priceFormat.format(value);

const shareFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const shares = (value: number): string => shareFormat.format(value);

/** A percent the server may not be able to measure (null → a dash). */
export const percent = (value: number | null, signed = false): string =>
  value === null ? '—' : formatPercent(value, { signed });

/** Red up, green down (Taiwan's convention) for gains and changes. */
export const gainStyle = (value: number | null) => ({ color: marketTone(value) });

/** A score rule's value or threshold in its unit. */
export function ruleValue(value: number | null, unit: ScoreRule['unit']): string {
  if (value === null) return '—';
  if (unit === 'percent') return formatPercent(value);
  if (unit === 'count') return shareFormat.format(value);
  return value.toFixed(2);
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const score = (value: number | null): string => (value === null ? '—' : oneDecimal.format(value));
export const points = (value: number): string => oneDecimal.format(value);
