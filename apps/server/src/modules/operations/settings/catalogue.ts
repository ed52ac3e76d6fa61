import { Preferences, TtsSettingsOverrides, defaultPreferences } from '@alphadesk/contracts';
import { preferencesWithOverrides } from '../../preferences/index.ts';

/**
 * The runtime settings staff may change (admin spec §2.16). Each one is read by the server while it
 * runs, so a change applies without a restart (within `settings.cache_seconds` in other processes);
 * a setting nothing reads is not listed. Values are validated by their type and range.
 */
export type SettingType = 'integer' | 'number' | 'boolean' | 'string' | 'json';

export interface SettingDefinition {
  key: string;
  category: string;
  type: SettingType;
  description: string;
  defaultValue: unknown;
  min?: number;
  max?: number;
  secret?: boolean;
  /** Who reads it: shown on the screen so staff know what a change affects. */
  readBy: string;
  /** Extra rule for json values; answers the problems (zh-TW). */
  check?: (value: unknown) => string[];
}

const routeKeyPattern = /^(GET|POST|PUT|PATCH|DELETE) \/\S{1,300}$/;

function checkRateLimits(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['須為物件：{"方法 路徑": 次數}'];
  const problems: string[] = [];
  for (const [route, limit] of Object.entries(value)) {
    if (!routeKeyPattern.test(route))
      problems.push(`路由格式錯誤：${route.slice(0, 80)}（例：GET /api/plans）`);
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 100_000) {
      problems.push(`${route.slice(0, 80)} 的次數須為 1 到 100000 的整數`);
    }
  }
  if (Object.keys(value).length > 200) problems.push('最多 200 條路由');
  return problems;
}

/** Queues built to run several jobs at once (idempotent handlers); sweeps stay one at a time. */
export const tunableQueues = ['analysis.run', 'workflows.run-execution', 'tts.synthesize'] as const;

function checkConcurrency(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['須為物件：{"佇列名稱": 同時處理數}'];
  const problems: string[] = [];
  for (const [queue, concurrency] of Object.entries(value)) {
    if (!(tunableQueues as readonly string[]).includes(queue))
      problems.push(`不可調整的佇列：${queue.slice(0, 80)}（可用：${tunableQueues.join('、')}）`);
    if (
      typeof concurrency !== 'number' ||
      !Number.isInteger(concurrency) ||
      concurrency < 1 ||
      concurrency > 32
    ) {
      problems.push(`${queue.slice(0, 80)} 的同時處理數須為 1 到 32 的整數`);
    }
  }
  return problems;
}

/** Staff override some fields of the members' default preferences: {"display": {"theme": "dark"}}. */
function checkPreferenceDefaults(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['須為物件：{"display": {"theme": "dark"}}'];
  const problems: string[] = [];
  for (const [section, fields] of Object.entries(value)) {
    if (!Object.hasOwn(defaultPreferences, section)) {
      problems.push(`沒有此偏好區塊：${section.slice(0, 80)}`);
      continue;
    }
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
      problems.push(`${section.slice(0, 80)} 須為物件`);
  }
  if (problems.length > 0) return problems;
  const parsed = Preferences.safeParse(preferencesWithOverrides(value));
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 10)) {
      const path = issue.path.map(String).join('.');
      problems.push(
        issue.code === 'unrecognized_keys' ? `${path || '偏好'} 含未知欄位` : `${path} 的值不符合規則`,
      );
    }
  }
  return problems;
}

const percent = (key: string, description: string, defaultValue: number): SettingDefinition => ({
  key,
  category: 'monitor',
  type: 'number',
  description,
  defaultValue,
  min: 1,
  max: 100,
  readBy: '系統監控告警規則（每次取樣）',
});

