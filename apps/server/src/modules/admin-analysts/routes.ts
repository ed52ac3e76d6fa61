import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAnalysisListResponse,
  AdminAnalysisQuery,
  AdminAnalysisRequest,
  AdminAnalysisTaskParams,
  AdminAnalysisTaskResponse,
  AnalystCreateRequest,
  AnalystDeleteResponse,
  AnalystParams,
  AnalystRegistryResponse,
  AnalystResponse,
  AnalystSystemStatusResponse,
  AnalystUpdateRequest,
  EmptyRequest,
} from '@alphadesk/contracts';
import { staffActorOf } from '../../platform/access.ts';
import type { AdminAnalystsModule } from './index.ts';

const guard = (action: 'read' | 'write' | 'delete', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'analyst_management' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const actorOf = staffActorOf;

/** Analyst management in the back-office (admin spec §2.6, §7.4). */
export const adminAnalystsRoutes =
  (module: AdminAnalystsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/admin/analysts';
    const tags = ['admin-analysts'];
    app.get(
      `${base}/registry`,
      {
        config: guard('read'),
        schema: { tags, summary: '分析師名冊', response: { 200: AnalystRegistryResponse } },
      },
      async () => ({ success: true as const, ...(await module.registry()) }),
    );
    app.get(
      `${base}/coordinator/health`,
      {
        config: guard('read'),
        schema: { tags, summary: '分析系統狀態', response: { 200: AnalystSystemStatusResponse } },
      },
      async () => ({ success: true as const, health: await module.systemStatus() }),
    );
    app.post(
      `${base}/analysis`,
      {
        config: guard('write', 20),
        schema: {
          tags,
          summary: '啟動分析任務',
          body: AdminAnalysisRequest,
          response: { 202: AdminAnalysisTaskResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send({ success: true as const, task: await module.startAnalysis(actorOf(request), request.body) }),
    );
    app.get(
      `${base}/analysis`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '分析任務列表',
          querystring: AdminAnalysisQuery,
          response: { 200: AdminAnalysisListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.analyses(request.query)) }),
    );
    app.get(
      `${base}/analysis/:id`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '分析任務詳情',
          params: AdminAnalysisTaskParams,
          response: { 200: AdminAnalysisTaskResponse },
        },
      },
      async (request) => ({ success: true as const, task: await module.analysis(request.params.id) }),
    );
    app.post(
      base,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '新增分析師（加回名冊）',
          body: AnalystCreateRequest,
          response: { 201: AnalystResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ success: true as const, analyst: await module.create(actorOf(request), request.body) }),
    );
    app.get(
      `${base}/:id`,
      {
        config: guard('read'),
        schema: { tags, summary: '分析師詳情', params: AnalystParams, response: { 200: AnalystResponse } },
      },
      async (request) => ({ success: true as const, analyst: await module.analyst(request.params.id) }),
    );
    app.put(
      `${base}/:id`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '編輯分析師',
          params: AnalystParams,
          body: AnalystUpdateRequest,
          response: { 200: AnalystResponse },
        },
      },
      async (request) => ({
        success: true as const,
        analyst: await module.update(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/:id`,
      {
        config: guard('delete', 30),
        schema: {
          tags,
          summary: '刪除分析師（移出名冊）',
          params: AnalystParams,
          body: EmptyRequest.nullish(),
          response: { 200: AnalystDeleteResponse },
        },
      },
      async (request) => {
        await module.remove(actorOf(request), request.params.id);
        return { success: true as const, id: request.params.id };
      },
    );
  };
