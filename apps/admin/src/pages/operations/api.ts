import type {
  AnalyticsDashboardResponse,
  ApplicationMetricsResponse,
  BlockedListResponse,
  ConfigHistoryResponse,
  ConfigListResponse,
  ConfigStatisticsResponse,
  DeploymentListResponse,
  DevopsOverviewResponse,
  ErrorStatsResponse,
  MetricHistoryResponse,
  RouteTableResponse,
  SecurityAuditResponse,
  SystemAlertListResponse,
  SystemMetricsResponse,
  SystemStatusResponse,
  ThreatListResponse,
  ViolationListResponse,
} from '@alphadesk/contracts';
import { api } from '../../api/client.ts';

/** A response schema's parsed type (zod's declared output). */
type Out<T extends { _output: unknown }> = T['_output'];
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

export const ops = {
  status: () => api.get<Out<typeof SystemStatusResponse>>('/api/admin/system/status'),
  systemMetrics: () => api.get<Out<typeof SystemMetricsResponse>>('/api/admin/system/metrics/system'),
  applicationMetrics: () =>
    api.get<Out<typeof ApplicationMetricsResponse>>('/api/admin/system/metrics/application'),
  history: () => api.get<Out<typeof MetricHistoryResponse>>('/api/admin/system/metrics/history?hours=24'),
  errorStats: () => api.get<Out<typeof ErrorStatsResponse>>('/api/admin/system/error-stats'),
  alerts: (status?: string) =>
    api.get<Out<typeof SystemAlertListResponse>>(`/api/admin/system/alerts?${query({ status, limit: 20 })}`),
  acknowledge: (id: string) =>
    api.post<unknown>(`/api/admin/system/alerts/${encodeURIComponent(id)}/acknowledge`),

  threats: () => api.get<Out<typeof ThreatListResponse>>('/api/admin/security/threats?limit=20'),
  setThreat: (id: string, status: string, reason: string) =>
    api.put<unknown>(`/api/admin/security/threats/${encodeURIComponent(id)}`, { status, reason }),
  blocked: () => api.get<Out<typeof BlockedListResponse>>('/api/admin/security/blocked'),
  block: (ip: string, minutes: number, reason: string) =>
    api.post<unknown>('/api/admin/security/blocked', { ip, minutes, reason }),
  unblock: (ip: string) => api.delete<unknown>(`/api/admin/security/blocked/${encodeURIComponent(ip)}`),
  revokeSessions: (userId: string, reason: string) =>
    api.post<{ revoked: number }>(`/api/admin/security/users/${encodeURIComponent(userId)}/revoke-sessions`, {
      reason,
    }),
  auditLogs: () =>
    api.get<Out<typeof SecurityAuditResponse>>('/api/admin/security/audit-logs?limit=10&severity=high'),
  violations: () =>
    api.get<Out<typeof ViolationListResponse>>('/api/admin/security/compliance/violations?limit=10'),

  configItems: (params: { environment: string; category?: string; search?: string }) =>
    api.get<Out<typeof ConfigListResponse>>(`/api/admin/config/items?${query({ ...params, limit: 50 })}`),
  configStatistics: () => api.get<Out<typeof ConfigStatisticsResponse>>('/api/admin/config/statistics'),
  configHistory: () => api.get<Out<typeof ConfigHistoryResponse>>('/api/admin/config/history?limit=20'),
  updateConfig: (key: string, value: unknown, environment: string) =>
    api.put<unknown>(`/api/admin/config/settings/${encodeURIComponent(key)}`, {
      value,
      environment,
      reason: '管理員更新',
    }),
  resetConfig: (key: string, environment: string) =>
    api.delete<unknown>(`/api/admin/config/settings/${encodeURIComponent(key)}`, {
      environment,
      reason: '管理員刪除',
    }),
  validateConfig: (key: string, value: unknown) =>
    api.post<{ is_valid: boolean; validation_errors: string[]; suggested_value: unknown }>(
      '/api/admin/config/validate',
      {
        config_key: key,
        value,
      },
    ),
  restoreConfig: (id: string) =>
    api.post<unknown>(`/api/admin/config/history/${encodeURIComponent(id)}/restore`, {}),
  exportConfig: (environment: string, format: string) =>
    api.get<{ export_data: string; filename: string }>(
      `/api/admin/config/export?${query({ environment, format })}`,
    ),

  devopsOverview: () => api.get<Out<typeof DevopsOverviewResponse>>('/api/admin/devops/health/overview'),
  deployments: () => api.get<Out<typeof DeploymentListResponse>>('/api/admin/devops/deployments?limit=20'),
  devopsAlerts: () => api.get<Out<typeof SystemAlertListResponse>>('/api/admin/devops/alerts?limit=20'),
  analytics: () => api.get<Out<typeof AnalyticsDashboardResponse>>('/api/admin/analytics/dashboard'),
  routes: () => api.get<Out<typeof RouteTableResponse>>('/api/admin/routing/routes'),
  processes: () =>
    api.get<{
      this_process: { pid: number; roles: string[]; version: string; started_at: string };
      roles: Out<typeof DevopsOverviewResponse>['roles'];
    }>('/api/admin/coordinator/processes'),
};
