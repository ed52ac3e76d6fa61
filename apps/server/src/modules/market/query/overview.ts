import {
  overviewMoversSize,
  type MarketBreadth,
  type MarketEvent,
  type MarketIndex,
  type MarketOverviewResponse,
  type OverviewBlockStatus,
  type OverviewExchange,
  type OverviewMover,
  type OverviewMovers,
} from '@alphadesk/contracts';
import { breadthOf, marketPhase, taipeiDate, topMovers, type Locale } from '@alphadesk/core';
import { lastClosedSession } from '../ingestion/sessions.ts';
import { ProviderError, type MarketDataProvider } from '../ingestion/providers/types.ts';
import type { Catalog } from '../store/catalog.ts';
import { quoteTtlMs, type QuoteService, type QuoteTtls, type ServedQuote } from './quotes.ts';

/** Whole-market totals change once an evening: kept 10 minutes, a failed read retried after 1. */
export const totalsTtlMs = { ok: 600_000, failed: 60_000 } as const;

const exchanges = ['TWSE', 'TPEx'] as const;

type Totals = 'marketBreadth' | 'marketInstitutional' | 'marketMargin';
type TotalsOf<K extends Totals> = Awaited<ReturnType<MarketDataProvider[K]>>;
type Block<T> = { status: OverviewBlockStatus; markets: T[] };

export interface OverviewDeps {
  provider: MarketDataProvider;
  catalog: Catalog;
  quotes: QuoteService;
  indices: (locale: Locale) => Promise<MarketIndex[]>;
  /** The day's 注意/處置 events (the monitor module stores market events). */
  notices?: ((date: string, locale: Locale) => Promise<MarketEvent[]>) | undefined;
  now: () => Date;
  holidays: ReadonlySet<string>;
  /** The quote cache's lifetimes: the overview is rebuilt as often as its quotes refresh. */
  ttls?: (() => QuoteTtls) | undefined;
  onProviderError?: ((error: unknown) => void) | undefined;
}

const isNoData = (error: unknown) =>
  error instanceof ProviderError && (error.kind === 'no-data' || error.kind === 'unsupported');

/**
 * The exchanges' totals of the last closed session; when nothing is published for it yet (margin
 * comes out in the evening), the session before.
 */
function createTotalsReader(deps: OverviewDeps) {
  const cache = new Map<Totals, { block: Block<unknown>; expires: number }>();
  return async function read<K extends Totals>(kind: K): Promise<Block<TotalsOf<K>[number]>> {
    const at = deps.now();
    const hit = cache.get(kind);
    if (hit && hit.expires > at.getTime()) return hit.block as Block<TotalsOf<K>[number]>;
    // Per exchange: one that has nothing for the session yet is read for the session before.
    const found = new Map<string, TotalsOf<K>[number]>();
    let date = lastClosedSession(at, deps.holidays);
    for (let attempt = 0; attempt < 2 && found.size < exchanges.length; attempt++) {
      try {
        for (const row of (await deps.provider[kind](date)) as TotalsOf<K>) {
          if (!found.has(row.exchange)) found.set(row.exchange, row);
        }
      } catch (error) {
        if (!isNoData(error)) {
          deps.onProviderError?.(error);
          break;
        }
      }
      date = lastClosedSession(new Date(`${date}T00:00:00+08:00`), deps.holidays);
    }
    const markets = exchanges.flatMap((exchange) => {
      const row = found.get(exchange);
      return row ? [row] : [];
    });
    const block: Block<TotalsOf<K>[number]> = { status: markets.length > 0 ? 'ok' : 'no_data', markets };
    const ttl = block.status === 'ok' ? totalsTtlMs.ok : totalsTtlMs.failed;
    cache.set(kind, { block, expires: at.getTime() + ttl });
    return block;
  };
}

const exchangeOf = (exchange: string): OverviewExchange | null =>
  exchange === 'TWSE' || exchange === 'TPEx' ? exchange : null;

