import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyRequest,
  WorkflowAnalyticsQuery,
  WorkflowAnalyticsResponse,
  WorkflowBulkRequest,
  WorkflowBulkResponse,
  WorkflowCreateRequest,
  WorkflowDeleteResponse,
  WorkflowExecuteRequest,
  WorkflowExecuteResponse,
  WorkflowExecutionListResponse,
  WorkflowExecutionParams,
  WorkflowExecutionQuery,
  WorkflowExecutionResponse,
  WorkflowFromTemplateRequest,
  WorkflowListQuery,
  WorkflowListResponse,
  WorkflowParams,
  WorkflowResponse,
  WorkflowTemplateListResponse,
  WorkflowUpdateRequest,
  grantsAllow,
  roleGrants,
} from '@alphadesk/contracts';
import { staffActorOf, staffCallerOf } from '../../platform/access.ts';
import { appError } from '../../platform/errors.ts';
import type { WorkflowsModule } from './index.ts';

const guard = (action: 'read' | 'write' | 'delete', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'workflow_automation' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});

const actorOf = staffActorOf;

/** Workflow automation in the back-office (admin spec §7.12). */
export const workflowRoutes =
  (module: WorkflowsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/admin/workflows';
    const tags = ['admin-workflows'];

    app.get(
      base,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '工作流程列表',
          querystring: WorkflowListQuery,
          response: { 200: WorkflowListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.list(request.query)) }),
    );
    app.post(
      base,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '建立工作流程',
          body: WorkflowCreateRequest,
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => ({
        success: true as const,
        workflow: await module.create(actorOf(request), request.body),
      }),
    );
    app.get(
      `${base}/templates`,
      {
        config: guard('read'),
        schema: { tags, summary: '工作流程範本', response: { 200: WorkflowTemplateListResponse } },
      },
      async () => ({ success: true as const, templates: module.templates() }),
    );
    app.post(
      `${base}/from-template`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '從範本建立工作流程',
          body: WorkflowFromTemplateRequest,
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => ({
        success: true as const,
        workflow: await module.fromTemplate(actorOf(request), request.body),
      }),
    );
    app.get(
      `${base}/analytics`,
      {
        config: guard('read', 60),
        schema: {
          tags,
          summary: '工作流程分析',
          querystring: WorkflowAnalyticsQuery,
          response: { 200: WorkflowAnalyticsResponse },
        },
      },
      async (request) => ({ success: true as const, analytics: await module.analytics(request.query) }),
    );
    app.post(
      `${base}/bulk-operations`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '批次啟用、暫停或刪除',
          body: WorkflowBulkRequest,
          response: { 200: WorkflowBulkResponse },
        },
      },
      async (request) => {
        const caller = staffCallerOf(request);
        const mayDelete = grantsAllow(roleGrants[caller.role], {
          module: 'workflow_automation',
          action: 'delete',
        });
        if (request.body.operation === 'delete' && !mayDelete) throw appError('WORKFLOW_DELETE_FORBIDDEN');
        const outcome = await module.bulk(actorOf(request), request.body);
        return {
          success: true as const,
          operation: request.body.operation,
          affected: outcome.affected,
          not_found: outcome.notFound,
        };
      },
    );
    app.get(
      `${base}/executions`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '所有工作流程的執行紀錄',
          querystring: WorkflowExecutionQuery,
          response: { 200: WorkflowExecutionListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.executions(null, request.query)) }),
    );
    app.get(
      `${base}/executions/:id`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '執行詳情（含每個步驟的結果）',
          params: WorkflowExecutionParams,
          response: { 200: WorkflowExecutionResponse },
        },
      },
      async (request) => ({ success: true as const, execution: await module.execution(request.params.id) }),
    );
    app.post(
      `${base}/executions/:id/cancel`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '取消執行中的工作流程',
          params: WorkflowExecutionParams,
          body: EmptyRequest.nullish(),
          response: { 200: WorkflowExecutionResponse },
        },
      },
      async (request) => ({
        success: true as const,
        execution: await module.cancel(actorOf(request), request.params.id),
      }),
    );
    app.get(
      `${base}/:id`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '工作流程詳情',
          params: WorkflowParams,
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => ({ success: true as const, workflow: await module.get(request.params.id) }),
    );
    app.put(
      `${base}/:id`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '更新工作流程（含狀態）',
          params: WorkflowParams,
          body: WorkflowUpdateRequest,
          response: { 200: WorkflowResponse },
        },
      },
      async (request) => ({
        success: true as const,
        workflow: await module.update(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/:id`,
      {
        config: guard('delete', 30),
        schema: {
          tags,
          summary: '刪除工作流程',
          params: WorkflowParams,
          body: EmptyRequest.nullish(),
          response: { 200: WorkflowDeleteResponse },
        },
      },
      async (request) => {
        await module.remove(actorOf(request), request.params.id);
        return { success: true as const, deleted: true as const };
      },
    );
    app.post(
      `${base}/:id/execute`,
      {
        config: guard('write', 30),
        schema: {
          tags,
          summary: '立即執行工作流程',
          params: WorkflowParams,
          body: WorkflowExecuteRequest,
          response: { 200: WorkflowExecuteResponse },
        },
      },
      async (request) => {
        const started = await module.execute(actorOf(request), request.params.id, request.body);
        return { success: true as const, execution_id: started.executionId, status: started.status };
      },
    );
    app.get(
      `${base}/:id/executions`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: '工作流程的執行紀錄',
          params: WorkflowParams,
          querystring: WorkflowExecutionQuery,
          response: { 200: WorkflowExecutionListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.executions(request.params.id, request.query)),
      }),
    );
  };
