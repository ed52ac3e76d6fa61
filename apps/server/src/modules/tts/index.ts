import type { z } from 'zod';
import type {
  TtsJob,
  TtsJobQuery,
  TtsVoice,
  TtsVoiceCreateRequest,
  TtsVoiceQuery,
  TtsVoiceUpdateRequest,
} from '@alphadesk/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { Role } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { createTtsJobs, synthesizeJob, type TtsJobs } from './jobs-service.ts';
import type { StaffActor, TtsDeps } from './ports.ts';
import { createVoices } from './voices.ts';

export { ttsRoutes } from './routes.ts';
export { ttsConfig, type TtsSettings } from './config.ts';
export type { TtsDeps, StaffActor } from './ports.ts';

/**
 * Text-to-speech (admin spec §2.7, §7.5): the voice catalogue, durable synthesis jobs on the
 * local espeak-ng engine with the audio stored in the database and served through signed links,
 * the screen's stats, queue status and settings, and members' "read my report aloud".
 */
export interface TtsModule {
  voices(query: z.output<typeof TtsVoiceQuery>): Promise<TtsVoice[]>;
  createVoice(actor: StaffActor, input: z.output<typeof TtsVoiceCreateRequest>): Promise<TtsVoice>;
  updateVoice(
    actor: StaffActor,
    id: string,
    input: z.output<typeof TtsVoiceUpdateRequest>,
  ): Promise<TtsVoice>;
  deleteVoice(actor: StaffActor, id: string): Promise<void>;
  testVoice(actor: StaffActor, id: string, text?: string): Promise<TtsJob>;
  createJob(actor: StaffActor, text: string, voiceId: string | null): Promise<TtsJob>;
  jobs(query: z.output<typeof TtsJobQuery>): Promise<{ jobs: TtsJob[]; total: number }>;
  job(id: string): Promise<TtsJob>;
  stats: TtsJobs['stats'];
  queueStatus: TtsJobs['queueStatus'];
  config: TtsJobs['config'];
  /** Staff's change to the speech settings (stored, audited, read by the workers at each job). */
  updateConfig: TtsJobs['updateConfig'];
  models: TtsJobs['models'];
  audioFiles: TtsJobs['audioFiles'];
  audio(id: string, expires: number, signature: string): Promise<Uint8Array>;
  readReport(caller: AuthContext, runId: string): Promise<TtsJob>;
  /** Staff queue an article to be read aloud. */
  readArticle(actor: StaffActor, articleId: string): Promise<TtsJob>;
  memberJob(userId: string, id: string): Promise<TtsJob>;
  /** The queue's work: synthesises one job (idempotent). */
  executeJob(id: string): Promise<void>;
  resumeInterrupted(): Promise<number>;
}

export function createTtsModule(deps: TtsDeps): TtsModule {
  const voices = createVoices(deps);
  const jobs = createTtsJobs(deps, voices);
  return {
    voices: voices.list,
    createVoice: voices.create,
    updateVoice: voices.update,
    deleteVoice: voices.remove,
    testVoice: jobs.testVoice,
    createJob: jobs.createFromText,
    jobs: jobs.list,
    job: jobs.job,
    stats: jobs.stats,
    queueStatus: jobs.queueStatus,
    config: jobs.config,
    updateConfig: (actor, patch) => jobs.updateConfig(actor, patch),
    models: jobs.models,
    audioFiles: jobs.audioFiles,
    audio: jobs.audio,
    readReport: jobs.readReport,
    readArticle: jobs.readArticle,
    memberJob: jobs.memberJob,
    executeJob: jobs.execute,
    resumeInterrupted: jobs.resumeInterrupted,
  };
}

/** The synthesis queue; a worker process works it and, on start, takes up jobs left behind. */
export async function registerTtsJobs(
  queue: JobQueue,
  tts: Pick<TtsModule, 'executeJob' | 'resumeInterrupted'>,
  options: { roles: readonly Role[]; log: Logger; concurrency: number },
): Promise<void> {
  await queue.define(synthesizeJob);
  if (!options.roles.includes('worker')) return;
  await queue.work(synthesizeJob, async ({ jobId }) => tts.executeJob(jobId), {
    concurrency: options.concurrency,
  });
  const resumed = await tts.resumeInterrupted();
  if (resumed) options.log.info({ resumed }, 'unfinished speech jobs after restart');
}
