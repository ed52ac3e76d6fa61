/**
 * The guard an LLM narrator's text must pass: every number in it must be one of the evidence
 * numbers, as shown or in a documented derived form, and every date a date of the evidence.
 *
 * A number n (as written, scaled by its magnitude) matches an evidence value v when
 *   |n − c| ≤ ½ · 10^(−decimals shown) · scale  (+ 10⁻⁹ relative slack)
 * for one of these readings c of v:
 * - v itself (rounding to the precision shown is allowed: 246 matches 246.4);
 * - written with %: v × 100 (a fraction such as 0.0523 shown as 5.23%) or v (percent points);
 * - written without %: v / 100 (percent points shown as a ratio, 5.23 → 0.0523), and v × 100 for
 *   a `fraction` (its percent figure written without the sign);
 * - without a written sign, the magnitude |v| (a fall may be written in words: 下跌 5.23%).
 * An evidence source's symbol written as such (2330, 0050, US10Y — not inside a longer number) is
 * a name, not a value: symbols are blanked from the text before it is read.
 * Anything else is reported as offending.
 */
import type { Evidence } from '../types.ts';
import { extractDates, extractNumbers, normalise, type FoundDate, type FoundNumber } from './numbers.ts';

export interface NarrativeCheck {
  ok: boolean;
  numbers: FoundNumber[];
  dates: FoundDate[];
  offendingNumbers: FoundNumber[];
  offendingDates: FoundDate[];
}

function readings(item: Evidence, percent: boolean): number[] {
  const v = item.value;
  if (percent) return [v * 100, v];
  return item.unit === 'fraction' ? [v, v / 100, v * 100] : [v, v / 100];
}

function matches(found: FoundNumber, evidence: readonly Evidence[]): boolean {
  const tolerance = 0.5 * 10 ** -found.decimals * found.scale;
  for (const item of evidence) {
    for (const reading of readings(item, found.percent)) {
      const c = found.signed ? reading : Math.abs(reading);
      const n = found.signed ? found.value : Math.abs(found.value);
      if (Math.abs(n - c) <= tolerance + 1e-9 * Math.max(1, Math.abs(c))) return true;
    }
  }
  return false;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function checkNarrative(text: string, evidence: readonly Evidence[]): NarrativeCheck {
  const symbols = new Set<string>();
  const dates = new Set<string>();
  for (const item of evidence) {
    if (/\d/.test(item.source.symbol)) symbols.add(item.source.symbol);
    dates.add(item.source.date);
    if (item.source.from) dates.add(item.source.from);
  }
  let plain = normalise(text);
  // Longest first, so 000001.SS is blanked before 0001 could be.
  for (const symbol of [...symbols].sort((a, b) => b.length - a.length)) {
    const pattern = new RegExp(`(?<![\\d.,])${escape(symbol)}(?![\\d]|[.,]\\d)`, 'g');
    plain = plain.replace(pattern, (match) => ' '.repeat(match.length));
  }
  const { dates: foundDates, rest } = extractDates(plain);
  const numbers = extractNumbers(rest);
  const knownMonths = new Set([...dates].map((date) => date.slice(0, 7)));
  const offendingDates = foundDates.filter(
    (d) => !(d.date.length === 7 ? knownMonths.has(d.date) : dates.has(d.date)),
  );
  const offendingNumbers = numbers.filter((found) => !matches(found, evidence));
  return {
    ok: offendingNumbers.length === 0 && offendingDates.length === 0,
    numbers,
    dates: foundDates,
    offendingNumbers,
    offendingDates,
  };
}
