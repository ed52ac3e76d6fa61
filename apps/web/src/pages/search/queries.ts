import type {
  HotStocksResponse,
  Market,
  MarketIndicesResponse,
  MarketStatusResponse,
  SearchHistoryItemResponse,
  SearchHistoryRequest,
  SearchHistoryResponse,
  Sector,
  StockDetailResponse,
  StockSearchResponse,
} from '@alphadesk/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import { userQueryKey } from '../../auth/session.ts';

/** The filter values of the search page: one market or sector, or every one. */
export type MarketFilter = 'all' | Market;
export type SectorFilter = 'all' | Sector;

/** Suggestions the spec asks for (§9: suggestion limit 10, hot stocks 10, history 10). */
export const SUGGESTION_LIMIT = 10;
export const HOT_STOCK_LIMIT = 10;
export const HISTORY_LIMIT = 10;

const marketKey = ['market'] as const;
const historyKey = [...userQueryKey, 'search-history'] as const;

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export interface StockQuery {
  q: string;
  market: MarketFilter;
  sector: SectorFilter;
}

/** `GET /api/stocks/search`: suggestions for a non-blank text (the caller debounces). */
export function useStockSuggestions(query: StockQuery) {
  const q = query.q.trim();
  return useQuery({
    queryKey: [...marketKey, 'suggestions', q, query.market, query.sector],
    queryFn: ({ signal }) =>
      api.get<StockSearchResponse>(
        withQuery('/api/stocks/search', {
          q,
          market: query.market,
          sector: query.sector,
          limit: String(SUGGESTION_LIMIT),
        }),
        { signal },
      ),
    enabled: q !== '',
    select: (data) => data.suggestions,
    staleTime: 60_000,
    // Keep the previous list while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}

/** How often a Taiwan quote is asked for again while the Taiwan market trades. */
export const QUOTE_REFRESH_MS = 10_000;

/**
 * `GET /api/stocks/detail` for a search, or nothing while `query` is null. While `live` (the Taiwan
 * session is open) a Taiwan stock's quote is asked for again every 10 s.
 */
export function useStockDetail(query: StockQuery | null, live: boolean) {
  return useQuery({
    queryKey: [...marketKey, 'detail', query?.q, query?.market, query?.sector],
    queryFn: ({ signal }) =>
      api.get<StockDetailResponse>(
        withQuery('/api/stocks/detail', {
          q: query?.q,
          market: query?.market,
          sector: query?.sector,
        }),
        { signal },
      ),
    enabled: query !== null,
    select: (data) => data.stock,
    refetchInterval: (current) =>
      live && current.state.data?.stock.market === 'TW' ? QUOTE_REFRESH_MS : false,
  });
}

/** `GET /api/stocks/hot`: the ranking of the market module (formulas in its README). */
export function useHotStocks() {
  return useQuery({
    queryKey: [...marketKey, 'hot', HOT_STOCK_LIMIT],
    queryFn: ({ signal }) =>
      api.get<HotStocksResponse>(withQuery('/api/stocks/hot', { limit: String(HOT_STOCK_LIMIT) }), {
        signal,
      }),
    staleTime: 60_000,
  });
}

/** `GET /api/market/indices`, re-asked every `refreshMs` (while the market trades). */
export function useMarketIndices(refreshMs: number | false) {
  return useQuery({
    queryKey: [...marketKey, 'indices'],
    queryFn: ({ signal }) => api.get<MarketIndicesResponse>('/api/market/indices', { signal }),
    select: (data) => data.indices,
    refetchInterval: refreshMs,
  });
}

/** `GET /api/market/status`: the Taiwan session phase, re-checked every minute. */
export function useMarketStatus() {
  return useQuery({
    queryKey: [...marketKey, 'status'],
    queryFn: ({ signal }) => api.get<MarketStatusResponse>('/api/market/status', { signal }),
    refetchInterval: 60_000,
  });
}

/** `GET /api/stocks/search-history` (members only): the caller's own searches, newest first. */
export function useSearchHistory(enabled: boolean) {
  return useQuery({
    queryKey: [...historyKey, HISTORY_LIMIT],
    queryFn: ({ signal }) =>
      api.get<SearchHistoryResponse>(
        withQuery('/api/stocks/search-history', { limit: String(HISTORY_LIMIT) }),
        { signal },
      ),
    enabled,
    select: (data) => data.history,
  });
}

/**
 * `POST /api/stocks/search-history`: records a completed search, then reloads the list. Recording
 * is best effort: a failure leaves the history as it was and the search as it is.
 */
export function useRecordSearch(): (item: SearchHistoryRequest) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (item: SearchHistoryRequest) => {
      api
        .post<SearchHistoryItemResponse>('/api/stocks/search-history', item)
        .then(() => queryClient.invalidateQueries({ queryKey: historyKey }))
        .catch(() => undefined);
    },
    [queryClient],
  );
}
