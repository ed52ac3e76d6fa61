import { pinyin } from 'pinyin-pro';

const digits = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const smallUnits = ['', '十', '百', '千'];
const bigUnits = ['', '萬', '億', '兆'];

/** A whole number in Chinese words (up to 10^16), as a reader says it: 1050 → 一千零五十. */
export function integerInChinese(value: number): string {
  if (value === 0) return digits[0]!;
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let pendingZero = false;
  for (let g = groups.length - 1; g >= 0; g -= 1) {
    const group = groups[g]!;
    if (group === 0) {
      pendingZero = out !== '';
      continue;
    }
    if (out !== '' && (pendingZero || group < 1000)) out += digits[0];
    pendingZero = false;
    let part = '';
    let zero = false;
    for (let i = 3; i >= 0; i -= 1) {
      const d = Math.floor(group / 10 ** i) % 10;
      if (d === 0) {
        zero = part !== '';
        continue;
      }
      if (zero) part += digits[0];
      zero = false;
      part += digits[d]! + smallUnits[i]!;
    }
    out += part + bigUnits[g]!;
  }
  // 一十 at the start reads as 十 (十五, not 一十五).
  return out.startsWith('一十') ? out.slice(1) : out;
}

/** A number as written (1,050 · 12.5 · -3 · 8%) in Chinese words. */
export function numberInChinese(written: string): string {
  let text = written.replace(/,/g, '');
  let prefix = '';
  let suffix = '';
  if (text.endsWith('%')) {
    prefix = '百分之';
    text = text.slice(0, -1);
  }
  if (text.startsWith('-') || text.startsWith('−')) {
    suffix = '負';
    text = text.slice(1);
  } else if (text.startsWith('+')) {
    suffix = '正';
    text = text.slice(1);
  }
  const [whole = '0', fraction] = text.split('.');
  const integer = Number(whole);
  const spoken =
    (Number.isSafeInteger(integer) && whole.length <= 16
      ? integerInChinese(integer)
      : [...whole].map((d) => digits[Number(d)]).join('')) +
    (fraction ? `點${[...fraction].map((d) => digits[Number(d)]).join('')}` : '');
  return suffix + prefix + spoken;
}

const hasHan = /\p{Script=Han}/u;

/**
 * Text espeak-ng's Mandarin voice (`cmn-latn-pinyin`) reads: numbers become Chinese words, then
 * every Chinese character becomes numbered-tone pinyin; Latin text and punctuation stay.
 */
export function mandarinForEspeak(text: string): string {
  const withWords = text.replace(/[-+−]?\d[\d,]*(?:\.\d+)?%?/g, (match) => numberInChinese(match));
  if (!hasHan.test(withWords)) return withWords;
  return pinyin(withWords, { toneType: 'num', type: 'string', nonZh: 'consecutive', v: true })
    .replace(/\s+/g, ' ')
    .trim();
}
