import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePlanRequest,
  ChangePlanResponse,
  EmptyRequest,
  StartTrialRequest,
  SubscriptionResponse,
  subscriptionMessages as messages,
} from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import { callerOf } from '../../platform/access.ts';
import type { SubscriptionsModule } from './index.ts';
import type { SubscriptionSummary } from './service.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const tags = ['subscription'];

/**
 * The member's subscription. A plan change that costs money (an upgrade) is charged through billing
 * (the payments module); the billing history comes from it too.
 */
export const subscriptionRoutes =
  (subscriptions: SubscriptionsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const view = async (caller: AuthContext, summary: SubscriptionSummary) => ({
      ...summary,
      billingHistory: await subscriptions.billingHistory(caller.userId),
    });
    const answer = async (caller: AuthContext, summary: SubscriptionSummary, message?: string) => ({
      success: true as const,
      ...(message ? { message } : {}),
      subscription: await view(caller, summary),
    });

    app.get(
      '/api/subscription',
      {
        config: { access: 'member', rateLimit: perMinute(120) },
        schema: { tags, summary: '目前的訂閱、用量與帳單紀錄', response: { 200: SubscriptionResponse } },
      },
      async (request) => {
        const caller = callerOf(request);
        return answer(caller, await subscriptions.summary(caller));
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
        return answer(caller, summary, message);
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
        return answer(caller, await subscriptions.resume(caller), messages.resumed);
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
        return answer(caller, summary, messages.trialStarted);
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
          message: change.kind === 'upgrade' ? messages.upgradeCreated : messages.changeScheduled,
          effective: change.kind === 'upgrade' ? ('now' as const) : ('period_end' as const),
          subscription: await view(caller, await subscriptions.summary(caller)),
          payment,
        };
      },
    );
  };
