import type {
  AttentionList,
  DispositionNotice,
  ExDividendNotice,
  RevenueReport,
} from '../../market/index.ts';
import type { NewMarketEventRow } from '../repository.ts';
import { announcementEventText, type AnnouncementEventType, type EventParams } from './texts.ts';

/**
 * Turns the exchanges' announcements into market-event rows. Every row has a key made of what
 * identifies the announcement (type, symbol and its own date), so fetching the same list again
 * stores nothing new. Rows keep their params; readers get them worded in their language.
 */

type Origin = { source: string; simulated: boolean };
const impacts: Record<AnnouncementEventType, 'high' | 'medium' | 'low'> = {
  attention_entered: 'medium',
  attention_exited: 'low',
  disposition_entered: 'high',
  disposition_exited: 'medium',
  monthly_revenue: 'medium',
  ex_dividend_upcoming: 'low',
  ex_dividend_today: 'medium',
  dividend_gap_filled: 'low',
};

/** Drops the params a source did not give (jsonb params hold strings and numbers only). */
function defined(params: Record<string, string | number | null | undefined>): EventParams {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '',
    ),
  );
}

export function eventRow(
  type: AnnouncementEventType,
  key: string,
  params: EventParams,
  origin: Origin,
  at: Date,
): NewMarketEventRow {
  // zh-TW is stored for readers of the raw table; members read it rendered from params.
  const text = announcementEventText({ type, params }, 'zh-TW')!;
  return {
    eventKey: key,
    type,
    ...text,
    params,
    impact: impacts[type],
    eventTime: at,
    affectedSymbols: [String(params.symbol)],
    source: origin.source,
    simulated: origin.simulated,
  };
}

/** Where a symbol stands on an exchange's attention list, as the stored events say. */
export interface AttentionState {
  symbol: string;
  /** The date it entered (the entered event's announcement date). */
  since: string;
  name: string;
  market: AttentionList['market'];
  source: string;
  simulated: boolean;
}

/**
 * Entered: on a list and not already on it. Left: on the list when last seen, absent from a later
 * list of the same exchange. An empty list carries no date and so tells nobody left.
 */
export function attentionRows(
  lists: readonly AttentionList[],
  onList: ReadonlyMap<string, AttentionState>,
  at: Date,
): NewMarketEventRow[] {
  const rows: NewMarketEventRow[] = [];
  for (const list of lists) {
    const present = new Set(list.notices.map((notice) => notice.symbol));
    for (const notice of list.notices) {
      if (onList.has(notice.symbol)) continue;
      const params = defined({
        symbol: notice.symbol,
        name: notice.name,
        date: notice.date,
        reason: notice.reason,
        market: list.market,
        closingPrice: notice.closingPrice,
      });
      rows.push(
        eventRow(
          'attention_entered',
          `attention-entered:${notice.symbol}:${notice.date}`,
          params,
          notice,
          at,
        ),
      );
    }
    if (!list.date || list.notices.length === 0) continue;
    for (const state of onList.values()) {
      if (present.has(state.symbol) || state.since >= list.date || state.market !== list.market) continue;
      const params = {
        symbol: state.symbol,
        name: state.name,
        date: list.date,
        since: state.since,
        market: list.market,
      };
      rows.push(
        eventRow('attention_exited', `attention-exited:${state.symbol}:${list.date}`, params, state, at),
      );
    }
  }
  return rows;
}

export function dispositionEnteredRows(notices: readonly DispositionNotice[], at: Date): NewMarketEventRow[] {
  return notices.map((notice) => {
    const params = defined({
      symbol: notice.symbol,
      name: notice.name,
      date: notice.date,
      start: notice.start,
      end: notice.end,
      reason: notice.reason,
      measures: notice.measures,
      market: notice.market,
    });
    // The list repeats a disposition every day of its period: its start identifies it.
    const key = `disposition-entered:${notice.symbol}:${notice.start ?? notice.date}`;
    return eventRow('disposition_entered', key, params, notice, at);
  });
}

