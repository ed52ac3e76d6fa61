import type { AuthResponse } from '@alphadesk/contracts';
import { isApiError, requestJson } from '@alphadesk/ui/plain';
import { isTokenExpired, readToken, storeToken } from './token.ts';

/**
 * What the session hears from the client: a refresh answered with a new token and profile, or the
 * server refused the refresh cookie (the session is over). The session store subscribes; the client
 * itself knows nothing of sessions, so the dependency runs one way (auth → api).
 */
export interface SessionListener {
  refreshed(answer: AuthResponse): void;
  expired(): void;
}

const listeners = new Set<SessionListener>();

export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

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
    const answer = await requestJson<AuthResponse>('/api/auth/refresh', { method: 'POST' });
    storeToken(answer.accessToken);
    for (const listener of listeners) listener.refreshed(answer);
    return answer.accessToken;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error; // offline: keep the session
    // Two tabs refreshing at once present the same cookie; the loser finds the winner's token.
    const winner = newerStoredToken(failedToken);
    if (winner) return winner;
    storeToken(null);
    for (const listener of listeners) listener.expired();
    return null;
  }
}

/**
 * Gets a new access token with the refresh cookie. One refresh at a time: concurrent callers share
 * it, and tabs take turns through the Web Locks API where the browser has it. Resolves to null when
 * the session is over; rejects on network failure.
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
