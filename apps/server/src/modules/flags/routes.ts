import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdvancedAnalyticsResponse,
  AnalyticsTimeframeQuery,
  ExperimentCreateRequest,
  ExperimentKeyParams,
  ExperimentListQuery,
  ExperimentListResponse,
  ExperimentParams,
  ExperimentResponse,
  ExperimentResultsResponse,
  ExperimentStatusRequest,
  ExposureResponse,
  FeatureFlagCreateRequest,
  FeatureFlagEmergencyRequest,
  FeatureFlagListQuery,
  FeatureFlagListResponse,
  FeatureFlagParams,
  FeatureFlagResponse,
  FeatureFlagToggleRequest,
  FeatureFlagUpdateRequest,
  MemberFlagsResponse,
} from '@alphadesk/contracts';
import { callerOf, staffActorOf } from '../../platform/access.ts';
import type { FlagsModule } from './index.ts';

const guard = (action: 'read' | 'write', max: number) => ({
  access: 'staff' as const,
  permission: { module: 'advanced_analytics' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const read = guard('read', 120);
const write = guard('write', 30);

const actorOf = staffActorOf;

/** Feature flags, experiments and advanced analytics (admin spec §7.11b) and the member's flags. */
export const flagRoutes =
  (module: FlagsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const flagTags = ['admin-feature-flags'];
    const f = '/api/admin/feature-flags';
    app.get(
      f,
      {
        config: read,
        schema: {
          tags: flagTags,
          summary: '功能開關列表',
          querystring: FeatureFlagListQuery,
          response: { 200: FeatureFlagListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        flags: await module.listFlags(request.query.environment),
        active_environment: module.environment,
      }),
    );
    app.post(
      f,
      {
        config: write,
        schema: {
          tags: flagTags,
          summary: '新增功能開關（各環境預設關閉）',
          body: FeatureFlagCreateRequest,
          response: { 200: FeatureFlagResponse },
        },
      },
      async (request) => ({
        success: true as const,
        flag: await module.createFlag(actorOf(request), request.body),
      }),
    );
    app.put(
      `${f}/:id`,
      {
        config: write,
        schema: {
          tags: flagTags,
          summary: '調整功能開關的放量比例與目標會員等級',
          params: FeatureFlagParams,
          body: FeatureFlagUpdateRequest,
          response: { 200: FeatureFlagResponse },
        },
      },
      async (request) => ({
        success: true as const,
        flag: await module.updateFlag(actorOf(request), request.params.id, request.body),
      }),
    );
    app.put(
      `${f}/:id/toggle`,
      {
        config: write,
        schema: {
          tags: flagTags,
          summary: '切換功能開關（id 或代碼）',
          params: FeatureFlagParams,
          body: FeatureFlagToggleRequest,
          response: { 200: FeatureFlagResponse },
        },
      },
      async (request) => ({
        success: true as const,
        flag: await module.toggleFlag(
          actorOf(request),
          request.params.id,
          request.body.enabled,
          request.body.environment,
        ),
      }),
    );
    app.post(
      `${f}/:id/emergency-disable`,
      {
        config: write,
        schema: {
          tags: flagTags,
          summary: '緊急停用功能開關（所有環境）',
          params: FeatureFlagParams,
          body: FeatureFlagEmergencyRequest,
          response: { 200: FeatureFlagResponse },
        },
      },
      async (request) => ({
        success: true as const,
        flag: await module.emergencyDisable(actorOf(request), request.params.id, request.body.reason),
      }),
    );

    const experimentTags = ['admin-experiments'];
    const e = '/api/admin/experiments';
    app.get(
      e,
      {
        config: read,
        schema: {
          tags: experimentTags,
          summary: 'A/B 測試實驗列表',
          querystring: ExperimentListQuery,
          response: { 200: ExperimentListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        experiments: await module.listExperiments(request.query.status),
      }),
    );
    app.post(
      e,
      {
        config: write,
        schema: {
          tags: experimentTags,
          summary: '創建 A/B 測試實驗',
          body: ExperimentCreateRequest,
          response: { 200: ExperimentResponse },
        },
      },
      async (request) => ({
        success: true as const,
        experiment: await module.createExperiment(actorOf(request), request.body),
      }),
    );
    app.put(
      `${e}/:id/status`,
      {
        config: write,
        schema: {
          tags: experimentTags,
          summary: '變更實驗狀態',
          params: ExperimentParams,
          body: ExperimentStatusRequest,
          response: { 200: ExperimentResponse },
        },
      },
      async (request) => ({
        success: true as const,
        experiment: await module.setExperimentStatus(
          actorOf(request),
          request.params.id,
          request.body.status,
          request.body.reason,
        ),
      }),
    );
    app.get(
      `${e}/:id/results`,
      {
        config: read,
        schema: {
          tags: experimentTags,
          summary: '實驗結果（顯著性檢定與樣本比例檢查）',
          params: ExperimentParams,
          response: { 200: ExperimentResultsResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.experimentResults(request.params.id)) }),
    );

    app.get(
      '/api/admin/analytics/advanced',
      {
        config: guard('read', 30),
        schema: {
          tags: ['admin-analytics'],
          summary: '進階分析：預測、世代留存與轉換漏斗',
          querystring: AnalyticsTimeframeQuery,
          response: { 200: AdvancedAnalyticsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.advancedAnalytics(request.query.timeframe)),
      }),
    );

    // ── The signed-in member's own flags and experiment variants ──
    const member = { access: 'member' as const, rateLimit: { max: 120, timeWindow: '1 minute' } };
    app.get(
      '/api/flags',
      {
        config: member,
        schema: { tags: ['user'], summary: '我的功能開關與實驗分組', response: { 200: MemberFlagsResponse } },
      },
      async (request) => {
        const caller = callerOf(request);
        const [flags, experiments] = await Promise.all([
          module.evaluateFlags({ userId: caller.userId, tier: caller.tier }),
          module.assignments(caller.userId),
        ]);
        return { success: true as const, environment: module.environment, flags, experiments };
      },
    );
    app.post(
      '/api/experiments/:key/exposure',
      {
        config: { ...member, rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['user'],
          summary: '記錄我看到了實驗頁面（每位會員只計一次）',
          params: ExperimentKeyParams,
          response: { 200: ExposureResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.expose(callerOf(request).userId, request.params.key)),
      }),
    );
  };
