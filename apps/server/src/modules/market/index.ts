import type {
  HotStocksResponse,
  MarketIndex,
  MarketStatusResponse,
  SearchHistoryItem,
  StockBarsResponse,
  StockDetail,
  StockSuggestion,
} from '@alphadesk/contracts';
import type { Db } from '@alphadesk/db';
import type { AnalysisData } from './analysis-data.ts';
import type { StoredBar } from './bars-repository.ts';
import { importHistoryDir, importUniverseFiles, type HistoryImportReport } from './importer.ts';
import { createFinMindNews } from './news.ts';
import { createMarketProvider, type MarketProviderSettings } from './providers/index.ts';
import type { SecurityRecord } from './providers/types.ts';
import type { DailyRefreshReport } from './refresh.ts';
import { createMarketService, type AiPreview } from './service.ts';

export type { AnalysisData, ClosePoint, PeerRow, StoredSeries } from './analysis-data.ts';
export type { StoredBar } from './bars-repository.ts';
export type { HistoryImportReport } from './importer.ts';
export type { Headline } from './news.ts';
export type { DividendEvent, SecurityRecord } from './providers/types.ts';
export type { DailyRefreshReport } from './refresh.ts';
export type { AiPreview } from './service.ts';
export { marketRoutes } from './routes.ts';
export { registerMarketJobs } from './jobs.ts';

/**
 * Market data: the securities universe, quotes, daily bars, indices and the facts analysts read,
 * from the configured provider, with the stock pages' queries on top.
 */
export interface MarketModule {
  /** Loads the universe and builds the search index now instead of on the first request. */
  warm(): Promise<void>;

  /** Search suggestions; a blank query gives none. */
  search(q: string, market: string, sector: string, limit: number): Promise<StockSuggestion[]>;
  /** The best match's detail (quote, valuation, AI preview); 404 when nothing matches. */
  detail(q: string, market: string, sector: string): Promise<StockDetail>;
  hot(limit: number): Promise<HotStocksResponse>;
  indices(): Promise<MarketIndex[]>;
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
  /** Stores a closed session's bars and facts (the last one by default); safe to run again. */
  refreshDaily(date?: string): Promise<DailyRefreshReport>;
  /** Loads `<code>.csv` STOCK_DAY history files of a folder (optionally only some codes). */
  importHistory(dir: string, options?: { only?: readonly string[] }): Promise<HistoryImportReport>;
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
  analysisCounts?: (symbols: readonly string[]) => Promise<Map<string, number>>;
  /** The AI preview fields of a detail; all null when absent. */
  aiPreview?: (symbol: string, price: number | null) => Promise<AiPreview | null>;
}

export function createMarketModule(deps: MarketModuleDeps): MarketModule {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());
  const service = createMarketService({
    db: deps.db,
    provider: createMarketProvider(settings, now),
    now,
    holidays: settings.holidays,
    onProviderError: deps.onProviderError,
    analysisCounts: deps.analysisCounts,
    aiPreview: deps.aiPreview,
    news:
      settings.news === 'finmind'
        ? createFinMindNews({
            baseUrl: settings.urls.finmind,
            token: settings.finmindToken,
            timeoutMs: settings.httpTimeoutMs,
            retries: settings.httpRetries,
            minIntervalMs: settings.httpMinIntervalMs,
          })
        : null,
  });
  const { repository, bars } = service.repositories;
  return {
    warm: service.warm,
    search: service.search,
    detail: service.detail,
    hot: service.hot,
    indices: service.indices,
    stockBars: service.bars,
    status: service.status,
    addHistory: service.addHistory,
    history: service.history,
    findSecurity: async (symbol) => (await service.catalog.find(symbol)) ?? null,
    dailyBars: (symbol, from, to) => bars.bars(symbol, from, to),
    storedBarCount: (symbol) => bars.countBars(symbol),
    analysisData: (symbol, from, to) => service.analysisData.read(symbol, from, to),
    latestBarDate: (symbol, today) => service.analysisData.latestBarDate(symbol, today),
    refreshQuotes: () => service.refresher.refreshQuotes(),
    refreshDaily: (date) => service.refresher.refreshDaily(date),
    importHistory: (dir, options = {}) => importHistoryDir(bars, dir, options),
    async importUniverse(files) {
      const report = await importUniverseFiles(repository, files);
      service.catalog.invalidate();
      return report;
    },
    async addSecurities(securities) {
      await repository.upsertSecurities(securities);
      service.catalog.invalidate();
    },
  };
}
