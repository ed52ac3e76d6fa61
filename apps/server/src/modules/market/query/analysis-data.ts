import { addDays, marketIndices } from '@alphadesk/core';
import { sql, type Db } from '@alphadesk/db';
import type { Headline, NewsSource } from '../ingestion/news.ts';
import type { BarsRepository, StoredBar } from '../store/bars-repository.ts';
import { rows } from '../store/bulk.ts';
import type { Catalog } from '../store/catalog.ts';
import type {
  DividendEvent,
  InstitutionalFlow,
  MarginBalance,
  MarketDataProvider,
  MonthlyRevenue,
  SecurityRecord,
  SecurityStatus,
  Valuation,
} from '../ingestion/providers/types.ts';

export interface ClosePoint {
  date: string;
  close: number;
}
export interface StoredSeries {
  symbol: string;
  market: string;
  points: ClosePoint[];
  source: string;
  simulated: boolean;
}
export interface PeerRow {
  symbol: string;
  name: string;
  pe: number | null;
  pb: number | null;
  date: string;
  source: string;
  simulated: boolean;
}

/** Everything stored about one security that an analysis reads, between two dates. */
export interface AnalysisData {
  security: SecurityRecord;
  bars: StoredBar[];
  benchmark: StoredSeries | null;
  foreignIndices: StoredSeries[];
  valuations: Valuation[];
  peers: PeerRow[];
  revenue: MonthlyRevenue[];
  flows: InstitutionalFlow[];
  margin: MarginBalance[];
  dividends: DividendEvent[];
  status: SecurityStatus[];
  /** Headlines of the last 30 days from the configured feed; null when no feed is configured or it failed. */
  news: { source: string; items: Headline[] } | null;
  /** True when a configured feed failed (news is then null): nothing to keep for later runs. */
  newsFailed?: boolean;
}

const FOREIGN = ['^GSPC', '^SOX', '^IXIC', '^N225', '^HSI', '^KS11'];
const PEER_LIMIT = 15;
const INDEX_CACHE_MS = 60_000;
const INDEX_CACHE_ENTRIES = 64;

/**
 * Reads what the analysts need from this module's tables. With a provider that computes history
 * on request (the simulator) and nothing stored for the security, the same datasets come from it.
 */
