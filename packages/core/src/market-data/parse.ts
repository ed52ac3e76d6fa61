/**
 * Parsers for the way Taiwan exchanges write numbers and dates: every value may arrive as a string
 * with thousands separators, a sign, trailing spaces, or a placeholder for "no value" (`--`, `---`,
 * `X`, `-`, `N/A`, `""`). Dates use the ROC calendar (year + 1911 = Gregorian) in several layouts.
 */

const placeholders = new Set([
  '',
  '-',
  '--',
  '---',
  '----',
  'x',
  'n/a',
  'na',
  'null',
  '除權',
  '除息',
  '除權息',
]);

/** A number from an exchange cell, or null when the cell holds a placeholder or is not a number. */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[,\s\u3000]/g, '');
  if (placeholders.has(text.toLowerCase())) return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Like parseNumber, for integer counts (shares, lots, trades). */
export function parseInteger(value: unknown): number | null {
  const parsed = parseNumber(value);
  return parsed === null ? null : Math.round(parsed);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null; // 2023-02-30 and the like
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * An ROC date as ISO `YYYY-MM-DD`. Accepts `83/09/05`, `112/01/30`, `1150717` (7 digits),
 * `113年03月04日`, and tolerates surrounding spaces. Returns null for anything else.
 */
export function parseRocDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match =
    /^(\d{2,3})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text) ?? /^(\d{2,3})年(\d{1,2})月(\d{1,2})日$/.exec(text);
  if (!match) match = /^(\d{3})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  return isoDate(Number(match[1]) + 1911, Number(match[2]), Number(match[3]));
}

/** An ROC year-month (`11506`, `115/06`) as `YYYY-MM`. */
export function parseRocMonth(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2,3})\/?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return `${Number(match[1]) + 1911}-${pad(month)}`;
}

/** A Gregorian date written `YYYYMMDD`, `YYYY/MM/DD` or `YYYY-MM-DD`, as ISO. */
export function parseGregorianDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = /^(\d{4})[/-]?(\d{2})[/-]?(\d{2})$/.exec(text);
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** An ISO date in ROC form, e.g. 2023-01-30 → `112/01/30` (the separator is configurable). */
export function toRocDate(iso: string, separator = '/'): string {
  const [year, month, day] = iso.split('-');
  return [Number(year) - 1911, month, day].join(separator);
}

/**
 * The sign cell of TWSE's MI_INDEX table, which holds HTML such as `<p style= color:red>+</p>`:
 * +1 up, −1 down, 0 unchanged, null for `X` (no comparison: ex-rights, first day, …).
 */
export function parseSignCell(value: unknown): 1 | -1 | 0 | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/<[^>]*>/g, '').trim();
  if (text === '+') return 1;
  if (text === '-') return -1;
  if (text === '' || text === '0') return 0;
  return null;
}

/**
 * The change column of a STOCK_DAY row: `+9.50`, `-0.50`, ` 0.00`; an `X` prefix marks a day the
 * exchange did not compare with the previous close (ex-rights or ex-dividend), so null.
 */
export function parseChange(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^x/i.test(text)) return null;
  return parseNumber(text);
}

/** Trims the space padding exchanges put after names (including full-width spaces). */
export function cleanName(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s\u3000]+$/g, '').replace(/^[\s\u3000]+/g, '') : '';
}
