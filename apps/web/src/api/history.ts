import type {
  AnalysisRecord,
  AnalystPerformance,
  HistoryResponse,
  PerformanceStats,
  SharedAnalysis,
} from '@alphadesk/contracts';
import { ApiError, requestJson } from '@alphadesk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../auth/session.ts';
import { isTokenExpired, readToken } from '../auth/storage.ts';
import { api, refreshAccessToken } from './client.ts';

export type HistorySort = 'date' | 'confidence' | 'performance' | 'symbol';
export interface HistoryFilters {
  q: string;
  dateRange: '' | '7d' | '30d' | '90d' | '1y';
  market: string;
  result: '' | 'buy' | 'hold' | 'sell';
  analyst: string;
  sort: HistorySort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}
export const defaultFilters: HistoryFilters = {
  q: '',
  dateRange: '',
  market: '',
  result: '',
  analyst: '',
  sort: 'date',
  order: 'desc',
  page: 1,
  pageSize: 100,
};

const historyKey = [...userQueryKey, 'analysis-history'] as const;

function historyPath(filters: HistoryFilters): string {
  const query = new URLSearchParams({ includePerformance: 'true' });
  for (const [key, value] of Object.entries(filters))
    if (value !== '' && value !== undefined) query.set(key, String(value));
  return `/api/analysis/history?${query.toString()}`;
}

/** `GET /api/analysis/history?includePerformance=true` with the page's filters. */
export function useHistory(filters: HistoryFilters) {
  return useQuery({
    queryKey: [...historyKey, 'list', filters],
    queryFn: ({ signal }) => api.get<HistoryResponse>(historyPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePerformanceStats() {
  return useQuery({
    queryKey: [...historyKey, 'stats'],
    queryFn: ({ signal }) =>
      api
        .get<{ stats: PerformanceStats }>('/api/analysis/performance-stats', { signal })
        .then((r) => r.stats),
  });
}

export function useAnalystPerformance() {
  return useQuery({
    queryKey: [...historyKey, 'analysts'],
    queryFn: ({ signal }) =>
      api
        .get<{ performance: AnalystPerformance[] }>('/api/analysis/analyst-performance', { signal })
        .then((r) => r.performance),
  });
}

export function useAnalysisDetail(id: string | null) {
  return useQuery({
    queryKey: [...historyKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<{ analysis: AnalysisRecord }>(`/api/analysis/${id}`, { signal }).then((r) => r.analysis),
    enabled: id !== null,
  });
}

export function useSharedAnalysis(shareId: string) {
  return useQuery({
    queryKey: ['shared-analysis', shareId],
    queryFn: ({ signal }) =>
      requestJson<{ analysis: SharedAnalysis }>(`/api/shared/analysis/${encodeURIComponent(shareId)}`, {
        signal,
      }).then((r) => r.analysis),
    retry: false,
  });
}

/** The access token to send, refreshed first when expired. */
async function token(): Promise<string | null> {
  const current = readToken();
  if (current && isTokenExpired(current)) return refreshAccessToken(current).catch(() => current);
  return current;
}

async function authorised<T>(run: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const first = await token();
  const headers = (value: string | null): Record<string, string> =>
    value ? { Authorization: `Bearer ${value}` } : {};
  try {
    return await run(headers(first));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !first) throw error;
    const next = await refreshAccessToken(first);
    if (!next) throw error;
    return run(headers(next));
  }
}

export function useHistoryMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: historyKey });
  return {
    favorite: useMutation({
      mutationFn: (id: string) =>
        api.post<{ id: string; isFavorite: boolean }>(`/api/analysis/${id}/favorite`),
      onSuccess: refresh,
    }),
    share: useMutation({
      mutationFn: (id: string) => api.post<{ shareUrl: string }>(`/api/analysis/${id}/share`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (analysisIds: string[]) =>
        authorised((headers) =>
          requestJson<{ deleted: number; notDeleted: number }>('/api/analysis/batch-delete', {
            method: 'DELETE',
            body: { analysisIds },
            headers,
          }),
        ),
      onSuccess: refresh,
    }),
    exportFile: useMutation({
      mutationFn: (input: { analysisIds: string[]; format: 'pdf' | 'excel' }) => downloadExport(input),
    }),
  };
}

/** `POST /api/analysis/export` → a file saved as analysis_export_{date}.{pdf|xlsx}. */
async function downloadExport(input: { analysisIds: string[]; format: 'pdf' | 'excel' }): Promise<void> {
  const blob = await authorised(async (headers) => {
    const response = await fetch('/api/analysis/export', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
    if (!response.ok) throw new ApiError('INTERNAL', `HTTP ${response.status}`, response.status);
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return { data: await response.blob(), name };
  });
  const date = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob.data);
  link.download = blob.name ?? `analysis_export_${date}.${input.format === 'pdf' ? 'pdf' : 'xlsx'}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
