import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OptimisationApplyRequest,
  OptimisationApplyResponse,
  OptimisationChangeParams,
  OptimisationChangeResponse,
  OptimisationDashboardQuery,
  OptimisationDashboardResponse,
  OptimisationHistoryQuery,
  OptimisationHistoryResponse,
  OptimisationManualRequest,
  OptimisationModelsResponse,
  OptimisationPredictionsResponse,
  OptimisationRecommendationParams,
  OptimisationRecommendationQuery,
  OptimisationRecommendationsResponse,
} from '@alphadesk/contracts';
import { staffActorOf } from '../../platform/access.ts';
import { declaredRateLimits } from '../../platform/runtime-policy.ts';
import type { OptimisationModule } from './index.ts';

const guard = (action: 'read' | 'write', max: number) => ({
  access: 'staff' as const,
  permission: { module: 'ai_optimization' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const read = guard('read', 60);
const write = guard('write', 20);
const tags = ['admin-ai-optimization'];
const base = '/api/admin/ai-optimization';

/** AI optimisation (admin spec §7.13). */
export const optimisationRoutes =
  (module: OptimisationModule, root: FastifyInstance): FastifyPluginAsyncZod =>
  async (app) => {
    const declared = () => declaredRateLimits(root);
    app.get(
      `${base}/dashboard`,
      {
        config: read,
        schema: {
          tags,
          summary: 'AI 優化總覽：系統健康、異常與計數',
          querystring: OptimisationDashboardQuery,
          response: { 200: OptimisationDashboardResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.dashboard(request.query.hours, request.query.threshold, declared())),
      }),
    );
    app.get(
      `${base}/recommendations`,
      {
        config: read,
        schema: {
          tags,
          summary: '優化推薦（由實測資料產生）',
          querystring: OptimisationRecommendationQuery,
          response: { 200: OptimisationRecommendationsResponse },
        },
      },
      async (request) => {
        const all = await module.recommendations(declared());
        const chosen = all.filter((rec) => !request.query.status || rec.status === request.query.status);
        return {
          success: true as const,
          recommendations: chosen.slice(0, request.query.limit),
          stats: {
            pending: all.filter((rec) => rec.status === 'pending').length,
            applied: all.filter((rec) => rec.status === 'applied').length,
            average_confidence: all.length
              ? Math.round((all.reduce((sum, rec) => sum + rec.confidence_level, 0) / all.length) * 10) / 10
              : null,
          },
        };
      },
    );
    app.post(
      `${base}/recommendations/:id/apply`,
      {
        config: write,
        schema: {
          tags,
          summary: '套用推薦（可先試運行）',
          params: OptimisationRecommendationParams,
          body: OptimisationApplyRequest,
          response: { 200: OptimisationApplyResponse },
        },
      },
      async (request) => {
        const result = await module.applyRecommendation(
          request.params.id,
          request.body.options,
          request.body.confirmation,
          declared(),
          staffActorOf(request),
        );
        return {
          success: true as const,
          dry_run: result.change === null,
          plan: result.plan,
          application_id: result.change?.id ?? null,
          change: result.change,
        };
      },
    );
    app.post(
      `${base}/manual-optimize`,
      {
        config: write,
        schema: {
          tags,
          summary: '手動優化一項可調整的設定（可先試運行）',
          body: OptimisationManualRequest,
          response: { 200: OptimisationApplyResponse },
        },
      },
      async (request) => {
        const result = await module.applyManual(request.body, staffActorOf(request));
        return {
          success: true as const,
          dry_run: result.change === null,
          plan: result.plan,
          application_id: result.change?.id ?? null,
          change: result.change,
        };
      },
    );
    app.get(
      `${base}/predictions`,
      {
        config: read,
        schema: { tags, summary: '資源達門檻的預測', response: { 200: OptimisationPredictionsResponse } },
      },
      async () => ({ success: true as const, predictions: await module.predictions() }),
    );
    app.get(
      `${base}/history`,
      {
        config: read,
        schema: {
          tags,
          summary: '優化紀錄（前後實測值）',
          querystring: OptimisationHistoryQuery,
          response: { 200: OptimisationHistoryResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.history(request.query)) }),
    );
    app.post(
      `${base}/history/:id/evaluate`,
      {
        config: write,
        schema: {
          tags,
          summary: '立即評估優化（退步時自動回復）',
          params: OptimisationChangeParams,
          response: { 200: OptimisationChangeResponse },
        },
      },
      async (request) => ({
        success: true as const,
        change: await module.evaluateNow(request.params.id, staffActorOf(request)),
      }),
    );
    app.get(
      `${base}/model-metrics`,
      {
        config: read,
        schema: { tags, summary: '分析師模型的實測準確率', response: { 200: OptimisationModelsResponse } },
      },
      async () => ({
        success: true as const,
        ...(await module.models()),
        basis:
          '最近一次回測的已評分呼叫：買進／賣出呼叫之後的淨報酬超過 +5% 視為上漲（buy）、低於 −5% 視為下跌（sell），其間為持平（hold）；持有呼叫評為正確者為持平，其餘方向不明（計入錯誤）。',
      }),
    );
  };
