import { formatCompact, formatPercent } from '@alphadesk/ui/plain';
import { TAIPEI_TIME_ZONE } from '../../lib/taipei.ts';

/** Shown for a value the API does not have (null). */
export const NO_VALUE = '—';

const decimalFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price or index level with two decimals and thousands separators. */
export const formatPrice = (value: number | null): string =>
  value == null ? NO_VALUE : decimalFormat.format(value);

/** A change with its sign: "+1.10", "-0.35", "0.00". */
export function formatSignedPrice(value: number | null): string {
  if (value == null) return NO_VALUE;
  const text = decimalFormat.format(value);
  if (text === '-0.00') return '0.00';
  return value > 0 && text !== '0.00' ? `+${text}` : text;
}

/** A percentage (already in percent) with two decimals, signed for changes. */
export const formatPercentOrDash = (value: number | null, signed = false): string =>
  value == null ? NO_VALUE : formatPercent(value, { signed });

/** A big number abbreviated in the reader's language (萬/億 in Chinese, K/M/B in English). */
export const formatBig = (value: number | null, language: string): string =>
  value == null ? NO_VALUE : formatCompact(value, language);

/** A ratio such as P/E or risk-reward, two decimals. */
export const formatRatio = (value: number | null): string => (value == null ? NO_VALUE : value.toFixed(2));

/** An instant as date and time in Taipei, e.g. "2026/11/20 13:30". */
export function formatTaipeiDateTime(iso: string | null, language: string): string {
  if (!iso) return NO_VALUE;
  return new Intl.DateTimeFormat(language, {
    timeZone: TAIPEI_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A coming instant with its weekday in Taipei, e.g. "11月23日 週一 09:00". */
export function formatTaipeiWeekdayTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TAIPEI_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** `YYYY-MM-DD` moved by whole months and days on the calendar (UTC arithmetic on a date only). */
export function shiftDate(date: string, months: number, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  // Keep the day inside the target month (31 March − 1 month → 28/29 February).
  const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay) + days);
  return shifted.toISOString().slice(0, 10);
}
