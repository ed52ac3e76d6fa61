import { isTradingDay, marketPhase, nextOpen, taipeiDate, addDays } from '@alphadesk/core';
import {
  marketMessages,
  type HotStocksResponse,
  type MarketIndex,
  type MarketStatusResponse,
  type SearchHistoryItem,
  type StockBarsResponse,
  type StockDetail,
  type StockSuggestion,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import { AppError, notFound } from '../../platform/errors.ts';
import { createBarsRepository } from './bars-repository.ts';
import { createCatalog } from './catalog.ts';
import { createFactsRepository } from './facts-repository.ts';
import { rankHotStocks } from './hot.ts';
import { createRefresher } from './refresh.ts';
import type { IndexValue, MarketDataProvider, SecurityRecord, Valuation } from './providers/types.ts';
import { createQuoteService } from './quotes.ts';
import { createMarketRepository } from './repository.ts';
import { lastClosedSession } from './sessions.ts';
import type { NewsSource } from './news.ts';
import { createAnalysisDataReader } from './analysis-data.ts';

/** The AI preview of a stock detail, from the latest completed analysis of the symbol. */
export type AiPreview = Pick<
  StockDetail,
  'analystRating' | 'analystConfidence' | 'targetPrice' | 'potentialReturn' | 'technicalSignal' | 'riskLevel'
>;

/** Cache lifetimes besides quotes (quotes.ts): indices, the hot list, and fundamentals. */
export const cacheTtlMs = {
  indicesOpen: 10_000,
  indicesClosed: 300_000,
  hot: 60_000,
  valuation: 600_000,
} as const;
/** Search history rows kept per user. */
export const historyCap = 50;

export interface MarketServiceDeps {
  db: Db;
  provider: MarketDataProvider;
  now?: () => Date;
  holidays?: readonly string[];
  /** Analyses made per symbol; 0 for every symbol until the analysis module provides counts. */
  analysisCounts?: (symbols: readonly string[]) => Promise<Map<string, number>>;
  onProviderError?: (error: unknown) => void;
  /** The AI preview fields of a detail; all null until the analysis module provides them. */
  aiPreview?: (symbol: string, price: number | null) => Promise<AiPreview | null>;
  /** A configured headline feed for the news analyst; absent means none is configured. */
  news?: NewsSource | null;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const suggestion = (security: SecurityRecord): StockSuggestion => ({
  symbol: security.symbol,
  name: security.name,
  exchange: security.exchange,
  market: security.market,
  nameEn: security.nameEn,
  sector: security.sector,
  kind: security.kind,
});

export function createMarketService(deps: MarketServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const holidays = new Set(deps.holidays ?? []);
  const repository = createMarketRepository(deps.db);
  const bars = createBarsRepository(deps.db);
  const facts = createFactsRepository(deps.db);
  const catalog = createCatalog(repository, () => now().getTime());
  const quotes = createQuoteService({
    provider: deps.provider,
    repository,
    now,
    holidays,
    onError: deps.onProviderError,
  });
  const analysisCounts = deps.analysisCounts ?? (async () => new Map<string, number>());
  const analysisData = createAnalysisDataReader({
    db: deps.db,
    provider: deps.provider,
    bars,
    catalog,
    news: deps.news ?? null,
    onNewsError: deps.onProviderError,
  });
  const refresher = createRefresher({
    provider: deps.provider,
    catalog,
    quotes,
    bars,
    facts,
    now,
    holidays,
    onError: deps.onProviderError,
  });
  let indexCache: { values: MarketIndex[]; expires: number } | null = null;
  let hotCache: { response: HotStocksResponse; expires: number; limit: number } | null = null;
  const valuationCache = new Map<string, { value: Valuation | null; expires: number }>();

  async function resolve(q: string, market: string, sector: string): Promise<SecurityRecord> {
    const filter = {
      market: market === 'all' ? undefined : market,
      sector: sector === 'all' ? undefined : sector,
    };
    const exact = await catalog.find(q.trim());
    if (
      exact &&
      (!filter.market || exact.market === filter.market) &&
      (!filter.sector || exact.sector === filter.sector)
    ) {
      return exact;
    }
    const [best] = await catalog.search(q, { ...filter, limit: 1 });
    if (!best) throw notFound(marketMessages.stockNotFound);
    return best;
  }

  async function valuationOf(security: SecurityRecord): Promise<Valuation | null> {
    const at = now().getTime();
    const hit = valuationCache.get(security.symbol);
    if (hit && hit.expires > at) return hit.value;
    let value: Valuation | null = (await facts.latestValuation(security.symbol)) ?? null;
    if (!value && deps.provider.simulated) {
      const session = lastClosedSession(now(), holidays);
      value = (await deps.provider.valuations(session, [security]))[0] ?? null;
    }
    valuationCache.set(security.symbol, { value, expires: at + cacheTtlMs.valuation });
    return value;
  }

  const presentIndex = (value: IndexValue, stale: boolean): MarketIndex => ({
    symbol: value.symbol,
    name: value.name,
    market: value.market,
    value: value.value,
    change: value.change ?? 0,
    changePercent: value.changePercent ?? 0,
    lastUpdated: value.asOf.toISOString(),
    asOf: value.asOf.toISOString(),
    stale,
    simulated: value.simulated,
    source: value.source,
  });

  return {
    provider: deps.provider,
    catalog,
    refresher,

    /** Loads the universe (built-in rows upserted) and builds the search index. */
    warm: () => catalog.warm(),

    async search(q: string, market: string, sector: string, limit: number): Promise<StockSuggestion[]> {
      if (!q.trim()) return [];
      const found = await catalog.search(q, {
        market: market === 'all' ? undefined : market,
        sector: sector === 'all' ? undefined : sector,
        limit,
      });
      return found.map(suggestion);
    },

    async detail(q: string, market: string, sector: string): Promise<StockDetail> {
      const security = await resolve(q, market, sector);
      const [quote] = [...(await quotes.quotes([security])).values()];
      const valuation = await valuationOf(security);
      const shares = security.sharesOutstanding ?? deps.provider.sharesOutstanding?.(security) ?? null;
      const preview = (await deps.aiPreview?.(security.symbol, quote?.price ?? null)) ?? null;
      return {
        symbol: security.symbol,
        name: security.name,
        nameEn: security.nameEn,
        exchange: security.exchange,
        market: security.market,
        sector: security.sector,
        industry: security.industry,
        kind: security.kind,
        currency: security.currency,
        price: quote?.price ?? null,
        change: quote?.change ?? null,
        changePercent: quote?.changePercent ?? null,
        open: quote?.open ?? null,
        high: quote?.high ?? null,
        low: quote?.low ?? null,
        previousClose: quote?.previousClose ?? null,
        limitUp: quote?.limitUp ?? null,
        limitDown: quote?.limitDown ?? null,
        volume: quote?.volume ?? null,
        marketCap: quote && shares ? Math.round(quote.price * shares) : null,
        peRatio: valuation?.peRatio ?? null,
        pbRatio: valuation?.pbRatio ?? null,
        dividendYield: valuation?.dividendYield ?? null,
        analystRating: preview?.analystRating ?? null,
        analystConfidence: preview?.analystConfidence ?? null,
        targetPrice: preview?.targetPrice ?? null,
        potentialReturn: preview?.potentialReturn ?? null,
        technicalSignal: preview?.technicalSignal ?? null,
        riskLevel: preview?.riskLevel ?? null,
        fundamentalScore: null,
        asOf: quote?.asOf.toISOString() ?? null,
        stale: quote ? quote.stale : true,
        simulated: quote?.simulated ?? deps.provider.simulated,
        source: quote?.source ?? null,
      };
    },

    async hot(limit: number): Promise<HotStocksResponse> {
      const at = now();
      if (hotCache && hotCache.expires > at.getTime() && hotCache.limit >= limit) {
        return { ...hotCache.response, stocks: hotCache.response.stocks.slice(0, limit) };
      }
      const securities = (await catalog.all()).filter(
        (security) => security.market === 'TW' && security.kind === 'stock',
      );
      const served = await quotes.quotes(securities);
      const counts = await analysisCounts(securities.map((security) => security.symbol));
      const stocks = await rankHotStocks(
        { provider: deps.provider, bars },
        { securities, quotes: served, analysisCounts: counts, today: taipeiDate(at) },
        Math.max(limit, 20),
      );
      const response = { stocks, asOf: at.toISOString(), simulated: deps.provider.simulated };
      hotCache = { response, expires: at.getTime() + cacheTtlMs.hot, limit: Math.max(limit, 20) };
      return { ...response, stocks: stocks.slice(0, limit) };
    },

    async indices(): Promise<MarketIndex[]> {
      const at = now();
      if (indexCache && indexCache.expires > at.getTime()) return indexCache.values;
      let values: MarketIndex[];
      try {
        const fresh = await deps.provider.indices(at);
        await facts.upsertIndexValues(fresh);
        values = fresh.map((value) => presentIndex(value, false));
      } catch (error) {
        deps.onProviderError?.(error);
        values = (await facts.latestIndexValues()).map((value) => presentIndex(value, true));
      }
      const open = marketPhase(at, holidays) === 'open';
      const stale = values.some((value) => value.stale);
      indexCache = {
        values,
        expires: at.getTime() + (stale ? 1_000 : open ? cacheTtlMs.indicesOpen : cacheTtlMs.indicesClosed),
      };
      return values;
    },

    async bars(
      symbol: string,
      from: string | undefined,
      to: string | undefined,
      adjusted: boolean,
    ): Promise<StockBarsResponse> {
      const security = await catalog.find(symbol);
      if (!security) throw notFound(marketMessages.stockNotFound);
      const end = to ?? taipeiDate(now());
      const start = from ?? addDays(end, -365);
      if (Date.parse(end) - Date.parse(start) > 40 * 366 * 86_400_000) {
        throw new AppError('VALIDATION_FAILED', '查詢區間不可超過40年');
      }
      let rows = await bars.bars(security.symbol, start, end);
      if (rows.length === 0) {
        try {
          const fetched = await deps.provider.dailyBars(security, start, end);
          rows = fetched.map((bar) => ({ ...bar, adjFactor: bar.adjFactor ?? 1 }));
          if (!deps.provider.simulated && rows.length > 0 && (await bars.countBars(security.symbol)) === 0) {
            rows = refresher.withFactors(rows);
            await bars.upsertBars(rows);
          }
        } catch (error) {
          deps.onProviderError?.(error);
          throw new AppError('SERVICE_UNAVAILABLE', '行情資料暫時無法取得，請稍後再試');
        }
      }
      const latest = adjusted
        ? ((await bars.lastBar(security.symbol))?.adjFactor ?? rows.at(-1)?.adjFactor ?? 1)
        : 1;
      const scale = (price: number, factor: number) => (adjusted ? round4((price * factor) / latest) : price);
      return {
        symbol: security.symbol,
        adjusted,
        from: start,
        to: end,
        bars: rows.map((bar) => ({
          date: bar.date,
          open: scale(bar.open, bar.adjFactor),
          high: scale(bar.high, bar.adjFactor),
          low: scale(bar.low, bar.adjFactor),
          close: scale(bar.close, bar.adjFactor),
          volume: bar.volume,
          value: bar.value,
          transactions: bar.transactions,
        })),
        source: rows[0]?.source ?? null,
        simulated: rows.length > 0 ? rows.some((bar) => bar.simulated) : deps.provider.simulated,
      };
    },

    status(): MarketStatusResponse {
      const at = now();
      return {
        market: 'TW',
        phase: marketPhase(at, holidays),
        isTradingDay: isTradingDay(taipeiDate(at), holidays),
        now: at.toISOString(),
        nextOpen: nextOpen(at, holidays).toISOString(),
        timezone: 'Asia/Taipei',
        session: { preOpen: '08:30', open: '09:00', close: '13:30' },
        provider: deps.provider.name,
        simulated: deps.provider.simulated,
      };
    },

    async addHistory(
      userId: string,
      entry: { symbol: string; name: string; market: string },
    ): Promise<SearchHistoryItem> {
      const security = await catalog.find(entry.symbol);
      if (!security || security.market !== entry.market) throw notFound(marketMessages.stockNotFound);
      const row = await repository.addHistory(
        {
          userId,
          symbol: security.symbol,
          market: security.market,
          name: entry.name.trim() || security.name,
          searchedAt: now(),
        },
        historyCap,
      );
      const counts = await analysisCounts([row.symbol]);
      return {
        symbol: row.symbol,
        name: row.name,
        market: security.market,
        searchedAt: row.searchedAt.toISOString(),
        analysisCount: counts.get(row.symbol) ?? 0,
      };
    },

    async history(userId: string, limit: number): Promise<SearchHistoryItem[]> {
      const rows = await repository.listHistory(userId, limit);
      const counts = await analysisCounts(rows.map((row) => row.symbol));
      return rows.map((row) => ({
        symbol: row.symbol,
        name: row.name,
        market: row.market as SearchHistoryItem['market'],
        searchedAt: row.searchedAt.toISOString(),
        analysisCount: counts.get(row.symbol) ?? 0,
      }));
    },

    /** What an analysis reads about a security (stored data, or the simulator's). */
    analysisData,

    /** Bars, dividends and the universe from files (the import commands). */
    repositories: { repository, bars, facts },
  };
}
export type MarketService = ReturnType<typeof createMarketService>;
