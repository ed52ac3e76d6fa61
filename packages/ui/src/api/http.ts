import type { ErrorCode, ErrorResponse } from '@alphadesk/contracts';

/** Codes the server sends, plus two for failures that never reached it or came back unreadable. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/**
 * zh-TW texts for when the server's own message is not available (network failure, a proxy's HTML
 * error page). Normally the message comes from the server's error body.
 */
export const fallbackErrorMessages: Record<ApiErrorCode, string> = {
  VALIDATION_FAILED: '輸入的資訊有誤',
  MALFORMED_JSON: '請求格式錯誤',
  UNAUTHENTICATED: '請先登入',
  FORBIDDEN: '您沒有權限執行此操作',
  NOT_FOUND: '找不到請求的資源',
  CONFLICT: '資料已存在或狀態衝突',
  RATE_LIMITED: '請求過於頻繁，請稍後再試',
  PAYLOAD_TOO_LARGE: '請求內容過大',
  UNSUPPORTED_MEDIA_TYPE: '不支援的內容格式',
  SERVICE_UNAVAILABLE: '服務暫時無法使用，請稍後再試',
  INTERNAL: '服務器暫時無法響應',
  NETWORK_ERROR: '網路連線異常，請檢查網路連線',
  UNEXPECTED_RESPONSE: '服務器回應無法解讀，請稍後再試',
};

/** A failed API call: the typed code to branch on, and a zh-TW message fit to show a user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number | null = null,
    readonly requestId: string | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const statusCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: unknown };
  if (success !== false || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

/** Turns a non-2xx answer into an ApiError, preferring the server's code and zh-TW message. */
function errorFromResponse(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) {
    const { code, message, requestId } = body.error;
    return new ApiError(code, message, status, requestId ?? null);
  }
  const code = statusCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'UNEXPECTED_RESPONSE');
  return new ApiError(code, fallbackErrorMessages[code], status);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns the parsed JSON body typed as `T`. The type is the contract's inferred
 * type; the server validates its own answers against the same schemas, so the client does not
 * re-parse them (that would put zod in every page's bundle).
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', fallbackErrorMessages.NETWORK_ERROR);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  if (body === undefined && response.status !== 204) {
    throw new ApiError('UNEXPECTED_RESPONSE', fallbackErrorMessages.UNEXPECTED_RESPONSE, response.status);
  }
  return body as T;
}
