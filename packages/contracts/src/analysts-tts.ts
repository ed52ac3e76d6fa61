import { z } from 'zod';
import { analysisTypes } from './analysis.ts';
import { analystIds } from './analysts.ts';
import { safeText } from './text.ts';

/**
 * Back-office analyst management (admin spec §2.6, §3 "Analyst", §7.4) and text-to-speech (§2.7,
 * §3 "TTS voice/job", §7.5), plus the member's "read the report aloud". Field names are the spec's.
 */

// ── Analysts ────────────────────────────────────────────────────────────────────────────────

export const analystStatuses = ['active', 'inactive', 'maintenance'] as const;
export const analystModels = ['default', 'gpt-4', 'claude', 'custom'] as const;
export const analystTypes = [
  'risk_analyst',
  'technical_analyst',
  'fundamental_analyst',
  'sentiment_analyst',
  'news_analyst',
] as const;

const maxTasksMessage = '最大並行任務數須為 1 到 20 的整數';
const priorityMessage = '優先級須為 1（高）、2（一般）或 3（低）';
const configurationMessage = '設定須為 JSON 物件，最多 4000 字';

export const AnalystParams = z.strictObject({
  id: z.enum(analystIds, { error: '找不到此分析師' }),
});

const settingsFields = {
  status: z.enum(analystStatuses, { error: '狀態須為 active、inactive 或 maintenance' }),
  maxConcurrentTasks: z
    .number({ error: maxTasksMessage })
    .int(maxTasksMessage)
    .min(1, maxTasksMessage)
    .max(20, maxTasksMessage),
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: priorityMessage }),
  model: z.enum(analystModels, { error: '模型須為 default、gpt-4、claude 或 custom' }),
  configuration: z
    .record(z.string().max(100), z.unknown(), { error: configurationMessage })
    .refine((value) => JSON.stringify(value).length <= 4000, configurationMessage),
  description: safeText({ error: '說明最多 500 個字' }).max(500, '說明最多 500 個字').nullable(),
  specialties: z
    .array(safeText().trim().min(1).max(50), { error: '專長須為最多 10 項的文字清單' })
    .max(10, '專長須為最多 10 項的文字清單')
    .nullable(),
};

