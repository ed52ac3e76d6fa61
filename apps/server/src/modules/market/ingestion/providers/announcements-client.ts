import type { HttpClient } from './http.ts';
import { asArray } from './tables.ts';
import {
  parseExDividendCalendar,
  parseMonthlyRevenue,
  parseTpexDisposal,
  parseTpexWarning,
  parseTwseNotice,
  parseTwsePunish,
  type Announcements,
  type AttentionList,
  type ExDividendNotice,
} from './announcements.ts';
import { ProviderError, type DividendEvent } from './types.ts';

const real = { simulated: false };

/**
 * The exchanges' OpenAPI snapshots of announcements: TWSE openapi.twse.com.tw/v1 and TPEx
 * www.tpex.org.tw/openapi/v1. Each answers the latest published list (no date parameter).
 */
export function createAnnouncementsClient(
  twseHttp: HttpClient,
  tpexHttp: HttpClient,
  urls: { twseOpenApi: string; tpexOpenApi: string },
) {
  const twse = async (path: string) =>
    asArray(await twseHttp.getJson(`${urls.twseOpenApi}${path}`), 'twse-openapi');
  const tpex = async (path: string) => asArray(await tpexHttp.getJson(`${urls.tpexOpenApi}${path}`), 'tpex');
  const fromTwse = { source: 'twse' as const, ...real };
  const fromTpex = { source: 'tpex' as const, ...real };
  return {
    twseAttention: async () => parseTwseNotice(await twse('/announcement/notice'), fromTwse),
    twseDisposition: async () => parseTwsePunish(await twse('/announcement/punish'), fromTwse),
    tpexAttention: async () => parseTpexWarning(await tpex('/tpex_trading_warning_information'), fromTpex),
    tpexDisposition: async () => parseTpexDisposal(await tpex('/tpex_disposal_information'), fromTpex),
    twseRevenue: async () => parseMonthlyRevenue(await twse('/opendata/t187ap05_L'), fromTwse),
    twseExDividendCalendar: async () =>
      parseExDividendCalendar(await twse('/exchangeReport/TWT48U_ALL'), fromTwse),
  };
}
export type AnnouncementsClient = ReturnType<typeof createAnnouncementsClient>;

/** The ex-rights results (TWT49U, TPEx exDailyQ) as ex-dividend notices carrying the pre-ex close. */
export function exDividendsOfResults(events: readonly DividendEvent[]): ExDividendNotice[] {
  return events.flatMap((event): ExDividendNotice[] => {
    if (event.kind !== 'dividend' && event.kind !== 'rights' && event.kind !== 'rights-dividend') return [];
    return [
      {
        market: event.source === 'tpex' ? 'tpex' : 'twse',
        symbol: event.symbol,
        name: '',
        exDate: event.date,
        kind: event.kind,
        cashDividend: event.cashDividend,
        stockDividendRatio: event.stockDividend,
        previousClose: event.previousClose > 0 ? event.previousClose : null,
        source: event.source === 'tpex' ? 'tpex' : 'twse',
        simulated: false,
      },
    ];
  });
}

/**
 * Fetches every list; a part that fails is named in `failures` and the others still count. An
 * empty answer is "nothing published", not a failure.
 */
export async function fetchAnnouncements(
  client: AnnouncementsClient,
  exRightsResults: () => Promise<DividendEvent[]>,
): Promise<Announcements> {
  const failures: string[] = [];
  const part = async <T>(name: string, run: () => Promise<T>, empty: T): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === 'no-data')) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
      return empty;
    }
  };
  const noList = null as AttentionList | null;
  const [twseAttention, tpexAttention, twseDisposition, tpexDisposition, revenue, calendar, results] =
    await Promise.all([
      part('twse attention', client.twseAttention, noList),
      part('tpex attention', client.tpexAttention, noList),
      part('twse disposition', client.twseDisposition, []),
      part('tpex disposition', client.tpexDisposition, []),
      part('monthly revenue', client.twseRevenue, []),
      part('ex-dividend calendar', client.twseExDividendCalendar, []),
      part('ex-rights results', async () => exDividendsOfResults(await exRightsResults()), []),
    ]);
  return {
    // A list that failed is left out: nobody leaves the attention list because a fetch failed.
    attention: [twseAttention, tpexAttention].filter((list): list is AttentionList => list !== null),
    disposition: [...twseDisposition, ...tpexDisposition],
    revenue,
    exDividends: [...calendar, ...results],
    failures,
  };
}

/** Keeps the announcements of the given securities (all of them when none are given). */
export function onlyAnnounced(
  found: Announcements,
  securities: readonly { symbol: string }[],
): Announcements {
  if (securities.length === 0) return found;
  const wanted = new Set(securities.map((security) => security.symbol));
  const keep = <T extends { symbol: string }>(rows: T[]) => rows.filter((row) => wanted.has(row.symbol));
  return {
    // The list's date stays: a stock missing from it has left the list, whoever else is on it.
    attention: found.attention.map((list) => ({ ...list, notices: keep(list.notices) })),
    disposition: keep(found.disposition),
    revenue: keep(found.revenue),
    exDividends: keep(found.exDividends),
    failures: found.failures,
  };
}
