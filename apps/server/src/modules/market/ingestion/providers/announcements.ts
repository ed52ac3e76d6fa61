import { parseGregorianDate, parseInteger, parseNumber, parseRocDate, parseRocMonth } from '@alphadesk/core';

/**
 * The exchanges' announcements the market monitor turns into events: the attention (注意) and
 * disposition (處置) lists, monthly revenue (月營收) and the ex-dividend calendar (除權除息預告).
 * Parsers take the OpenAPI rows (every value a string, dates 7-digit ROC) and drop rows without a
 * security code — both exchanges answer "nothing today" with an empty array or a blank template row.
 */

export type AnnouncementSource = 'twse' | 'tpex' | 'simulator';
export type AnnouncementMarket = 'twse' | 'tpex';

interface Origin {
  source: AnnouncementSource;
  simulated: boolean;
}

export interface AttentionNotice extends Origin {
  symbol: string;
  name: string;
  /** The day the exchange published the stock as an attention stock. */
  date: string;
  /** The exchange's own wording of why (kept as written). */
  reason: string;
  /** How many times it has been announced (累計次數); null when not given. */
  count: number | null;
  closingPrice: number | null;
}

/** One exchange's attention list of one day; `date` is null when the list was empty (no date to read). */
export interface AttentionList {
  market: AnnouncementMarket;
  date: string | null;
  notices: AttentionNotice[];
}

export interface DispositionNotice extends Origin {
  market: AnnouncementMarket;
  symbol: string;
  name: string;
  /** Announcement day. */
  date: string;
  /** The disposition period (處置起迄時間), inclusive; null when it could not be read. */
  start: string | null;
  end: string | null;
  reason: string;
  measures: string;
  count: number | null;
}

export interface RevenueReport extends Origin {
  symbol: string;
  name: string;
  /** The month reported (YYYY-MM). */
  month: string;
  /** 出表日期: when the table was produced; null when absent. */
  publishedOn: string | null;
  /** NT$ (the table is in thousands). */
  revenue: number;
  yoyPercent: number | null;
  momPercent: number | null;
}

export type ExDividendKind = 'dividend' | 'rights' | 'rights-dividend';

export interface ExDividendNotice extends Origin {
  market: AnnouncementMarket;
  symbol: string;
  name: string;
  exDate: string;
  kind: ExDividendKind;
  /** NT$ per share; null when none or not given. */
  cashDividend: number | null;
  /** 無償配股率 as the exchange publishes it; null when none. */
  stockDividendRatio: number | null;
  /** 除權息前收盤價 when the source gives it (result tables); the close to regain for 填息. */
  previousClose: number | null;
}

export interface Announcements {
  attention: AttentionList[];
  disposition: DispositionNotice[];
  revenue: RevenueReport[];
  exDividends: ExDividendNotice[];
  /** Parts that failed (other than "no data"), named, so the job can report them. */
  failures: string[];
}

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const day = (value: unknown) => parseRocDate(text(value)) ?? parseGregorianDate(text(value));
const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

/** TWSE announcement/notice (集中市場當日公布注意股票). */
export function parseTwseNotice(rows: readonly Row[], origin: Origin): AttentionList {
  const notices = rows.flatMap((row): AttentionNotice[] => {
    const date = day(row.Date);
    const symbol = text(row.Code);
    if (!date || !symbol) return [];
    return [
      {
        symbol,
        name: text(row.Name),
        date,
        reason: text(row.TradingInfoForAttention),
        count: parseInteger(row.NumberOfAnnouncement),
        closingPrice: parseNumber(row.ClosingPrice),
        ...origin,
      },
    ];
  });
  return { market: 'twse', date: latest(notices.map((notice) => notice.date)), notices };
}

/** TPEx tpex_trading_warning_information (上櫃注意股票). */
export function parseTpexWarning(rows: readonly Row[], origin: Origin): AttentionList {
  const notices = rows.flatMap((row): AttentionNotice[] => {
    const date = day(row.Date);
    const symbol = text(row.SecuritiesCompanyCode);
    if (!date || !symbol) return [];
    return [
      {
        symbol,
        name: text(row.CompanyName),
        date,
        reason: text(row.TradingInformation),
        count: null,
        closingPrice: parseNumber(row.ClosingPrice),
        ...origin,
      },
    ];
  });
  return { market: 'tpex', date: latest(notices.map((notice) => notice.date)), notices };
}

