import {
  ApiError,
  apiErrorMessage,
  clientError,
  DEFAULT_LANGUAGE,
  errorFromResponse,
  isApiError,
  isLanguage,
  readStoredLanguage,
  requestJson,
  type ApiErrorCode,
} from '@alphadesk/ui/plain';
import { saveFile } from '../lib/saveFile.ts';
import { refreshAccessToken } from './refresh.ts';
import { isTokenExpired, readToken } from './token.ts';

export { ApiError, apiErrorMessage, isApiError, type ApiErrorCode };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Headers;
  /** A public endpoint: no token is sent and none is refreshed for it. */
  anonymous?: boolean;
}

export interface RawOptions extends CallOptions {
  method?: Method;
  /** Serialised as JSON. */
  body?: unknown;
}

/** A downloaded file and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  data: Blob;
  name: string | null;
}

/**
 * The auth endpoints (sign-in, registration, sign-out…) answer 401 for wrong credentials and need no
 * fresh token: the stored one is sent as it is, never refreshed for them.
 */
const isAuthEndpoint = (path: string) => path.startsWith('/api/auth/');

const bearer = (token: string | null): Headers => (token ? { Authorization: `Bearer ${token}` } : {});

/**
 * The one path every call takes: sends the stored access token (refreshed first when expired) and,
 * when the server refuses a token it no longer accepts (401), refreshes once and retries once.
 * `send` makes the request with the given auth headers and throws an ApiError for a failed answer.
 */
async function authorised<T>(
  path: string,
  options: CallOptions,
  send: (auth: Headers) => Promise<T>,
): Promise<T> {
  if (options.anonymous) return send({});
  let token = readToken();
  if (isAuthEndpoint(path)) return send(bearer(token));
  if (token && isTokenExpired(token)) {
    // Offline: send the old token anyway; a public endpoint does not need it.
    token = await refreshAccessToken(token).catch(() => token);
  }
  try {
    return await send(bearer(token));
  } catch (error) {
    if (!token || !isApiError(error) || error.status !== 401) throw error;
    const next = await refreshAccessToken(token);
    if (!next) throw error;
    return send(bearer(next));
  }
}

function json<T>(method: Method, path: string, body: unknown, options: CallOptions): Promise<T> {
  return authorised(path, options, (auth) =>
    requestJson<T>(path, { method, body, signal: options.signal, headers: { ...options.headers, ...auth } }),
  );
}

/** A request whose answer is not JSON (a file, an event stream); a failed answer becomes an ApiError. */
async function fetchRaw(path: string, options: RawOptions, auth: Headers, accept: string): Promise<Response> {
  const headers: Headers = {
    Accept: accept,
    'Accept-Language': readStoredLanguage(),
    ...options.headers,
    ...auth,
  };
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
    throw clientError('NETWORK_ERROR');
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

const fileName = (response: Response): string | null =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;

/**
 * The member site's API client. Every call goes to the same origin (`/api/...`), which the server
 * answers directly in production and Vite proxies in development. Failures throw `ApiError` with the
 * server's typed code and message.
 */
export const api = {
  get: <T>(path: string, options: CallOptions = {}) => json<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: CallOptions = {}) => json<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: CallOptions = {}) => json<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
    json<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options: CallOptions = {}) =>
    json<T>('DELETE', path, body, options),

  /** A file (PDF, spreadsheet) with the name the server suggests. */
  blob(path: string, options: RawOptions = {}): Promise<DownloadedFile> {
    return authorised(path, options, async (auth) => {
      const response = await fetchRaw(path, options, auth, '*/*');
      return { data: await response.blob(), name: fileName(response) };
    });
  },

  /** Fetches a file and saves it under the server's name, or `fallbackName` without one. */
  async download(path: string, fallbackName: string, options: RawOptions = {}): Promise<void> {
    const file = await api.blob(path, options);
    saveFile(file.data, file.name ?? fallbackName);
  },

  /**
   * A streamed answer as text chunks (Server-Sent Events: EventSource cannot send a Bearer header).
   * Only opening the stream is retried after a refresh; a stream that breaks later is the caller's.
   */
  async stream(path: string, options: RawOptions = {}): Promise<ReadableStreamDefaultReader<string>> {
    const response = await authorised(path, options, (auth) =>
      fetchRaw(path, options, auth, 'text/event-stream'),
    );
    if (!response.body) throw clientError('UNEXPECTED_RESPONSE', response.status);
    return response.body.pipeThrough(new TextDecoderStream()).getReader();
  },
};

/**
 * What to show a user for a failed call, from the one error catalogue (contracts, via ui): the
 * server's message when it is in the reader's language, otherwise the catalogue's text for its code;
 * anything that is not an API error reads as INTERNAL.
 */
export function errorMessage(error: unknown, language: string): string {
  return apiErrorMessage(error, isLanguage(language) ? language : DEFAULT_LANGUAGE);
}
