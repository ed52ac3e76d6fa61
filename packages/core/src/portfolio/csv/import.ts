import type { TransactionType } from '../types.ts';
import { sharesPerLot } from '../types.ts';
import { readCsv, type CsvRecord } from './read.ts';
import { normaliseCell, parseAmount, parseTaiwanDate } from './values.ts';

/**
 * Broker CSV import, two shapes:
 *
 *  - the broker statement (對帳單) most Taiwan brokers export:
 *    `股名,日期,成交股數,淨收付金額,買賣別,成交價,成本,手續費,交易稅,…` — stocks by name,
 *    buys and sells only, the fee and tax the broker actually charged;
 *  - a generic sheet: a header naming at least a date and a type column, in English or Chinese
 *    (date/日期, type/類別, symbol/代號, name/名稱, shares/股數 or lots/張數, price/價格, fee/手續費,
 *    tax/交易稅, amount/金額, ratio/比例, daytrade/當沖), every transaction type.
 *
 * Names and codes are resolved by the caller's lookup. Every row either parses completely or is an
 * error naming its line; the caller writes nothing when there is any error. Each row has a
 * fingerprint — its normalised content plus how many identical rows came before it in the file —
 * so importing the same file twice finds every row already there, while two identical fills on
 * one day stay two rows.
 */
export type ImportFormat = 'broker-statement' | 'generic';

export interface ImportedRow {
  line: number;
  type: TransactionType;
  date: string;
  symbol: string | null;
  shares: number | null;
  price: number | null;
  /** As charged; null when the file does not say (the importer computes it). */
  fee: number | null;
  tax: number | null;
  amount: number | null;
  ratio: number | null;
  dayTrade: boolean;
  fingerprint: string;
}

export interface ImportIssue {
  line: number;
  message: string;
}

export interface ImportResult {
  format: ImportFormat | null;
  rows: ImportedRow[];
  errors: ImportIssue[];
  warnings: ImportIssue[];
}

export type SecurityLookup = (nameOrCode: string) => { symbol: string } | null;

const brokerColumns = {
  name: ['股名', '股票名稱', '商品名稱'],
  date: ['日期', '成交日期', '交易日期'],
  shares: ['成交股數', '股數'],
  net: ['淨收付金額', '淨收付'],
  side: ['買賣別'],
  price: ['成交價', '成交單價'],
  fee: ['手續費'],
  tax: ['交易稅', '證交稅'],
} as const;

const genericColumns = {
  date: ['date', '日期', '交易日期', '成交日期'],
  type: ['type', 'action', 'side', '類別', '交易類別', '買賣別'],
  symbol: ['symbol', 'code', 'ticker', '代號', '股票代號', '證券代號'],
  name: ['name', '名稱', '股名', '股票名稱'],
  shares: ['shares', 'quantity', 'qty', '股數', '數量', '成交股數'],
  lots: ['lots', '張數'],
  price: ['price', '價格', '成交價', '單價'],
  fee: ['fee', '手續費'],
  tax: ['tax', '交易稅', '證交稅'],
  amount: ['amount', '金額'],
  ratio: ['ratio', '比例', '分割比例'],
  dayTrade: ['daytrade', 'day_trade', '當沖'],
} as const;

const typeWords: Record<string, TransactionType> = {
  buy: 'buy',
  買進: 'buy',
  買: 'buy',
  sell: 'sell',
  賣出: 'sell',
  賣: 'sell',
  dividend: 'cash-dividend',
  'cash-dividend': 'cash-dividend',
  現金股利: 'cash-dividend',
  股息: 'cash-dividend',
  'stock-dividend': 'stock-dividend',
  股票股利: 'stock-dividend',
  配股: 'stock-dividend',
  split: 'split',
  分割: 'split',
  'reverse-split': 'reverse-split',
  反分割: 'reverse-split',
  合併: 'reverse-split',
  fee: 'fee',
  費用: 'fee',
  手續費: 'fee',
  'cash-in': 'cash-in',
  deposit: 'cash-in',
  存入: 'cash-in',
  入金: 'cash-in',
  'cash-out': 'cash-out',
  withdrawal: 'cash-out',
  withdraw: 'cash-out',
  提領: 'cash-out',
  出金: 'cash-out',
};

const yes = new Set(['y', 'yes', 'true', '1', '是', 'v']);
const summaryRow = /^(合計|總計|小計|total)/i;

type Columns<T extends Record<string, readonly string[]>> = { [K in keyof T]: number };

