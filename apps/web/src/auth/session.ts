import type { AuthResponse, UserProfile } from '@alphadesk/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api, isApiError } from '../api/client.ts';
import { ACCESS_TOKEN_KEY, readToken } from '../api/token.ts';
import { USER_KEY, readUser } from './storage.ts';
import { sessionStore, type SessionState } from './store.ts';

export { ACCESS_TOKEN_KEY } from '../api/token.ts';
export { hasSession } from './storage.ts';
export type { SessionStatus, SessionState } from './store.ts';

/** Query keys under this prefix hold one user's data and are dropped when the session ends. */
export const userQueryKey = ['user'] as const;

/**
 * Asks the server for the current profile (fresh usage counters) and stores it. Resolves to null
 * when the session is over; rejects when the server could not be reached.
 */
export async function refreshUser(): Promise<UserProfile | null> {
  if (!readToken()) {
    if (sessionStore.getState().status !== 'anonymous') sessionStore.end('expired');
    return null;
  }
  try {
    const { user } = await api.get<{ user: UserProfile }>('/api/user/me');
    sessionStore.setUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      if (sessionStore.getState().status !== 'anonymous') sessionStore.end('expired');
      return null;
    }
    throw error;
  }
}

let verifying: string | null = null;

/**
 * At start: re-reads the stored session and, if a token is stored, confirms it with the server
 * (the API client refreshes an expired token first). Safe to call more than once.
 */
export function startSession(): void {
  const { status } = sessionStore.reload();
  const token = readToken();
  if (status !== 'initializing' || !token || verifying === token) return;
  verifying = token;
  refreshUser()
    .catch(() => sessionStore.assumeStored())
    .finally(() => {
      verifying = null;
    });
}

/** Keeps this tab in step with the others: a token removed elsewhere signs this tab out (spec §4). */
export function onStorageChange(event: StorageEvent): void {
  if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== USER_KEY) return;
  const current = sessionStore.getState();
  if (!readToken()) {
    if (current.status !== 'anonymous') sessionStore.end('signedOut');
    return;
  }
  const user = readUser();
  if (user && (event.key === USER_KEY || current.user?.id !== user.id)) sessionStore.setUser(user);
}

/** Signs out on the server (revoking the session and clearing its cookie), then in this tab. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch {
    // Offline or already over: the local session ends anyway.
  }
  sessionStore.end('signedOut');
}

export interface Session extends SessionState {
  /** Stores the token and profile of a successful sign-in, registration or guest start. */
  signIn: (response: AuthResponse & { session_id?: string }) => void;
  /** Signs out everywhere this browser knows of and goes to the home page. */
  signOut: () => Promise<void>;
  refreshUser: () => Promise<UserProfile | null>;
}

/** The current session; re-renders when it changes (sign-in, refresh, sign-out in any tab). */
export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  const navigate = useNavigate();
  const signOutAndLeave = useCallback(async () => {
    await signOut();
    void navigate('/');
  }, [navigate]);
  return { ...state, signIn: sessionStore.signIn, signOut: signOutAndLeave, refreshUser };
}
