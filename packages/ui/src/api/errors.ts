import {
  errorMessage,
  localiseError,
  type AnyErrorCode,
  type ErrorCode,
  type ErrorParamValues,
  type ErrorResponse,
  type FixedErrorCode,
} from '@alphadesk/contracts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';

/** Codes the server sends, plus two for failures that never reached it or came back unreadable. */
export type ApiErrorCode = AnyErrorCode;

/**
 * A failed API call: the typed code to branch on, the message as the server wrote it (in `language`,
 * zh-TW unless the request asked for another), and the params to render it in another language.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number | null = null,
    readonly requestId: string | null = null,
    readonly params: ErrorParamValues | null = null,
    /** The language `message` is in; null for failures the client describes itself. */
    readonly language: Language | null = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failure with no error body from the server, described by the client in zh-TW. */
export function clientError(code: FixedErrorCode, status: number | null = null): ApiError {
  return new ApiError(code, errorMessage(code, 'zh-TW'), status);
}

const statusCodes: Record<number, FixedErrorCode & ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { success, error } = body as { success?: unknown; error?: unknown };
  if (success !== false || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string';
}

/**
 * Turns a non-2xx answer into an ApiError, keeping the server's code, message and params. Without
 * an error body the status picks a code; any 5xx without one reads as the server not responding.
 */
export function errorFromBody(
  status: number,
  body: unknown,
  contentLanguage: string | null = null,
): ApiError {
  if (isErrorResponse(body)) {
    const { code, message, requestId, params } = body.error;
    // A server that does not name the language answers in its default, zh-TW.
    const language = isLanguage(contentLanguage) ? contentLanguage : DEFAULT_LANGUAGE;
    return new ApiError(code, message, status, requestId ?? null, params ?? null, language);
  }
  const code = statusCodes[status] ?? (status >= 500 ? 'SERVICE_UNAVAILABLE' : 'UNEXPECTED_RESPONSE');
  return clientError(code, status);
}

/** The ApiError for a failed `fetch` answer read outside `requestJson` (downloads, streams). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  return errorFromBody(response.status, body, response.headers.get('Content-Language'));
}

/**
 * What to show a reader in `language` for a failed call: the server's own message when it is
 * already in that language (it may be more specific, e.g. a field's validation message), otherwise
 * the catalogue's text for the code and params; anything that is not an ApiError reads as INTERNAL.
 */
export function apiErrorMessage(error: unknown, language: Language): string {
  if (!isApiError(error)) return errorMessage('INTERNAL', language);
  if (error.language === language) return error.message;
  return localiseError(error.code, language, error.params) ?? error.message;
}