/** Add an analyst of the team back to the registry (spec §9 defaults: 5 tasks, priority 1). */
export const AnalystCreateRequest = z.strictObject({
  id: z.enum(analystIds, { error: '分析師須為系統內建的九位之一' }),
  status: settingsFields.status.default('active'),
  maxConcurrentTasks: settingsFields.maxConcurrentTasks.default(5),
  priority: settingsFields.priority.default(1),
  model: settingsFields.model.default('default'),
  configuration: settingsFields.configuration.default({}),
  description: settingsFields.description.optional(),
  specialties: settingsFields.specialties.optional(),
});
export const AnalystUpdateRequest = z
  .strictObject({
    status: settingsFields.status.optional(),
    maxConcurrentTasks: settingsFields.maxConcurrentTasks.optional(),
    priority: settingsFields.priority.optional(),
    model: settingsFields.model.optional(),
    configuration: settingsFields.configuration.optional(),
    description: settingsFields.description.optional(),
    specialties: settingsFields.specialties.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, '請至少修改一個欄位');

export const AdminAnalyst = z.object({
  id: z.enum(analystIds),
  name: z.string(),
  type: z.enum(analystTypes),
  specialties: z.array(z.string()),
  status: z.enum(analystStatuses),
  maxConcurrentTasks: z.number().int(),
  priority: z.number().int(),
  model: z.enum(analystModels),
  /** What writes the summary: the rule-based template, or the configured LLM narrator. */
  effective_model: z.enum(['rule-based', 'llm']),
  configuration: z.record(z.string(), z.unknown()),
  description: z.string(),
  tier: z.string(),
  /** Running runs of this analyst over its max concurrent tasks, in percent. */
  current_load: z.number(),
  running_tasks: z.number().int(),
  /** Tasks waiting for one of the analyst's slots (member runs and staff analyses). */
  queued_tasks: z.number().int(),
  /** The coordinator's weight from the latest backtest; null gives equal weights. */
  weight: z.number().nullable(),
  performance: z.object({
    accuracy: z.number().nullable(),
    win_rate: z.number().nullable(),
    average_return: z.number().nullable(),
    sample_size: z.number().int(),
    /** Median seconds of completed runs. */
    speed: z.number().nullable(),
  }),
  analysis_count: z.number().int(),
  last_activity: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AdminAnalyst = z.infer<typeof AdminAnalyst>;

export const AnalystRegistryResponse = z.object({
  success: z.literal(true),
  analysts: z.array(AdminAnalyst),
  /** Team analysts not in the registry (deleted), which may be added back. */
  available_to_add: z.array(z.object({ id: z.enum(analystIds), name: z.string() })),
  total_analysts: z.number().int(),
  online_analysts: z.number().int(),
  avg_performance: z.number().nullable(),
});
export const AnalystResponse = z.object({ success: z.literal(true), analyst: AdminAnalyst });
export const AnalystDeleteResponse = z.object({ success: z.literal(true), id: z.string() });

export const AnalystSystemStatus = z.object({
  status: z.enum(['healthy', 'degraded', 'abnormal']),
  active_sessions: z.number().int(),
  queued_tasks: z.number().int(),
  /** Mean time from start to completion of the last 24 hours' completed runs, in ms. */
  avg_response_time: z.number().nullable(),
  completed_last_24h: z.number().int(),
  failed_last_24h: z.number().int(),
  system_load: z.number(),
  last_updated: z.string(),
});
export const AnalystSystemStatusResponse = z.object({
  success: z.literal(true),
  health: AnalystSystemStatus,
});

const stockMessage = '股票代號須為 1 到 10 個英數字';
export const AdminAnalysisRequest = z.strictObject({
  request_id: safeText().max(100).optional(),
  stock_id: safeText({ error: stockMessage })
    .trim()
    .regex(/^[0-9A-Za-z.^]{1,12}$/, stockMessage),
  analysis_types: z
    .array(z.enum(analystIds, { error: '分析類型須為系統內建分析師的代號' }), {
      error: '請至少選擇一位分析師',
    })
    .min(1, '請至少選擇一位分析師')
    .max(9, '請至少選擇一位分析師'),
  priority: settingsFields.priority.default(2),
  parameters: z
    .strictObject({
      time_range: z.enum(analysisTypes, { error: '時間範圍須為 quick、detailed 或 collaborative' }),
    })
    .default({ time_range: 'quick' }),
});

export const adminTaskStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export const AdminAnalysisTask = z.object({
  session_id: z.string(),
  request_id: z.string().nullable(),
  stock_id: z.string(),
  analyst_id: z.string(),
  analysis_types: z.array(z.string()),
  time_range: z.enum(analysisTypes),
  priority: z.number().int(),
  status: z.enum(adminTaskStatuses),
  progress: z.number().int(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  started_by: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export const AdminAnalysisTaskResponse = z.object({ success: z.literal(true), task: AdminAnalysisTask });
const listLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: `筆數須為 1 到 ${max} 的整數` })
    .int(`筆數須為 1 到 ${max} 的整數`)
    .min(1, `筆數須為 1 到 ${max} 的整數`)
    .max(max, `筆數須為 1 到 ${max} 的整數`)
    .default(fallback);
const offset = z.coerce
  .number({ error: '起始位置須為 0 以上的整數' })
  .int('起始位置須為 0 以上的整數')
  .min(0, '起始位置須為 0 以上的整數')
  .max(1_000_000, '起始位置須為 0 以上的整數')
  .default(0);
export const AdminAnalysisQuery = z.strictObject({
  limit: listLimit(100, 20),
  offset,
  analyst_id: z.enum(analystIds, { error: '找不到此分析師' }).optional(),
  status: z.enum(adminTaskStatuses, { error: '狀態須為 queued、running、completed 或 failed' }).optional(),
  analysis_type: z.enum(analysisTypes, { error: '分析類型須為 quick、detailed 或 collaborative' }).optional(),
});
export const AdminAnalysisListResponse = z.object({
  success: z.literal(true),
  tasks: z.array(AdminAnalysisTask),
  total: z.number().int(),
});
export const AdminAnalysisTaskParams = z.strictObject({ id: z.uuid({ error: '任務代號格式不正確' }) });

// ── TTS ────────────────────────────────────────────────────────────────────────────────────

export const ttsLanguages = ['zh-TW', 'zh-CN', 'en-US', 'ja-JP', 'ko-KR'] as const;
export const ttsGenders = ['female', 'male', 'neutral'] as const;
export const ttsVoiceTypes = ['neural', 'wavenet', 'standard'] as const;
export const ttsProviders = ['azure', 'google', 'amazon', 'local'] as const;
export const ttsSampleRates = [8000, 16000, 22050, 44100, 48000] as const;
export const ttsJobStatuses = ['pending', 'processing', 'completed', 'failed'] as const;

export const createRequiredMessage = '請填寫所有必填欄位（模型ID、名稱、語言）';
export const updateRequiredMessage = '請填寫所有必填欄位（名稱、語言）';
const sampleRateMessage = '取樣率須為 8000、16000、22050、44100 或 48000';
const costMessage = '每字費用須為 0 以上的數字';

const sampleRate = z.coerce
  .number({ error: sampleRateMessage })
  .int(sampleRateMessage)
  .refine((value) => (ttsSampleRates as readonly number[]).includes(value), sampleRateMessage);
const cost = z.number({ error: costMessage }).min(0, costMessage).max(100, costMessage);
const required = (message: string) => safeText({ error: message }).trim().min(1, message);

/** Spec §9 voice defaults: zh-TW, female, neural, azure, 22050 Hz, active, not premium, 0.002. */
export const TtsVoiceCreateRequest = z.strictObject({
  model_id: required(createRequiredMessage)
    .max(100, '模型ID最多 100 個字')
    .regex(/^[\w.-]+$/, '模型ID只能包含英數字、底線、連字號與句點'),
  name: required(createRequiredMessage).max(100, '名稱最多 100 個字'),
  description: safeText().max(500, '說明最多 500 個字').default(''),
  language: z.enum(ttsLanguages, { error: createRequiredMessage }),
  gender: z.enum(ttsGenders, { error: '性別須為 female、male 或 neutral' }).default('female'),
  voice_type: z.enum(ttsVoiceTypes, { error: '語音類型須為 neural、wavenet 或 standard' }).default('neural'),
  provider: z.enum(ttsProviders, { error: '供應商須為 azure、google、amazon 或 local' }).default('azure'),
  sample_rate: sampleRate.default(22050),
  is_active: z.boolean({ error: '啟用須為 true 或 false' }).default(true),
  is_premium: z.boolean({ error: '付費須為 true 或 false' }).default(false),
  cost_per_character: cost.default(0.002),
});
export const TtsVoiceUpdateRequest = z.strictObject({
  name: required(updateRequiredMessage).max(100, '名稱最多 100 個字'),
  language: z.enum(ttsLanguages, { error: updateRequiredMessage }),
  description: safeText().max(500, '說明最多 500 個字').optional(),
  gender: z.enum(ttsGenders, { error: '性別須為 female、male 或 neutral' }).optional(),
  voice_type: z.enum(ttsVoiceTypes, { error: '語音類型須為 neural、wavenet 或 standard' }).optional(),
  provider: z.enum(ttsProviders, { error: '供應商須為 azure、google、amazon 或 local' }).optional(),
  sample_rate: sampleRate.optional(),
  is_active: z.boolean({ error: '啟用須為 true 或 false' }).optional(),
  is_premium: z.boolean({ error: '付費須為 true 或 false' }).optional(),
  cost_per_character: cost.optional(),
});
export const TtsVoiceParams = z.strictObject({
  id: safeText().min(1).max(100, '找不到此語音模型'),
});
const booleanText = z
  .enum(['true', 'false'], { error: '須為 true 或 false' })
  .transform((value) => value === 'true');
export const TtsVoiceQuery = z.strictObject({
  language: z.enum(ttsLanguages, { error: '語言須為 zh-TW、zh-CN、en-US、ja-JP 或 ko-KR' }).optional(),
  gender: z.enum(ttsGenders, { error: '性別須為 female、male 或 neutral' }).optional(),
  active_only: booleanText.optional(),
});

export const TtsVoice = z.object({
  model_id: z.string(),
  name: z.string(),
  description: z.string(),
  language: z.enum(ttsLanguages),
  gender: z.enum(ttsGenders),
  voice_type: z.enum(ttsVoiceTypes),
  provider: z.enum(ttsProviders),
  sample_rate: z.number().int(),
  is_active: z.boolean(),
  is_premium: z.boolean(),
  cost_per_character: z.number(),
  /** Whether this server can synthesise it (only the local engine is connected). */
  synthesizable: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TtsVoice = z.infer<typeof TtsVoice>;
export const TtsVoiceListResponse = z.object({ success: z.literal(true), voices: z.array(TtsVoice) });
export const TtsVoiceResponse = z.object({ success: z.literal(true), voice: TtsVoice });

export const TtsJob = z.object({
  id: z.string(),
  source: z.enum(['text', 'analysis', 'voice_test', 'article']),
  source_id: z.string().nullable(),
  voice_id: z.string().nullable(),
  text_content: z.string(),
  status: z.enum(ttsJobStatuses),
  error: z.string().nullable(),
  /** A signed link to the WAV while it is valid; null until the audio exists. */
  file_url: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  size_bytes: z.number().int().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type TtsJob = z.infer<typeof TtsJob>;
export const TtsJobResponse = z.object({ success: z.literal(true), job: TtsJob });
export const TtsJobListResponse = z.object({
  success: z.literal(true),
  jobs: z.array(TtsJob),
  total: z.number().int(),
});
export const TtsJobQuery = z.strictObject({
  status: z.enum(ttsJobStatuses, { error: '狀態須為 pending、processing、completed 或 failed' }).optional(),
  limit: listLimit(100, 10),
  offset,
});
export const TtsJobParams = z.strictObject({ id: z.uuid({ error: '任務代號格式不正確' }) });
const textMessage = '請輸入 1 到 5000 個字的文字';
export const TtsJobCreateRequest = z.strictObject({
  text: safeText({ error: textMessage }).trim().min(1, textMessage).max(5000, textMessage),
  voice_id: safeText().max(100).optional(),
});
export const TtsVoiceTestRequest = z.strictObject({
  text: safeText({ error: textMessage }).trim().min(1, textMessage).max(500, textMessage).optional(),
});

export const TtsStatsResponse = z.object({
  success: z.literal(true),
  stats: z.object({
    total_jobs: z.number().int(),
    completed_jobs: z.number().int(),
    pending_jobs: z.number().int(),
    processing_jobs: z.number().int(),
    failed_jobs: z.number().int(),
    total_voices: z.number().int(),
    active_voices: z.number().int(),
    /** Seconds of audio produced. */
    total_duration: z.number(),
    success_rate: z.number().nullable(),
  }),
});
export const TtsQueueStatusResponse = z.object({
  success: z.literal(true),
  queue: z.object({
    queue_size: z.number().int(),
    processing_jobs: z.number().int(),
    processing_job: z.string().nullable(),
    is_processing: z.boolean(),
    /** Jobs waiting or running over what the workers take at once, in percent. */
    system_load: z.number(),
    /** Seconds, from the mean synthesis time of the last completed jobs; null before any. */
    estimated_wait_time: z.number().nullable(),
  }),
});
export const TtsConfigResponse = z.object({
  success: z.literal(true),
  config: z.object({
    engine: z.literal('espeak-ng'),
    engine_path: z.string(),
    engine_available: z.boolean(),
    engine_version: z.string().nullable(),
    max_text_length: z.number().int(),
    words_per_minute: z.number().int(),
    audio_link_minutes: z.number().int(),
    /** Synthesis jobs a worker process takes at once (environment only: read when a worker starts). */
    concurrency: z.number().int(),
    /** The settings staff changed here; the others come from the environment. */
    overridden: z.array(z.enum(['max_text_length', 'words_per_minute', 'audio_link_minutes'])),
    member_min_tier: z.literal('gold'),
  }),
});

const wordsPerMinuteMessage = '語速須為每分鐘 80 到 450 字的整數';
const maxTextLengthMessage = '文字長度上限須為 100 到 20000 的整數';
const audioLinkMessage = '音檔連結有效時間須為 1 到 1440 分鐘的整數';
const intIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
/**
 * The speech settings staff may change, as stored (the environment's TTS_* values are the defaults
 * of those absent). The same ranges as the environment variables.
 */
export const TtsSettingsOverrides = z.strictObject({
  words_per_minute: intIn(80, 450, wordsPerMinuteMessage).optional(),
  max_text_length: intIn(100, 20_000, maxTextLengthMessage).optional(),
  audio_link_minutes: intIn(1, 1440, audioLinkMessage).optional(),
});
/** A change on the speech settings screen: at least one setting. */
export const TtsConfigUpdateRequest = TtsSettingsOverrides.refine(
  (value) => Object.values(value).some((field) => field !== undefined),
  {
    error: '請至少修改一項設定',
  },
);
export const TtsModelsResponse = z.object({
  success: z.literal(true),
  models: z.array(
    z.object({
      provider: z.enum(ttsProviders),
      engine: z.string(),
      available: z.boolean(),
      languages: z.array(z.string()),
    }),
  ),
});
export const TtsAudioQuery = z.strictObject({
  expires: z.coerce.number({ error: '音檔連結無效或已過期' }).int().min(0),
  signature: safeText({ error: '音檔連結無效或已過期' }).regex(/^[0-9a-f]{64}$/, '音檔連結無效或已過期'),
});
export const TtsAudioFilesResponse = z.object({
  success: z.literal(true),
  files: z.array(
    z.object({
      job_id: z.string(),
      file_url: z.string(),
      duration_ms: z.number().int().nullable(),
      size_bytes: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
  total: z.number().int(),
});
export const TtsAudioFilesQuery = z.strictObject({ limit: listLimit(100, 20), offset });
export const TtsReadReportParams = z.strictObject({ id: z.uuid({ error: '找不到此分析記錄' }) });
export const TtsArticleParams = z.strictObject({ id: z.uuid({ error: '文章編號格式錯誤' }) });