export const settingCatalogue: readonly SettingDefinition[] = [
  {
    key: 'http.rate_limits',
    category: 'http',
    type: 'json',
    description: '各路由每個時間窗的請求上限（覆寫程式內的預設值），例：{"GET /api/plans": 30}',
    defaultValue: {},
    readBy: 'HTTP 速率限制（每個請求）',
    check: checkRateLimits,
  },
  // Written by the speech settings screen (its own route and permission); kept here so the store
  // validates, audits and keeps its history like any other setting.
  {
    key: 'tts.settings',
    category: 'tts',
    type: 'json',
    description: '文字轉語音設定（覆寫 TTS_* 環境變數），例：{"words_per_minute": 180}',
    defaultValue: {},
    readBy: '文字轉語音工作（每次合成）與語音設定頁面',
    check: (value) => {
      const parsed = TtsSettingsOverrides.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    },
  },
  {
    key: 'features.default_preferences',
    category: 'features',
    type: 'json',
    description:
      '會員偏好的預設值（覆寫內建預設的部分欄位，未自行儲存的會員立即套用），例：{"display": {"theme": "dark"}}',
    defaultValue: {},
    readBy: '會員偏好設定（每次讀取）',
    check: checkPreferenceDefaults,
  },
  {
    key: 'cache.market_quote_open_seconds',
    category: 'cache',
    type: 'integer',
    description: '台股交易時段內報價快取的秒數',
    defaultValue: 5,
    min: 1,
    max: 300,
    readBy: '行情報價快取（每次查詢）',
  },
  {
    key: 'cache.market_quote_closed_seconds',
    category: 'cache',
    type: 'integer',
    description: '非交易時段（及非台股）報價快取的秒數',
    defaultValue: 60,
    min: 1,
    max: 3600,
    readBy: '行情報價快取（每次查詢）',
  },
  {
    key: 'cache.market_hot_seconds',
    category: 'cache',
    type: 'integer',
    description: '熱門股票排行計算結果的快取秒數',
    defaultValue: 60,
    min: 1,
    max: 3600,
    readBy: '熱門股票排行（每次查詢）',
  },
  {
    key: 'cache.content_media_max_age_seconds',
    category: 'cache',
    type: 'integer',
    description:
      '內容媒體檔（圖片、PDF）回應的 HTTP 快取時間 max-age（秒）；已快取的瀏覽器於原期限後才重新取得',
    defaultValue: 86_400,
    min: 0,
    max: 31_536_000,
    readBy: '內容媒體檔下載（每次回應）',
  },
  {
    key: 'jobs.concurrency',
    category: 'jobs',
    type: 'json',
    description:
      '各背景佇列在每個工作程序同時處理的工作數（覆寫程式與環境變數的預設），例：{"analysis.run": 2}',
    defaultValue: {},
    readBy: '背景工作佇列（變更後等進行中的工作完成即以新數量接手）',
    check: checkConcurrency,
  },
  percent('monitor.cpu_warning', 'CPU 使用率警告門檻（%）', 60),
  percent('monitor.cpu_critical', 'CPU 使用率嚴重門檻（%）', 80),
  percent('monitor.memory_warning', '記憶體使用率警告門檻（%）', 70),
  percent('monitor.memory_critical', '記憶體使用率嚴重門檻（%）', 85),
  percent('monitor.disk_warning', '磁碟使用率警告門檻（%）', 75),
  percent('monitor.disk_critical', '磁碟使用率嚴重門檻（%）', 90),
  {
    key: 'monitor.event_loop_lag_warning_ms',
    category: 'monitor',
    type: 'integer',
    description: '事件迴圈延遲警告門檻（毫秒）',
    defaultValue: 200,
    min: 10,
    max: 10_000,
    readBy: '系統監控告警規則（每次取樣）',
  },
  {
    key: 'monitor.sample_interval_seconds',
    category: 'monitor',
    type: 'integer',
    description: '指標取樣間隔（秒），樣本保留 24 小時供圖表使用',
    defaultValue: 60,
    min: 10,
    max: 3600,
    readBy: '指標取樣器（每次取樣後重新讀取）',
  },
  {
    key: 'security.threat_threshold',
    category: 'security',
    type: 'integer',
    description: '同一來源在時間窗內被拒絕幾次即列為威脅',
    defaultValue: 10,
    min: 1,
    max: 10_000,
    readBy: '安全中心威脅偵測',
  },
  {
    key: 'security.threat_window_minutes',
    category: 'security',
    type: 'integer',
    description: '威脅偵測的時間窗（分鐘）',
    defaultValue: 15,
    min: 1,
    max: 1440,
    readBy: '安全中心威脅偵測',
  },
  {
    key: 'security.stale_session_hours',
    category: 'security',
    type: 'integer',
    description: '管理員工作階段持續超過幾小時視為過久（合規檢查）',
    defaultValue: 24,
    min: 1,
    max: 720,
    readBy: '安全中心合規檢查',
  },
  {
    key: 'settings.cache_seconds',
    category: 'system',
    type: 'integer',
    description: '各程序快取設定的秒數（其他程序在此時間內套用變更）',
    defaultValue: 5,
    min: 1,
    max: 300,
    readBy: '設定快取',
  },
  {
    key: 'metrics.scrape_token',
    category: 'security',
    type: 'string',
    description: '/metrics 可接受的額外 Bearer 權杖（至少 16 字元；設定後無法讀回）',
    defaultValue: null,
    min: 16,
    max: 4096,
    secret: true,
    readBy: 'Prometheus /metrics 存取檢查',
  },
];

export const definitionOf = (key: string) => settingCatalogue.find((setting) => setting.key === key);

export interface Validation {
  valid: boolean;
  errors: string[];
  /** A value that would pass: the input clamped or coerced when that is possible, else the default. */
  suggested: unknown;
}

/** Checks a value against its setting's type and range; never echoes a secret back. */
export function validateSetting(definition: SettingDefinition, value: unknown): Validation {
  const errors: string[] = [];
  let suggested: unknown = definition.secret ? null : definition.defaultValue;
  const { min, max } = definition;
  switch (definition.type) {
    case 'integer':
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) {
        errors.push('須為數字');
        break;
      }
      if (typeof value !== 'number') errors.push('須為數字（非字串）');
      let fixed = definition.type === 'integer' ? Math.round(number) : number;
      if (definition.type === 'integer' && !Number.isInteger(number)) errors.push('須為整數');
      if (min !== undefined && number < min) errors.push(`不可小於 ${min}`);
      if (max !== undefined && number > max) errors.push(`不可大於 ${max}`);
      if (min !== undefined) fixed = Math.max(min, fixed);
      if (max !== undefined) fixed = Math.min(max, fixed);
      suggested = fixed;
      break;
    }
    case 'boolean':
      if (typeof value !== 'boolean') {
        errors.push('須為 true 或 false');
        if (value === 'true' || value === 'false') suggested = value === 'true';
      }
      break;
    case 'string':
      if (typeof value !== 'string') errors.push('須為文字');
      else {
        if (min !== undefined && value.length < min) errors.push(`長度至少 ${min} 字元`);
        if (max !== undefined && value.length > max) errors.push(`長度不可超過 ${max} 字元`);
        // A string is never suggested for a secret, so a validation answer cannot leak one.
        if (!definition.secret && errors.length === 0) suggested = value;
      }
      break;
    case 'json':
      errors.push(...(definition.check?.(value) ?? []));
      break;
  }
  if (errors.length === 0 && !definition.secret) suggested = value;
  return { valid: errors.length === 0, errors, suggested };
}
