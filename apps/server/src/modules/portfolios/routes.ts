import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddHoldingRequest,
  AnalyticsResponse,
  CreatePortfolioRequest,
  CreateTransactionRequest,
  ImportRequest,
  ImportResponse,
  Portfolio,
  PortfolioDeletedResponse,
  PortfolioDetailResponse,
  PortfolioIdParams,
  PortfolioListResponse,
  PortfolioQuery,
  PortfolioStatsResponse,
  TransactionIdParams,
  TransactionListResponse,
  TransactionResponse,
  UpdatePortfolioRequest,
  WhatIfRequest,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import type { PortfoliosModule } from './index.ts';

const tags = ['portfolios'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const member = (max: number) => ({ access: 'member' as const, rateLimit: perMinute(max) });
const base = '/api/simple-portfolios';

/** The portfolio centre (spec §7 `/api/simple-portfolios`, extended). Gold and diamond only. */
export const portfolioRoutes =
  (portfolios: PortfoliosModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      base,
      {
        config: member(120),
        schema: { tags, summary: '我的投資組合', response: { 200: PortfolioListResponse } },
      },
      async (request) => ({ success: true as const, portfolios: await portfolios.list(callerOf(request)) }),
    );

    app.post(
      base,
      {
        config: member(30),
        schema: { tags, summary: '建立投資組合', body: CreatePortfolioRequest, response: { 201: Portfolio } },
      },
      async (request, reply) =>
        reply.code(201).send(await portfolios.create(callerOf(request), request.body)),
    );

    app.get(
      `${base}/stats`,
      {
        config: member(120),
        schema: { tags, summary: '投資組合統計（儀表板）', response: { 200: PortfolioStatsResponse } },
      },
      async (request) => ({ success: true as const, stats: await portfolios.stats(callerOf(request)) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: member(120),
        schema: {
          tags,
          summary: '投資組合詳情：持股、報酬、風險與分散度',
          params: PortfolioIdParams,
          querystring: PortfolioQuery,
          response: { 200: PortfolioDetailResponse },
        },
      },
      async (request) => ({
        success: true as const,
        portfolio: await portfolios.detail(callerOf(request), request.params.id, request.query),
      }),
    );

    app.patch(
      `${base}/:id`,
      {
        config: member(60),
        schema: {
          tags,
          summary: '修改投資組合（名稱、說明、現金追蹤、券商手續費）',
          params: PortfolioIdParams,
          body: UpdatePortfolioRequest,
          response: { 200: Portfolio },
        },
      },
      async (request) => portfolios.update(callerOf(request), request.params.id, request.body),
    );

    app.delete(
      `${base}/:id`,
      {
        config: member(30),
        schema: {
          tags,
          summary: '刪除投資組合',
          params: PortfolioIdParams,
          response: { 200: PortfolioDeletedResponse },
        },
      },
      async (request) => {
        await portfolios.remove(callerOf(request), request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      `${base}/:id/holdings`,
      {
        config: member(60),
        schema: {
          tags,
          summary: '新增持股（以平均成本買入）',
          params: PortfolioIdParams,
          body: AddHoldingRequest,
          response: { 201: Portfolio },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await portfolios.addHolding(callerOf(request), request.params.id, request.body)),
    );

    app.get(
      `${base}/:id/transactions`,
      {
        config: member(120),
        schema: {
          tags,
          summary: '交易紀錄（含自動除權息）',
          params: PortfolioIdParams,
          response: { 200: TransactionListResponse },
        },
      },
      async (request) => ({
        success: true as const,
        transactions: await portfolios.transactions(callerOf(request), request.params.id),
      }),
    );

    app.post(
      `${base}/:id/transactions`,
      {
        config: member(120),
        schema: {
          tags,
          summary: '新增交易',
          params: PortfolioIdParams,
          body: CreateTransactionRequest,
          response: { 201: TransactionResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          transaction: await portfolios.addTransaction(callerOf(request), request.params.id, request.body),
        }),
    );

    app.delete(
      `${base}/:id/transactions/:transactionId`,
      {
        config: member(120),
        schema: {
          tags,
          summary: '刪除交易',
          params: TransactionIdParams,
          response: { 200: PortfolioDeletedResponse },
        },
      },
      async (request) => {
        await portfolios.removeTransaction(
          callerOf(request),
          request.params.id,
          request.params.transactionId,
        );
        return { success: true as const };
      },
    );

    app.post(
      `${base}/:id/import`,
      {
        config: member(20),
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          tags,
          summary: '匯入券商 CSV（預覽或寫入；重複匯入不會重複新增）',
          params: PortfolioIdParams,
          body: ImportRequest,
          response: { 200: ImportResponse },
        },
      },
      async (request) => portfolios.importCsv(callerOf(request), request.params.id, request.body),
    );

    app.get(
      `${base}/:id/export.csv`,
      { config: member(30), schema: { tags, summary: '匯出交易紀錄（CSV）', params: PortfolioIdParams } },
      async (request, reply) => {
        const file = await portfolios.exportCsv(callerOf(request), request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    app.get(
      `${base}/:id/analytics`,
      {
        config: member(60),
        schema: {
          tags,
          summary: '分析：市值與 0050 比較、回撤、配置、貢獻',
          params: PortfolioIdParams,
          querystring: PortfolioQuery,
          response: { 200: AnalyticsResponse },
        },
      },
      async (request) => portfolios.analytics(callerOf(request), request.params.id, request.query),
    );

    app.post(
      `${base}/:id/what-if`,
      {
        config: member(30),
        schema: {
          tags,
          summary: '以分析建議價加入投資組合（假設買入）',
          params: PortfolioIdParams,
          body: WhatIfRequest,
          response: { 201: TransactionResponse },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          transaction: await portfolios.whatIf(callerOf(request), request.params.id, request.body),
        }),
    );
  };
