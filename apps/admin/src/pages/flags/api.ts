import type {
  AdvancedAnalyticsResponse,
  ExperimentListResponse,
  ExperimentResponse,
  ExperimentResultsResponse,
  FeatureFlagListResponse,
  FeatureFlagResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

/** A response schema's parsed type (zod's declared output). */
type Out<T extends { _output: unknown }> = T['_output'];
const id = (value: string) => encodeURIComponent(value);

/** The calls of the advanced analytics screen (admin spec §7.11b). */
export const flagsApi = {
  flags: (environment?: string) =>
    api.get<Out<typeof FeatureFlagListResponse>>(
      `/api/admin/feature-flags${environment ? `?environment=${id(environment)}` : ''}`,
    ),
  createFlag: (body: { key: string; name: string; description?: string }) =>
    api.post<Out<typeof FeatureFlagResponse>>('/api/admin/feature-flags', body),
  updateFlag: (
    flag: string,
    body: { environment: string; rollout_percentage?: number; target_tiers?: string[] },
  ) => api.put<Out<typeof FeatureFlagResponse>>(`/api/admin/feature-flags/${id(flag)}`, body),
  toggle: (flag: string, enabled: boolean, environment: string) =>
    api.put<Out<typeof FeatureFlagResponse>>(`/api/admin/feature-flags/${id(flag)}/toggle`, {
      enabled,
      environment,
    }),
  emergencyDisable: (flag: string, reason: string) =>
    api.post<Out<typeof FeatureFlagResponse>>(`/api/admin/feature-flags/${id(flag)}/emergency-disable`, {
      reason,
      timestamp: new Date().toISOString(),
    }),

  experiments: () => api.get<Out<typeof ExperimentListResponse>>('/api/admin/experiments'),
  createExperiment: (body: {
    key: string;
    name: string;
    description?: string;
    variants: { key: string; name: string; weight: number }[];
    start: boolean;
  }) => api.post<Out<typeof ExperimentResponse>>('/api/admin/experiments', body),
  setStatus: (experiment: string, status: string) =>
    api.put<Out<typeof ExperimentResponse>>(`/api/admin/experiments/${id(experiment)}/status`, { status }),
  results: (experiment: string) =>
    api.get<Out<typeof ExperimentResultsResponse>>(`/api/admin/experiments/${id(experiment)}/results`),

  analytics: (timeframe: string) =>
    api.get<Out<typeof AdvancedAnalyticsResponse>>(
      `/api/admin/analytics/advanced?timeframe=${id(timeframe)}`,
    ),
};
