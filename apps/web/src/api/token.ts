import { looksTampered, readItem, writeItem } from '../lib/browserStorage.ts';

/**
 * The access token the API client sends, in localStorage so every tab shares it. The refresh token
 * is never here: it is an httpOnly cookie the server sets on /api/auth.
 */
export const ACCESS_TOKEN_KEY = 'alphadesk.accessToken';

/** The stored access token, if it has the shape of a JWT (three dot-separated parts). */
export function readToken(): string | null {
  const token = readItem(ACCESS_TOKEN_KEY)?.trim();
  if (!token) return null;
  if (token.split('.').length !== 3 || looksTampered(token)) {
    writeItem(ACCESS_TOKEN_KEY, null);
    return null;
  }
  return token;
}

/** Stores a new access token; null forgets it. */
export function storeToken(token: string | null): void {
  writeItem(ACCESS_TOKEN_KEY, token);
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
