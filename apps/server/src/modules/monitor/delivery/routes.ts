import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlertDeliveryResponse,
  CreateWebhookRequest,
  MarketNoQuery,
  MonitorDeletedResponse,
  UpdateAlertEmailRequest,
  WebhookCreatedResponse,
  WebhookDeliveryListResponse,
  WebhookParams,
} from '@alphadesk/contracts';
import { callerOf } from '../../../platform/access.ts';
import { requireMember } from '../limits.ts';
import type { AlertDelivery } from './index.ts';

const tags = ['market-monitor'];
const member = (max: number) => ({ access: 'member' as const, rateLimit: { max, timeWindow: '1 minute' } });

/** Where fired alerts go besides the page: e-mail on or off, the member's webhook and its log. */
export const alertDeliveryRoutes =
  (delivery: AlertDelivery): FastifyPluginAsyncZod =>
  async (app) => {
    const memberOf = (request: Parameters<typeof callerOf>[0]) => {
      const caller = callerOf(request);
      requireMember(caller);
      return caller;
    };

    app.get(
      '/api/market/delivery',
      {
        config: member(60),
        schema: {
          tags,
          summary: '預警通知設定（Email、Webhook）',
          querystring: MarketNoQuery,
          response: { 200: AlertDeliveryResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await delivery.settings(memberOf(request))) }),
    );

    app.put(
      '/api/market/delivery/email',
      {
        config: member(20),
        schema: {
          tags,
          summary: '開啟或關閉預警 Email',
          body: UpdateAlertEmailRequest,
          response: { 200: AlertDeliveryResponse },
        },
      },
      async (request) => {
        const caller = memberOf(request);
        await delivery.setEmail(caller, request.body.enabled);
        return { success: true as const, ...(await delivery.settings(caller)) };
      },
    );

    app.post(
      '/api/market/webhooks',
      {
        config: member(10),
        schema: {
          tags,
          summary: '新增 Webhook（密鑰僅顯示一次）',
          body: CreateWebhookRequest,
          response: { 201: WebhookCreatedResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          ...(await delivery.registerWebhook(memberOf(request), request.body.url)),
        }),
    );

    app.delete(
      '/api/market/webhooks/:id',
      {
        config: member(10),
        schema: {
          tags,
          summary: '刪除 Webhook',
          params: WebhookParams,
          response: { 200: MonitorDeletedResponse },
        },
      },
      async (request) => {
        await delivery.removeWebhook(memberOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/market/webhooks/:id/deliveries',
      {
        config: member(60),
        schema: {
          tags,
          summary: 'Webhook 傳送紀錄（最新 50 筆）',
          params: WebhookParams,
          querystring: MarketNoQuery,
          response: { 200: WebhookDeliveryListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        deliveries: await delivery.webhookDeliveries(memberOf(request), request.params.id),
      }),
    );
  };
