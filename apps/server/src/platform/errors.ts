import type { ErrorCode } from '@alphadesk/contracts';

/** HTTP status and default zh-TW message for each error code. */
export const errorCatalogue: Record<ErrorCode, { status: number; message: string }> = {
  VALIDATION_FAILED: { status: 400, message: '輸入的資訊有誤' },
  MALFORMED_JSON: { status: 400, message: '請求內容不是有效的 JSON 格式' },
  UNAUTHENTICATED: { status: 401, message: '請先登入' },
  FORBIDDEN: { status: 403, message: '您沒有權限執行此操作' },
  NOT_FOUND: { status: 404, message: '找不到請求的資源' },
  CONFLICT: { status: 409, message: '資料已被變更，請重新整理後再試' },
  RATE_LIMITED: { status: 429, message: '請求過於頻繁，請稍後再試' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '請求內容過大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '不支援的內容格式，請使用 JSON' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服務器暫時無法響應' },
  INTERNAL: { status: 500, message: '發生未知錯誤，請稍後再試' },
};

/**
 * An error a service throws on purpose. Its code decides the status; its message (zh-TW) is what
 * the user reads. Anything else thrown is treated as a bug and answered with INTERNAL.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.status = errorCatalogue[code].status;
  }
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
