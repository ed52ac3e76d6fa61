import type { TestServer } from './server.ts';
import { buildGuest, buildMember, randomIp } from './factories.ts';

export { randomIp };

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  accessToken: string;
  /** `{ authorization: 'Bearer …' }` for app.inject */
  headers: { authorization: string };
  /** The refresh cookie as a `cookie` header value. */
  refreshCookie: string;
}

/** The refresh cookie a response set, as a `cookie` header value. */
export function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.join('\n') : (setCookie ?? '');
  const match = /alphadesk_refresh=([^;]*)/.exec(header);
  if (!match) throw new Error(`no refresh cookie in ${header}`);
  return `alphadesk_refresh=${match[1]}`;
}

/** A new free member, signed in (the same as `buildMember` in factories.ts). */
export function createSignedInUser(
  server: TestServer,
  overrides: { name?: string; email?: string; password?: string } = {},
): Promise<SignedInUser> {
  return buildMember(server, overrides);
}

/** A guest session (the same as `buildGuest` in factories.ts). */
export function createGuest(server: TestServer) {
  return buildGuest(server);
}
