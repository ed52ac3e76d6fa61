import type { InstitutionalTotals, MarginTotals, MarketBreadth } from '@alphadesk/contracts';
import { parseInteger, parseNumber, parseRocDate } from '@alphadesk/core';
import type { HttpClient } from './http.ts';
import { parseTpexBreadth, parseTpexInstitutional, parseTpexMargin } from './market-totals.ts';
import { asArray, column, requireColumns, requireTables, slashDate, type Table } from './tables.ts';
import {
  ProviderError,
  type Bar,
  type DividendEvent,
  type IndexValue,
  type InstitutionalFlow,
  type MarginBalance,
  type Valuation,
} from './types.ts';

const provider = 'tpex';
const flag = { source: 'tpex' as const, simulated: false };
const code = (value: unknown) => String(value ?? '').trim();

/**
 * TPEx (the OTC market): the web endpoints under www.tpex.org.tw/www/zh-tw (`{ tables: [...] }`,
 * dates YYYY/MM/DD, volumes in shares for quotes and in lots for margin) and the OpenAPI under
 * www.tpex.org.tw/openapi/v1 (the latest snapshot). Unknown paths answer a redirect to an HTML
 * page, which the HTTP client reports as malformed.
 */
export function createTpexClient(http: HttpClient, webUrl: string, openApiUrl: string) {
  const get = (path: string, query: Record<string, string>) =>
    http.getJson(`${webUrl}${path}?${new URLSearchParams({ ...query, response: 'json' })}`);

  return {
    /** Daily close quotes of every OTC security (上櫃股票行情). */
    async dailyQuotes(date: string): Promise<Bar[]> {
      const json = await get('/afterTrading/otc', { date: slashDate(date), type: 'EW' });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields.includes('代號') && t.fields.includes('收盤'),
      );
      return parseDailyQuotes(table, date);
    },

    /** 本益比、殖利率、股價淨值比. */
    async valuations(date: string): Promise<Valuation[]> {
      const json = await get('/afterTrading/peratio', { date: slashDate(date) });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields.includes('股票代號') && t.fields.includes('本益比'),
      );
      const f = table.fields;
      const at = {
        code: column(f, '股票代號'),
        pe: column(f, '本益比'),
        yield: column(f, '殖利率(%)'),
        pb: column(f, '股價淨值比'),
      };
      requireColumns(table, provider, at);
      return table.data.map((row) => ({
        symbol: code(row[at.code]),
        date,
        peRatio: parseNumber(row[at.pe]),
        dividendYield: parseNumber(row[at.yield]),
        pbRatio: parseNumber(row[at.pb]),
        ...flag,
      }));
    },

    /** 三大法人買賣明細: the 24-column layout (with foreign dealers) or the 2014 16-column one. */
    async institutionalFlows(date: string): Promise<InstitutionalFlow[]> {
      const json = await get('/insti/dailyTrade', { date: slashDate(date), type: 'Daily', sect: 'EW' });
      const table = requireTables(json, provider, (t) => t.fields[0] === '代號' && t.fields.length >= 16);
      return parseInstitutional(table, date);
    },

    /** 融資融券餘額 in lots: 資餘額 and 券餘額. */
    async marginBalances(date: string): Promise<MarginBalance[]> {
      const json = await get('/margin/balance', { date: slashDate(date) });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields.includes('資餘額') && t.fields.includes('券餘額'),
      );
      const at = {
        code: column(table.fields, '代號'),
        margin: column(table.fields, '資餘額'),
        short: column(table.fields, '券餘額'),
      };
      requireColumns(table, provider, at);
      return table.data.flatMap((row) => {
        const marginBalance = parseInteger(row[at.margin]);
        const shortBalance = parseInteger(row[at.short]);
        if (marginBalance === null || shortBalance === null) return [];
        return [{ symbol: code(row[at.code]), date, marginBalance, shortBalance, ...flag }];
      });
    },

    /** 除權息 results, par-value changes, capital reductions and ETF (reverse) splits in a date range. */
    async dividends(from: string, to: string): Promise<DividendEvent[]> {
      const range = { startDate: slashDate(from), endDate: slashDate(to) };
      const sources: [string, (table: Table) => DividendEvent[]][] = [
        ['/bulletin/exDailyQ', parseExRights],
        ['/bulletin/parValueChange', (table) => parseResumption(table, 'split')],
        ['/bulletin/revivt', (table) => parseResumption(table, 'reduction')],
        ['/bulletin/etfSplit', (table) => parseResumption(table, 'split')],
        ['/bulletin/etfReverseSplit', (table) => parseResumption(table, 'split')],
      ];
      const events: DividendEvent[] = [];
      for (const [path, parse] of sources) {
        try {
          events.push(...parse(requireTables(await get(path, range), provider, (t) => t.fields.length > 4)));
        } catch (error) {
          if (!(error instanceof ProviderError && error.kind === 'no-data')) throw error;
        }
      }
      return events;
    },

    /** 櫃買指數 (and sector indices) of a day. */
    async indices(date: string): Promise<IndexValue[]> {
      const json = await get('/indexInfo/sectinx', { date: slashDate(date) });
      const table = requireTables(
        json,
        provider,
        (t) => t.fields[0] === '類股名稱' && t.fields.includes('收市'),
      );
      return parseIndices(table, date);
    },

    /** OpenAPI tpex_mainboard_daily_close_quotes: the latest session (Date in ROC). */
    async latestBars(): Promise<Bar[]> {
      const rows = asArray(await http.getJson(`${openApiUrl}/tpex_mainboard_daily_close_quotes`), provider);
      if (rows.length === 0) throw new ProviderError('no-data', provider, 'daily close quotes: no rows');
      return rows.flatMap((row) => {
        const date = parseRocDate(String(row.Date ?? ''));
        const [open, high, low, close] = ['Open', 'High', 'Low', 'Close'].map((key) => parseNumber(row[key]));
        const volume = parseInteger(row.TradingShares);
        if (
          !date ||
          open == null ||
          high == null ||
          low == null ||
          close == null ||
          volume === null ||
          !(close > 0)
        )
          return [];
        return [
          {
            symbol: code(row.SecuritiesCompanyCode),
            date,
            open,
            high,
            low,
            close,
            change: parseNumber(row.Change),
            volume,
            value: parseInteger(row.TransactionAmount),
            transactions: parseInteger(row.TransactionNumber),
            ...flag,
          },
        ];
      });
    },

    /** OpenAPI tpex_mainboard_peratio_analysis: the latest ratios. */
    async latestValuations(date: string): Promise<Valuation[]> {
      const rows = asArray(await http.getJson(`${openApiUrl}/tpex_mainboard_peratio_analysis`), provider);
      if (rows.length === 0) throw new ProviderError('no-data', provider, 'peratio: no rows');
      return rows.map((row) => ({
        symbol: code(row.SecuritiesCompanyCode),
        date: parseRocDate(String(row.Date ?? '')) ?? date,
        peRatio: parseNumber(row.PriceEarningRatio),
        dividendYield: parseNumber(row.YieldRatio),
        pbRatio: parseNumber(row.PriceBookRatio),
        ...flag,
      }));
    },

    /** 上櫃股票當日彙總資訊: advancers, decliners, limit counts of OTC stocks. */
    async marketBreadth(date: string): Promise<MarketBreadth> {
      return parseTpexBreadth(await get('/afterTrading/highlight', { date: slashDate(date) }), date);
    },

    /** 三大法人買賣金額彙總表 (NT$). */
    async marketInstitutional(date: string): Promise<InstitutionalTotals> {
      const json = await get('/insti/summary', { type: 'Daily', date: slashDate(date) });
      return parseTpexInstitutional(json, date);
    },

    /** 融資融券餘額 totals (the summary rows of the per-stock table). */
    async marketMargin(date: string): Promise<MarginTotals> {
      return parseTpexMargin(await get('/margin/balance', { date: slashDate(date) }), date);
    },
  };
}
export type TpexClient = ReturnType<typeof createTpexClient>;

