/**
 * Finding the numbers (and dates) in a text, the way a reader would read them.
 *
 * - Full-width forms are read as ASCII: ０–９, ．, ％, ＋, －, and − (U+2212) as a minus sign.
 * - A number is digits with optional comma thousands groups (1,234,567) and decimals (12.5, .5);
 *   a comma not followed by exactly three digits separates two numbers.
 * - A leading + or - is a sign unless a letter or digit stands right before it (a hyphen).
 * - A magnitude right after it scales it: 萬/万 ×10⁴, 億/亿 ×10⁸, 兆 ×10¹², K ×10³, M ×10⁶, B ×10⁹
 *   (a Latin letter must not follow K/M/B, so "Buy" or "MACD" are words); % marks a percent.
 * - Dates (2015-12-31, 2015/12/31, 2015年12月31日, 2015年12月) are read as dates, not numbers.
 * - Chinese numerals (一, 五, 兩百) are words, not numbers: templates use them for windows.
 */

export interface FoundNumber {
  /** The text as written (after full-width normalisation). */
  text: string;
  /** Value after scaling by the magnitude. */
  value: number;
  /** Decimals shown. */
  decimals: number;
  /** Magnitude multiplier (1 without one). */
  scale: number;
  percent: boolean;
  /** Whether a + or - sign was written. */
  signed: boolean;
  /** The digits as written, without separators, sign or decimals (to compare with symbols). */
  digits: string;
  index: number;
}

export interface FoundDate {
  text: string;
  /** `YYYY-MM-DD`, or `YYYY-MM` when the day is not given. */
  date: string;
  index: number;
}

const fullWidth: Record<string, string> = { '．': '.', '％': '%', '＋': '+', '－': '-', '−': '-' };

/** Full-width digits and signs to ASCII, one character for one (indices stay valid). */
export function normalise(text: string): string {
  const ascii = text.replace(/[０-９．％＋－−]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xff10 && code <= 0xff19) return String.fromCharCode(code - 0xff10 + 48);
    return fullWidth[char] ?? char;
  });
  // A full-width comma between digits is a thousands separator only before exactly three digits.
  return ascii.replace(/(?<=\d)，(?=\d{3}(?!\d))/g, ',');
}

const pad = (part: string) => part.padStart(2, '0');
const datePattern = /(\d{4})(?:[-/](\d{1,2})[-/](\d{1,2})(?!\d)|年(\d{1,2})月(?:(\d{1,2})日)?)/g;

/** Dates in the (normalised) text, and the text with them blanked out. */
export function extractDates(text: string): { dates: FoundDate[]; rest: string } {
  const dates: FoundDate[] = [];
  const rest = text.replace(
    datePattern,
    (match, year: string, m1?: string, d1?: string, m2?: string, d2?: string, index?: number) => {
      const month = m1 ?? m2 ?? '';
      const day = d1 ?? d2;
      dates.push({
        text: match,
        date: `${year}-${pad(month)}${day ? `-${pad(day)}` : ''}`,
        index: index ?? 0,
      });
      return ' '.repeat(match.length);
    },
  );
  return { dates, rest };
}

const numberPattern = /[+-]?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?|[+-]?\.\d+/g;
const scales: Record<string, number> = {
  萬: 1e4,
  万: 1e4,
  億: 1e8,
  亿: 1e8,
  兆: 1e12,
  K: 1e3,
  M: 1e6,
  B: 1e9,
};
const suffixPattern = /^\s?(%|萬|万|億|亿|兆|[KMB](?![A-Za-z]))/;

/** Numbers in a text (dates are not numbers: blank them first with `extractDates`). */
export function extractNumbers(text: string): FoundNumber[] {
  const found: FoundNumber[] = [];
  for (const match of text.matchAll(numberPattern)) {
    let raw = match[0];
    let index = match.index;
    const before = index > 0 ? text[index - 1]! : '';
    if ((raw[0] === '-' || raw[0] === '+') && /[A-Za-z0-9]/.test(before)) {
      raw = raw.slice(1);
      index++;
    }
    const signed = raw[0] === '-' || raw[0] === '+';
    const body = raw.replace(/^[+-]/, '').replace(/,/g, '');
    const decimals = body.includes('.') ? body.length - body.indexOf('.') - 1 : 0;
    const suffix = suffixPattern.exec(text.slice(match.index + match[0].length))?.[1];
    const percent = suffix === '%';
    const scale = suffix && !percent ? scales[suffix]! : 1;
    const value = (raw[0] === '-' ? -1 : 1) * Number(body) * scale;
    found.push({
      text: raw + (suffix ?? ''),
      value,
      decimals,
      scale,
      percent,
      signed,
      digits: body.split('.')[0]!,
      index,
    });
  }
  return found;
}
