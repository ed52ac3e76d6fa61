import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalysisRunResponse,
  RunIdParams,
  RunQuery,
  StartAnalysisRequest,
  StartAnalysisResponse,
} from '@alphadesk/contracts';
import { callerOf } from '../../../platform/access.ts';
import { appError } from '../../../platform/errors.ts';
import type { AnalysisModule } from '../index.ts';
import { streamProgress } from './progress.ts';

export const runRoutes =
  (runs: Pick<AnalysisModule, 'startRun' | 'run' | 'runProgress'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/analysis/runs',
      {
        config: { access: 'member', rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['analysis'],
          summary: '開始分析',
          body: StartAnalysisRequest,
          response: { 202: StartAnalysisResponse },
        },
      },
      async (request, reply) => {
        const run = await runs.startRun(callerOf(request), request.body);
        return reply.status(202).send({ success: true as const, id: run.id, status: run.status });
      },
    );

    app.get(
      '/api/analysis/runs/:id',
      {
        config: { access: 'member', rateLimit: { max: 240, timeWindow: '1 minute' } },
        schema: {
          tags: ['analysis'],
          summary: '分析進度與報告',
          params: RunIdParams,
          querystring: RunQuery,
          response: { 200: AnalysisRunResponse },
        },
      },
      async (request) => ({
        success: true as const,
        run: await runs.run(callerOf(request), request.params.id, request.query.locale),
      }),
    );

    app.get(
      '/api/analysis/runs/:id/events',
      {
        config: { access: 'member', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['analysis'],
          summary: '分析進度（Server-Sent Events）',
          params: RunIdParams,
          querystring: RunQuery,
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const load = () => runs.runProgress(caller, request.params.id, request.query.locale);
        // 404 for someone else's run, before streaming.
        if (!(await load())) throw appError('ANALYSIS_NOT_FOUND');
        await streamProgress(request, reply, load);
      },
    );
  };
