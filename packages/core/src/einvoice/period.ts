import { taipeiOffsetMs } from '../market/session.ts';

/**
 * A bimonthly VAT filing period (Jan–Feb, Mar–Apr, …, Nov–Dec) on the Asia/Taipei calendar.
 * Invoices are numbered per period, and an invoice can be voided only within its own period;
 * afterwards a refund is an allowance (折讓) instead.
 */
export interface InvoicePeriod {
  /** Gregorian year. */
  year: number;
  /** Republic of China year (民國), as printed on invoices: year − 1911. */
  rocYear: number;
  /** 1 (Jan–Feb) … 6 (Nov–Dec). */
  term: number;
  startMonth: number;
  endMonth: number;
  /** First instant of the period (00:00 Taipei on the 1st of its first month). */
  starts: Date;
  /** First instant after the period. */
  ends: Date;
  /** "115年01-02月", as printed on the invoice. */
  label: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The filing period that contains `instant` in Taipei. */
export function invoicePeriodOf(instant: Date): InvoicePeriod {
  const taipei = new Date(instant.getTime() + taipeiOffsetMs);
  const year = taipei.getUTCFullYear();
  const term = Math.floor(taipei.getUTCMonth() / 2) + 1;
  const startMonth = term * 2 - 1;
  const endMonth = term * 2;
  const starts = new Date(Date.UTC(year, startMonth - 1, 1) - taipeiOffsetMs);
  const ends = new Date(Date.UTC(year, endMonth, 1) - taipeiOffsetMs);
  const rocYear = year - 1911;
  return {
    year,
    rocYear,
    term,
    startMonth,
    endMonth,
    starts,
    ends,
    label: `${rocYear}年${pad(startMonth)}-${pad(endMonth)}月`,
  };
}

/** Whether two instants fall in the same filing period. */
export function sameInvoicePeriod(a: Date, b: Date): boolean {
  const first = invoicePeriodOf(a);
  const second = invoicePeriodOf(b);
  return first.year === second.year && first.term === second.term;
}

/** The Taipei calendar date and time of an instant as "YYYY-MM-DD HH:mm:ss" (the provider's format). */
export function taipeiDateTime(instant: Date): string {
  return new Date(instant.getTime() + taipeiOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** Parses the provider's "YYYY-MM-DD HH:mm:ss" (Taipei; "/" also accepted) into an instant, or null. */
export function parseTaipeiDateTime(text: string): Date | null {
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T+](\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(utc - taipeiOffsetMs);
}
