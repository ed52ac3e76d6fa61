import type {
  OptimisationApplyResponse,
  OptimisationChangeResponse,
  OptimisationDashboardResponse,
  OptimisationHistoryResponse,
  OptimisationModelsResponse,
  OptimisationPredictionsResponse,
  OptimisationRecommendationsResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

type Out<T extends { _output: unknown }> = T['_output'];
const base = '/api/admin/ai-optimization';

/** The calls of the AI optimisation screen (admin spec §7.13). */
export const optimisationApi = {
  dashboard: () => api.get<Out<typeof OptimisationDashboardResponse>>(`${base}/dashboard`),
  recommendations: () =>
    api.get<Out<typeof OptimisationRecommendationsResponse>>(`${base}/recommendations?limit=20`),
  apply: (id: string, dryRun: boolean) =>
    api.post<Out<typeof OptimisationApplyResponse>>(
      `${base}/recommendations/${encodeURIComponent(id)}/apply`,
      { options: { dry_run: dryRun, auto_rollback_on_failure: true }, confirmation: !dryRun },
    ),
  predictions: () => api.get<Out<typeof OptimisationPredictionsResponse>>(`${base}/predictions`),
  history: () => api.get<Out<typeof OptimisationHistoryResponse>>(`${base}/history?limit=20`),
  evaluate: (id: string) =>
    api.post<Out<typeof OptimisationChangeResponse>>(
      `${base}/history/${encodeURIComponent(id)}/evaluate`,
      {},
    ),
  models: () => api.get<Out<typeof OptimisationModelsResponse>>(`${base}/model-metrics`),
};