export function createAnalysisDataReader(deps: {
  db: Db;
  provider: MarketDataProvider;
  bars: BarsRepository;
  catalog: Catalog;
  news?: NewsSource | null;
  onNewsError?: ((error: unknown) => void) | undefined;
}) {
  const { db, provider } = deps;
  const computes = provider.descriptor.history === 'computed';

  async function indexSeries(symbols: string[], from: string, to: string): Promise<StoredSeries[]> {
    const found = await rows<{
      symbol: string;
      date: string;
      close: number;
      source: string;
      simulated: boolean;
    }>(
      db,
      sql`select symbol, date::text as date, close, source, simulated from market_index_values
          where symbol = any(${sql.param(symbols)}::text[]) and date between ${from}::date and ${to}::date
          order by symbol, date`,
    );
    return symbols.flatMap((symbol) => {
      const points = found.filter((row) => row.symbol === symbol);
      if (points.length === 0) return [];
      const definition = marketIndices.find((index) => index.symbol === symbol);
      return [
        {
          symbol,
          market: definition?.market ?? 'TW',
          points: points.map((row) => ({ date: row.date, close: row.close })),
          source: points.at(-1)!.source,
          simulated: points.some((row) => row.simulated),
        },
      ];
    });
  }

  // Every analysis reads the same index series over the same window: computed once per minute,
  // not once per analysis (callers only read them).
  const indexCache = new Map<string, { at: number; series: Promise<StoredSeries | null> }>();
  function computedIndex(symbol: string, from: string, to: string): Promise<StoredSeries | null> {
    const key = `${symbol} ${from} ${to}`;
    const at = performance.now();
    const cached = indexCache.get(key);
    if (cached && at - cached.at < INDEX_CACHE_MS) return cached.series;
    const series = computeIndex(symbol, from, to);
    indexCache.set(key, { at, series });
    if (indexCache.size > INDEX_CACHE_ENTRIES) indexCache.delete(indexCache.keys().next().value!);
    series.catch(() => indexCache.delete(key));
    return series;
  }

  async function computeIndex(symbol: string, from: string, to: string): Promise<StoredSeries | null> {
    const definition = marketIndices.find((index) => index.symbol === symbol);
    if (!definition) return null;
    const points = await provider.indexHistory(symbol, from, to);
    const { name, simulated } = provider.descriptor;
    return { symbol, market: definition.market, points, source: name, simulated };
  }

  async function stored(security: SecurityRecord, from: string, to: string) {
    const symbol = security.symbol;
    const [valuations, revenue, flows, margin, status, peers, dividends, indices] = await Promise.all([
      rows<Valuation>(
        db,
        sql`select symbol, date::text as date, pe_ratio as "peRatio", dividend_yield as "dividendYield",
                   pb_ratio as "pbRatio", source, simulated
            from market_valuations where symbol = ${symbol} and date between ${from}::date and ${to}::date
            order by date`,
      ),
      rows<MonthlyRevenue>(
        db,
        sql`select symbol, month, revenue::float8 as revenue, yoy_percent as "yoyPercent",
                   mom_percent as "momPercent", source, simulated
            from market_monthly_revenue where symbol = ${symbol} and month <= ${to.slice(0, 7)} order by month`,
      ),
      rows<InstitutionalFlow>(
        db,
        sql`select symbol, date::text as date, foreign_net::float8 as "foreignNet", trust_net::float8 as "trustNet",
                   dealer_net::float8 as "dealerNet", total_net::float8 as "totalNet", source, simulated
            from market_institutional_flows
            where symbol = ${symbol} and date between ${from}::date and ${to}::date order by date`,
      ),
      rows<MarginBalance>(
        db,
        sql`select symbol, date::text as date, margin_balance::float8 as "marginBalance",
                   short_balance::float8 as "shortBalance", source, simulated
            from market_margin_balances
            where symbol = ${symbol} and date between ${from}::date and ${to}::date order by date`,
      ),
      rows<SecurityStatus>(
        db,
        sql`select symbol, date::text as date, kind, reason, until::text as until, source
            from market_security_status where symbol = ${symbol} and date <= ${to}::date order by date`,
      ),
      security.sector
        ? rows<PeerRow>(
            db,
            sql`select distinct on (v.symbol) v.symbol, s.name, v.pe_ratio as pe, v.pb_ratio as pb,
                       v.date::text as date, v.source, v.simulated
                from market_valuations v join market_securities s on s.symbol = v.symbol
                where s.sector = ${security.sector} and s.market = ${security.market} and v.symbol <> ${symbol}
                  and v.date between ${addDays(to, -14)}::date and ${to}::date
                order by v.symbol, v.date desc limit ${PEER_LIMIT}`,
          )
        : Promise.resolve([] as PeerRow[]),
      deps.bars.dividends(symbol),
      indexSeries(['^TWII', ...FOREIGN], from, to),
    ]);
    return {
      valuations,
      revenue: revenue.map((row) => ({ ...row, revenue: Number(row.revenue) })),
      flows,
      margin,
      status,
      peers,
      dividends: dividends.filter((event) => event.date <= to),
      benchmark: indices.find((series) => series.symbol === '^TWII') ?? null,
      foreignIndices: indices.filter((series) => series.symbol !== '^TWII'),
    };
  }

  /** The provider's own view of the same datasets, for a security with nothing stored. */
  async function computed(security: SecurityRecord, bars: StoredBar[], from: string, to: string) {
    const dates = bars.map((bar) => bar.date);
    const recent = dates.slice(-130);
    const sampled = dates.filter((_, i) => i % 5 === 0 || i >= dates.length - 20);
    const valuations = (
      await Promise.all(sampled.map((date) => provider.valuations(date, [security])))
    ).flat();
    const months = new Set(dates.map((date) => date.slice(0, 7)));
    months.delete(to.slice(0, 7));
    const revenue = (
      await Promise.all([...months].slice(-60).map((month) => provider.monthlyRevenue(month, [security])))
    ).flat();
    const flows = (
      await Promise.all(recent.map((date) => provider.institutionalFlows(date, [security])))
    ).flat();
    const margin = (
      await Promise.all(recent.map((date) => provider.marginBalances(date, [security])))
    ).flat();
    const peerSecurities = (await deps.catalog.all())
      .filter(
        (s) => s.sector === security.sector && s.market === security.market && s.symbol !== security.symbol,
      )
      .filter((s) => s.kind === 'stock')
      .slice(0, PEER_LIMIT);
    const peerValues = security.sector ? await provider.valuations(to, peerSecurities) : [];
    const peers = peerValues.map((v) => ({
      symbol: v.symbol,
      name: peerSecurities.find((s) => s.symbol === v.symbol)?.name ?? v.symbol,
      pe: v.peRatio,
      pb: v.pbRatio,
      date: v.date,
      source: v.source,
      simulated: v.simulated,
    }));
    const benchmark = await computedIndex('^TWII', from, to);
    const foreignIndices = (
      await Promise.all(FOREIGN.map((symbol) => computedIndex(symbol, from, to)))
    ).filter((series): series is StoredSeries => series !== null);
    return {
      valuations,
      revenue,
      flows,
      margin,
      status: [],
      peers,
      dividends: [],
      benchmark,
      foreignIndices,
    };
  }

  async function headlines(symbol: string, to: string): Promise<Pick<AnalysisData, 'news' | 'newsFailed'>> {
    const feed = deps.news;
    if (!feed) return { news: null };
    try {
      return { news: { source: feed.name, items: await feed.headlines(symbol, addDays(to, -30), to) } };
    } catch (error) {
      // A feed that fails gives no news data; the news analyst then says so rather than guessing.
      deps.onNewsError?.(error);
      return { news: null, newsFailed: true };
    }
  }

  return {
    async read(symbol: string, from: string, to: string): Promise<AnalysisData | null> {
      const security = await deps.catalog.find(symbol);
      if (!security) return null;
      let bars = await deps.bars.bars(security.symbol, from, to);
      if (bars.length === 0 && computes) {
        bars = (await provider.dailyBars(security, from, to)).map((bar) => ({ ...bar, adjFactor: 1 }));
        const [facts, news] = await Promise.all([
          computed(security, bars, from, to),
          headlines(security.symbol, to),
        ]);
        return { security, bars, ...facts, ...news };
      }
      const [facts, news] = await Promise.all([stored(security, from, to), headlines(security.symbol, to)]);
      return { security, bars, ...facts, ...news };
    },

    /** The date of the newest stored bar of a security (or, from a computing provider, of its last session). */
    async latestBarDate(symbol: string, today: string): Promise<string | null> {
      const last = await deps.bars.lastBar(symbol);
      if (last) return last.date;
      if (!computes) return null;
      const security = await deps.catalog.find(symbol);
      if (!security) return null;
      const recent = await provider.dailyBars(security, addDays(today, -20), today);
      return recent.at(-1)?.date ?? null;
    },
  };
}
export type AnalysisDataReader = ReturnType<typeof createAnalysisDataReader>;
