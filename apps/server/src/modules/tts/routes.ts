import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyRequest,
  TtsArticleParams,
  TtsAudioFilesQuery,
  TtsAudioFilesResponse,
  TtsAudioQuery,
  TtsConfigResponse,
  TtsConfigUpdateRequest,
  TtsJobCreateRequest,
  TtsJobListResponse,
  TtsJobParams,
  TtsJobQuery,
  TtsJobResponse,
  TtsModelsResponse,
  TtsQueueStatusResponse,
  TtsReadReportParams,
  TtsStatsResponse,
  TtsVoiceCreateRequest,
  TtsVoiceListResponse,
  TtsVoiceParams,
  TtsVoiceQuery,
  TtsVoiceResponse,
  TtsVoiceTestRequest,
  TtsVoiceUpdateRequest,
} from '@alphadesk/contracts';
import { z } from 'zod';
import { callerOf, staffActorOf } from '../../platform/access.ts';
import type { TtsModule } from './index.ts';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const tts = (action: 'read' | 'write' | 'delete', max = 120) => ({
  access: 'staff' as const,
  permission: { module: 'tts_management' as const, action },
  rateLimit: perMinute(max),
});
const actorOf = staffActorOf;
const DeletedResponse = z.object({ success: z.literal(true), message: z.string() });