function locate<T extends Record<string, readonly string[]>>(header: string[], spec: T): Columns<T> {
  const normalised = header.map((cell) => normaliseCell(cell).toLowerCase().replace(/\s+/g, ''));
  const found = {} as Columns<T>;
  for (const key of Object.keys(spec) as Array<keyof T>) {
    found[key] = normalised.findIndex((cell) => spec[key]!.some((alias) => alias.toLowerCase() === cell));
  }
  return found;
}

function detect(header: string[]): ImportFormat | null {
  const broker = locate(header, brokerColumns);
  if (broker.name >= 0 && broker.date >= 0 && broker.shares >= 0 && broker.side >= 0 && broker.price >= 0) {
    return 'broker-statement';
  }
  const generic = locate(header, genericColumns);
  return generic.date >= 0 && generic.type >= 0 ? 'generic' : null;
}

/** `2330`, `2330 台積電`, `台積電(2330)`, `00878`, `00631L` → a code if there is one. */
const codePattern = /(?:^|[\s(（])(\d{4,6}[A-Z]?)(?:$|[\s)）])/;

function resolve(text: string, lookup: SecurityLookup): string | null {
  const value = normaliseCell(text);
  const code = codePattern.exec(value)?.[1];
  if (code) {
    const found = lookup(code);
    if (found) return found.symbol;
  }
  return (
    lookup(value)?.symbol ?? lookup(value.replace(/[\s(（]*\d{4,6}[A-Z]?[)）]?\s*/g, ''))?.symbol ?? null
  );
}

class RowError extends Error {}

function fail(message: string): never {
  throw new RowError(message);
}

function amountAt(cells: string[], index: number, label: string): number | null {
  if (index < 0) return null;
  const value = parseAmount(cells[index]);
  if (value !== null && Number.isNaN(value)) fail(`${label}不是有效的數字：「${cells[index]}」`);
  return value;
}

function positiveInteger(value: number | null, label: string): number {
  if (value === null) fail(`缺少${label}`);
  if (!Number.isInteger(value) || value <= 0) fail(`${label}必須是正整數`);
  return value;
}

function positive(value: number | null, label: string): number {
  if (value === null) fail(`缺少${label}`);
  if (!(value > 0)) fail(`${label}必須大於 0`);
  return value;
}

function charge(value: number | null, label: string): number | null {
  if (value === null) return null;
  if (value < 0 || !Number.isInteger(value)) fail(`${label}必須是非負整數`);
  return value;
}

function dateAt(cells: string[], index: number): string {
  const raw = cells[index] ?? '';
  const date = parseTaiwanDate(raw);
  if (!date) fail(`日期格式錯誤：「${raw}」（例如 109/01/02 或 2020-01-02）`);
  return date;
}

type Draft = Omit<ImportedRow, 'fingerprint' | 'line'>;

function brokerRow(
  cells: string[],
  columns: Columns<typeof brokerColumns>,
  lookup: SecurityLookup,
  warn: (message: string) => void,
): Draft {
  const date = dateAt(cells, columns.date);
  const name = normaliseCell(cells[columns.name] ?? '');
  if (!name) fail('缺少股名');
  const symbol = resolve(name, lookup);
  if (!symbol) fail(`找不到股票「${name}」`);
  const side = normaliseCell(cells[columns.side] ?? '');
  if (/[資券]/.test(side)) fail(`不支援融資融券交易：「${side}」`);
  const buys = side.includes('買');
  const sells = side.includes('賣');
  const type = buys && !sells ? 'buy' : sells && !buys ? 'sell' : null;
  if (!type) fail(`無法辨識的買賣別：「${side}」`);
  const shares = positiveInteger(amountAt(cells, columns.shares, '成交股數'), '成交股數');
  const price = positive(amountAt(cells, columns.price, '成交價'), '成交價');
  const fee = charge(amountAt(cells, columns.fee, '手續費'), '手續費');
  const tax = type === 'sell' ? charge(amountAt(cells, columns.tax, '交易稅'), '交易稅') : 0;
  const net = amountAt(cells, columns.net, '淨收付金額');
  if (net !== null && fee !== null && tax !== null) {
    const gross = shares * price;
    const expected = type === 'buy' ? gross + fee : gross - fee - tax;
    // Brokers drop the cents of the gross amount; anything further off is a different number.
    if (Math.abs(Math.abs(net) - expected) > 1.5) {
      warn(`淨收付金額 ${Math.abs(net)} 與成交金額、手續費、交易稅計算的 ${Math.round(expected)} 不符`);
    }
  }
  return {
    type,
    date,
    symbol,
    shares,
    price,
    fee,
    tax,
    amount: null,
    ratio: null,
    dayTrade: side.includes('沖'),
  };
}

