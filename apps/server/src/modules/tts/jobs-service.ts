import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AnalysisRun, TtsJob, TtsJobQuery } from '@alphadesk/contracts';
import { and, count, desc, eq, inArray, isNotNull, sql, ttsJobs, ttsVoices } from '@alphadesk/db';
import { AppError } from '../../platform/errors.ts';
import { concurrencyOverride, type JobDefinition } from '../../platform/queue.ts';
import { createEspeakEngine, EngineError, type EngineVoice } from './engine.ts';
import type { StaffActor, TtsDeps } from './ports.ts';
import type { VoiceRow } from './voices.ts';
import { createTtsSettings } from './settings.ts';

export const SynthesizeJob = z.object({ jobId: z.string().min(1).max(64) });
export const synthesizeJob: JobDefinition<typeof SynthesizeJob> = {
  name: 'tts.synthesize',
  payload: SynthesizeJob,
  expireInSeconds: 300,
  retryLimit: 2,
};

type JobRow = typeof ttsJobs.$inferSelect;
type JobSource = JobRow['source'];

/** The voice used when none is chosen and no local zh-TW voice exists. */
const builtInVoice: EngineVoice = { language: 'zh-TW', gender: 'female' };
const signals: Record<string, string> = { buy: '買進', hold: '持有', sell: '賣出' };

/** What a completed report says, as one text to read aloud (zh-TW). */
export function reportText(run: AnalysisRun): string {
  const report = run.report!;
  const parts = [
    `${run.companyName}（${run.symbol}）分析報告。`,
    `建議：${signals[report.result] ?? report.result}。`,
    report.targetPrice !== null ? `目標價 ${report.targetPrice} 元。` : '',
    report.summary,
    report.keyPoints.length ? `重點：${report.keyPoints.join('。')}。` : '',
    report.opportunities.length ? `機會：${report.opportunities.join('。')}。` : '',
    report.risks.length ? `風險：${report.risks.join('。')}。` : '',
  ];
  return parts.filter(Boolean).join('\n');
}

/**
 * Speech jobs: a row per job (the truth), a durable queue message carrying its id, a worker that
 * synthesises and stores the WAV, and signed links to play it. A job whose engine fails is marked
 * failed with the reason; a job left behind by a stopped process is taken again by the next worker.
 */