/** A disposition whose period ended before `today` has been left (one row per period). */
export function dispositionExitedRows(
  open: ReadonlyArray<{ params: EventParams; source: string; simulated: boolean }>,
  today: string,
  at: Date,
): NewMarketEventRow[] {
  return open.flatMap((entered) => {
    const end = entered.params.end;
    if (typeof end !== 'string' || end >= today) return [];
    const params = { symbol: entered.params.symbol!, name: entered.params.name!, end, date: today };
    return [
      eventRow('disposition_exited', `disposition-exited:${params.symbol}:${end}`, params, entered, at),
    ];
  });
}

export function revenueRows(reports: readonly RevenueReport[], at: Date): NewMarketEventRow[] {
  return reports.map((report) => {
    const params = defined({
      symbol: report.symbol,
      name: report.name,
      month: report.month,
      revenue: report.revenue,
      yoy: report.yoyPercent,
      mom: report.momPercent,
      publishedOn: report.publishedOn,
    });
    return eventRow(
      'monthly_revenue',
      `monthly-revenue:${report.symbol}:${report.month}`,
      params,
      report,
      at,
    );
  });
}

/** One notice per symbol and ex-date, preferring the one that knows the pre-ex close. */
export function mergeExDividends(notices: readonly ExDividendNotice[]): ExDividendNotice[] {
  const merged = new Map<string, ExDividendNotice>();
  for (const notice of notices) {
    const key = `${notice.symbol}:${notice.exDate}`;
    const before = merged.get(key);
    merged.set(
      key,
      before
        ? {
            ...before,
            name: before.name || notice.name,
            cashDividend: before.cashDividend ?? notice.cashDividend,
            previousClose: before.previousClose ?? notice.previousClose,
          }
        : notice,
    );
  }
  return [...merged.values()];
}

/** T−1: the trading day before the ex-date; the day: the ex-date itself. */
export function exDividendRows(
  notices: readonly ExDividendNotice[],
  today: string,
  nextTradingDay: string,
  at: Date,
): NewMarketEventRow[] {
  return notices.flatMap((notice): NewMarketEventRow[] => {
    const params = defined({
      symbol: notice.symbol,
      name: notice.name,
      exDate: notice.exDate,
      kind: notice.kind,
      cash: notice.cashDividend,
      previousClose: notice.previousClose,
    });
    if (notice.exDate === nextTradingDay) {
      const key = `ex-dividend-upcoming:${notice.symbol}:${notice.exDate}`;
      return [eventRow('ex_dividend_upcoming', key, params, notice, at)];
    }
    if (notice.exDate === today) {
      return [
        eventRow(
          'ex_dividend_today',
          `ex-dividend-today:${notice.symbol}:${notice.exDate}`,
          params,
          notice,
          at,
        ),
      ];
    }
    return [];
  });
}

/**
 * 填息: the first close on or after the ex-date that reaches the pre-ex-dividend close, within the
 * tracking window. `closes` are the symbol's daily closes from the ex-date on, oldest first.
 */
export function gapFilledRow(
  exDay: { params: EventParams; source: string; simulated: boolean },
  closes: ReadonlyArray<{ date: string; close: number }>,
  at: Date,
): NewMarketEventRow | null {
  const target = exDay.params.previousClose;
  const exDate = exDay.params.exDate;
  if (typeof target !== 'number' || typeof exDate !== 'string') return null;
  const index = closes.findIndex(
    (bar) => bar.date >= exDate && Math.round(bar.close * 100) >= Math.round(target * 100),
  );
  if (index < 0) return null;
  const filled = closes[index]!;
  const days = closes.filter((bar) => bar.date >= exDate && bar.date <= filled.date).length;
  const params = {
    symbol: exDay.params.symbol!,
    name: exDay.params.name!,
    exDate,
    previousClose: target,
    close: filled.close,
    date: filled.date,
    days,
  };
  return eventRow('dividend_gap_filled', `dividend-gap-filled:${params.symbol}:${exDate}`, params, exDay, at);
}
