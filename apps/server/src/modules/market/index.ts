import type {
  HotStocksResponse,
  MarketEvent,
  MarketOverviewResponse,
  MarketIndex,
  MarketStatusResponse,
  SearchHistoryItem,
  StockBarsResponse,
  StockDetail,
  StockSuggestion,
} from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import type { Db } from '@alphadesk/db';
import { importHistoryDir, importUniverseFiles, type HistoryImportReport } from './ingestion/importer.ts';
import { createFinMindNews } from './ingestion/news.ts';
import { createMarketProvider, type MarketProviderSettings } from './ingestion/providers/index.ts';
import { unsupported, type SecurityRecord } from './ingestion/providers/types.ts';
import type { Announcements } from './ingestion/providers/announcements.ts';
import { createRefresher, type DailyRefreshReport } from './ingestion/refresh.ts';
import { builtinUniverse } from './ingestion/universe/index.ts';
import { createAnalysisDataReader, type AnalysisData } from './query/analysis-data.ts';
import { createStockBars } from './query/bars.ts';
import { createDetail, type AiPreview } from './query/detail.ts';
import { createHotList } from './query/hot.ts';
import { createIndices, marketStatus } from './query/indices.ts';
import { createOverview } from './query/overview.ts';
import { createQuoteService, type QuoteTtls } from './query/quotes.ts';
import { createSearch } from './query/search.ts';
import { createSearchHistory, type AnalysisCounts } from './query/search-history.ts';
import { createBarsRepository, type StoredBar } from './store/bars-repository.ts';
import { createCatalog } from './store/catalog.ts';
import { createFactsRepository } from './store/facts-repository.ts';
import { createMarketRepository } from './store/repository.ts';
import { importMarketSeries, type SeriesImportReport } from './ingestion/series/import.ts';
import { createSeriesRepository, type StoredSeriesOf } from './store/series-repository.ts';

export type { AnalysisData, ClosePoint, PeerRow, StoredSeries } from './query/analysis-data.ts';
export type { StoredBar } from './store/bars-repository.ts';
export type { HistoryImportReport } from './ingestion/importer.ts';
export type { Headline } from './ingestion/news.ts';
export type { DividendEvent, SecurityRecord } from './ingestion/providers/types.ts';
export type {
  Announcements,
  AttentionList,
  AttentionNotice,
  DispositionNotice,
  ExDividendNotice,
  RevenueReport,
} from './ingestion/providers/announcements.ts';
export type { DailyRefreshReport } from './ingestion/refresh.ts';
export type { AiPreview } from './query/detail.ts';
export { marketRoutes } from './routes.ts';
export { registerMarketJobs } from './ingestion/jobs.ts';

/**
 * Market data: the securities universe, quotes, daily bars, indices and the facts analysts read,
 * from the configured provider, with the stock pages' queries on top.
 */
export interface MarketModule {
  /** Loads the universe and builds the search index now instead of on the first request. */
  warm(): Promise<void>;

  /** Search suggestions; a blank query gives none. */
  search(q: string, market: string, sector: string, limit: number): Promise<readonly StockSuggestion[]>;
  /** The best match's detail (quote, valuation, AI preview); 404 when nothing matches. */
  detail(q: string, market: string, sector: string): Promise<StockDetail>;
  /** The hot list, its reasons in `locale` (zh-TW unless asked). */
  hot(limit: number, locale?: Locale): Promise<HotStocksResponse>;
  /** Index levels, their names in `locale` (zh-TW unless asked). */
  indices(locale?: Locale): Promise<MarketIndex[]>;
  /** The market overview page: indices, breadth, 三大法人 and margin totals, movers, notices. */
  overview(locale?: Locale): Promise<MarketOverviewResponse>;
  /** Daily bars as the chart route serves them (adjusted in today's terms unless asked otherwise). */
  stockBars(
    symbol: string,
    from: string | undefined,
    to: string | undefined,
    adjusted: boolean,
  ): Promise<StockBarsResponse>;
  status(): MarketStatusResponse;
  addHistory(
    userId: string,
    entry: { symbol: string; name: string; market: string },
  ): Promise<SearchHistoryItem>;
  history(userId: string, limit: number): Promise<SearchHistoryItem[]>;

