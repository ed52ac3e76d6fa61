import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddWatchlistRequest,
  AlertListResponse,
  AlertParams,
  AlertResponse,
  CreateAlertRequest,
  MarketEventListResponse,
  MarketNoQuery,
  MonitorDeletedResponse,
  MonitorUsageResponse,
  UpdateAlertRequest,
  WatchlistItemParams,
  WatchlistItemResponse,
  WatchlistResponse,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { MonitorModule } from './index.ts';

const tags = ['market-monitor'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const member = (max: number) => ({ access: 'member' as const, rateLimit: perMinute(max) });

/** The market monitor (spec §7 `/api/market/*`). */
export const monitorRoutes =
  (monitor: MonitorModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/market/watchlist',
      {
        config: member(120),
        schema: {
          tags,
          summary: '自選清單（含即時報價）',
          querystring: MarketNoQuery,
          response: { 200: WatchlistResponse },
        },
      },
      async (request) => ({ success: true as const, watchlist: await monitor.watchlist(callerOf(request)) }),
    );

    app.post(
      '/api/market/watchlist',
      {
        config: member(30),
        schema: {
          tags,
          summary: '加入自選股',
          body: AddWatchlistRequest,
          response: { 201: WatchlistItemResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          stock: await monitor.addToWatchlist(callerOf(request), request.body.symbol),
        }),
    );

    app.delete(
      '/api/market/watchlist/:id',
      {
        config: member(60),
        schema: {
          tags,
          summary: '移除自選股',
          params: WatchlistItemParams,
          response: { 200: MonitorDeletedResponse },
        },
      },
      async (request) => {
        await monitor.removeFromWatchlist(callerOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/market/alerts',
      {
        config: member(120),
        schema: {
          tags,
          summary: '我的預警',
          querystring: MarketNoQuery,
          response: { 200: AlertListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        alerts: await monitor.alerts(callerOf(request), requestLocale(request.headers['accept-language'])),
      }),
    );

    app.post(
      '/api/market/alerts',
      {
        config: member(30),
        schema: { tags, summary: '建立預警', body: CreateAlertRequest, response: { 201: AlertResponse } },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          alert: await monitor.createAlert(callerOf(request), request.body),
        }),
    );

    app.put(
      '/api/market/alerts/:id',
      {
        config: member(60),
        schema: {
          tags,
          summary: '啟用或停用預警',
          params: AlertParams,
          body: UpdateAlertRequest,
          response: { 200: AlertResponse },
        },
      },
      async (request) => ({
        success: true as const,
        alert: await monitor.setAlertActive(callerOf(request), request.params.id, request.body.isActive),
      }),
    );

    app.delete(
      '/api/market/alerts/:id',
      {
        config: member(60),
        schema: { tags, summary: '刪除預警', params: AlertParams, response: { 200: MonitorDeletedResponse } },
      },
      async (request) => {
        await monitor.removeAlert(callerOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/market/events',
      {
        config: { access: 'public' as const, rateLimit: perMinute(120) },
        schema: {
          tags,
          summary: '市場事件（最新 50 則）',
          querystring: MarketNoQuery,
          response: { 200: MarketEventListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        events: await monitor.events(requestLocale(request.headers['accept-language'])),
      }),
    );

    app.get(
      '/api/market/usage',
      {
        config: member(120),
        schema: {
          tags,
          summary: '自選股與預警的方案用量',
          querystring: MarketNoQuery,
          response: { 200: MonitorUsageResponse },
        },
      },
      async (request) => ({ success: true as const, usage: await monitor.usage(callerOf(request)) }),
    );
  };