/** Breadth and movers of the Taiwan stocks' quotes (the simulator's, or real ones as stored). */
async function quoteBlocks(deps: OverviewDeps) {
  const stocks = (await deps.catalog.all()).filter(
    (security) => security.market === 'TW' && security.kind === 'stock' && exchangeOf(security.exchange),
  );
  const served = await deps.quotes.quotes(stocks);
  const rows = stocks.flatMap((security) => {
    const quote = served.get(security.symbol);
    return quote ? [{ security, quote }] : [];
  });
  const newest = rows.reduce<ServedQuote | null>(
    (latest, row) => (!latest || row.quote.asOf > latest.asOf ? row.quote : latest),
    null,
  );
  const breadth = (['TWSE', 'TPEx'] as const).flatMap((exchange): MarketBreadth[] => {
    const own = rows.filter((row) => row.security.exchange === exchange);
    if (own.length === 0) return [];
    const latest = own.reduce((a, b) => (b.quote.asOf > a.quote.asOf ? b : a)).quote;
    return [
      {
        exchange,
        date: taipeiDate(latest.asOf),
        source: latest.source,
        simulated: latest.simulated,
        ...breadthOf(own.map((row) => row.quote)),
      },
    ];
  });
  const names = new Map(rows.map((row) => [row.security.symbol, row.security]));
  const ranked = topMovers(
    rows.map((row) => row.quote),
    overviewMoversSize,
  );
  const present = (list: (typeof ranked)['gainers']): OverviewMover[] =>
    list.map((row) => {
      const security = names.get(row.quote.symbol)!;
      return {
        symbol: row.quote.symbol,
        name: security.name,
        exchange: exchangeOf(security.exchange)!,
        price: row.quote.price,
        change: Math.round(row.change * 100) / 100,
        changePercent: row.changePercent,
        volume: row.volume,
        value: Math.round(row.value),
      };
    });
  const movers: OverviewMovers = {
    status: rows.length > 0 ? 'ok' : 'no_data',
    asOf: newest ? newest.asOf.toISOString() : null,
    source: newest?.source ?? null,
    simulated: newest?.simulated ?? deps.provider.descriptor.simulated,
    ranked: rows.length,
    gainers: present(ranked.gainers),
    losers: present(ranked.losers),
    byValue: present(ranked.byValue),
  };
  return { breadth, movers };
}

/**
 * The market overview: indices, breadth, 三大法人 and margin totals, movers and the day's notices.
 * A simulated provider's breadth is counted from its quotes; it does not model the institutional
 * and margin totals, which are then `not_simulated` rather than invented. Answers are kept per
 * language for as long as a quote is (the runtime-settable quote lifetimes).
 */
export function createOverview(deps: OverviewDeps) {
  const totals = createTotalsReader(deps);
  const cache = new Map<Locale, { value: MarketOverviewResponse; expires: number }>();
  const simulated = deps.provider.descriptor.simulated;

  async function build(locale: Locale, at: Date): Promise<MarketOverviewResponse> {
    const today = taipeiDate(at);
    const notSimulated = { status: 'not_simulated' as const, markets: [] };
    const [indices, fromQuotes, breadth, institutional, margin, notices] = await Promise.all([
      deps.indices(locale),
      quoteBlocks(deps),
      simulated ? null : totals('marketBreadth'),
      simulated ? notSimulated : totals('marketInstitutional'),
      simulated ? notSimulated : totals('marketMargin'),
      deps.notices ? deps.notices(today, locale) : Promise.resolve([]),
    ]);
    return {
      generatedAt: at.toISOString(),
      provider: deps.provider.descriptor.name,
      simulated,
      indices,
      breadth: breadth ?? {
        status: fromQuotes.breadth.length > 0 ? 'ok' : 'no_data',
        markets: fromQuotes.breadth,
      },
      institutional,
      margin,
      movers: fromQuotes.movers,
      notices: { date: today, events: notices },
    };
  }

  return async function overview(locale: Locale = 'zh-TW'): Promise<MarketOverviewResponse> {
    const at = deps.now();
    const hit = cache.get(locale);
    if (hit && hit.expires > at.getTime()) return hit.value;
    const value = await build(locale, at);
    const ttls = deps.ttls?.() ?? quoteTtlMs;
    const ttl = marketPhase(at, deps.holidays) === 'open' ? ttls.open : ttls.closed;
    cache.set(locale, { value, expires: at.getTime() + ttl });
    return value;
  };
}
