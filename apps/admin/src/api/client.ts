import { ApiError, isApiError, requestJson, type RequestOptions } from '@alphadesk/ui';
import type { AdminSessionUser } from '@alphadesk/contracts';

export { ApiError, isApiError };

const tokenKey = 'alphadesk_admin_token';
const userKey = 'alphadesk_admin_user';

interface TokenAnswer {
  access_token: string;
  user: AdminSessionUser;
}

type Listener = (user: AdminSessionUser | null) => void;
const listeners = new Set<Listener>();

/** The stored session (the refresh token stays in its httpOnly cookie, never in storage). */
export const sessionStore = {
  token: (): string | null => localStorage.getItem(tokenKey),
  user(): AdminSessionUser | null {
    try {
      const raw = localStorage.getItem(userKey);
      return raw ? (JSON.parse(raw) as AdminSessionUser) : null;
    } catch {
      return null;
    }
  },
  save(answer: TokenAnswer) {
    localStorage.setItem(tokenKey, answer.access_token);
    localStorage.setItem(userKey, JSON.stringify(answer.user));
    for (const listener of listeners) listener(answer.user);
  },
  clear() {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
    for (const listener of listeners) listener(null);
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh for every call that met a 401 at the same time: the first starts it, the others wait
 * for the same answer (the server ends a session whose old refresh token comes back later).
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= requestJson<TokenAnswer>('/api/admin/auth/refresh', { method: 'POST', body: {} })
    .then((answer) => {
      sessionStore.save(answer);
      return true;
    })
    .catch(() => {
      sessionStore.clear();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function call<T>(path: string, options: RequestOptions, retried = false): Promise<T> {
  const token = sessionStore.token();
  try {
    return await requestJson<T>(path, {
      ...options,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    if (!retried && token && isApiError(error) && error.status === 401 && (await refreshSession())) {
      return call<T>(path, options, true);
    }
    throw error;
  }
}

/** The back-office's API calls: Bearer token, one shared refresh on 401, one retry. */
export const api = {
  get: <T>(path: string) => call<T>(path, {}),
  post: <T>(path: string, body?: unknown) => call<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => call<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => call<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) =>
    call<T>(path, body === undefined ? { method: 'DELETE' } : { method: 'DELETE', body }),
  /** A file answer (the CSV export), with the same token and refresh. */
  async blob(path: string, retried = false): Promise<Blob> {
    const token = sessionStore.token();
    const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (response.status === 401 && !retried && (await refreshSession())) return api.blob(path, true);
    if (!response.ok)
      return requestJson<Blob>(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    return response.blob();
  },
};
