import { addDays, isTradingDay, taipeiDate } from '@alphadesk/core';
import type { Announcements } from '../../market/index.ts';
import type { MarketEventRow, NewMarketEventRow } from '../repository.ts';
import type { AnnouncementRepository } from './repository.ts';
import {
  attentionRows,
  dispositionEnteredRows,
  dispositionExitedRows,
  exDividendRows,
  gapFilledRow,
  mergeExDividends,
  revenueRows,
} from './rows.ts';

/** How long after an ex-dividend date a 填息 is still looked for (calendar days, about 4 months of sessions). */
export const gapFillWindowDays = 120;
/** How far back the stored lists are read to know who is on the attention list or under disposition. */
const lookbackDays = 90;

export interface AnnouncementIngestReport {
  date: string;
  /** Rows stored by this run (a repeated run stores none). */
  stored: number;
  byType: Record<string, number>;
  /** Alert firings newly stored. */
  fired: number;
  failures: string[];
}

export interface AnnouncementIngestDeps {
  announcements: AnnouncementRepository;
  market: {
    announcements(date: string): Promise<Announcements>;
    dailyBars(symbol: string, from: string, to: string): Promise<Array<{ date: string; close: number }>>;
    findSecurity(symbol: string): Promise<{ name: string } | null>;
  };
  holidays: ReadonlySet<string>;
  now: () => Date;
  /** Stores rows once per key (announcing the new ones); answers the new rows. */
  record(rows: readonly NewMarketEventRow[]): Promise<MarketEventRow[]>;
  /** Fires the event alerts of newly stored rows; answers how many firings were stored. */
  fire(rows: readonly MarketEventRow[]): Promise<number>;
}

function nextTradingDay(date: string, holidays: ReadonlySet<string>): string {
  let day = addDays(date, 1);
  for (let i = 0; i < 30 && !isTradingDay(day, holidays); i++) day = addDays(day, 1);
  return day;
}

const startOf = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * One pass of the announcement events for a Taipei date: fetch the lists, store what is new
 * (entries, revenue reports, ex-dividend days), then what follows from what is stored (a list
 * left, a disposition period over, a dividend gap filled), and fire the alerts on the new rows.
 * Safe to run any number of times: every row has the key of what it announces.
 */
export function createAnnouncementIngestion(deps: AnnouncementIngestDeps) {
  /** The ex-rights result tables name no stock, and the day's pre-ex close may only be in the bars. */
  async function completed(found: Announcements, date: string) {
    const notices = mergeExDividends(found.exDividends);
    return Promise.all(
      notices.map(async (notice) => {
        const name = notice.name || (await deps.market.findSecurity(notice.symbol))?.name || notice.symbol;
        if (notice.exDate !== date || notice.previousClose !== null) return { ...notice, name };
        const before = await deps.market.dailyBars(notice.symbol, addDays(date, -14), addDays(date, -1));
        return { ...notice, name, previousClose: before.at(-1)?.close ?? null };
      }),
    );
  }

  async function gapFills(date: string, at: Date): Promise<NewMarketEventRow[]> {
    const from = startOf(addDays(date, -gapFillWindowDays));
    const exDays = await deps.announcements.since(['ex_dividend_today'], from);
    const filled = new Set(
      (await deps.announcements.since(['dividend_gap_filled'], from)).map(
        (row) => `${row.params.symbol}:${row.params.exDate}`,
      ),
    );
    const rows: NewMarketEventRow[] = [];
    for (const exDay of exDays) {
      const { symbol, exDate } = exDay.params;
      if (typeof symbol !== 'string' || typeof exDate !== 'string' || filled.has(`${symbol}:${exDate}`))
        continue;
      const closes = await deps.market.dailyBars(symbol, exDate, date);
      const row = gapFilledRow(exDay, closes, at);
      if (row) rows.push(row);
    }
    return rows;
  }

  return async function ingest(date = taipeiDate(deps.now())): Promise<AnnouncementIngestReport> {
    const at = deps.now();
    const found = await deps.market.announcements(date);
    const states = await deps.announcements.attentionStates(startOf(addDays(date, -lookbackDays)));
    const first = await deps.record([
      ...attentionRows(found.attention, states, at),
      ...dispositionEnteredRows(found.disposition, at),
      ...revenueRows(found.revenue, at),
      ...exDividendRows(await completed(found, date), date, nextTradingDay(date, deps.holidays), at),
    ]);
    const entered = await deps.announcements.since(
      ['disposition_entered'],
      startOf(addDays(date, -lookbackDays)),
    );
    const second = await deps.record([
      ...dispositionExitedRows(entered, date, at),
      ...(await gapFills(date, at)),
    ]);
    const stored = [...first, ...second];
    const byType: Record<string, number> = {};
    for (const row of stored) byType[row.type] = (byType[row.type] ?? 0) + 1;
    return { date, stored: stored.length, byType, fired: await deps.fire(stored), failures: found.failures };
  };
}
