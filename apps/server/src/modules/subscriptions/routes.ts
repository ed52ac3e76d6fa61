import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePlanRequest,
  ChangePlanResponse,
  EmptyRequest,
  StartTrialRequest,
  SubscriptionResponse,
  subscriptionMessages as messages,
} from '@alphadesk/contracts';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/access.ts';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { SubscriptionsModule } from './index.ts';
import type { SubscriptionSummary } from './service.ts';
import { localiseMessage, localisePaymentForm, localiseSummary, subscriptionMessage } from './texts.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const tags = ['subscription'];

/**
 * The member's subscription. A plan change that costs money (an upgrade) is charged through billing
 * (the payments module); the billing history comes from it too.
 */
export const subscriptionRoutes =
  (subscriptions: SubscriptionsModule): FastifyPluginAsyncZod =>
  async (app) => {
    // Plan names and messages follow the request's language (Accept-Language), like the plan list.
    const localeOf = (request: FastifyRequest) => requestLocale(request.headers['accept-language']);
    const view = async (request: FastifyRequest, caller: AuthContext, summary: SubscriptionSummary) => ({
      ...localiseSummary(summary, localeOf(request)),
      billingHistory: await subscriptions.billingHistory(caller.userId),
    });
    const answer = async (
      request: FastifyRequest,
      caller: AuthContext,
      summary: SubscriptionSummary,
      message?: string,
    ) => ({
      success: true as const,
      // The service's messages are the contract's zh-TW wording, turned into the reader's language.
      ...(message ? { message: localiseMessage(message, localeOf(request)) } : {}),
      subscription: await view(request, caller, summary),
    });

    app.get(
      '/api/subscription',
      {
        config: { access: 'member', rateLimit: perMinute(120) },
        schema: { tags, summary: '目前的訂閱、用量與帳單紀錄', response: { 200: SubscriptionResponse } },
      },
      async (request) => {
        const caller = callerOf(request);
        return answer(request, caller, await subscriptions.summary(caller));
      },
    );

    app.post(
      '/api/subscription/cancel',
      {
        config: { access: 'member', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: '取消自動續訂（本期結束後停止）',
          body: EmptyRequest.nullish(),
          response: { 200: SubscriptionResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { summary, message } = await subscriptions.cancel(caller);
        return answer(request, caller, summary, message);
      },
    );

    app.post(
      '/api/subscription/resume',
      {
        config: { access: 'member', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: '恢復自動續訂',
          body: EmptyRequest.nullish(),
          response: { 200: SubscriptionResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return answer(request, caller, await subscriptions.resume(caller), messages.resumed);
      },
    );

    app.post(
      '/api/subscription/trial',
      {
        config: { access: 'member', rateLimit: perMinute(10) },
        schema: {
          tags,
          summary: '開始免費試用（每位會員一次，無需綁卡）',
          body: StartTrialRequest.nullish(),
          response: { 200: SubscriptionResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const summary = await subscriptions.startTrial(caller, request.body?.tier_type ?? 'gold');
        return answer(request, caller, summary, messages.trialStarted);
      },
    );

    app.post(
      '/api/subscription/change',
      {
        config: { access: 'member', rateLimit: perMinute(20) },
        schema: {
          tags,
          summary: '變更方案（升級立即按比例收費，降級於期末生效）',
          body: ChangePlanRequest,
          response: { 200: ChangePlanResponse },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { change, payment } = await subscriptions.changePlan(
          caller,
          request.body.tier_type,
          request.body.billing_cycle,
        );
        return {
          success: true as const,
          message: subscriptionMessage(
            change.kind === 'upgrade' ? 'upgradeCreated' : 'changeScheduled',
            localeOf(request),
          ),
          effective: change.kind === 'upgrade' ? ('now' as const) : ('period_end' as const),
          subscription: await view(request, caller, await subscriptions.summary(caller)),
          payment: payment && localisePaymentForm(payment, localeOf(request)),
        };
      },
    );
  };
