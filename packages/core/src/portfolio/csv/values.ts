/**
 * Cell values of Taiwan broker exports: dates in the ROC calendar (民國 year + 1911) or Gregorian,
 * numbers with thousands separators, full-width digits, accounting negatives and `--` for none.
 */

/** NFKC turns full-width digits and punctuation (１２３，) into ASCII. */
export const normaliseCell = (value: string) => value.normalize('NFKC').trim();

function validDate(year: number, month: number, day: number): string | null {
  if (!(year >= 1900 && year <= 2200 && month >= 1 && month <= 12 && day >= 1 && day <= 31)) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * `109/01/02`, `109/1/2`, `1090102` (ROC), `2020/01/02`, `2020-01-02`, `2020.01.02`, `20200102`;
 * a year of three digits or fewer is an ROC year. Null when it is none of those or not a real day.
 */
export function parseTaiwanDate(raw: string): string | null {
  const value = normaliseCell(raw);
  let match = /^(\d{2,4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(value);
  if (!match) match = /^(\d{3}|\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return validDate(match[1]!.length <= 3 ? year + 1911 : year, Number(match[2]), Number(match[3]));
}

/**
 * `1,234`, `-1,234.5`, `(1,234)`, `+12`, `1 234`; null for an empty cell or `--`. NaN for anything
 * else, so the caller can tell a missing value from a malformed one.
 */
export function parseAmount(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  let value = normaliseCell(raw)
    .replace(/[,\s]/g, '')
    .replace(/^NT\$|元$/g, '');
  if (value === '' || /^-+$/.test(value)) return null;
  let sign = 1;
  if (/^\(.*\)$/.test(value)) {
    sign = -1;
    value = value.slice(1, -1);
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value)) return Number.NaN;
  return sign * Number(value);
}
