import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsResponse, SystemLoadResponse } from '@alphadesk/contracts';
import type { AdminDashboardModule } from './index.ts';

const tags = ['admin-dashboard'];
const dashboard = (max: number) => ({
  access: 'staff' as const,
  permission: { module: 'dashboard' as const, action: 'read' as const },
  rateLimit: { max, timeWindow: '1 minute' },
});

/** The overview's statistics (reloaded every 30 s) and the live load chart's samples (every 3 s). */
export const dashboardRoutes =
  (dashboardModule: AdminDashboardModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/dashboard/stats',
      {
        config: dashboard(60),
        schema: { tags, summary: '總覽統計', response: { 200: DashboardStatsResponse } },
      },
      async () => ({ success: true as const, ...(await dashboardModule.stats()) }),
    );
    app.get(
      '/api/admin/dashboard/system-load',
      {
        config: dashboard(120),
        schema: { tags, summary: '伺服器程序的 CPU 與記憶體', response: { 200: SystemLoadResponse } },
      },
      async () => ({ success: true as const, ...dashboardModule.systemLoad() }),
    );
  };
