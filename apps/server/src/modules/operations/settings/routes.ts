import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOkResponse,
  ConfigBulkUpdateRequest,
  ConfigBulkUpdateResponse,
  ConfigCreateRequest,
  ConfigDeleteRequest,
  ConfigExportQuery,
  ConfigExportResponse,
  ConfigHistoryQuery,
  ConfigHistoryResponse,
  ConfigItemResponse,
  ConfigKeyParams,
  ConfigListQuery,
  ConfigListResponse,
  ConfigRestoreRequest,
  ConfigStatisticsResponse,
  ConfigUpdateRequest,
  ConfigValidateRequest,
  ConfigValidateResponse,
  OpsIdParams,
} from '@alphadesk/contracts';
import { staffCallerOf } from '../../../platform/access.ts';
import { actorOf } from '../actor.ts';
import type { SettingsStore } from './store.ts';

const tags = ['config'];
const config = (action: 'read' | 'write' | 'delete', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'config_management' as const, action },
  rateLimit: { max, timeWindow: '1 minute' },
});
const base = '/api/admin/config';

/** Runtime configuration (admin spec §2.16, §7.10). */
export const configRoutes =
  (settings: SettingsStore): FastifyPluginAsyncZod =>
  async (app) => {
    for (const path of ['items', 'settings']) {
      app.get(
        `${base}/${path}`,
        {
          config: config('read'),
          schema: {
            tags,
            summary: '配置列表',
            querystring: ConfigListQuery,
            response: { 200: ConfigListResponse },
          },
        },
        async (request) => ({ success: true as const, ...(await settings.list(request.query)) }),
      );
    }
    for (const path of ['statistics', 'overview']) {
      app.get(
        `${base}/${path}`,
        {
          config: config('read'),
          schema: { tags, summary: '配置統計', response: { 200: ConfigStatisticsResponse } },
        },
        async () => ({ success: true as const, ...(await settings.statistics()) }),
      );
    }
    app.put(
      `${base}/settings/:key`,
      {
        config: config('write', 60),
        schema: {
          tags,
          summary: '更新配置項',
          params: ConfigKeyParams,
          body: ConfigUpdateRequest,
          response: { 200: ConfigItemResponse },
        },
      },
      async (request) => ({
        success: true as const,
        item: await settings.set(
          { key: request.params.key, ...request.body },
          actorOf(request, staffCallerOf(request)),
        ),
      }),
    );
    app.post(
      `${base}/settings`,
      {
        config: config('write', 60),
        schema: {
          tags,
          summary: '建立配置值',
          body: ConfigCreateRequest,
          response: { 200: ConfigItemResponse },
        },
      },
      async (request) => ({
        success: true as const,
        item: await settings.set(request.body.config, actorOf(request, staffCallerOf(request)), 'create'),
      }),
    );
    app.delete(
      `${base}/settings/:key`,
      {
        config: config('delete', 60),
        schema: {
          tags,
          summary: '刪除配置值（回到預設）',
          params: ConfigKeyParams,
          body: ConfigDeleteRequest,
          response: { 200: AdminOkResponse },
        },
      },
      async (request) => {
        await settings.remove(
          { key: request.params.key, ...request.body },
          actorOf(request, staffCallerOf(request)),
        );
        return { success: true as const };
      },
    );
    app.post(
      `${base}/bulk-update`,
      {
        config: config('write', 20),
        schema: {
          tags,
          summary: '批量更新配置',
          body: ConfigBulkUpdateRequest,
          response: { 200: ConfigBulkUpdateResponse },
        },
      },
      async (request) => ({
        success: true as const,
        updated: await settings.bulkUpdate(
          request.body.updates,
          request.body.reason,
          actorOf(request, staffCallerOf(request)),
        ),
      }),
    );
    app.post(
      `${base}/validate`,
      {
        config: config('read'),
        schema: {
          tags,
          summary: '驗證配置值',
          body: ConfigValidateRequest,
          response: { 200: ConfigValidateResponse },
        },
      },
      async (request) => {
        const result = settings.validate(request.body.config_key, request.body.value);
        return {
          success: true as const,
          is_valid: result.valid,
          validation_errors: result.errors,
          suggested_value: result.suggested,
        };
      },
    );
    app.get(
      `${base}/history`,
      {
        config: config('read'),
        schema: {
          tags,
          summary: '配置變更紀錄',
          querystring: ConfigHistoryQuery,
          response: { 200: ConfigHistoryResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await settings.history(request.query)) }),
    );
    app.post(
      `${base}/history/:id/restore`,
      {
        config: config('write', 30),
        schema: {
          tags,
          summary: '還原配置變更前的值',
          params: OpsIdParams,
          body: ConfigRestoreRequest,
          response: { 200: ConfigItemResponse },
        },
      },
      async (request) => ({
        success: true as const,
        item: await settings.restore(
          request.params.id,
          request.body.reason,
          actorOf(request, staffCallerOf(request)),
        ),
      }),
    );
    app.get(
      `${base}/export`,
      {
        config: config('read', 20),
        schema: {
          tags,
          summary: '匯出配置',
          querystring: ConfigExportQuery,
          response: { 200: ConfigExportResponse },
        },
      },
      async (request) => {
        const { environment, category, format } = request.query;
        const exported = await settings.export(environment, category, format);
        return { success: true as const, export_data: exported.data, filename: exported.filename };
      },
    );
  };