  /** A security of the universe by symbol, case-insensitively; null when unknown. */
  findSecurity(symbol: string): Promise<SecurityRecord | null>;
  /** The stored daily bars of a symbol between two dates (raw prices with cumulative factors). */
  dailyBars(symbol: string, from: string, to: string): Promise<StoredBar[]>;
  /** How many daily bars are stored for a symbol. */
  storedBarCount(symbol: string): Promise<number>;
  /** Everything an analysis reads about a security between two dates; null when the symbol is unknown. */
  analysisData(symbol: string, from: string, to: string): Promise<AnalysisData | null>;
  /** The date of the newest daily bar of a symbol on or before `today`, or null. */
  latestBarDate(symbol: string, today: string): Promise<string | null>;

  /** Refreshes Taiwan quotes while the market trades (and just after the close). */
  refreshQuotes(): Promise<{ skipped: boolean; quotes: number }>;
  /** The quote cache's counters, and dropping its expired entries (the performance centre). */
  quoteCache: {
    stats(): { hits: number; misses: number; size: number; expired: number };
    purgeExpired(): number;
  };
  /**
   * The exchanges' announcements of `date` (Taipei) for the Taiwan universe: attention and
   * disposition lists, monthly revenue, the ex-dividend calendar; simulated with the simulator.
   */
  announcements(date: string): Promise<Announcements>;
  /** Stores a closed session's bars and facts (the last one by default); safe to run again. */
  refreshDaily(date?: string): Promise<DailyRefreshReport>;
  /** Loads `<code>.csv` STOCK_DAY history files of a folder (optionally only some codes). */
  importHistory(dir: string, options?: { only?: readonly string[] }): Promise<HistoryImportReport>;
  /** Loads the market-level series of a market-series folder (^TWII, ^GSPC, USD/TWD, US10Y). */
  importMarketSeries(dir: string): Promise<SeriesImportReport>;
  /** How many points of a market-level series are stored. */
  storedSeriesCount(symbol: string): Promise<number>;
  /** A stored market-level series between two dates (inclusive); null when none is stored. */
  marketSeries(symbol: string, from: string, to: string): Promise<StoredSeriesOf | null>;
  /** Loads exchange securities lists into the universe; this process sees them at once. */
  importUniverse(files: readonly string[]): Promise<{ imported: number; skipped: number }>;
  /** Adds or replaces securities of the universe; this process sees them at once. */
  addSecurities(securities: readonly SecurityRecord[]): Promise<void>;
}

/** The market config slice the module needs: the provider, its hosts and the news feed. */
export type MarketSettings = MarketProviderSettings & { news: 'none' | 'finmind' };

export interface MarketModuleDeps {
  db: Db;
  settings: MarketSettings;
  now?: () => Date;
  onProviderError?: (error: unknown) => void;
  /** Analyses made per symbol (hot-stock ranking, search history); 0 for every symbol when absent. */
  analysisCounts?: AnalysisCounts;
  /** The AI preview fields of a detail; all null when absent. */
  aiPreview?: (symbol: string, price: number | null) => Promise<AiPreview | null>;
  /** The quote cache's lifetimes in ms, asked at every lookup (runtime settings); built-in when absent. */
  quoteTtls?: () => QuoteTtls;
  /** The hot list's lifetime in ms, asked at every lookup (runtime settings); built-in when absent. */
  hotTtlMs?: () => number;
  /** The day's 注意/處置 events for the overview (stored by the monitor module); none when absent. */
  marketNotices?: (date: string, locale: Locale) => Promise<MarketEvent[]>;
}

/**
 * Composes the module: the store (tables and the universe in memory), ingestion (the provider,
 * refreshes, imports) and the queries the routes and other modules call.
 */
