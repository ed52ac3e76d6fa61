import type { AuthResponse } from '@alphadesk/contracts';
import {
  ApiError,
  apiErrorMessage,
  DEFAULT_LANGUAGE,
  isApiError,
  isLanguage,
  requestJson,
  type ApiErrorCode,
  type RequestOptions,
} from '@alphadesk/ui';
import type { TFunction } from 'i18next';
import { isTokenExpired, readToken } from '../auth/storage.ts';
import { sessionStore } from '../auth/store.ts';

export { ApiError, apiErrorMessage, isApiError, type ApiErrorCode };

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** The auth endpoints answer 401 for wrong credentials; a refresh would not change that. */
const isAuthEndpoint = (path: string) => path.startsWith('/api/auth/');

let refreshing: Promise<string | null> | null = null;

/** Another tab may have refreshed already: its token is in the shared storage. */
function newerStoredToken(than: string | null): string | null {
  const stored = readToken();
  return stored && stored !== than && !isTokenExpired(stored) ? stored : null;
}

async function runRefresh(failedToken: string | null): Promise<string | null> {
  const newer = newerStoredToken(failedToken);
  if (newer) return newer;
  try {
    const response = await requestJson<AuthResponse>('/api/auth/refresh', { method: 'POST' });
    sessionStore.signIn(response);
    return response.accessToken;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error; // offline: keep the session
    // Two tabs refreshing at once present the same cookie; the loser finds the winner's token.
    const winner = newerStoredToken(failedToken);
    if (winner) return winner;
    sessionStore.end('expired');
    return null;
  }
}

/**
 * Gets a new access token with the refresh cookie. One refresh at a time: concurrent callers share
 * it, and tabs take turns through the Web Locks API where the browser has it. Resolves to null when
 * the session is over (this tab is then signed out); rejects on network failure.
 */
export function refreshAccessToken(failedToken: string | null = readToken()): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks
        ? await locks.request('alphadesk.refresh', () => runRefresh(failedToken))
        : await runRefresh(failedToken);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

const withToken = (options: RequestOptions, token: string | null): RequestOptions =>
  token ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } } : options;

/**
 * Sends the stored access token as a Bearer header. An expired token is refreshed first; a 401 on a
 * token the server no longer accepts triggers one refresh and one retry.
 */
async function call<T>(path: string, options: RequestOptions): Promise<T> {
  let token = readToken();
  if (token && isTokenExpired(token)) {
    // Offline: send the old token anyway; a public endpoint does not need it.
    token = await refreshAccessToken(token).catch(() => token);
  }
  try {
    return await requestJson<T>(path, withToken(options, token));
  } catch (error) {
    if (!token || !isApiError(error) || error.status !== 401 || isAuthEndpoint(path)) throw error;
    const next = await refreshAccessToken(token);
    if (!next) throw error;
    return requestJson<T>(path, withToken(options, next));
  }
}

/**
 * The member site's API client. Every call goes to the same origin (`/api/...`), which the server
 * answers directly in production and Vite proxies in development. Failures throw `ApiError` with the
 * server's typed code and zh-TW message.
 */
export const api = {
  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return call<T>(path, { ...options, method: 'GET' });
  },
  post<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    return call<T>(path, { ...options, method: 'POST', body });
  },
  put<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
    return call<T>(path, { ...options, method: 'PUT', body });
  },
};

/**
 * What to show a user for a failed call: the server's message when it is in the reader's language,
 * otherwise the contracts' catalogue text for its code (see `apiErrorMessage`).
 */
export function errorMessage(error: unknown, t: TFunction, language: string): string {
  if (!isApiError(error)) return t('errors.INTERNAL');
  return apiErrorMessage(error, isLanguage(language) ? language : DEFAULT_LANGUAGE);
}
