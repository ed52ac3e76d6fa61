import type {
  CacheOptimizeResponse,
  CacheStatisticsResponse,
  DatabaseAnalysisResponse,
  LoadTestListResponse,
  LoadTestResponse,
  PerformanceOverviewResponse,
  RealtimeResponse,
  ScalingHistoryResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

type Out<T extends { _output: unknown }> = T['_output'];
const base = '/api/admin/performance';

export const perf = {
  overview: () => api.get<Out<typeof PerformanceOverviewResponse>>(`${base}/overview`),
  realtime: () => api.get<Out<typeof RealtimeResponse>>(`${base}/realtime?hours=1`),
  loadTests: () => api.get<Out<typeof LoadTestListResponse>>(`${base}/load-test`),
  startLoadTest: (body: { target_path: string; users: number; duration_seconds: number; rate: number }) =>
    api.post<Out<typeof LoadTestResponse>>(`${base}/load-test`, body),
  cancelLoadTest: (id: string) =>
    api.post<Out<typeof LoadTestResponse>>(`${base}/load-test/${id}/cancel`, {}),
  scaling: () => api.get<Out<typeof ScalingHistoryResponse>>(`${base}/auto-scaling/history`),
  caches: () => api.get<Out<typeof CacheStatisticsResponse>>(`${base}/cache/statistics`),
  optimiseCache: (cacheName: string, dryRun: boolean) =>
    api.post<Out<typeof CacheOptimizeResponse>>(`${base}/cache/optimize`, {
      cache_name: cacheName,
      dry_run: dryRun,
    }),
  database: () => api.get<Out<typeof DatabaseAnalysisResponse>>(`${base}/database/analysis`),
};
