import {
  marketIndices,
  parseInteger,
  parseNumber,
  parseRocDate,
  parseSignCell,
  parseStockDayRow,
} from '@alphadesk/core';
import type { InstitutionalTotals, MarginTotals, MarketBreadth } from '@alphadesk/contracts';
import type { HttpClient } from './http.ts';
import { parseTwseBreadth, parseTwseInstitutional, parseTwseMargin } from './market-totals.ts';
import { column, columns, compactDate, requireColumns, requireTables, type Table } from './tables.ts';
import {
  ProviderError,
  type Bar,
  type DividendEvent,
  type DividendKind,
  type IndexValue,
  type InstitutionalFlow,
  type MarginBalance,
  type Valuation,
} from './types.ts';

const provider = 'twse';
const flag = { source: 'twse' as const, simulated: false };

/**
 * TWSE's own web endpoints (www.twse.com.tw/rwd/zh/…): whole-market tables by date, one month of a
 * stock's history per call. Every answer is `{ stat, fields, data }` or `{ stat, tables: [...] }`.
 */
export function createTwseClient(http: HttpClient, baseUrl: string) {
  const get = (path: string, query: Record<string, string>) =>
    http.getJson(`${baseUrl}${path}?${new URLSearchParams({ ...query, response: 'json' })}`);

  return {
    /** MI_INDEX (ALLBUT0999): every listed security's bar of a day, plus the day's index closes. */
    async dailyQuotes(date: string): Promise<{ bars: Bar[]; indices: IndexValue[] }> {
      const json = await get('/rwd/zh/afterTrading/MI_INDEX', {
        date: compactDate(date),
        type: 'ALLBUT0999',
      });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields.includes('證券代號') && t.fields.includes('收盤價'),
      );
      return { bars: parseMiIndexStocks(table, date), indices: parseMiIndexIndices(json, date) };
    },

    /** STOCK_DAY: the sessions of one month for one stock. */
    async stockMonth(code: string, month: string): Promise<Bar[]> {
      const json = await get('/rwd/zh/afterTrading/STOCK_DAY', {
        date: `${month.replace('-', '')}01`,
        stockNo: code,
      });
      const table = requireTables(json, provider, (t) => t.fields.includes('日期'));
      return table.data.flatMap((row) => {
        const parsed = parseStockDayRow(row);
        return parsed ? [{ symbol: code, ...parsed, ...flag }] : [];
      });
    },

    /** BWIBBU_d: P/E, dividend yield and P/B of every listed stock. */
    async valuations(date: string): Promise<Valuation[]> {
      const json = await get('/rwd/zh/afterTrading/BWIBBU_d', { date: compactDate(date), selectType: 'ALL' });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields.includes('證券代號') && t.fields.includes('本益比'),
      );
      const at = {
        code: column(table.fields, '證券代號'),
        pe: column(table.fields, '本益比'),
        yield: column(table.fields, '殖利率(%)'),
        pb: column(table.fields, '股價淨值比'),
      };
      requireColumns(table, provider, at);
      return table.data.map((row) => ({
        symbol: String(row[at.code]).trim(),
        date,
        peRatio: parseNumber(row[at.pe]),
        dividendYield: parseNumber(row[at.yield]),
        pbRatio: parseNumber(row[at.pb]),
        ...flag,
      }));
    },

    /** T86: 三大法人 net buying by stock, in the three layouts the exchange has used since 2012. */
    async institutionalFlows(date: string): Promise<InstitutionalFlow[]> {
      const json = await get('/rwd/zh/fund/T86', { date: compactDate(date), selectType: 'ALLBUT0999' });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields.includes('證券代號') && t.fields.some((f) => f.startsWith('三大法人')),
      );
      return parseInstitutional(table, date);
    },

    /** MI_MARGN: margin purchase and short sale balances (lots) of every stock. */
    async marginBalances(date: string): Promise<MarginBalance[]> {
      const json = await get('/rwd/zh/marginTrading/MI_MARGN', {
        date: compactDate(date),
        selectType: 'ALL',
      });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields[0] === '代號' && columns(t.fields, '今日餘額').length === 2,
      );
      const [margin, short] = columns(table.fields, '今日餘額') as [number, number];
      return table.data.flatMap((row) => {
        const marginBalance = parseInteger(row[margin]);
        const shortBalance = parseInteger(row[short]);
        if (marginBalance === null || shortBalance === null) return [];
        return [{ symbol: String(row[0]).trim(), date, marginBalance, shortBalance, ...flag }];
      });
    },

    /** MI_INDEX type=MS: the day's 漲跌證券數合計 (advancers, decliners, limit counts). */
    async marketBreadth(date: string): Promise<MarketBreadth> {
      const json = await get('/rwd/zh/afterTrading/MI_INDEX', { date: compactDate(date), type: 'MS' });
      return parseTwseBreadth(json, date);
    },

    /** BFI82U: 三大法人買賣金額統計表 (NT$). */
    async marketInstitutional(date: string): Promise<InstitutionalTotals> {
      const json = await get('/rwd/zh/fund/BFI82U', { dayDate: compactDate(date), type: 'day' });
      return parseTwseInstitutional(json, date);
    },

    /** MI_MARGN selectType=MS: 信用交易統計 (market-wide margin and short balances). */
    async marketMargin(date: string): Promise<MarginTotals> {
      const json = await get('/rwd/zh/marginTrading/MI_MARGN', { date: compactDate(date), selectType: 'MS' });
      return parseTwseMargin(json, date);
    },

    /**
     * TWT49U (除權除息), TWTB8U (par value changes), TWTAUU (capital reductions) and TWTCAU (ETF
     * splits and reverse splits) in a date range.
     */
    async dividends(from: string, to: string): Promise<DividendEvent[]> {
      const range = { startDate: compactDate(from), endDate: compactDate(to) };
      const sources: [string, (table: Table) => DividendEvent[]][] = [
        ['/rwd/zh/exRight/TWT49U', parseExRights],
        ['/rwd/zh/change/TWTB8U', (table) => parseResumption(table, 'split')],
        ['/rwd/zh/reducation/TWTAUU', (table) => parseResumption(table, 'reduction')],
        ['/rwd/zh/split/TWTCAU', (table) => parseResumption(table, 'split')],
      ];
      const events: DividendEvent[] = [];
      for (const [path, parse] of sources) {
        try {
          const table = requireTables(await get(path, range), provider, (t) => t.fields.length > 4);
          events.push(...parse(table));
        } catch (error) {
          if (!(error instanceof ProviderError && error.kind === 'no-data')) throw error;
        }
      }
      return events;
    },
  };
}
export type TwseClient = ReturnType<typeof createTwseClient>;

