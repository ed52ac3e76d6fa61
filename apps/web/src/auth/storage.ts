import type { UserProfile } from '@alphadesk/contracts';
import { readToken, storeToken } from '../api/token.ts';
import { looksTampered, readItem as read, writeItem as write } from '../lib/browserStorage.ts';

// What the browser keeps about the session besides the access token (which the API client keeps,
// see api/token.ts), in localStorage so every tab shares it.

/** The last known profile, so the header can show the name before the server has answered. */
export const USER_KEY = 'alphadesk.user';
/** The guest session id from `POST /api/auth/guest`. */
export const GUEST_SESSION_KEY = 'alphadesk.guestSessionId';

export function readUser(): UserProfile | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    if (looksTampered(raw)) throw new Error('tampered');
    const user = JSON.parse(raw) as Partial<UserProfile> | null;
    if (!user || typeof user.id !== 'string' || !user.id || typeof user.name !== 'string' || !user.usage) {
      throw new Error('incomplete');
    }
    return user as UserProfile;
  } catch {
    write(USER_KEY, null);
    return null;
  }
}

export function storeUser(user: UserProfile): void {
  write(USER_KEY, JSON.stringify(user));
}

export function storeGuestSession(sessionId: string | null): void {
  write(GUEST_SESSION_KEY, sessionId);
}

export function readGuestSession(): string | null {
  return read(GUEST_SESSION_KEY);
}

/** Forgets the token, the profile and the guest session. */
export function clearStoredSession(): void {
  storeToken(null);
  write(USER_KEY, null);
  write(GUEST_SESSION_KEY, null);
}

/**
 * Whether the visitor appears to be signed in: a token is stored. The server still decides whether
 * it is valid; used where a guess is enough (the landing page's final call to action).
 */
export function hasSession(): boolean {
  return readToken() !== null;
}
