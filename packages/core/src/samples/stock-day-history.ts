/**
 * Real STOCK_DAY history files (the exchange's headerless daily rows, as kept in ../shared/data/
 * twse-daily) turned into bars, for tests and benchmarks that replay real history. Pure: the caller
 * reads the file.
 *
 * Rows: ROC date, shares, value, open, high, low, close, change, transactions. Fields may be quoted
 * and carry thousands separators ("1,234.50"); a row whose close is `--` (no trade that day) or whose
 * prices are otherwise not numbers is skipped.
 *
 * The files are unadjusted. The adjusted close is rebuilt from the change column: on a day marked
 * X (ex-rights, no change printed) the reference price is the open when it is below the previous
 * close; elsewhere it is close − change. Each reference below the previous close is a dividend or
 * split, and earlier closes are scaled by reference / previous close (adjusted to the file's end).
 */
import type { DailyBars, SecurityInfo } from '../analysts/types.ts';
import type { Bars } from './synthetic-bars.ts';

export interface DailyHistory extends Bars {
  /** ROC dates as written (`83/09/05`). */
  dates: string[];
}

function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const toNumber = (text: string | undefined) => {
  const cleaned = (text ?? '').replace(/,/g, '').trim();
  return /^[+-]?\d+(\.\d*)?$/.test(cleaned) ? Number(cleaned) : NaN;
};

/** Parses the text of a STOCK_DAY history file, skipping rows without a trade. */
export function parseTwseDaily(text: string): DailyHistory {
  const dates: string[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const fields = splitCsvLine(line);
    const row = [1, 3, 4, 5, 6].map((index) => toNumber(fields[index]));
    if (row.some((value) => Number.isNaN(value))) continue; // `--`: no trade that day
    dates.push(fields[0]!.trim());
    volume.push(row[0]!);
    open.push(row[1]!);
    high.push(row[2]!);
    low.push(row[3]!);
    close.push(row[4]!);
  }
  return {
    dates,
    open: Float64Array.from(open),
    high: Float64Array.from(high),
    low: Float64Array.from(low),
    close: Float64Array.from(close),
    volume: Float64Array.from(volume),
  };
}

/** `104/06/29` → `2015-06-29`. */
export function rocToIso(roc: string): string {
  const [year = '', month = '', day = ''] = roc.split('/');
  return `${Number(year) + 1911}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The bars of one history file's text, with the adjusted close and the value traded. */
export function historyBars(text: string): DailyBars {
  const history = parseTwseDaily(text);
  const extra = new Map<string, { value: number; change: string }>();
  for (const line of text.split(/\r?\n/)) {
    const fields = line.split(',');
    if (fields.length >= 8) extra.set(fields[0]!, { value: Number(fields[2]), change: fields[7]! });
  }
  const n = history.dates.length;
  const { open, close } = history;
  const value = new Float64Array(n);
  const ratio = new Float64Array(n).fill(1);
  for (let i = 0; i < n; i++) {
    const row = extra.get(history.dates[i]!);
    value[i] = row && Number.isFinite(row.value) ? row.value : close[i]! * history.volume[i]!;
    if (i === 0 || !row) continue;
    const previous = close[i - 1]!;
    const change = Number(row.change);
    const reference =
      row.change.startsWith('X') || !Number.isFinite(change)
        ? open[i]! < previous
          ? open[i]!
          : previous
        : Math.round((close[i]! - change) * 100) / 100;
    if (reference < previous - 0.005 && reference / previous > 0.05) ratio[i] = reference / previous;
  }
  const adjClose = new Float64Array(n);
  let factor = 1;
  for (let i = n - 1; i >= 0; i--) {
    adjClose[i] = close[i]! * factor;
    factor *= ratio[i]!;
  }
  const bars: DailyBars = {
    source: 'TWSE STOCK_DAY',
    simulated: false,
    dates: history.dates.map(rocToIso),
    open: history.open,
    high: history.high,
    low: history.low,
    close: history.close,
    volume: history.volume,
    adjClose,
    value,
  };
  return bars;
}

const names: Record<string, [string, string | null]> = {
  '2330': ['台積電', '半導體業'],
  '2317': ['鴻海', '其他電子業'],
  '0050': ['元大台灣50', null],
};

/** The security a history file belongs to (names of the codes the tests and benchmarks use). */
export function historySecurity(code: string): SecurityInfo {
  const [name, sector] = names[code] ?? [code, null];
  return {
    symbol: code,
    name,
    market: 'TW',
    exchange: 'TWSE',
    sector,
    kind: code.startsWith('00') ? 'etf' : 'stock',
    simulated: false,
  };
}
