import { parseChange, parseInteger, parseNumber, parseRocDate } from './parse.ts';

/** One row of TWSE's STOCK_DAY format (also the format of the history files). */
export interface StockDayRow {
  date: string;
  volume: number;
  value: number | null;
  open: number;
  high: number;
  low: number;
  close: number;
  change: number | null;
  transactions: number | null;
}

/**
 * Parses `[ROC date, shares, value, open, high, low, close, change, transactions(, note)]`.
 * Returns null for rows without a trade (prices `--` or 0, as on suspension days) and for rows
 * that are not in the format at all.
 */
export function parseStockDayRow(cells: readonly unknown[]): StockDayRow | null {
  if (cells.length < 9) return null;
  const date = parseRocDate(cells[0]);
  const open = parseNumber(cells[3]);
  const high = parseNumber(cells[4]);
  const low = parseNumber(cells[5]);
  const close = parseNumber(cells[6]);
  const volume = parseInteger(cells[1]);
  if (!date || open === null || high === null || low === null || close === null || volume === null)
    return null;
  if (!(close > 0) || !(open > 0)) return null;
  return {
    date,
    volume,
    value: parseInteger(cells[2]),
    open,
    high,
    low,
    close,
    change: parseChange(cells[7]),
    transactions: parseInteger(cells[8]),
  };
}

/** Splits one line of a headerless STOCK_DAY CSV file (no quoted fields in this format). */
export function parseStockDayLine(line: string): StockDayRow | null {
  return parseStockDayRow(line.split(','));
}
