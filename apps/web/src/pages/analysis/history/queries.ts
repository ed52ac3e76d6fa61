import type {
  AnalysisRecord,
  AnalystPerformance,
  HistoryResponse,
  PerformanceStats,
  SharedAnalysis,
} from '@alphadesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../../../auth/session.ts';
import { taipeiDate } from '../../../lib/taipei.ts';
import { api } from '../../../api/client.ts';

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
      api
        .get<{ analysis: SharedAnalysis }>(`/api/shared/analysis/${encodeURIComponent(shareId)}`, {
          signal,
          anonymous: true,
        })
        .then((r) => r.analysis),
    retry: false,
  });
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
        api.delete<{ deleted: number; notDeleted: number }>('/api/analysis/batch-delete', { analysisIds }),
      onSuccess: refresh,
    }),
    exportFile: useMutation({
      mutationFn: (input: { analysisIds: string[]; format: 'pdf' | 'excel' }) => downloadExport(input),
    }),
  };
}

/** `POST /api/analysis/export` → a file saved as analysis_export_{date}.{pdf|xlsx}. */
function downloadExport(input: { analysisIds: string[]; format: 'pdf' | 'excel' }): Promise<void> {
  const fallback = `analysis_export_${taipeiDate()}.${input.format === 'pdf' ? 'pdf' : 'xlsx'}`;
  return api.download('/api/analysis/export', fallback, { method: 'POST', body: input });
}
