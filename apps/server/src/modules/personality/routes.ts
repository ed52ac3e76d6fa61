import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PersonalFitParams,
  PersonalFitResponse,
  PersonalityLatestResponse,
  StartPersonalityTestRequest,
  StartPersonalityTestResponse,
  SubmitPersonalityAnswerRequest,
  SubmitPersonalityAnswerResponse,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import { requestLocale } from '../../platform/error-handler.ts';
import type { PersonalityModule } from './index.ts';

const tags = ['personality-test'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
// Members and guests alike (a guest is a server-side user): the test is open to every session.
const anySession = (max: number) => ({ access: 'member' as const, rateLimit: perMinute(max) });
const base = '/api/personality-test';

/** The investor personality test (spec §7 `/api/personality-test/*`). */
export const personalityRoutes =
  (personality: PersonalityModule): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${base}/start`,
      {
        config: anySession(20),
        schema: {
          tags,
          summary: '開始投資性格測驗',
          body: StartPersonalityTestRequest,
          response: { 200: StartPersonalityTestResponse },
        },
      },
      async (request) =>
        personality.start(callerOf(request), requestLocale(request.headers['accept-language'])),
    );

    app.post(
      `${base}/submit-answer`,
      {
        config: anySession(120),
        schema: {
          tags,
          summary: '提交一題答案：下一題（或再確認矛盾的題目），或完成時的結果',
          body: SubmitPersonalityAnswerRequest,
          response: { 200: SubmitPersonalityAnswerResponse },
        },
      },
      async (request) =>
        personality.submit(
          callerOf(request),
          request.body,
          requestLocale(request.headers['accept-language']),
        ),
    );

    app.get(
      `${base}/latest`,
      {
        config: anySession(60),
        schema: { tags, summary: '我最近一次的測驗結果', response: { 200: PersonalityLatestResponse } },
      },
      async (request) => ({
        success: true as const,
        result: await personality.latest(
          callerOf(request),
          requestLocale(request.headers['accept-language']),
        ),
      }),
    );

    app.get(
      `${base}/fit/:runId`,
      {
        config: anySession(60),
        schema: {
          tags,
          summary: '分析結果對我的意義：依性格測驗與風險偏好計算的部位上限與停損',
          params: PersonalFitParams,
          response: { 200: PersonalFitResponse },
        },
      },
      async (request) => ({
        success: true as const,
        fit: await personality.fit(
          callerOf(request),
          request.params.runId,
          requestLocale(request.headers['accept-language']),
        ),
      }),
    );
  };