export function createTtsJobs(
  deps: TtsDeps,
  voices: { find(id: string): Promise<VoiceRow | null>; defaultVoice(): Promise<VoiceRow | null> },
) {
  const { db, now, settings, log } = deps;
  const current = createTtsSettings(deps);
  const engine =
    deps.engine ?? createEspeakEngine({ path: settings.enginePath, wordsPerMinute: settings.wordsPerMinute });

  const sign = (id: string, expires: number) =>
    createHmac('sha256', deps.secret).update(`tts-audio:${id}:${expires}`).digest('hex');

  function fileUrl(row: Pick<JobRow, 'id' | 'status'>): string | null {
    if (row.status !== 'completed') return null;
    const expires = Math.floor(now().getTime() / 1000) + current.now().audioLinkMinutes * 60;
    return `/api/tts/audio/${row.id}?expires=${expires}&signature=${sign(row.id, expires)}`;
  }

  function present(row: JobRow): TtsJob {
    return {
      id: row.id,
      source: row.source,
      source_id: row.sourceId,
      voice_id: row.voiceId,
      text_content: row.text,
      status: row.status,
      error: row.error,
      file_url: fileUrl(row),
      duration_ms: row.durationMs,
      size_bytes: row.sizeBytes,
      requested_by: row.requestedBy,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
    };
  }

  const columns = {
    id: ttsJobs.id,
    source: ttsJobs.source,
    sourceId: ttsJobs.sourceId,
    userId: ttsJobs.userId,
    requestedBy: ttsJobs.requestedBy,
    voiceId: ttsJobs.voiceId,
    text: ttsJobs.text,
    status: ttsJobs.status,
    error: ttsJobs.error,
    durationMs: ttsJobs.durationMs,
    sizeBytes: ttsJobs.sizeBytes,
    createdAt: ttsJobs.createdAt,
    startedAt: ttsJobs.startedAt,
    completedAt: ttsJobs.completedAt,
  };
  const withoutAudio = (row: Omit<JobRow, 'audio'>): JobRow => ({ ...row, audio: null });

  async function find(id: string): Promise<JobRow | null> {
    const [row] = await db.select(columns).from(ttsJobs).where(eq(ttsJobs.id, id));
    return row ? withoutAudio(row) : null;
  }

  async function engineVoiceOf(voiceId: string | null): Promise<EngineVoice> {
    if (!voiceId) return builtInVoice;
    const voice = await voices.find(voiceId);
    if (!voice) throw new EngineError(`語音模型 ${voiceId} 已不存在`);
    if (voice.provider !== 'local') {
      throw new EngineError(`供應商 ${voice.provider} 尚未接入，只有 local 語音可由本機引擎合成`);
    }
    return voice;
  }

  /** Synthesises one job: idempotent (a finished job is left as it is). */
  async function execute(id: string): Promise<void> {
    const [claimed] = await db
      .update(ttsJobs)
      .set({ status: 'processing', startedAt: now(), error: null })
      .where(and(eq(ttsJobs.id, id), inArray(ttsJobs.status, ['pending', 'processing'])))
      .returning({ id: ttsJobs.id, text: ttsJobs.text, voiceId: ttsJobs.voiceId });
    if (!claimed) return;
    try {
      const voice = await engineVoiceOf(claimed.voiceId);
      // Read now, not when the worker started: a change on the settings screen applies to this job.
      const { wordsPerMinute } = await current.fresh();
      const { audio, durationMs } = await engine.synthesize(claimed.text, voice, { wordsPerMinute });
      await db
        .update(ttsJobs)
        .set({ status: 'completed', audio, durationMs, sizeBytes: audio.length, completedAt: now() })
        .where(and(eq(ttsJobs.id, id), eq(ttsJobs.status, 'processing')));
    } catch (error) {
      const reason = error instanceof EngineError ? error.message : '語音合成失敗';
      if (!(error instanceof EngineError)) log.error({ err: error, jobId: id }, 'speech synthesis failed');
      await db
        .update(ttsJobs)
        .set({ status: 'failed', error: reason.slice(0, 500), completedAt: now() })
        .where(eq(ttsJobs.id, id));
    }
  }

  async function enqueue(input: {
    source: JobSource;
    sourceId: string | null;
    userId: string | null;
    requestedBy: string;
    voiceId: string | null;
    text: string;
  }): Promise<JobRow> {
    const [row] = await db
      .insert(ttsJobs)
      .values({
        id: randomUUID(),
        ...input,
        text: input.text.slice(0, (await current.fresh()).maxTextLength),
        status: 'pending',
        createdAt: now(),
      })
      .returning(columns);
    const job = withoutAudio(row!);
    if (deps.queue) {
      await deps.queue.send(synthesizeJob, { jobId: job.id });
    } else {
      void execute(job.id).catch((error: unknown) => log.error({ err: error }, 'speech job failed'));
    }
    return job;
  }

  /**
   * The workers' concurrency in effect: staff's `jobs.concurrency` override for this queue when set
   * (the queue re-registers its workers with it), else the environment's.
   */
  function concurrencyNow(): number {
    const overrides = deps.runtime?.read<Record<string, number> | undefined>('jobs.concurrency');
    return concurrencyOverride(overrides?.[synthesizeJob.name]) ?? settings.concurrency;
  }

  /** The screen's settings: the engine, the values in effect and which of them staff set. */
  async function configNow() {
    const [version, effective] = await Promise.all([engine.version(), current.fresh()]);
    return {
      engine: 'espeak-ng' as const,
      engine_path: engine.path,
      engine_available: version !== null,
      engine_version: version,
      max_text_length: effective.maxTextLength,
      words_per_minute: effective.wordsPerMinute,
      audio_link_minutes: effective.audioLinkMinutes,
      concurrency: concurrencyNow(),
      overridden: effective.overridden,
      member_min_tier: 'gold' as const,
    };
  }

  return {
    present,
    find,
    execute,

    async createFromText(actor: StaffActor, text: string, voiceId: string | null): Promise<TtsJob> {
      if (voiceId && !(await voices.find(voiceId))) throw new AppError('TTS_VOICE_NOT_FOUND');
      const job = await enqueue({
        source: 'text',
        sourceId: null,
        userId: null,
        requestedBy: actor.name,
        voiceId,
        text,
      });
      await deps.audit.record({
        action: 'tts.job_created',
        actor,
        target: { type: 'tts_job', id: job.id },
        after: { voice_id: voiceId, characters: job.text.length },
      });
      return present(job);
    },

    /** Synthesises a sample at once (not queued) so the screen can play it. */
    async testVoice(actor: StaffActor, voiceId: string, text: string | undefined): Promise<TtsJob> {
      const voice = await voices.find(voiceId);
      if (!voice) throw new AppError('TTS_VOICE_NOT_FOUND');
      const sample =
        text ??
        (voice.language.startsWith('zh')
          ? `您好，我是${voice.name}。台積電今天收盤價 1,050 元，上漲 2.5%。`
          : `Hello, this is ${voice.name}. This is a sample of my voice.`);
      const [row] = await db
        .insert(ttsJobs)
        .values({
          id: randomUUID(),
          source: 'voice_test',
          sourceId: voiceId,
          userId: null,
          requestedBy: actor.name,
          voiceId,
          text: sample,
          status: 'pending',
          createdAt: now(),
        })
        .returning(columns);
      await execute(row!.id);
      const done = (await find(row!.id))!;
      await deps.audit.record({
        action: 'tts.voice_tested',
        actor,
        target: { type: 'tts_voice', id: voiceId },
        success: done.status === 'completed',
        details: { job_id: done.id, error: done.error },
      });
      if (done.status !== 'completed') throw new AppError('TTS_VOICE_TEST_FAILED');
      return present(done);
    },

    /** An article read aloud, queued by staff (its audio is then listed with the other jobs). */
    async readArticle(actor: StaffActor, articleId: string): Promise<TtsJob> {
      const article = await deps.articleText(articleId);
      const voice = await voices.defaultVoice();
      const job = await enqueue({
        source: 'article',
        sourceId: article.id,
        userId: null,
        requestedBy: actor.name,
        voiceId: voice?.modelId ?? null,
        text: article.text,
      });
      await deps.audit.record({
        action: 'tts.article_queued',
        actor,
        target: { type: 'article', id: article.id },
        after: { job_id: job.id, characters: job.text.length },
      });
      return present(job);
    },

    /** A member's completed report, read aloud (gold and above). */
    async readReport(caller: Parameters<TtsDeps['runOf']>[0], runId: string): Promise<TtsJob> {
      if (caller.kind !== 'member' || (caller.tier !== 'gold' && caller.tier !== 'diamond')) {
        throw new AppError('TTS_PLAN_REQUIRED');
      }
      const run = await deps.runOf(caller, runId);
      if (run.status !== 'completed' || !run.report) throw new AppError('TTS_REPORT_NOT_READY');
      const voice = await voices.defaultVoice();
      const job = await enqueue({
        source: 'analysis',
        sourceId: run.id,
        userId: caller.userId,
        requestedBy: caller.userId,
        voiceId: voice?.modelId ?? null,
        text: reportText(run),
      });
      return present(job);
    },

    /** The member's own job; 404 for anyone else's. */
    async memberJob(userId: string, id: string): Promise<TtsJob> {
      const job = await find(id);
      if (!job || job.userId !== userId) throw new AppError('TTS_JOB_NOT_FOUND');
      return present(job);
    },

    async job(id: string): Promise<TtsJob> {
      const job = await find(id);
      if (!job) throw new AppError('TTS_JOB_NOT_FOUND');
      return present(job);
    },

    async list(query: z.output<typeof TtsJobQuery>): Promise<{ jobs: TtsJob[]; total: number }> {
      const where = query.status ? eq(ttsJobs.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(ttsJobs).where(where);
      const rows = await db
        .select(columns)
        .from(ttsJobs)
        .where(where)
        .orderBy(desc(ttsJobs.createdAt), desc(ttsJobs.id))
        .limit(query.limit)
        .offset(query.offset);
      return { jobs: rows.map((row) => present(withoutAudio(row))), total: total?.n ?? 0 };
    },

    async audioFiles(limit: number, offset: number) {
      const where = and(eq(ttsJobs.status, 'completed'), isNotNull(ttsJobs.audio));
      const [total] = await db.select({ n: count() }).from(ttsJobs).where(where);
      const rows = await db
        .select(columns)
        .from(ttsJobs)
        .where(where)
        .orderBy(desc(ttsJobs.completedAt))
        .limit(limit)
        .offset(offset);
      return {
        files: rows.map((row) => ({
          job_id: row.id,
          file_url: fileUrl(row)!,
          duration_ms: row.durationMs,
          size_bytes: row.sizeBytes,
          created_at: row.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },

    /** The WAV behind a signed link; 403 for a wrong or expired signature. */
    async audio(id: string, expires: number, signature: string): Promise<Uint8Array> {
      const expected = Buffer.from(sign(id, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (
        expires * 1000 < now().getTime() ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw new AppError('TTS_AUDIO_LINK_INVALID');
      }
      const [row] = await db.select({ audio: ttsJobs.audio }).from(ttsJobs).where(eq(ttsJobs.id, id));
      if (!row?.audio) throw new AppError('TTS_JOB_NOT_FOUND');
      return row.audio;
    },

    async stats() {
      const [jobs] = await db
        .select({
          total: count(),
          completed: sql<number>`count(*) filter (where ${ttsJobs.status} = 'completed')::int`,
          pending: sql<number>`count(*) filter (where ${ttsJobs.status} = 'pending')::int`,
          processing: sql<number>`count(*) filter (where ${ttsJobs.status} = 'processing')::int`,
          failed: sql<number>`count(*) filter (where ${ttsJobs.status} = 'failed')::int`,
          durationMs: sql<number>`coalesce(sum(${ttsJobs.durationMs}), 0)::float8`,
        })
        .from(ttsJobs);
      const [voiceCounts] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${ttsVoices.isActive})::int`,
        })
        .from(ttsVoices);
      const finished = (jobs?.completed ?? 0) + (jobs?.failed ?? 0);
      return {
        total_jobs: jobs?.total ?? 0,
        completed_jobs: jobs?.completed ?? 0,
        pending_jobs: jobs?.pending ?? 0,
        processing_jobs: jobs?.processing ?? 0,
        failed_jobs: jobs?.failed ?? 0,
        total_voices: voiceCounts?.total ?? 0,
        active_voices: voiceCounts?.active ?? 0,
        total_duration: Math.round((jobs?.durationMs ?? 0) / 100) / 10,
        success_rate: finished ? (jobs?.completed ?? 0) / finished : null,
      };
    },

    async queueStatus() {
      const [counts] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${ttsJobs.status} = 'pending')::int`,
          processing: sql<number>`count(*) filter (where ${ttsJobs.status} = 'processing')::int`,
          current: sql<string | null>`min(${ttsJobs.id}) filter (where ${ttsJobs.status} = 'processing')`,
        })
        .from(ttsJobs);
      const recent = await db
        .select({
          ms: sql<number>`extract(epoch from (${ttsJobs.completedAt} - ${ttsJobs.startedAt})) * 1000`,
        })
        .from(ttsJobs)
        .where(and(eq(ttsJobs.status, 'completed'), isNotNull(ttsJobs.startedAt)))
        .orderBy(desc(ttsJobs.completedAt))
        .limit(20);
      const pending = counts?.pending ?? 0;
      const processing = counts?.processing ?? 0;
      const meanSeconds = recent.length
        ? recent.reduce((sum, row) => sum + Number(row.ms), 0) / recent.length / 1000
        : null;
      return {
        queue_size: pending,
        processing_jobs: processing,
        processing_job: counts?.current ?? null,
        is_processing: processing > 0,
        system_load: Math.min(100, Math.round(((pending + processing) / concurrencyNow()) * 100)),
        estimated_wait_time:
          meanSeconds === null
            ? null
            : Math.round(((pending + processing) / concurrencyNow()) * meanSeconds * 10) / 10,
      };
    },

    config: configNow,

    /** Staff's change to the speech settings; answers the settings then in effect. */
    async updateConfig(actor: StaffActor, patch: Parameters<typeof current.update>[1]) {
      await current.update(actor, patch);
      return configNow();
    },

    async models() {
      const available = (await engine.version()) !== null;
      return (['local', 'azure', 'google', 'amazon'] as const).map((provider) => ({
        provider,
        engine: provider === 'local' ? 'espeak-ng' : provider,
        available: provider === 'local' && available,
        languages: provider === 'local' ? ['zh-TW', 'zh-CN', 'en-US', 'ja-JP', 'ko-KR'] : [],
      }));
    },

    /** After a restart: jobs a stopped process left pending or processing, with no live queue job, are queued again. */
    async resumeInterrupted(): Promise<number> {
      if (!deps.queue) return 0;
      const rows = await db
        .select({ id: ttsJobs.id })
        .from(ttsJobs)
        .where(inArray(ttsJobs.status, ['pending', 'processing']));
      let resumed = 0;
      for (const row of rows) {
        if (await deps.queue.hasLiveJob(synthesizeJob, { jobId: row.id })) continue;
        await deps.queue.send(synthesizeJob, { jobId: row.id });
        resumed += 1;
      }
      return resumed;
    },
  };
}
export type TtsJobs = ReturnType<typeof createTtsJobs>;
