import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateGuestPaymentRequest,
  CreatePaymentRequest,
  EmptyRequest,
  OrderNumberParams,
  OrderViewResponse,
  PaymentFormResponse,
  PaymentIdParams,
  PaymentListQuery,
  PaymentListResponse,
  RefundRequest,
  RefundResponse,
} from '@alphadesk/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import { AppError } from '../../platform/errors.ts';
import { payuniCallbackRoutes } from './callback-routes.ts';
import type { FastifyInstance } from 'fastify';
import type { PaymentsModule } from './facade.ts';
import type { SandboxEngine } from './sandbox/engine.ts';
import { payuniSandboxRoutes } from './sandbox/routes.ts';
import { localiseForm, localiseOrderView, localiseRecord, paymentMessage } from './texts.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const tags = ['payments'];
/** Messages, plan names and order descriptions follow the request's language (Accept-Language). */
const localeOf = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);

/** Checkout, the gateway's callbacks, payment history, refunds, retries and receipts. */
export const paymentRoutes =
  (
    payments: PaymentsModule,
    inside: {
      attach(app: FastifyInstance): void;
      sandbox: { engine: SandboxEngine; merchantId: string } | null;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    inside.attach(app);
    await app.register(payuniCallbackRoutes(payments));
    if (inside.sandbox) {
      await app.register(payuniSandboxRoutes(inside.sandbox.engine, inside.sandbox.merchantId));
    }

    app.post(
      '/api/v1/payuni/create-payment',
      {
        config: { access: 'member', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: '建立付款訂單（金額由伺服器依方案表計算）',
          body: CreatePaymentRequest,
          response: { 200: PaymentFormResponse },
        },
      },
      async (request) =>
        localiseForm(
          await payments.createPayment(callerOf(request), request.body.tier_type, request.body.billing_cycle),
          localeOf(request),
        ),
    );

    app.post(
      '/api/v1/payuni/create-guest-payment',
      {
        config: { access: 'public', rateLimit: perMinute(20) },
        schema: { tags, summary: '訪客付款（不提供：請先註冊或登入）', body: CreateGuestPaymentRequest },
      },
      async (request) => {
        if (request.body.tier_type === 'free') throw new AppError('FREE_PLAN_NOT_PAYABLE');
        throw new AppError('LOGIN_REQUIRED_TO_BUY');
      },
    );

    app.get(
      '/api/v1/payuni/payment-page/:orderNumber',
      {
        config: { access: 'member', rateLimit: perMinute(60) },
        schema: {
          tags,
          summary: '待付款訂單的付款表單',
          params: OrderNumberParams,
          response: { 200: PaymentFormResponse },
        },
      },
      async (request) =>
        localiseForm(
          await payments.paymentPage(callerOf(request), request.params.orderNumber),
          localeOf(request),
        ),
    );

    app.get(
      '/api/payments/orders/:orderNumber',
      {
        config: { access: 'member', rateLimit: perMinute(120) },
        schema: {
          tags,
          summary: '訂單狀態',
          params: OrderNumberParams,
          response: { 200: OrderViewResponse },
        },
      },
      async (request) => ({
        success: true as const,
        order: localiseOrderView(
          await payments.orderView(callerOf(request), request.params.orderNumber),
          localeOf(request),
        ),
      }),
    );

    app.get(
      '/api/payments',
      {
        config: { access: 'member', rateLimit: perMinute(120) },
        schema: {
          tags,
          summary: '付款紀錄與統計',
          querystring: PaymentListQuery,
          response: { 200: PaymentListResponse },
        },
      },
      async (request) => {
        const answer = await payments.list(callerOf(request), request.query);
        const locale = localeOf(request);
        return { ...answer, payments: answer.payments.map((record) => localiseRecord(record, locale)) };
      },
    );

    app.post(
      '/api/payments/:id/refund',
      {
        config: { access: 'member', rateLimit: perMinute(10) },
        schema: {
          tags,
          summary: '申請退款（付款後 30 天內）',
          params: PaymentIdParams,
          body: RefundRequest.nullish(),
          response: { 200: RefundResponse },
        },
      },
      async (request) => ({
        success: true as const,
        message: paymentMessage('refunded', localeOf(request)),
        payment: localiseRecord(
          await payments.refund(callerOf(request), request.params.id, request.body ?? {}),
          localeOf(request),
        ),
      }),
    );

    app.post(
      '/api/payments/:id/retry',
      {
        config: { access: 'member', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: '重新付款（失敗的訂單）',
          params: PaymentIdParams,
          body: EmptyRequest.nullish(),
          response: { 200: PaymentFormResponse },
        },
      },
      async (request) =>
        localiseForm(await payments.retry(callerOf(request), request.params.id), localeOf(request)),
    );

    app.get(
      '/api/payments/:id/receipt.pdf',
      {
        config: { access: 'member', rateLimit: perMinute(30) },
        schema: { tags, summary: '付款收據（PDF）', params: PaymentIdParams },
      },
      async (request, reply) => {
        const { fileName, pdf } = await payments.receipt(
          callerOf(request),
          request.params.id,
          localeOf(request),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
