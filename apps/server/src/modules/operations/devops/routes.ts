import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyticsDashboardResponse,
  DeploymentListResponse,
  DeploymentQuery,
  DevopsOverviewResponse,
  OpsProcessRole,
  RouteTableResponse,
  SystemAlertListResponse,
  SystemAlertQuery,
} from '@alphadesk/contracts';
import type { OperationsModule } from '../index.ts';

const read = (module: 'devops_automation' | 'routing_management' | 'service_coordinator' | 'analytics') => ({
  access: 'staff' as const,
  permission: { module, action: 'read' as const },
  rateLimit: { max: 120, timeWindow: '1 minute' },
});

/** DevOps, routing and the service coordinator (spec §2.11, §7.7): what is running, measured. */
export const devopsRoutes =
  (operations: OperationsModule, declared: () => Map<string, number>): FastifyPluginAsyncZod =>
  async (app) => {
    const { devops, monitor } = operations;
    app.get(
      '/api/admin/devops/health/overview',
      {
        config: read('devops_automation'),
        schema: { tags: ['devops'], summary: '部署與健康總覽', response: { 200: DevopsOverviewResponse } },
      },
      async () => ({ success: true as const, ...(await devops.overview()) }),
    );
    app.get(
      '/api/admin/devops/deployments',
      {
        config: read('devops_automation'),
        schema: {
          tags: ['devops'],
          summary: '部署紀錄',
          querystring: DeploymentQuery,
          response: { 200: DeploymentListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        deployments: devops.deployments().slice(0, request.query.limit),
      }),
    );
    app.get(
      '/api/admin/devops/alerts',
      {
        config: read('devops_automation'),
        schema: {
          tags: ['devops'],
          summary: '維運告警',
          querystring: SystemAlertQuery,
          response: { 200: SystemAlertListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await monitor.alerts(request.query)) }),
    );
    app.get(
      '/api/admin/routing/routes',
      {
        config: read('routing_management'),
        schema: { tags: ['routing'], summary: '路由表與流量', response: { 200: RouteTableResponse } },
      },
      async () => ({ success: true as const, ...(await devops.routes(declared())) }),
    );
    app.get(
      '/api/admin/analytics/dashboard',
      {
        config: read('analytics'),
        schema: {
          tags: ['analytics'],
          summary: '流量分析（實測）',
          response: { 200: AnalyticsDashboardResponse },
        },
      },
      async () => ({ success: true as const, ...(await devops.traffic(declared())) }),
    );
    app.get(
      '/api/admin/coordinator/processes',
      {
        config: read('service_coordinator'),
        schema: {
          tags: ['coordinator'],
          summary: '程序與角色',
          response: {
            200: z.object({
              success: z.literal(true),
              this_process: z.object({
                pid: z.number(),
                roles: z.array(z.string()),
                version: z.string(),
                started_at: z.string(),
              }),
              roles: z.array(OpsProcessRole),
            }),
          },
        },
      },
      async () => {
        const overview = await devops.overview();
        return {
          success: true as const,
          this_process: {
            pid: overview.pid,
            roles: overview.roles_here,
            version: overview.version,
            started_at: overview.started_at,
          },
          roles: overview.roles,
        };
      },
    );
  };
