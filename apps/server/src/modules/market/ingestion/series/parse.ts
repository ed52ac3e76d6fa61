import { splitCsvLine } from '../importer.ts';

/**
 * Parsers of the market-level series kept under ../shared/data/market-series (see its README):
 * TWSE's MI_5MINS_HIST month replies (^TWII daily OHLC, ROC dates, comma numbers), FRED's daily
 * SP500 column (blank on US holidays), the monthly Shiller table (the US long interest rate) and the
 * monthly exchange-rate table (one country's rows). Each returns rows in ascending date order.
 */
export interface SeriesRow {
  symbol: string;
  name: string;
  /** The first day the value is known (a monthly average: the last day of its month). */
  date: string;
  open: number | null;
  high: number | null;
  low: number | null;
  close: number;
  source: string;
}

export class SeriesFormatError extends Error {
  override name = 'SeriesFormatError';
}

export const seriesSymbols = {
  taiex: '^TWII',
  sp500: '^GSPC',
  usdTwd: 'USD/TWD',
  usLongRate: 'US10Y',
} as const;

const numberOf = (text: string): number => {
  const value = Number(text.replace(/,/g, '').trim());
  return Number.isFinite(value) ? value : NaN;
};

/** `YYYY-MM-DD` of the last day of the month of a `YYYY-MM-..` date. */
export function monthEnd(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** ` 97/01/02` (ROC year) → `2008-01-02`. */
function rocDate(text: string): string {
  const match = /^\s*(\d{2,3})\/(\d{2})\/(\d{2})\s*$/.exec(text);
  if (!match) throw new SeriesFormatError(`not a ROC date: ${JSON.stringify(text)}`);
  return `${Number(match[1]) + 1911}-${match[2]}-${match[3]}`;
}

/** One month of TWSE `indicesReport/MI_5MINS_HIST?response=json`: 日期, 開盤, 最高, 最低, 收盤指數. */
export function parseTaiexMonth(text: string): SeriesRow[] {
  const reply = JSON.parse(text) as { stat?: string; fields?: string[]; data?: string[][] };
  if (reply.stat !== 'OK') return [];
  const fields = reply.fields ?? [];
  const at = (name: string) => {
    const i = fields.indexOf(name);
    if (i < 0) throw new SeriesFormatError(`MI_5MINS_HIST reply without the field ${name}`);
    return i;
  };
  const [date, open, high, low, close] = ['日期', '開盤指數', '最高指數', '最低指數', '收盤指數'].map(at) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return (reply.data ?? []).flatMap((row) => {
    const value = numberOf(row[close] ?? '');
    if (!(value > 0)) return [];
    const other = (i: number) => {
      const x = numberOf(row[i] ?? '');
      return x > 0 ? x : null;
    };
    return [
      {
        symbol: seriesSymbols.taiex,
        name: '發行量加權股價指數',
        date: rocDate(row[date] ?? ''),
        open: other(open),
        high: other(high),
        low: other(low),
        close: value,
        source: 'TWSE MI_5MINS_HIST',
      },
    ];
  });
}

function csvRows(text: string, required: readonly string[]): { header: string[]; rows: string[][] } {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '').map((name) => name.trim());
  for (const name of required)
    if (!header.includes(name)) throw new SeriesFormatError(`CSV without the column ${name}`);
  return { header, rows: lines.slice(1).map(splitCsvLine) };
}

/** FRED's `observation_date,SP500` (daily closes; a blank value is a US holiday and is left out). */
export function parseFredSp500(text: string): SeriesRow[] {
  const { header, rows } = csvRows(text, ['observation_date', 'SP500']);
  const date = header.indexOf('observation_date');
  const close = header.indexOf('SP500');
  return rows.flatMap((row) => {
    const value = numberOf(row[close] ?? '');
    if (!(row[close] ?? '').trim() || !(value > 0)) return [];
    return [
      {
        symbol: seriesSymbols.sp500,
        name: 'S&P 500 指數',
        date: row[date]!.trim(),
        open: null,
        high: null,
        low: null,
        close: value,
        source: 'FRED SP500',
      },
    ];
  });
}

/**
 * The monthly Shiller table's `Long Interest Rate` (percent, a monthly average), dated at the end of
 * its month: the average is only known once the month is over, so a call never reads it earlier.
 * Recent rows carry 0.0 as a placeholder for columns not yet filled in; those are left out.
 */
export function parseShillerLongRate(text: string): SeriesRow[] {
  const { header, rows } = csvRows(text, ['Date', 'Long Interest Rate']);
  const date = header.indexOf('Date');
  const rate = header.indexOf('Long Interest Rate');
  return rows.flatMap((row) => {
    const value = numberOf(row[rate] ?? '');
    if (!(value > 0)) return [];
    return [
      {
        symbol: seriesSymbols.usLongRate,
        name: '美國長期利率（月平均）',
        date: monthEnd(row[date]!.trim()),
        open: null,
        high: null,
        low: null,
        close: value,
        source: 'Shiller monthly table (Long Interest Rate)',
      },
    ];
  });
}

/**
 * The monthly exchange-rate table (`Date,Country,Exchange rate`, FRED monthly averages in units of
 * the currency per US dollar): one country's rows, dated at the end of their month like the rate.
 */
export function parseMonthlyFx(text: string, country = 'Taiwan'): SeriesRow[] {
  const { header, rows } = csvRows(text, ['Date', 'Country', 'Exchange rate']);
  const date = header.indexOf('Date');
  const who = header.indexOf('Country');
  const rate = header.indexOf('Exchange rate');
  return rows.flatMap((row) => {
    const value = numberOf(row[rate] ?? '');
    if ((row[who] ?? '').trim() !== country || !(value > 0)) return [];
    return [
      {
        symbol: seriesSymbols.usdTwd,
        name: '美元兌新台幣（月平均）',
        date: monthEnd(row[date]!.trim()),
        open: null,
        high: null,
        low: null,
        close: value,
        source: 'FRED monthly average (exchange-rates table)',
      },
    ];
  });
}