const latest = (dates: string[]) => (dates.length === 0 ? null : dates.reduce((a, b) => (a > b ? a : b)));

/**
 * A disposition period: `115/07/18～115/07/31`, `1150718~1150731` or with a Gregorian year; the
 * separator is a full-width or half-width tilde (or `至`).
 */
export function parseDispositionPeriod(value: unknown): { start: string | null; end: string | null } {
  const parts = text(value)
    .split(/[~～至]/)
    .map((part) => part.trim());
  if (parts.length !== 2) return { start: null, end: null };
  return { start: day(parts[0]), end: day(parts[1]) };
}

/** TWSE announcement/punish (集中市場公布處置股票). */
export function parseTwsePunish(rows: readonly Row[], origin: Origin): DispositionNotice[] {
  return rows.flatMap((row): DispositionNotice[] => {
    const date = day(row.Date);
    const symbol = text(row.Code);
    if (!date || !symbol) return [];
    return [
      {
        market: 'twse',
        symbol,
        name: text(row.Name),
        date,
        ...parseDispositionPeriod(row.DispositionPeriod),
        reason: text(row.ReasonsOfDisposition),
        measures: text(row.DispositionMeasures),
        count: parseInteger(row.NumberOfAnnouncement),
        ...origin,
      },
    ];
  });
}

/** TPEx tpex_disposal_information (上櫃處置有價證券資訊). */
export function parseTpexDisposal(rows: readonly Row[], origin: Origin): DispositionNotice[] {
  return rows.flatMap((row): DispositionNotice[] => {
    const date = day(row.Date);
    const symbol = text(row.SecuritiesCompanyCode);
    if (!date || !symbol) return [];
    return [
      {
        market: 'tpex',
        symbol,
        name: text(row.CompanyName),
        date,
        ...parseDispositionPeriod(row.DispositionPeriod),
        reason: text(row.DispositionReasons),
        measures: text(row.DisposalCondition),
        count: null,
        ...origin,
      },
    ];
  });
}

/** TWSE opendata/t187ap05_L (上市公司每月營業收入彙總表): amounts in thousand NT$. */
export function parseMonthlyRevenue(rows: readonly Row[], origin: Origin): RevenueReport[] {
  return rows.flatMap((row): RevenueReport[] => {
    const month = parseRocMonth(text(row['資料年月']));
    const symbol = text(row['公司代號']);
    const thousands = parseNumber(row['營業收入-當月營收']);
    if (!month || !symbol || thousands === null) return [];
    return [
      {
        symbol,
        name: text(row['公司名稱']),
        month,
        publishedOn: day(row['出表日期']),
        revenue: Math.round(thousands * 1000),
        yoyPercent: parseNumber(row['營業收入-去年同月增減(%)']),
        momPercent: parseNumber(row['營業收入-上月比較增減(%)']),
        ...origin,
      },
    ];
  });
}

const exKinds: Record<string, ExDividendKind> = { 息: 'dividend', 權: 'rights', 權息: 'rights-dividend' };

/** TWSE exchangeReport/TWT48U_ALL (上市股票除權除息預告表). */
export function parseExDividendCalendar(rows: readonly Row[], origin: Origin): ExDividendNotice[] {
  return rows.flatMap((row): ExDividendNotice[] => {
    const exDate = day(row.Date);
    const symbol = text(row.Code);
    const kind = exKinds[text(row.Exdividend)];
    if (!exDate || !symbol || !kind) return [];
    return [
      {
        market: 'twse',
        symbol,
        name: text(row.Name),
        exDate,
        kind,
        cashDividend: positive(parseNumber(row.CashDividend)),
        stockDividendRatio: positive(parseNumber(row.StockDividendRatio)),
        previousClose: null,
        ...origin,
      },
    ];
  });
}