export function parseDailyQuotes(table: Table, date: string): Bar[] {
  const f = table.fields;
  const at = {
    code: column(f, '代號'),
    close: column(f, '收盤'),
    change: column(f, '漲跌'),
    open: column(f, '開盤'),
    high: column(f, '最高'),
    low: column(f, '最低'),
    volume: column(f, '成交股數'),
    value: column(f, '成交金額(元)'),
    transactions: column(f, '成交筆數'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const [open, high, low, close] = [at.open, at.high, at.low, at.close].map((i) => parseNumber(row[i]));
    const volume = parseInteger(row[at.volume]);
    if (open == null || high == null || low == null || close == null || volume === null || !(close > 0))
      return [];
    return [
      {
        symbol: code(row[at.code]),
        date,
        open,
        high,
        low,
        close,
        change: parseNumber(row[at.change]),
        volume,
        value: parseInteger(row[at.value]),
        transactions: parseInteger(row[at.transactions]),
        ...flag,
      },
    ];
  });
}

/**
 * The current layout repeats 買進股數/賣出股數/買賣超股數 per investor group, so it is read by
 * position: foreign total net at 10, investment trust at 13, dealers' total at 22, all at 23.
 * The 2014 layout names its columns (外資及陸資淨買股數, 投信淨買股數, 自營淨買股數, 三大法人買賣超股數).
 */