function genericRow(cells: string[], columns: Columns<typeof genericColumns>, lookup: SecurityLookup): Draft {
  const date = dateAt(cells, columns.date);
  const word = normaliseCell(cells[columns.type] ?? '').toLowerCase();
  const type = typeWords[word] ?? (word.includes('沖') ? typeWords[word.replace(/[現沖]/g, '')] : undefined);
  if (!type) fail(`無法辨識的交易類別：「${cells[columns.type] ?? ''}」`);
  const needsSecurity = type !== 'cash-in' && type !== 'cash-out' && type !== 'fee';
  const codeText = columns.symbol >= 0 ? normaliseCell(cells[columns.symbol] ?? '') : '';
  const nameText = columns.name >= 0 ? normaliseCell(cells[columns.name] ?? '') : '';
  let symbol: string | null = null;
  if (codeText || nameText) {
    symbol = (codeText && resolve(codeText, lookup)) || (nameText && resolve(nameText, lookup)) || null;
    if (!symbol) fail(`找不到股票「${codeText || nameText}」`);
  } else if (needsSecurity) {
    fail('缺少股票代號或名稱');
  }
  let shares = amountAt(cells, columns.shares, '股數');
  const lots = amountAt(cells, columns.lots, '張數');
  if (shares === null && lots !== null) shares = lots * sharesPerLot;
  const dayTradeCell =
    columns.dayTrade >= 0 ? normaliseCell(cells[columns.dayTrade] ?? '').toLowerCase() : '';
  const draft: Draft = {
    type,
    date,
    symbol,
    shares: null,
    price: null,
    fee: charge(amountAt(cells, columns.fee, '手續費'), '手續費'),
    tax: charge(amountAt(cells, columns.tax, '交易稅'), '交易稅'),
    amount: null,
    ratio: null,
    dayTrade: yes.has(dayTradeCell) || word.includes('沖'),
  };
  const amount = amountAt(cells, columns.amount, '金額');
  switch (type) {
    case 'buy':
    case 'sell':
      draft.shares = positiveInteger(shares, '股數');
      draft.price = positive(amountAt(cells, columns.price, '價格'), '價格');
      if (type === 'buy') draft.tax = 0;
      break;
    case 'stock-dividend':
      draft.shares = positiveInteger(shares, '股數');
      break;
    case 'split':
    case 'reverse-split':
      draft.ratio = positive(amountAt(cells, columns.ratio, '比例'), '比例');
      if (draft.ratio <= 1) fail('分割比例必須大於 1（例如 1 股分割為 4 股填 4）');
      break;
    default:
      draft.amount = positive(amount === null ? null : Math.abs(amount), '金額');
  }
  return draft;
}

function fingerprintOf(draft: Draft): string {
  return [
    draft.date,
    draft.type,
    draft.symbol ?? '',
    draft.shares ?? '',
    draft.price ?? '',
    draft.fee ?? '',
    draft.tax ?? '',
    draft.amount ?? '',
    draft.ratio ?? '',
    draft.dayTrade ? 'D' : '',
  ].join('|');
}

export function parseTransactionsCsv(text: string, lookup: SecurityLookup): ImportResult {
  const records: CsvRecord[] = readCsv(text);
  const header = records[0];
  if (!header) return { format: null, rows: [], errors: [{ line: 1, message: '檔案是空的' }], warnings: [] };
  const format = detect(header.cells);
  if (!format) {
    return {
      format: null,
      rows: [],
      errors: [
        {
          line: header.line,
          message:
            '無法辨識的檔案格式：需要券商對帳單欄位（股名、日期、成交股數、買賣別、成交價）或含日期與類別欄位的表頭',
        },
      ],
      warnings: [],
    };
  }
  const brokerCols = locate(header.cells, brokerColumns);
  const genericCols = locate(header.cells, genericColumns);
  const rows: ImportedRow[] = [];
  const errors: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const seen = new Map<string, number>();
  for (const record of records.slice(1)) {
    if (summaryRow.test(normaliseCell(record.cells[0] ?? ''))) continue;
    try {
      const draft =
        format === 'broker-statement'
          ? brokerRow(record.cells, brokerCols, lookup, (message) =>
              warnings.push({ line: record.line, message }),
            )
          : genericRow(record.cells, genericCols, lookup);
      const key = fingerprintOf(draft);
      const occurrence = seen.get(key) ?? 0;
      seen.set(key, occurrence + 1);
      rows.push({ ...draft, line: record.line, fingerprint: `${key}#${occurrence}` });
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      errors.push({ line: record.line, message: `第 ${record.line} 行：${error.message}` });
    }
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push({ line: header.line, message: '檔案沒有任何交易資料' });
  return { format, rows, errors, warnings };
}