/** Rows of the MI_INDEX per-stock table; the sign of the change is an HTML cell. */
export function parseMiIndexStocks(table: Table, date: string): Bar[] {
  const f = table.fields;
  const at = {
    code: column(f, '證券代號'),
    volume: column(f, '成交股數'),
    transactions: column(f, '成交筆數'),
    value: column(f, '成交金額'),
    open: column(f, '開盤價'),
    high: column(f, '最高價'),
    low: column(f, '最低價'),
    close: column(f, '收盤價'),
    sign: column(f, /^漲跌\(\+\/-\)$/),
    change: column(f, '漲跌價差'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const [open, high, low, close] = [at.open, at.high, at.low, at.close].map((i) => parseNumber(row[i]));
    const volume = parseInteger(row[at.volume]);
    if (open == null || high == null || low == null || close == null || volume === null || !(close > 0))
      return [];
    const sign = parseSignCell(row[at.sign]);
    const magnitude = parseNumber(row[at.change]);
    return [
      {
        symbol: String(row[at.code]).trim(),
        date,
        open,
        high,
        low,
        close,
        change: sign === null || magnitude === null ? null : sign * magnitude,
        volume,
        value: parseInteger(row[at.value]),
        transactions: parseInteger(row[at.transactions]),
        ...flag,
      },
    ];
  });
}

