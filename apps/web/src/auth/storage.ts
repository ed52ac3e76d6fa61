import type { UserProfile } from '@alphadesk/contracts';

/**
 * What the browser keeps about the session, in localStorage so every tab shares it. The refresh
 * token is never here: it is an httpOnly cookie the server sets on /api/auth.
 */
export const ACCESS_TOKEN_KEY = 'alphadesk.accessToken';
/** The last known profile, so the header can show the name before the server has answered. */
export const USER_KEY = 'alphadesk.user';
/** The guest session id from `POST /api/auth/guest`. */
export const GUEST_SESSION_KEY = 'alphadesk.guestSessionId';

/** Storage can throw (privacy modes, disabled storage): the visitor is then simply signed out. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Not persisted; this page still holds the session in memory.
  }
}

/** A stored value with HTML markup in it did not come from us (spec §5): it is removed. */
const looksTampered = (value: string) => /<[a-z!/?]/i.test(value);

/** The stored access token, if it has the shape of a JWT (three dot-separated parts). */
export function readToken(): string | null {
  const token = read(ACCESS_TOKEN_KEY)?.trim();
  if (!token) return null;
  if (token.split('.').length !== 3 || looksTampered(token)) {
    write(ACCESS_TOKEN_KEY, null);
    return null;
  }
  return token;
}

/** Seconds since the epoch at which the token expires, from its `exp` claim; null if unreadable. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** Whether the token is expired (or about to be, within `skewSeconds`) or has no readable expiry. */
export function isTokenExpired(token: string, nowMs = Date.now(), skewSeconds = 10): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 <= nowMs + skewSeconds * 1000;
}

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

export function storeToken(token: string): void {
  write(ACCESS_TOKEN_KEY, token);
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
  write(ACCESS_TOKEN_KEY, null);
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
