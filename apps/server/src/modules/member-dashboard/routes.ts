import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberDashboardResponse } from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { MemberDashboardModule } from './index.ts';

/** The member dashboard's live panels (members and guests; each sees only their own data). */
export const memberDashboardRoutes =
  (dashboard: MemberDashboardModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dashboard/overview',
      {
        config: { access: 'member', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['dashboard'],
          summary: '會員中心：最近分析、市場預警、投資機會與 AI 洞察（皆由會員自己的資料計算）',
          response: { 200: MemberDashboardResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await dashboard.overview(callerOf(request), requestLocale(request.headers['accept-language']))),
      }),
    );
  };
