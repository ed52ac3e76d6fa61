import type { AuthResponse, UserProfile } from '@alphadesk/contracts';
import { onSessionChange } from '../api/refresh.ts';
import { readToken, storeToken } from '../api/token.ts';
import { clearStoredSession, readUser, storeGuestSession, storeUser } from './storage.ts';

/**
 * initializing: a token is stored and the server has not confirmed it yet;
 * authenticated: a member (or staff) session; guest: a guest session; anonymous: no session.
 */
export type SessionStatus = 'initializing' | 'authenticated' | 'guest' | 'anonymous';

/** Why the last session ended: the server refused it (expired) or someone signed out. */
export type SessionEnd = 'expired' | 'signedOut' | null;

export interface SessionState {
  status: SessionStatus;
  user: UserProfile | null;
  ended: SessionEnd;
}

const statusOf = (user: UserProfile): SessionStatus => (user.kind === 'guest' ? 'guest' : 'authenticated');

/** The state the stored values describe, before the server has been asked. */
function fromStorage(): SessionState {
  if (!readToken()) return { status: 'anonymous', user: null, ended: null };
  return { status: 'initializing', user: readUser(), ended: null };
}

let state: SessionState = fromStorage();
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The session of this tab, shared by the header, the protected-route wrapper and the pages. Kept
 * outside React so it follows the API client when a token is refreshed or refused.
 */
export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Re-reads what is stored (at start, and when another tab changed it). */
  reload(): SessionState {
    const next = fromStorage();
    // Still no session: the same state, so nothing re-renders (a pre-rendered page is hydrating).
    const unchanged =
      next.status === 'anonymous' && state.status === 'anonymous' && !state.user && !state.ended;
    if (!unchanged) set(next);
    return state;
  },

  /** A sign-in, registration, guest start or refresh answered with a new access token. */
  signIn(response: AuthResponse & { session_id?: string }): void {
    storeToken(response.accessToken);
    storeUser(response.user);
    storeGuestSession(response.user.kind === 'guest' ? (response.session_id ?? response.user.id) : null);
    set({ status: statusOf(response.user), user: response.user, ended: null });
  },

  /** A fresh profile from `GET /api/user/me`. */
  setUser(user: UserProfile): void {
    storeUser(user);
    set({ status: statusOf(user), user, ended: null });
  },

  /** The stored session could not be checked (network): trust what is stored until it can. */
  assumeStored(): void {
    const user = readUser();
    set(
      user ? { status: statusOf(user), user, ended: null } : { status: 'anonymous', user: null, ended: null },
    );
  },

  /** Ends the session in this tab: forgets the token, profile and guest session. */
  end(reason: Exclude<SessionEnd, null>): void {
    clearStoredSession();
    set({ status: 'anonymous', user: null, ended: reason });
  },
};

// The client refreshes tokens; the session follows what it hears (a new profile, or the end).
onSessionChange({
  refreshed: (answer) => sessionStore.signIn(answer),
  expired: () => sessionStore.end('expired'),
});
