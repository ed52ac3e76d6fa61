import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalystPreferencesResponse,
  PreferencesResponse,
  UpdateAnalystPreferencesRequest,
  UpdatePreferencesRequest,
  authMessages,
} from '@alphadesk/contracts';
import { callerOf } from '../../platform/access.ts';
import type { EntitlementsModule } from '../entitlements/index.ts';
import type { PreferencesModule } from './index.ts';

export const preferenceRoutes =
  (
    preferences: PreferencesModule,
    entitlements: Pick<EntitlementsModule, 'requireFeature'>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const member = (request: Parameters<typeof callerOf>[0]) => {
      const caller = callerOf(request);
      entitlements.requireFeature(caller, 'preferences');
      return caller;
    };
    const limits = { access: 'member' as const, rateLimit: { max: 60, timeWindow: '1 minute' } };

    app.get(
      '/api/user/preferences',
      {
        config: limits,
        schema: { tags: ['user'], summary: '使用者偏好', response: { 200: PreferencesResponse } },
      },
      async (request) => ({
        success: true as const,
        preferences: await preferences.get(member(request).userId),
      }),
    );

    app.put(
      '/api/user/preferences',
      {
        config: limits,
        schema: {
          tags: ['user'],
          summary: '儲存使用者偏好',
          body: UpdatePreferencesRequest,
          response: { 200: PreferencesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        preferences: await preferences.update(member(request).userId, request.body.preferences),
      }),
    );

    app.get(
      '/api/user/analyst-preferences',
      {
        config: limits,
        schema: { tags: ['user'], summary: '分析師偏好', response: { 200: AnalystPreferencesResponse } },
      },
      async (request) => ({
        success: true as const,
        preferences: await preferences.getAnalyst(member(request).userId),
      }),
    );

    app.put(
      '/api/user/analyst-preferences',
      {
        config: limits,
        schema: {
          tags: ['user'],
          summary: '儲存分析師偏好',
          body: UpdateAnalystPreferencesRequest,
          response: { 200: AnalystPreferencesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        message: authMessages.preferencesSaved,
        preferences: await preferences.updateAnalyst(member(request).userId, request.body.preferences),
      }),
    );
  };
