import { addDays } from '@alphadesk/core';
import type { FinMindClient } from './finmind.ts';
import type { MisClient } from './mis.ts';
import type { TpexClient } from './tpex.ts';
import type { TwseOpenApiClient } from './twse-openapi.ts';
import type { TwseClient } from './twse.ts';
import {
  ProviderError,
  unsupported,
  type Bar,
  type MarketDataProvider,
  type Quote,
  type SecurityRef,
} from './types.ts';
import type { YahooClient } from './yahoo.ts';
import { fetchAnnouncements, onlyAnnounced, type AnnouncementsClient } from './announcements-client.ts';

export interface RealClients {
  twse: TwseClient;
  twseOpenApi: TwseOpenApiClient;
  tpex: TpexClient;
  mis: MisClient;
  yahoo: YahooClient;
  finmind: FinMindClient;
  announcements: AnnouncementsClient;
}

/**
 * Runs independent fetches and concatenates what succeeded. Fails only when every part failed,
 * with the most telling error (anything but 'no-data' first), so one exchange being down does not
 * hide the other's data.
 */
export async function settle<T>(parts: (() => Promise<T[]>)[]): Promise<T[]> {
  const results = await Promise.allSettled(parts.map((part) => part()));
  const values = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
  const errors = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (errors.length === results.length && errors.length > 0) {
    throw errors.find((error) => !(error instanceof ProviderError && error.kind === 'no-data')) ?? errors[0];
  }
  return values;
}

const only = <T extends { symbol: string }>(rows: T[], securities: readonly SecurityRef[]) => {
  if (securities.length === 0) return rows;
  const wanted = new Set(securities.map((security) => security.symbol));
  return rows.filter((row) => wanted.has(row.symbol));
};

const months = (from: string, to: string) => {
  const list: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  while (`${year}-${String(month).padStart(2, '0')}` <= to.slice(0, 7) && list.length < 240) {
    list.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return list;
};

/**
 * Real data. `taiwan` picks the source of Taiwan history and fundamentals: the exchanges
 * themselves (TWSE + TPEx, real-time quotes from MIS), FinMind (quotes still from MIS), or Yahoo
 * for everything. Other markets always come from Yahoo.
 */
export function createRealProvider(
  clients: RealClients,
  taiwan: 'exchanges' | 'finmind' | 'yahoo',
): MarketDataProvider {
  const name = taiwan === 'exchanges' ? 'twse' : taiwan;
  const { twse, twseOpenApi, tpex, mis, yahoo, finmind } = clients;
  const yahooQuotes = (securities: readonly SecurityRef[]) =>
    settle(securities.map((security) => async (): Promise<Quote[]> => [await yahoo.quote(security)]));
  const notYahoo = <T>(what: string, run: () => Promise<T>) =>
    taiwan === 'yahoo' ? Promise.reject(unsupported(name, what)) : run();

  return {
    descriptor: { name, simulated: false, history: 'fetched' },

    async quotes(securities) {
      const tw = securities.filter((security) => security.market === 'TW');
      const other = securities.filter((security) => security.market !== 'TW');
      return settle([
        async () => (tw.length === 0 ? [] : taiwan === 'yahoo' ? yahooQuotes(tw) : mis.quotes(tw)),
        async () => (other.length === 0 ? [] : yahooQuotes(other)),
      ]);
    },

    async dailyBars(security, from, to): Promise<Bar[]> {
      if (security.market !== 'TW' || taiwan === 'yahoo') return yahoo.dailyBars(security, from, to);
      if (taiwan === 'finmind') return finmind.dailyBars(security.code, from, to);
      if (security.exchange === 'TPEx') return yahoo.dailyBars(security, from, to);
      const bars: Bar[] = [];
      for (const month of months(from, to)) {
        try {
          bars.push(...(await twse.stockMonth(security.code, month)));
        } catch (error) {
          if (!(error instanceof ProviderError && error.kind === 'no-data')) throw error;
        }
      }
      return bars.filter((bar) => bar.date >= from && bar.date <= to);
    },

    async dailySnapshot(date, securities) {
      return notYahoo('daily snapshot', async () => {
        const latestOr = async (latest: () => Promise<Bar[]>, byDate: () => Promise<Bar[]>) => {
          const rows = await latest().catch(() => [] as Bar[]);
          return rows.length > 0 && rows[0]!.date === date ? rows : byDate();
        };
        const rows = await settle([
          () =>
            latestOr(
              () => twseOpenApi.latestBars(),
              async () => (await twse.dailyQuotes(date)).bars,
            ),
          () =>
            latestOr(
              () => tpex.latestBars(),
              () => tpex.dailyQuotes(date),
            ),
        ]);
        return only(rows, securities);
      });
    },

    async indices() {
      return settle([
        () => (taiwan === 'yahoo' ? Promise.reject(unsupported(name, 'Taiwan indices')) : mis.indices()),
        () => yahoo.indices(),
      ]);
    },

    async indexHistory() {
      // Index levels are stored by the daily refresh; no history endpoint is used.
      throw unsupported(name, 'index history');
    },

    async valuations(date, securities) {
      return notYahoo('valuations', async () =>
        only(
          taiwan === 'finmind'
            ? await finmind.valuations(date)
            : await settle([() => twse.valuations(date), () => tpex.valuations(date)]),
          securities,
        ),
      );
    },

    async monthlyRevenue(month, securities) {
      return notYahoo('monthly revenue', async () => {
        const rows =
          taiwan === 'finmind'
            ? await finmind.monthlyRevenue(month)
            : await twseOpenApi.latestMonthlyRevenue();
        return only(rows, securities);
      });
    },

    async institutionalFlows(date, securities) {
      return notYahoo('institutional flows', async () =>
        only(
          taiwan === 'finmind'
            ? await finmind.institutionalFlows(date)
            : await settle([() => twse.institutionalFlows(date), () => tpex.institutionalFlows(date)]),
          securities,
        ),
      );
    },

    async marginBalances(date, securities) {
      return notYahoo('margin balances', async () =>
        only(
          taiwan === 'finmind'
            ? await finmind.marginBalances(date)
            : await settle([() => twse.marginBalances(date), () => tpex.marginBalances(date)]),
          securities,
        ),
      );
    },

    async dividends(from, to) {
      return notYahoo('dividends', () =>
        taiwan === 'finmind'
          ? finmind.dividends(from, to)
          : settle([() => twse.dividends(from, to), () => tpex.dividends(from, to)]),
      );
    },

    // Both the exchanges and FinMind modes read the totals from the exchanges themselves.
    async marketBreadth(date) {
      return notYahoo('market breadth', () =>
        settle([async () => [await twse.marketBreadth(date)], async () => [await tpex.marketBreadth(date)]]),
      );
    },

    async marketInstitutional(date) {
      return notYahoo('institutional totals', () =>
        settle([
          async () => [await twse.marketInstitutional(date)],
          async () => [await tpex.marketInstitutional(date)],
        ]),
      );
    },

    async marketMargin(date) {
      return notYahoo('margin totals', () =>
        settle([async () => [await twse.marketMargin(date)], async () => [await tpex.marketMargin(date)]]),
      );
    },

    async securityStatus() {
      return notYahoo('attention and disposition notices', () => twseOpenApi.securityStatus());
    },

    async announcements(date, securities) {
      return notYahoo('announcements', async () => {
        const found = await fetchAnnouncements(clients.announcements, () =>
          this.dividends(addDays(date, -1), date),
        );
        return onlyAnnounced(found, securities);
      });
    },
  };
}
