import { hotMetrics, hotReason, taipeiDate, type HotMetrics, type Locale } from '@alphadesk/core';
import type { HotStock, HotStocksResponse } from '@alphadesk/contracts';
import type { BarsRepository, StoredBar } from '../store/bars-repository.ts';
import type { Catalog } from '../store/catalog.ts';
import type { MarketDataProvider, SecurityRecord } from '../ingestion/providers/types.ts';
import type { QuoteService, ServedQuote } from './quotes.ts';
import type { AnalysisCounts } from './search-history.ts';

/** How long a computed hot list is served (unless a runtime setting says otherwise). */
export const hotTtlMs = 60_000;

/** Sessions of history behind the ranking: 60 for H60, plus the latest. */
const sessions = 61;
const calendarDaysBack = 100;

export interface HotInputs {
  securities: readonly SecurityRecord[];
  quotes: Map<string, ServedQuote>;
  analysisCounts: Map<string, number>;
  today: string;
}

interface Series {
  closes: number[];
  volumes: number[];
  last: { price: number; change: number; changePercent: number; volume: number };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Adjusted closes and volumes of the last sessions, with today's running quote appended when it is
 * newer than the last completed bar. A provider that computes history gives the bars on the fly;
 * otherwise they are what the daily job stored.
 */
function seriesOf(bars: StoredBar[], quote: ServedQuote | undefined): Series | null {
  if (bars.length === 0) return null;
  const latestFactor = bars[bars.length - 1]!.adjFactor;
  const closes = bars.map((bar) => (bar.close * bar.adjFactor) / latestFactor);
  const volumes = bars.map((bar) => bar.volume);
  const lastBar = bars[bars.length - 1]!;
  if (quote && quote.asOf.getTime() > Date.parse(`${lastBar.date}T23:59:59+08:00`) && quote.volume !== null) {
    // Today's running price joins the closes; volumes stay those of completed sessions.
    closes.push(quote.price);
    return {
      closes: closes.slice(-sessions),
      volumes: volumes.slice(-sessions),
      last: {
        price: quote.price,
        change: quote.change ?? 0,
        changePercent: quote.changePercent ?? 0,
        volume: quote.volume,
      },
    };
  }
  const previous = bars.length > 1 ? bars[bars.length - 2]!.close : lastBar.close - (lastBar.change ?? 0);
  const change = lastBar.change ?? round2(lastBar.close - previous);
  return {
    closes: closes.slice(-sessions),
    volumes: volumes.slice(-sessions),
    last: {
      price: lastBar.close,
      change,
      changePercent: previous > 0 ? round2((change / (lastBar.close - change)) * 100) : 0,
      volume: lastBar.volume,
    },
  };
}

/** A ranked stock with the metrics its reason is written from, in whichever language is asked. */
export interface RankedHotStock {
  stock: HotStock;
  metrics: HotMetrics;
}

/** The stock as served to a reader of `locale`: only the reason depends on the language. */
export const localisedHotStock = ({ stock, metrics }: RankedHotStock, locale: Locale): HotStock => ({
  ...stock,
  reason: hotReason(metrics, stock.analysisCount, locale),
});

/**
 * Ranks Taiwan stocks by hotScore (formula in core hot-score.ts and the module README) and
 * presents the top `limit`. analystRating stays null until analyses exist.
 */
export async function rankHotStocks(
  deps: { provider: MarketDataProvider; bars: BarsRepository },
  inputs: HotInputs,
  limit: number,
): Promise<RankedHotStock[]> {
  const candidates = inputs.securities.filter(
    (security) => security.market === 'TW' && security.kind === 'stock',
  );
  const computes = deps.provider.descriptor.history === 'computed';
  const stored = computes
    ? new Map<string, StoredBar[]>()
    : await deps.bars.recentBars(
        candidates.map((s) => s.symbol),
        sessions,
      );
  const from = new Date(Date.parse(`${inputs.today}T00:00:00Z`) - calendarDaysBack * 86_400_000)
    .toISOString()
    .slice(0, 10);

  const ranked: { security: SecurityRecord; metrics: HotMetrics; series: Series }[] = [];
  for (const security of candidates) {
    const bars = computes
      ? (await deps.provider.dailyBars(security, from, inputs.today)).map((bar) => ({ ...bar, adjFactor: 1 }))
      : (stored.get(security.symbol) ?? []);
    const series = seriesOf(bars, inputs.quotes.get(security.symbol));
    if (!series) continue;
    const metrics = hotMetrics({
      closes: series.closes,
      volumes: series.volumes,
      analysisCount: inputs.analysisCounts.get(security.symbol) ?? 0,
    });
    if (metrics && series.last.volume > 0) ranked.push({ security, metrics, series });
  }
  ranked.sort(
    (a, b) => b.metrics.hotScore - a.metrics.hotScore || b.security.popularity - a.security.popularity,
  );

  return ranked.slice(0, limit).map(({ security, metrics, series }) => {
    const analysisCount = inputs.analysisCounts.get(security.symbol) ?? 0;
    const stock: HotStock = {
      symbol: security.symbol,
      name: security.name,
      market: security.market,
      reason: hotReason(metrics, analysisCount),
      price: series.last.price,
      change: series.last.change,
      changePercent: series.last.changePercent,
      volume: series.last.volume,
      analysisCount,
      trendScore: metrics.trendScore,
      momentumLevel: metrics.momentumLevel,
      riskReward: metrics.riskReward,
      analystRating: null,
      targetUpside: metrics.targetUpside,
      isWatchlistPopular: false,
      volumeRatio: metrics.volumeRatio,
    };
    return { stock, metrics };
  });
}

/** The hot list of Taiwan stocks, computed at most once a minute (for the largest limit asked). */
export function createHotList(deps: {
  provider: MarketDataProvider;
  bars: BarsRepository;
  catalog: Catalog;
  quotes: QuoteService;
  analysisCounts: AnalysisCounts;
  now: () => Date;
  /** The lifetime now, asked at every lookup so a changed setting applies to the list already kept. */
  ttlMs?: () => number;
}) {
  let cache: {
    ranked: RankedHotStock[];
    asOf: string;
    simulated: boolean;
    storedAt: number;
    limit: number;
  } | null = null;
  const serve = (kept: NonNullable<typeof cache>, limit: number, locale: Locale): HotStocksResponse => ({
    stocks: kept.ranked.slice(0, limit).map((entry) => localisedHotStock(entry, locale)),
    asOf: kept.asOf,
    simulated: kept.simulated,
  });
  return async function hot(limit: number, locale: Locale = 'zh-TW'): Promise<HotStocksResponse> {
    const at = deps.now();
    const ttl = deps.ttlMs?.() ?? hotTtlMs;
    if (cache && cache.storedAt + ttl > at.getTime() && cache.limit >= limit) {
      return serve(cache, limit, locale);
    }
    const securities = (await deps.catalog.all()).filter(
      (security) => security.market === 'TW' && security.kind === 'stock',
    );
    const served = await deps.quotes.quotes(securities);
    const counts = await deps.analysisCounts(securities.map((security) => security.symbol));
    const ranked = await rankHotStocks(
      { provider: deps.provider, bars: deps.bars },
      { securities, quotes: served, analysisCounts: counts, today: taipeiDate(at) },
      Math.max(limit, 20),
    );
    cache = {
      ranked,
      asOf: at.toISOString(),
      simulated: deps.provider.descriptor.simulated,
      storedAt: at.getTime(),
      limit: Math.max(limit, 20),
    };
    return serve(cache, limit, locale);
  };
}
