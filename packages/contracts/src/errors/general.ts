import { fixed } from './define.ts';

/**
 * Errors any endpoint can answer: malformed or invalid input, missing access, limits, and failures
 * that are not the caller's. Domain errors (in the sibling files) say more where more is known.
 */
export const generalErrors = {
  VALIDATION_FAILED: fixed(400, {
    'zh-TW': '輸入的資訊有誤',
    'zh-CN': '输入的信息有误',
    'en-US': 'Some of the information entered is invalid',
  }),
  MALFORMED_JSON: fixed(400, {
    'zh-TW': '請求內容不是有效的 JSON 格式',
    'zh-CN': '请求内容不是有效的 JSON 格式',
    'en-US': 'The request body is not valid JSON',
  }),
  UNAUTHENTICATED: fixed(401, {
    'zh-TW': '請先登入',
    'zh-CN': '请先登录',
    'en-US': 'Please log in first',
  }),
  FORBIDDEN: fixed(403, {
    'zh-TW': '您沒有權限執行此操作',
    'zh-CN': '您没有权限执行此操作',
    'en-US': 'You are not allowed to do this',
  }),
  NOT_FOUND: fixed(404, {
    'zh-TW': '找不到請求的資源',
    'zh-CN': '找不到请求的资源',
    'en-US': 'The requested resource was not found',
  }),
  CONFLICT: fixed(409, {
    'zh-TW': '資料已被變更，請重新整理後再試',
    'zh-CN': '数据已被更改，请刷新后再试',
    'en-US': 'The data has changed; please reload and try again',
  }),
  /** A path or query that is not valid percent-encoding. */
  MALFORMED_URL: fixed(400, {
    'zh-TW': '網址格式不正確',
    'zh-CN': '网址格式不正确',
    'en-US': 'The address is malformed',
  }),
  /** Any other request the HTTP layer could not read (a broken request line, a bad header…). */
  BAD_REQUEST: fixed(400, {
    'zh-TW': '無法解讀此請求',
    'zh-CN': '无法解读此请求',
    'en-US': 'The request could not be read',
  }),
  REQUEST_TIMEOUT: fixed(408, {
    'zh-TW': '請求逾時，請稍後再試',
    'zh-CN': '请求超时，请稍后再试',
    'en-US': 'The request timed out; please try again later',
  }),
  PAYLOAD_TOO_LARGE: fixed(413, {
    'zh-TW': '請求內容過大',
    'zh-CN': '请求内容过大',
    'en-US': 'The request is too large',
  }),
  UNSUPPORTED_MEDIA_TYPE: fixed(415, {
    'zh-TW': '不支援的內容格式，請使用 JSON',
    'zh-CN': '不支持的内容格式，请使用 JSON',
    'en-US': 'Unsupported content type; please send JSON',
  }),
  URL_TOO_LONG: fixed(414, {
    'zh-TW': '網址過長',
    'zh-CN': '网址过长',
    'en-US': 'The address is too long',
  }),
  HEADERS_TOO_LARGE: fixed(431, {
    'zh-TW': '請求標頭過大',
    'zh-CN': '请求标头过大',
    'en-US': 'The request headers are too large',
  }),
  RATE_LIMITED: fixed(429, {
    'zh-TW': '請求過於頻繁，請稍後再試',
    'zh-CN': '请求过于频繁，请稍后再试',
    'en-US': 'Too many requests; please try again later',
  }),
  INTERNAL: fixed(500, {
    'zh-TW': '發生未知錯誤，請稍後再試',
    'zh-CN': '发生未知错误，请稍后再试',
    'en-US': 'An unknown error occurred; please try again later',
  }),
  SERVICE_UNAVAILABLE: fixed(503, {
    'zh-TW': '服務器暫時無法響應',
    'zh-CN': '服务器暂时无法响应',
    'en-US': 'The service is temporarily unavailable; please try again later',
  }),
} as const;

/**
 * Failures a client meets without an error body from the server: the request never arrived, or
 * the answer was not ours (a proxy's HTML page). Never sent by the server.
 */
export const clientErrors = {
  NETWORK_ERROR: fixed(0, {
    'zh-TW': '網路連線異常，請檢查網路連線',
    'zh-CN': '网络连接异常，请检查网络连接',
    'en-US': 'Network problem; please check your connection',
  }),
  UNEXPECTED_RESPONSE: fixed(0, {
    'zh-TW': '服務器回應無法解讀，請稍後再試',
    'zh-CN': '服务器响应无法解读，请稍后再试',
    'en-US': 'The server sent an unreadable answer; please try again later',
  }),
} as const;
