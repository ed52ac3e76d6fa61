import type { BuySell, InstitutionalTotals, MarginTotals, MarketBreadth } from '@alphadesk/contracts';
import { parseNumber } from '@alphadesk/core';
import { asObject, column, requireColumns, requireTables, type Table } from './tables.ts';
import { ProviderError } from './types.ts';

/**
 * Parsers of the exchanges' whole-market tables: 漲跌家數 (breadth), 三大法人買賣金額 and 信用交易統計.
 * Each reads its table by field and row names, so a reordered answer still parses, and turns an
 * answer without the rows it needs into a typed ProviderError.
 */

const twse = { exchange: 'TWSE' as const, source: 'twse' as const, simulated: false };
const tpex = { exchange: 'TPEx' as const, source: 'tpex' as const, simulated: false };

/** `4,916(55)` → [4916, 55]; a cell without the bracket has no limit count. */
function countWithLimit(cell: unknown): [number, number] | null {
  const match = /^\s*([\d,]+)\s*(?:\(([\d,]+)\))?\s*$/.exec(String(cell ?? ''));
  if (!match) return null;
  return [Number(match[1]!.replaceAll(',', '')), Number((match[2] ?? '0').replaceAll(',', ''))];
}

const malformed = (provider: string, what: string) => new ProviderError('malformed', provider, what);