/** TTS in the back-office (admin spec §7.5), the signed audio link, and members' read-aloud. */
export const ttsRoutes =
  (module: TtsModule): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/admin/tts';
    const tags = ['admin-tts'];
    app.get(
      `${base}/voices`,
      {
        config: tts('read'),
        schema: {
          tags,
          summary: '語音模型列表',
          querystring: TtsVoiceQuery,
          response: { 200: TtsVoiceListResponse },
        },
      },
      async (request) => ({ success: true as const, voices: await module.voices(request.query) }),
    );
    app.post(
      `${base}/voices`,
      {
        config: tts('write', 30),
        schema: {
          tags,
          summary: '新增語音模型',
          body: TtsVoiceCreateRequest,
          response: { 201: TtsVoiceResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ success: true as const, voice: await module.createVoice(actorOf(request), request.body) }),
    );
    app.put(
      `${base}/voices/:id`,
      {
        config: tts('write', 30),
        schema: {
          tags,
          summary: '更新語音模型',
          params: TtsVoiceParams,
          body: TtsVoiceUpdateRequest,
          response: { 200: TtsVoiceResponse },
        },
      },
      async (request) => ({
        success: true as const,
        voice: await module.updateVoice(actorOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      `${base}/voices/:id`,
      {
        config: tts('delete', 30),
        schema: {
          tags,
          summary: '刪除語音模型',
          params: TtsVoiceParams,
          body: EmptyRequest.nullish(),
          response: { 200: DeletedResponse },
        },
      },
      async (request) => {
        await module.deleteVoice(actorOf(request), request.params.id);
        return { success: true as const, message: '語音模型已成功刪除' };
      },
    );
    app.post(
      `${base}/voices/:id/test`,
      {
        config: tts('write', 20),
        schema: {
          tags,
          summary: '測試語音（合成一段樣本）',
          params: TtsVoiceParams,
          body: TtsVoiceTestRequest.nullish(),
          response: { 200: TtsJobResponse },
        },
      },
      async (request) => ({
        success: true as const,
        job: await module.testVoice(actorOf(request), request.params.id, request.body?.text),
      }),
    );
    app.post(
      `${base}/articles/:id`,
      {
        config: tts('write', 30),
        schema: {
          tags,
          summary: '朗讀文章（排入語音任務）',
          params: TtsArticleParams,
          body: EmptyRequest.nullish(),
          response: { 202: TtsJobResponse },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          success: true as const,
          job: await module.readArticle(actorOf(request), request.params.id),
        }),
    );
    app.get(
      `${base}/jobs`,
      {
        config: tts('read'),
        schema: {
          tags,
          summary: '語音任務',
          querystring: TtsJobQuery,
          response: { 200: TtsJobListResponse },
        },
      },
      async (request) => ({ success: true as const, ...(await module.jobs(request.query)) }),
    );
    app.post(
      `${base}/jobs`,
      {
        config: tts('write', 30),
        schema: {
          tags,
          summary: '新增語音任務',
          body: TtsJobCreateRequest,
          response: { 202: TtsJobResponse },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          success: true as const,
          job: await module.createJob(actorOf(request), request.body.text, request.body.voice_id ?? null),
        }),
    );
    app.get(
      `${base}/jobs/:id`,
      {
        config: tts('read'),
        schema: { tags, summary: '語音任務詳情', params: TtsJobParams, response: { 200: TtsJobResponse } },
      },
      async (request) => ({ success: true as const, job: await module.job(request.params.id) }),
    );
    app.get(
      `${base}/stats`,
      { config: tts('read'), schema: { tags, summary: '語音統計', response: { 200: TtsStatsResponse } } },
      async () => ({ success: true as const, stats: await module.stats() }),
    );
    app.get(
      `${base}/queue-status`,
      {
        config: tts('read'),
        schema: { tags, summary: '佇列狀態', response: { 200: TtsQueueStatusResponse } },
      },
      async () => ({ success: true as const, queue: await module.queueStatus() }),
    );
    app.get(
      `${base}/config`,
      {
        config: tts('read', 30),
        schema: { tags, summary: '語音設定', response: { 200: TtsConfigResponse } },
      },
      async () => ({ success: true as const, config: await module.config() }),
    );
    app.put(
      `${base}/config`,
      {
        config: tts('write', 30),
        schema: {
          tags,
          summary: '更新語音設定',
          body: TtsConfigUpdateRequest,
          response: { 200: TtsConfigResponse },
        },
      },
      async (request) => ({
        success: true as const,
        config: await module.updateConfig(actorOf(request), request.body),
      }),
    );
    app.get(
      `${base}/models`,
      {
        config: tts('read', 30),
        schema: { tags, summary: '語音引擎', response: { 200: TtsModelsResponse } },
      },
      async () => ({ success: true as const, models: await module.models() }),
    );
    app.get(
      `${base}/audio-files`,
      {
        config: tts('read'),
        schema: {
          tags,
          summary: '音檔列表',
          querystring: TtsAudioFilesQuery,
          response: { 200: TtsAudioFilesResponse },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await module.audioFiles(request.query.limit, request.query.offset)),
      }),
    );

    // The signed link itself is the authorisation: an <audio> element sends no bearer token.
    app.get(
      '/api/tts/audio/:id',
      {
        config: { access: 'public', rateLimit: perMinute(120) },
        schema: {
          tags: ['tts'],
          summary: '播放音檔（簽章連結）',
          params: TtsJobParams,
          querystring: TtsAudioQuery,
        },
      },
      async (request, reply) => {
        const audio = await module.audio(request.params.id, request.query.expires, request.query.signature);
        return reply
          .header('content-type', 'audio/wav')
          .header('cache-control', 'private, max-age=300')
          .send(Buffer.from(audio));
      },
    );

    app.post(
      '/api/tts/analyses/:id',
      {
        config: { access: 'member', rateLimit: perMinute(10) },
        schema: {
          tags: ['tts'],
          summary: '朗讀報告',
          params: TtsReadReportParams,
          body: EmptyRequest.nullish(),
          response: { 202: TtsJobResponse },
        },
      },
      async (request, reply) =>
        reply.status(202).send({
          success: true as const,
          job: await module.readReport(callerOf(request), request.params.id),
        }),
    );
    app.get(
      '/api/tts/jobs/:id',
      {
        config: { access: 'member', rateLimit: perMinute(240) },
        schema: {
          tags: ['tts'],
          summary: '朗讀進度',
          params: TtsJobParams,
          response: { 200: TtsJobResponse },
        },
      },
      async (request) => ({
        success: true as const,
        job: await module.memberJob(callerOf(request).userId, request.params.id),
      }),
    );
  };