/** The index tables of MI_INDEX (價格指數), mapped to the indices we show. */
export function parseMiIndexIndices(json: unknown, date: string): IndexValue[] {
  const tables = (json as { tables?: unknown[] }).tables ?? [];
  const byName = new Map(marketIndices.filter((i) => i.twseName).map((i) => [i.twseName!, i]));
  const values: IndexValue[] = [];
  for (const raw of tables) {
    const table = raw as Partial<Table>;
    if (!Array.isArray(table.fields) || table.fields[0] !== '指數' || !Array.isArray(table.data)) continue;
    for (const row of table.data) {
      const definition = byName.get(String(row[0]).trim());
      const value = parseNumber(row[1]);
      if (!definition || value === null) continue;
      const sign = parseSignCell(row[2]) ?? 0;
      const points = parseNumber(row[3]);
      const percent = parseNumber(row[4]);
      values.push({
        symbol: definition.symbol,
        name: definition.name,
        market: 'TW',
        date,
        open: null,
        high: null,
        low: null,
        value,
        change: points === null ? null : sign * points,
        changePercent: percent === null ? null : sign * percent,
        asOf: new Date(`${date}T13:30:00+08:00`),
        ...flag,
      });
    }
  }
  return values;
}

/** T86 in its 2012 (12 fields), 2014 (16) and current (19) layouts, read by column name. */
export function parseInstitutional(table: Table, date: string): InstitutionalFlow[] {
  const f = table.fields;
  const foreignMain = column(f, '外陸資買賣超股數(不含外資自營商)', '外資買賣超股數');
  const foreignDealer = column(f, '外資自營商買賣超股數');
  const at = {
    code: column(f, '證券代號'),
    foreign: foreignMain,
    trust: column(f, '投信買賣超股數'),
    dealer: column(f, '自營商買賣超股數'),
    total: column(f, '三大法人買賣超股數'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const values = [at.foreign, at.trust, at.dealer, at.total].map((i) => parseInteger(row[i]));
    if (values.some((value) => value === null)) return [];
    const [foreign, trustNet, dealerNet, totalNet] = values as number[];
    const foreignNet = foreign! + (foreignDealer >= 0 ? (parseInteger(row[foreignDealer]) ?? 0) : 0);
    return [
      {
        symbol: String(row[at.code]).trim(),
        date,
        foreignNet,
        trustNet: trustNet!,
        dealerNet: dealerNet!,
        totalNet: totalNet!,
        ...flag,
      },
    ];
  });
}

// A Map, so a label such as `constructor` is no kind.
const exRightKinds = new Map<string, DividendKind>([
  ['息', 'dividend'],
  ['權', 'rights'],
  ['權息', 'rights-dividend'],
]);

/** TWT49U rows: date (113年03月04日), code, name, close before, reference price, 權值+息值, 權/息. */
function parseExRights(table: Table): DividendEvent[] {
  const f = table.fields;
  const at = {
    date: column(f, '資料日期'),
    code: column(f, '股票代號'),
    before: column(f, '除權息前收盤價'),
    reference: column(f, '除權息參考價'),
    amount: column(f, '權值+息值'),
    kind: column(f, '權/息'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const date = parseRocDate(row[at.date]);
    const previousClose = parseNumber(row[at.before]);
    const referencePrice = parseNumber(row[at.reference]);
    if (!date || !previousClose || !referencePrice) return [];
    const kind = exRightKinds.get(String(row[at.kind]).trim()) ?? 'dividend';
    return [
      {
        symbol: String(row[at.code]).trim(),
        date,
        kind,
        previousClose,
        referencePrice,
        cashDividend: kind === 'dividend' ? parseNumber(row[at.amount]) : null,
        stockDividend: null,
        source: 'twse' as const,
      },
    ];
  });
}

/** TWTB8U / TWTAUU rows: resumption date, code, name, close before the halt, reference price. */
function parseResumption(table: Table, kind: DividendKind): DividendEvent[] {
  const f = table.fields;
  const at = {
    date: column(f, '恢復買賣日期'),
    code: column(f, '股票代號', 'ETF代號'),
    before: column(f, '停止買賣前收盤價格'),
    reference: column(f, '恢復買賣參考價'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const date = parseRocDate(row[at.date]);
    const previousClose = parseNumber(row[at.before]);
    const referencePrice = parseNumber(row[at.reference]);
    if (!date || !previousClose || !referencePrice) return [];
    return [
      {
        symbol: String(row[at.code]).trim(),
        date,
        kind,
        previousClose,
        referencePrice,
        cashDividend: null,
        stockDividend: null,
        source: 'twse' as const,
      },
    ];
  });
}
