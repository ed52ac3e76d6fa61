import { fixed, templated } from './define.ts';

/** Developer API keys and the public API's limits (member-site spec §6, §9). */
export const apiKeyErrors = {
  API_KEY_INVALID: fixed(401, {
    'zh-TW': 'API 金鑰無效或已撤銷',
    'zh-CN': 'API 密钥无效或已撤销',
    'en-US': 'The API key is invalid or has been revoked',
  }),
  API_KEY_SCOPE: templated<{ scope: string }>(403, ['scope'], {
    'zh-TW': ({ scope }) => `此 API 金鑰沒有「${scope}」權限`,
    'zh-CN': ({ scope }) => `此 API 密钥没有「${scope}」权限`,
    'en-US': ({ scope }) => `This API key lacks the "${scope}" scope`,
  }),
  API_KEY_NOT_FOUND: fixed(404, {
    'zh-TW': '找不到此 API 金鑰',
    'zh-CN': '找不到此 API 密钥',
    'en-US': 'This API key was not found',
  }),
  API_KEY_LIMIT: templated<{ limit: number }>(409, ['limit'], {
    'zh-TW': ({ limit }) => `最多可建立 ${limit} 把有效的 API 金鑰，請先撤銷不用的金鑰`,
    'zh-CN': ({ limit }) => `最多可创建 ${limit} 把有效的 API 密钥，请先撤销不用的密钥`,
    'en-US': ({ limit }) => `At most ${limit} active API keys; revoke one you no longer use first`,
  }),
  API_BURST_LIMITED: templated<{ limit: number }>(429, ['limit'], {
    'zh-TW': ({ limit }) => `API 請求過於頻繁：每秒最多 ${limit} 次，請稍後再試`,
    'zh-CN': ({ limit }) => `API 请求过于频繁：每秒最多 ${limit} 次，请稍后再试`,
    'en-US': ({ limit }) => `Too many API requests: at most ${limit} per second; please try again shortly`,
  }),
  API_DAILY_LIMITED: templated<{ limit: number }>(429, ['limit'], {
    'zh-TW': ({ limit }) => `今日 API 呼叫次數已達方案上限 ${limit} 次，請於明日（台北時間）再試`,
    'zh-CN': ({ limit }) => `今日 API 调用次数已达方案上限 ${limit} 次，请于明日（台北时间）再试`,
    'en-US': ({ limit }) =>
      `Today's API calls reached your plan's limit of ${limit}; try again tomorrow (Taipei time)`,
  }),
} as const;