/** Row of a table whose first cell (trimmed, full-width spaces too) matches. */
function rowNamed(table: Table, ...names: (string | RegExp)[]): unknown[] | undefined {
  const label = (row: unknown[]) => String(row[0] ?? '').replace(/[\s\u3000]/g, '');
  for (const name of names) {
    const found = table.data.find((row) =>
      typeof name === 'string' ? label(row) === name : name.test(label(row)),
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * MI_INDEX type=MS: the 漲跌證券數合計 table; its 股票 column (stocks only, as TPEx counts) holds
 * `上漲(漲停)`, `下跌(跌停)` and `持平`.
 */
export function parseTwseBreadth(json: unknown, date: string): MarketBreadth {
  const table = requireTables(json, 'twse', (t) => t.fields[0] === '類型' && t.fields.includes('股票'));
  const stocks = column(table.fields, '股票');
  const up = countWithLimit(rowNamed(table, '上漲(漲停)')?.[stocks]);
  const down = countWithLimit(rowNamed(table, '下跌(跌停)')?.[stocks]);
  const flat = parseNumber(rowNamed(table, '持平')?.[stocks]);
  if (!up || !down || flat === null) throw malformed('twse', 'breadth rows missing');
  return {
    ...twse,
    date,
    advancers: up[0],
    limitUp: up[1],
    decliners: down[0],
    limitDown: down[1],
    unchanged: flat,
  };
}

/** TPEx 上櫃股票當日彙總資訊 (afterTrading/highlight): one row with 上漲家數, 漲停家數, …. */
export function parseTpexBreadth(json: unknown, date: string): MarketBreadth {
  const table = requireTables(json, 'tpex', (t) => t.fields.includes('上漲家數'));
  const f = table.fields;
  const at = {
    up: column(f, '上漲家數'),
    limitUp: column(f, '漲停家數'),
    down: column(f, '下跌家數'),
    limitDown: column(f, '跌停家數'),
    flat: column(f, '平盤家數'),
  };
  requireColumns(table, 'tpex', at);
  const row = table.data[0]!;
  const [advancers, limitUp, decliners, limitDown, unchanged] = [
    at.up,
    at.limitUp,
    at.down,
    at.limitDown,
    at.flat,
  ].map((index) => parseNumber(row[index]));
  if ([advancers, limitUp, decliners, limitDown, unchanged].some((value) => value === null))
    throw malformed('tpex', 'breadth values missing');
  return {
    ...tpex,
    date,
    advancers: advancers!,
    limitUp: limitUp!,
    decliners: decliners!,
    limitDown: limitDown!,
    unchanged: unchanged!,
  };
}

function buySell(row: unknown[] | undefined, provider: string, name: string): BuySell {
  const [buy, sell, net] = [1, 2, 3].map((index) => parseNumber(row?.[index]));
  if (!row || buy === null || sell === null || net === null)
    throw malformed(provider, `institutional row ${name} missing`);
  return { buy: buy!, sell: sell!, net: net! };
}

const add = (...parts: BuySell[]): BuySell => ({
  buy: parts.reduce((sum, part) => sum + part.buy, 0),
  sell: parts.reduce((sum, part) => sum + part.sell, 0),
  net: parts.reduce((sum, part) => sum + part.net, 0),
});

/**
 * BFI82U: 自營商(自行買賣), 自營商(避險), 投信, 外資及陸資(不含外資自營商), 外資自營商, 合計. Foreign
 * dealers are left out of the foreign figure, as the exchange leaves them out of 合計.
 */
export function parseTwseInstitutional(json: unknown, date: string): InstitutionalTotals {
  const table = requireTables(json, 'twse', (t) => t.fields[0] === '單位名稱');
  const row = (name: string) => buySell(rowNamed(table, name), 'twse', name);
  return {
    ...twse,
    date,
    foreign: row('外資及陸資(不含外資自營商)'),
    trust: row('投信'),
    dealers: add(row('自營商(自行買賣)'), row('自營商(避險)')),
    total: row('合計'),
  };
}

/** TPEx insti/summary: 外資及陸資(不含自營商), 投信, 自營商合計, 三大法人合計* (indented names). */
export function parseTpexInstitutional(json: unknown, date: string): InstitutionalTotals {
  const table = requireTables(json, 'tpex', (t) => t.fields[0] === '單位名稱');
  const row = (...names: (string | RegExp)[]) => buySell(rowNamed(table, ...names), 'tpex', String(names[0]));
  return {
    ...tpex,
    date,
    foreign: row('外資及陸資(不含自營商)', '外資及陸資(不含外資自營商)'),
    trust: row('投信'),
    dealers: row('自營商合計'),
    total: row(/^三大法人合計/),
  };
}

/**
 * MI_MARGN type=MS (信用交易統計): 融資(交易單位) and 融券(交易單位) rows in lots, 融資金額(仟元) in
 * thousands, with 前日餘額 and 今日餘額 columns.
 */
export function parseTwseMargin(json: unknown, date: string): MarginTotals {
  const table = requireTables(json, 'twse', (t) => t.fields[0] === '項目' && t.fields.includes('今日餘額'));
  const at = { today: column(table.fields, '今日餘額'), before: column(table.fields, '前日餘額') };
  requireColumns(table, 'twse', at);
  const pick = (name: string) => {
    const row = rowNamed(table, name);
    const today = parseNumber(row?.[at.today]);
    const before = parseNumber(row?.[at.before]);
    return today === null || before === null ? null : { today, before };
  };
  const margin = pick('融資(交易單位)');
  const short = pick('融券(交易單位)');
  const amount = pick('融資金額(仟元)');
  if (!margin || !short) throw malformed('twse', 'margin rows missing');
  return {
    ...twse,
    date,
    marginBalance: margin.today,
    marginPrevious: margin.before,
    shortBalance: short.today,
    shortPrevious: short.before,
    marginAmount: amount ? amount.today * 1000 : null,
  };
}

/**
 * TPEx margin/balance: the per-stock table carries its totals in `summary` — 合計(張) (前資餘額,
 * 資餘額, 前券餘額, 券餘額 by the table's own field positions) and 融資金(仟元).
 */
export function parseTpexMargin(json: unknown, date: string): MarginTotals {
  const table = requireTables(
    json,
    'tpex',
    (t) => t.fields.includes('資餘額') && t.fields.includes('券餘額'),
  );
  const answer = asObject(json, 'tpex');
  const raw = (answer.tables as Record<string, unknown>[] | undefined)?.find(
    (candidate) => Array.isArray(candidate.summary) && (candidate.summary as unknown[]).length > 0,
  );
  const summary = ((raw?.summary as unknown[]) ?? []).filter((row): row is unknown[] => Array.isArray(row));
  const label = (row: unknown[]) => String(row[1] ?? '').trim();
  const lots = summary.find((row) => label(row).startsWith('合計'));
  const amount = summary.find((row) => label(row).startsWith('融資金'));
  const f = table.fields;
  const at = {
    marginBefore: column(f, '前資餘額(張)', '前資餘額'),
    margin: column(f, '資餘額'),
    shortBefore: column(f, '前券餘額(張)', '前券餘額'),
    short: column(f, '券餘額'),
  };
  requireColumns(table, 'tpex', at);
  const value = (row: unknown[] | undefined, index: number) => parseNumber(row?.[index]);
  const [marginBalance, marginPrevious, shortBalance, shortPrevious] = [
    at.margin,
    at.marginBefore,
    at.short,
    at.shortBefore,
  ].map((index) => value(lots, index));
  if ([marginBalance, marginPrevious, shortBalance, shortPrevious].some((v) => v === null))
    throw malformed('tpex', 'margin totals missing');
  const money = value(amount, at.margin);
  return {
    ...tpex,
    date,
    marginBalance: marginBalance!,
    marginPrevious: marginPrevious!,
    shortBalance: shortBalance!,
    shortPrevious: shortPrevious!,
    marginAmount: money === null ? null : money * 1000,
  };
}
