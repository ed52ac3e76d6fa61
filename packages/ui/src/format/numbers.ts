/**
 * Number formats used on every screen: NT$ without decimals, percentages with two decimals, and
 * big numbers abbreviated (K/M/B/T in English, 萬/億/兆 in Chinese, where 萬 = 10^4 and 億 = 10^8).
 */

const integerFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `formatTwd(1999)` → "NT$1,999"; negative amounts keep the sign in front ("-NT$500"). */
export function formatTwd(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}NT$${integerFormat.format(Math.abs(rounded))}`;
}

export interface PercentOptions {
  /** Prefix positive values with "+" (price changes). */
  signed?: boolean;
}

/** Takes a value already in percent: `formatPercent(12.345)` → "12.35%". */
export function formatPercent(percent: number, options: PercentOptions = {}): string {
  const text = `${percent.toFixed(2)}%`;
  if (text === '-0.00%') return '0.00%';
  return options.signed && percent > 0 && text !== '0.00%' ? `+${text}` : text;
}

interface CompactUnit {
  value: number;
  suffix: string;
}

const westernUnits: CompactUnit[] = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
];
const traditionalUnits: CompactUnit[] = [
  { value: 1e12, suffix: '兆' },
  { value: 1e8, suffix: '億' },
  { value: 1e4, suffix: '萬' },
];
const simplifiedUnits: CompactUnit[] = [
  { value: 1e12, suffix: '兆' },
  { value: 1e8, suffix: '亿' },
  { value: 1e4, suffix: '万' },
];

function unitsFor(locale: string): CompactUnit[] {
  const lower = locale.toLowerCase();
  if (!lower.startsWith('zh')) return westernUnits;
  return lower.includes('cn') || lower.includes('hans') || lower === 'zh-sg'
    ? simplifiedUnits
    : traditionalUnits;
}

const mantissaFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * `formatCompact(1_234_567, 'en-US')` → "1.23M"; `formatCompact(123_456_789, 'zh-TW')` → "1.23億".
 * Values below the smallest unit are printed whole with thousands separators.
 */
export function formatCompact(value: number, locale: string): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const units = unitsFor(locale);
  const index = units.findIndex((unit) => abs >= unit.value);
  if (index === -1) return `${sign}${mantissaFormat.format(abs)}`;
  let unit = units[index]!;
  const larger = units[index - 1];
  // 999,999 rounds to "1,000K"; print it with the next unit ("1M") instead.
  if (larger && Math.round((abs / unit.value) * 100) / 100 >= larger.value / unit.value) unit = larger;
  return `${sign}${mantissaFormat.format(abs / unit.value)}${unit.suffix}`;
}