export function createMarketModule(deps: MarketModuleDeps): MarketModule {
  const { settings, db, onProviderError } = deps;
  const now = deps.now ?? (() => new Date());
  const holidays = new Set(settings.holidays);
  const analysisCounts = deps.analysisCounts ?? (async () => new Map<string, number>());

  const repository = createMarketRepository(db);
  const bars = createBarsRepository(db);
  const facts = createFactsRepository(db);
  const series = createSeriesRepository(db);
  const catalog = createCatalog(repository, builtinUniverse, () => now().getTime());

  const provider = createMarketProvider(settings, now);
  const news =
    settings.news === 'finmind'
      ? createFinMindNews({
          baseUrl: settings.urls.finmind,
          token: settings.finmindToken,
          timeoutMs: settings.httpTimeoutMs,
          retries: settings.httpRetries,
          minIntervalMs: settings.httpMinIntervalMs,
        })
      : null;

  const quotes = createQuoteService({
    provider,
    repository,
    now,
    holidays,
    onError: onProviderError,
    ttls: deps.quoteTtls,
  });
  const refresher = createRefresher({
    provider,
    catalog,
    quotes,
    bars,
    facts,
    now,
    holidays,
    onError: onProviderError,
  });
  const search = createSearch(catalog);
  const searchHistory = createSearchHistory({ catalog, repository, analysisCounts, now });
  const analysisData = createAnalysisDataReader({
    db,
    provider,
    bars,
    catalog,
    news,
    onNewsError: onProviderError,
  });

  const indices = createIndices({ provider, facts, now, holidays, onProviderError });
  const overview = createOverview({
    provider,
    catalog,
    quotes,
    indices,
    notices: deps.marketNotices,
    now,
    holidays,
    ttls: deps.quoteTtls,
    onProviderError,
  });

  return {
    warm: () => catalog.warm(),
    search: search.search,
    detail: createDetail({ provider, search, quotes, facts, now, holidays, aiPreview: deps.aiPreview }),
    hot: createHotList({ provider, bars, catalog, quotes, analysisCounts, now, ttlMs: deps.hotTtlMs }),
    indices,
    overview,
    stockBars: createStockBars({ provider, bars, catalog, now, onProviderError }),
    status: () => marketStatus(provider, now(), holidays),
    addHistory: searchHistory.addHistory,
    history: searchHistory.history,
    findSecurity: search.findSecurity,
    dailyBars: (symbol, from, to) => bars.bars(symbol, from, to),
    storedBarCount: (symbol) => bars.countBars(symbol),
    analysisData: (symbol, from, to) => analysisData.read(symbol, from, to),
    latestBarDate: (symbol, today) => analysisData.latestBarDate(symbol, today),
    refreshQuotes: () => refresher.refreshQuotes(),
    quoteCache: { stats: () => quotes.cacheStats(), purgeExpired: () => quotes.purgeExpired() },
    refreshDaily: (date) => refresher.refreshDaily(date),
    async announcements(date) {
      if (!provider.announcements) throw unsupported(provider.descriptor.name, 'announcements');
      const securities = (await catalog.all()).filter((security) => security.market === 'TW');
      return provider.announcements(date, securities);
    },
    importHistory: (dir, options = {}) => importHistoryDir(bars, dir, options),
    importMarketSeries: (dir) => importMarketSeries(series, dir),
    storedSeriesCount: (symbol) => series.count(symbol),
    marketSeries: (symbol, from, to) => series.series(symbol, from, to),
    async importUniverse(files) {
      // The built-in universe goes in first: an exchange list imported into an empty table would
      // otherwise stop the built-in rows (English names) from ever being written.
      await catalog.warm();
      const report = await importUniverseFiles(repository, files);
      catalog.invalidate();
      return report;
    },
    async addSecurities(securities) {
      await catalog.warm();
      await repository.upsertSecurities(securities);
      catalog.invalidate();
    },
  };
}