export function parseInstitutional(table: Table, date: string): InstitutionalFlow[] {
  const f = table.fields;
  const named = column(f, '外資及陸資淨買股數');
  const at =
    named >= 0
      ? {
          foreign: named,
          trust: column(f, '投信淨買股數'),
          dealer: column(f, '自營淨買股數'),
          total: column(f, '三大法人買賣超股數'),
        }
      : f.length >= 24 && f[23] === '三大法人買賣超股數合計'
        ? { foreign: 10, trust: 13, dealer: 22, total: 23 }
        : { foreign: -1, trust: -1, dealer: -1, total: -1 };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const values = [at.foreign, at.trust, at.dealer, at.total].map((i) => parseInteger(row[i]));
    if (values.some((value) => value === null)) return [];
    const [foreignNet, trustNet, dealerNet, totalNet] = values as [number, number, number, number];
    return [{ symbol: code(row[0]), date, foreignNet, trustNet, dealerNet, totalNet, ...flag }];
  });
}

function parseExRights(table: Table): DividendEvent[] {
  const f = table.fields;
  const at = {
    date: column(f, '除權息日期'),
    code: column(f, '代號'),
    before: column(f, '除權息前收盤價'),
    reference: column(f, '除權息參考價'),
    kind: column(f, '權/息'),
    cash: column(f, '現金股利'),
    stock: column(f, '每仟股無償配股'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const date = parseRocDate(row[at.date]);
    const previousClose = parseNumber(row[at.before]);
    const referencePrice = parseNumber(row[at.reference]);
    if (!date || !previousClose || !referencePrice) return [];
    const label = String(row[at.kind]).trim();
    const perThousand = parseNumber(row[at.stock]);
    return [
      {
        symbol: code(row[at.code]),
        date,
        kind:
          label.includes('權') && label.includes('息')
            ? 'rights-dividend'
            : label.includes('權')
              ? 'rights'
              : 'dividend',
        previousClose,
        referencePrice,
        cashDividend: parseNumber(row[at.cash]),
        stockDividend: perThousand === null ? null : perThousand / 1000,
        source: 'tpex',
      } satisfies DividendEvent,
    ];
  });
}

/** Par-value changes and capital reductions: resumption date (7-digit ROC), code, close, reference. */
function parseResumption(table: Table, kind: 'split' | 'reduction'): DividendEvent[] {
  const f = table.fields;
  const at = {
    date: column(f, '恢復買賣日期'),
    code: column(f, '證券代號', '股票代號'),
    before: column(f, '最後交易日之收盤價格'),
    reference: column(f, '恢復買賣開始參考價', '減資恢復買賣開始日參考價格'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    const date = parseRocDate(row[at.date]);
    const previousClose = parseNumber(row[at.before]);
    const referencePrice = parseNumber(row[at.reference]);
    if (!date || !previousClose || !referencePrice) return [];
    return [
      {
        symbol: code(row[at.code]),
        date,
        kind,
        previousClose,
        referencePrice,
        cashDividend: null,
        stockDividend: null,
        source: 'tpex' as const,
      },
    ];
  });
}

/** 櫃買指數 rows: name, close (收市), change (漲跌), open (開市), high, low. */
export function parseIndices(table: Table, date: string): IndexValue[] {
  const f = table.fields;
  const at = {
    name: 0,
    close: column(f, '收市'),
    change: column(f, '漲跌'),
    open: column(f, '開市'),
    high: column(f, '最高'),
    low: column(f, '最低'),
  };
  requireColumns(table, provider, at);
  return table.data.flatMap((row) => {
    if (String(row[at.name]).trim() !== '櫃買指數') return [];
    const value = parseNumber(row[at.close]);
    if (value === null) return [];
    const change = parseNumber(row[at.change]);
    return [
      {
        symbol: '^TWOII',
        name: '櫃買指數',
        market: 'TW' as const,
        date,
        open: parseNumber(row[at.open]),
        high: parseNumber(row[at.high]),
        low: parseNumber(row[at.low]),
        value,
        change,
        changePercent: change === null ? null : Math.round((change / (value - change)) * 10_000) / 100,
        asOf: new Date(`${date}T13:30:00+08:00`),
        ...flag,
      },
    ];
  });
}
