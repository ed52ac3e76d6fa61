/** Where the access token is kept once signed in (sessionStorage, or localStorage with "remember me"). */
export const ACCESS_TOKEN_KEY = 'alphadesk.accessToken';

function readToken(storage: () => Storage): string | null {
  try {
    return storage().getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null; // storage disabled: treated as signed out
  }
}

/**
 * Whether the visitor appears to be signed in. This only checks that a token is stored; the server
 * still decides whether it is valid. The accounts module will replace these internals.
 */
export function hasSession(): boolean {
  const token = readToken(() => window.sessionStorage) ?? readToken(() => window.localStorage);
  return typeof token === 'string' && token.trim() !== '';
}
